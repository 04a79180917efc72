// module.registerHooks(): a hook that returns null or undefined without calling next fails
// as Node's reading of `shortCircuit` on it does; a specifier that is no string, passed on
// to the default resolve, is read as a string by import and fails on its path in require().
import { registerHooks, createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let mode = '';
const hooks = registerHooks({
  resolve(specifier, context, nextResolve) {
    if (mode === 'resolve-undefined') return undefined;
    if (mode === 'next-number') return nextResolve(5, context);
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (mode === 'load-null') return null;
    return nextLoad(url, context);
  },
});
let n = 0;
for (mode of ['resolve-undefined', 'next-number', 'load-null']) {
  try {
    await import(`./mod17-fixtures/hooks/esm.mjs?${n++}`);
    console.log(mode, 'import loaded');
  } catch (err) {
    console.log(mode, 'import:', err.name, err.code, err.message.split('\n')[0].split(import.meta.dirname).join('<cases>'));
  }
  try {
    require('./mod17-fixtures/hooks/dep2.cjs');
    console.log(mode, 'require loaded');
  } catch (err) {
    console.log(mode, 'require:', err.name, err.code, err.message.split('\n')[0]);
  }
}
hooks.deregister();
