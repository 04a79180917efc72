// module.register(): asynchronous hooks from a module run on their own thread, after every
// registerHooks() hook. They make virtual modules, change sources and formats, get
// initialize()'s data (a transferred port included), see import's conditions and parent and
// a URL's search, and leave require() alone; their errors reach the import with code and
// message, and Node's checks on what a hook returns apply.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire, register, registerHooks } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

process.noDeprecation = true;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-register-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
fs.writeFileSync(path.join(dir, 'hooks.mjs'), `
import { writeSync } from 'node:fs';
let port;
export async function initialize(data) { port = data.port; port.postMessage('initialized with ' + data.n); }
export async function resolve(specifier, context, next) {
  if (specifier === 'virtual:answer') return { url: 'virtual:answer', shortCircuit: true };
  if (specifier === 'fails') { const e = new Error('resolve refused'); e.code = 'E_HOOK'; throw e; }
  if (specifier === 'incomplete') return { url: 'file:///nowhere.mjs' };
  if (specifier === 'bad-url') return { url: 5, shortCircuit: true };
  if (specifier.startsWith('./')) {
    writeSync(1, 'async resolve ' + specifier + ' from ' + context.parentURL.split('/').pop() +
      ' [' + context.conditions.join(',') + ']\\n');
  }
  return next(specifier, context);
}
export async function load(url, context, next) {
  if (url === 'virtual:answer') return { format: 'module', source: 'export default 42;', shortCircuit: true };
  if (url.endsWith('.txt')) {
    const r = await next(url, { format: 'module' });
    return { format: 'module', source: 'export default ' + JSON.stringify(String(r.source).trim()) + ';' };
  }
  const r = await next(url, context);
  if (url.endsWith('num.mjs')) return { ...r, source: String(r.source).replace('1', '2') };
  if (url.endsWith('num.mjs?variant=3')) return { ...r, source: String(r.source).replace('1', '3') };
  return r;
}
`);
fs.writeFileSync(path.join(dir, 'num.mjs'), 'export const n = 1;\n');
fs.writeFileSync(path.join(dir, 'words.txt'), 'plain words\n');
fs.writeFileSync(path.join(dir, 'plain.cjs'), 'module.exports = "required as is";\n');
const parentURL = pathToFileURL(path.join(dir, 'main.mjs')).href;

const { port1, port2 } = new MessageChannel();
const fromHooks = new Promise((resolve) => port1.once('message', resolve));
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'virtual:answer') console.log('sync hook first, then the async ones');
    return next(specifier, context);
  },
});
console.log('register returns', register('./hooks.mjs', { parentURL, data: { n: 7, port: port2 }, transferList: [port2] }));
console.log('port:', await fromHooks);
port1.close();

console.log('virtual:', (await import('virtual:answer')).default);
console.log('changed source:', (await import(pathToFileURL(path.join(dir, 'num.mjs')).href)).n);
console.log('a URL with a search is a module of its own, loaded whole:',
  (await import(pathToFileURL(path.join(dir, 'num.mjs')).href + '?variant=3')).n);
console.log('text as module:', (await import(pathToFileURL(path.join(dir, 'words.txt')).href)).default);
console.log('require:', createRequire(parentURL)('./plain.cjs'));
for (const specifier of ['fails', 'incomplete', 'bad-url']) {
  try {
    await import(specifier);
  } catch (e) {
    console.log(specifier, '->', e.name, e.code, e.message);
  }
}
try {
  register('./missing-hooks.mjs', parentURL);
} catch (e) {
  console.log('missing hooks module ->', e.code, e.message.replaceAll(dir, 'DIR'));
}
