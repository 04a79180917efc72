// A name declared again in the CLI REPL (`-i` on piped stdin): a var or function over an
// earlier input's let, a let over an earlier var or over a fixed global (undefined) are
// refused with V8's message, and a name repeated within one input is marked where it is
// declared the second time, not left waiting for more input.
'use strict';
const { spawnSync } = require('child_process');

const input = [
  'let a = 1',
  'var a = 3',
  'function a() {}',
  'a',
  'var b = 1',
  'let b = 2',
  'let undefined = 1',
  'const c = 1; var c = 2',
  'let d = 1; { var d = 2 }',
  'let abc = 1; var abc = 2',
  'class Foo {}; function Foo() {}',
  'let h = 1; async function h() {}',
  'let Bar; class Bar extends Object { x() {} }',
  '[1,',
  '2].length',
  '',
].join('\n');
const r = spawnSync(process.execPath, ['-i'], { input, encoding: 'utf8' });
console.log(`status ${r.status}`);
for (const line of r.stdout.split('\n').slice(2)) console.log(JSON.stringify(line));
