// timeout: 120
// The uncaught report of a file that does not parse: V8's words from the engine's message
// table (one constructor, `super`, `for await`, `??` mixing, a repeated label or parameter,
// a code point escape) with the token V8 underlines, `missing ) after argument list` at the
// argument before the unexpected token, `await` in a function that is not async, a string
// its line ends and a closing brace nothing opened.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eng17-syntax-'));
const files = {
  'await-call.js': 'function f() {\n  await g();\n}\n',
  'await-const.js': 'function f() {\n  const x = await 1;\n}\n',
  'await-return.js': 'function g() { return await x; }\n',
  'await-module.mjs': 'function g() { return await x; }\n',
  'await-name.js': 'let await = 1;\nawait + 1;\nfoo(await x);\n',
  'args-string.js': 'console.log("a" "b");\n',
  'args-name.js': 'foo(a, bb c);\n',
  'args-call.js': 'foo(x(1) 2);\n',
  'args-semicolon.js': 'foo(a;\n',
  'constructors.js': 'class A { constructor() {} constructor() {} }\n',
  'super.js': 'super.x;\n',
  'for-await.js': 'function g() { for await (const x of y) {} }\n',
  'nullish.js': 'x ?? y || z;\n',
  'label.js': 'outer: { outer: 1 }\n',
  'parameter.js': 'function g(a, b, a) { "use strict"; }\n',
  'code-point.js': 'var a = "\\u{110000}";\n',
  'open-string.js': 'let s = "ok";\nlet t = "bad\nlet u = 1;\n',
  'stray-brace.js': 'if (a) {\n  b();\n}}\nfoo();\n',
  'stray-brace-end.js': 'function f() { return 1 }}\n',
};
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
// The words, from require() of each script in this process.
for (const name of Object.keys(files)) {
  if (name.endsWith('.mjs')) continue;
  try {
    require(path.join(dir, name));
    console.log(name, 'loaded');
  } catch (e) {
    console.log(name, e.name, e.message);
  }
}
// The uncaught report's pointer, for some of them.
for (const name of ['await-call.js', 'await-module.mjs', 'args-name.js', 'label.js',
  'parameter.js', 'open-string.js', 'stray-brace.js']) {
  const r = spawnSync(process.execPath, [path.join(dir, name)], { encoding: 'utf8' });
  const lines = r.stderr.split('\n');
  const at = lines.findIndex((l) => l.startsWith('SyntaxError'));
  const head = [...lines.slice(0, 3), lines[at]].join('\n')
    .replaceAll(require('url').pathToFileURL(dir).href, 'DIRURL').replaceAll(dir, 'DIR');
  console.log(`${name} exit=${r.status}\n${head}\n--`);
}
fs.rmSync(dir, { recursive: true });
