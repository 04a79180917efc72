'use strict';
// `.wasm` files as ES modules: imports become the namespaces of the modules they name,
// exports the module's bindings (globals by value, WebAssembly.Global to another wasm
// module), the ExperimentalWarning once, load-time errors with the file's path, and a
// .wasm file as the entry point. Modules are built here, so no .wasm fixtures.
require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const tmpdir = require('../common/tmpdir');
const { buildModule, sleb, I32 } = require('../common/wasm-builder');

tmpdir.refresh();
const dir = tmpdir.path;
const write = (name, data) => fs.writeFileSync(path.join(dir, name), data);
const i32c = (n) => [0x41, ...sleb(n)];
const lget = (i) => [0x20, i];

// Calls the JS import `twice` from ./dep.mjs; exports a function, a global and a memory.
write('calc.wasm', buildModule({
  types: [[[I32, I32], [I32]], [[I32], [I32]]],
  imports: [['./dep.mjs', 'twice', 'func', 1]],
  funcs: [{ type: 0, body: [...lget(0), ...lget(1), 0x6a, 0x10, 0] }],
  memories: [[1]],
  globals: [[I32, false, i32c(42)]],
  exports: [['twiceSum', 'func', 1], ['answer', 'global', 0], ['memory', 'memory', 0],
    ['not an identifier', 'func', 1]],
}));
write('dep.mjs', "console.log('dep runs first');\nexport const twice = (x) => x * 2;\n");
// A mutable global and a function that increments it; a second module imports the global.
write('counter.wasm', buildModule({
  types: [[[], []]],
  funcs: [{ type: 0, body: [0x23, 0, ...i32c(1), 0x6a, 0x24, 0] }],
  globals: [[I32, true, i32c(7)]],
  exports: [['count', 'global', 0], ['bump', 'func', 0]],
}));
write('reader.wasm', buildModule({
  types: [[[], [I32]]],
  imports: [['./counter.wasm', 'count', 'global', [I32, true]]],
  funcs: [{ type: 0, body: [0x23, 0] }],
  exports: [['read', 'func', 0]],
}));
// Its start function calls the JS import, so running it as the entry point prints.
write('start.wasm', buildModule({
  types: [[[], []]],
  imports: [['./say.mjs', 'hello', 'func', 0]],
  funcs: [{ type: 0, body: [0x10, 0] }],
  start: 1,
}));
write('say.mjs', "export function hello() { console.log('hello from start'); }\n");
write('truncated.wasm', Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 5]));
write('reserved.wasm', buildModule({
  types: [[[], []]],
  funcs: [{ type: 0, body: [] }],
  exports: [['wasm:f', 'func', 0]],
}));
write('lacks.wasm', buildModule({
  types: [[[], []]],
  imports: [['./dep.mjs', 'absent', 'func', 0]],
}));

function run(file) {
  return spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
}

const kWarning = 'ExperimentalWarning: Importing WebAssembly module instances is an ' +
  'experimental feature and might change at any time';

{
  write('main.mjs', `
import * as calc from './calc.wasm';
import { twiceSum, answer } from './calc.wasm';
import { read } from './reader.wasm';
import { count, bump } from './counter.wasm';
console.log(JSON.stringify(Object.keys(calc)));
console.log(twiceSum(2, 3), answer, calc.memory instanceof WebAssembly.Memory);
console.log(calc['not an identifier'] === twiceSum, typeof calc.default);
console.log(read(), count);
bump();
console.log(read(), count);
const again = await import('./calc.wasm');
console.log(again === calc);
`);
  const r = run('main.mjs');
  assert.strictEqual(r.status, 0, r.stderr);
  assert.strictEqual(r.stdout, [
    'dep runs first',
    '["answer","memory","not an identifier","twiceSum"]',
    '10 42 true',
    'true undefined',
    '7 7',
    // The wasm module reads the Global itself; the JS binding was its value at evaluation.
    '8 7',
    'true',
    '',
  ].join('\n'));
  // One warning however many wasm modules the program imports.
  assert.strictEqual(r.stderr.split(kWarning).length, 2, r.stderr);
}

{
  const r = run('start.wasm');
  assert.strictEqual(r.status, 0, r.stderr);
  assert.strictEqual(r.stdout, 'hello from start\n');
  assert.match(r.stderr, new RegExp(kWarning));
}

{
  write('errors.mjs', `
for (const f of ['./truncated.wasm', './reserved.wasm', './lacks.wasm']) {
  try {
    await import(f);
    console.log(f, 'loaded');
  } catch (e) {
    console.log(f, e.constructor.name, e.message);
  }
}
try {
  await import('./calc.wasm', { with: { type: 'json' } });
} catch (e) {
  console.log(e.code);
}
`);
  const r = run('errors.mjs');
  assert.strictEqual(r.status, 0, r.stderr);
  const lines = r.stdout.split('\n');
  // A binary that does not compile fails the import at load, its path before the message.
  assert.ok(lines[0].startsWith(
    `./truncated.wasm CompileError ${path.join(dir, 'truncated.wasm')}: WebAssembly.Module(): `),
  lines[0]);
  const url = require('url').pathToFileURL(path.join(dir, 'reserved.wasm')).href;
  assert.strictEqual(lines[1], `./reserved.wasm LinkError Invalid Wasm export name "wasm:f" in ${url}`);
  // dep.mjs is evaluated before the instantiation that finds its export missing.
  assert.strictEqual(lines[2], 'dep runs first');
  assert.strictEqual(lines[3], './lacks.wasm LinkError WebAssembly.Instance(): Import #0 ' +
    '"./dep.mjs" "absent": function import requires a callable');
  assert.strictEqual(lines[4], 'ERR_IMPORT_ATTRIBUTE_TYPE_INCOMPATIBLE');
}

{
  write('default.mjs', "import x from './calc.wasm';\n");
  const r = run('default.mjs');
  assert.strictEqual(r.status, 1);
  assert.match(r.stderr,
    /SyntaxError: The requested module '\.\/calc\.wasm' does not provide an export named 'default'/);
}

