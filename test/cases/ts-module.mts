// An .mts entry is an ES module: type-only imports and specifiers vanish, value imports
// stay; .ts in a "type": "module" package, a typeless .ts with module syntax, .cts and a
// CommonJS .ts load through the same loader, with Node's file-extension rules.
import type { Greeting } from './ts/lib.mts';
import { greet, pick, type Named, where } from './ts/lib.mts';
import { value, hasRequire } from './ts/esm-pkg/typed.ts';
import { text, moduleKind } from './ts/detected-esm.ts';
import counter from './ts/counter.cts';
import helper from './ts/helper.ts';
export type { Named };
export { type Greeting as G };

const who: Named = { name: 'module' };
const g: Greeting = greet(who);
console.log(g, pick(who, 'name'), where);
console.log(value, hasRequire, text, moduleKind);
console.log(typeof counter.Counter, counter.kind, helper.where);
console.log(import.meta.url.slice(import.meta.url.lastIndexOf('/')), typeof require);

// Line and column of the original file (how the frame names an ES module is not at stake).
const where2 = new Error('here').stack.split('\n')[1];
console.log(/ts-module\.mts:(\d+:\d+)\)?$/.exec(where2)[1]);

for (const spec of ['./ts/lib', './ts/lib.js', './ts/enum.ts', './ts/bad-syntax.ts',
  './ts/node_modules/typed-dep/index.ts', './ts/type-not-exported.mts']) {
  try {
    await import(spec);
    console.log(spec, 'loaded');
  } catch (e) {
    // The engine words a missing export its own way; the export's name is in it.
    const message = e.code === undefined && e.message.includes('Named') ?
      'no export Named' : e.message.split(process.cwd()).join('.');
    console.log(spec, e.name, e.code, message);
  }
}
