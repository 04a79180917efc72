// Port of nodejs/node test/parallel/test-repl-pretty-stack.js (rewritten for minirt).
'use strict';
// An uncaught error in the REPL shows its stack in V8's format, cut where the input's top
// level begins (the REPL's own frames never show; an anonymous function is its bare
// location). A program's Error.prepareStackTrace formats it, receiving only those frames.
// A parse error shows the line, a caret and V8's words for it.
const common = require('../common');
const assert = require('assert');
const repl = require('repl');

const { LineInput, TextOutput } = require('../common/repl_streams');

// Inputs are named REPL1, REPL2, ... across all REPLs of the process: each run evaluates
// three, so names are shown relative to the run's first one.
let evaluated = 0;
function run(line, options = {}) {
  const input = new LineInput();
  const output = new TextOutput();
  input.readable = true;
  output.writable = true;
  const server = repl.start({
    prompt: '', input, output, terminal: false, useColors: false, ...options,
  });
  input.run([
    'function outer(f) { return inner(f); }',
    'function inner(f) { return f(); }',
  ]);
  output.text = '';
  input.run([line]);
  server.close();
  // The main realm keeps what the input declares there.
  if (options.useGlobal) common.allowGlobals(globalThis.outer, globalThis.inner);
  const base = evaluated;
  evaluated += 3;
  // Columns differ between engines; lines and names do not.
  return output.text.replace(/REPL(\d+):(\d+):\d+/g, (_, n, l) => `REPL${n - base}:${l}:*`);
}

for (const useGlobal of [false, true]) {
  assert.strictEqual(run('outer(() => { throw new Error("deep"); })', { useGlobal }),
                     'Uncaught Error: deep\n' +
                     '    at REPL3:1:*\n' +
                     '    at inner (REPL2:1:*)\n' +
                     '    at outer (REPL1:1:*)\n');
  assert.strictEqual(run('(function() { throw new Error("iife"); })()', { useGlobal }),
                     'Uncaught Error: iife\n    at REPL3:1:*\n');
  assert.strictEqual(run('throw new RangeError("top")', { useGlobal }),
                     'Uncaught RangeError: top\n');
  assert.strictEqual(run('(() => { const e = new Error("x"); e.code = 7; throw e; })()',
                         { useGlobal }),
                     'Uncaught Error: x\n    at REPL3:1:* {\n  code: 7\n}\n');
}

assert.strictEqual(run('let x y;'), "let x y;\n      ^\n\nUncaught SyntaxError: Unexpected identifier 'y'\n");
assert.strictEqual(run('1 2'), '1 2\n  ^\n\nUncaught SyntaxError: Unexpected number\n');
assert.strictEqual(run("a 'b'"), "a 'b'\n  ^^^\n\nUncaught SyntaxError: Unexpected string\n");
assert.strictEqual(run('x = )'), "x = )\n    ^\n\nUncaught SyntaxError: Unexpected token ')'\n");

const original = Error.prepareStackTrace;
const seen = [];
Error.prepareStackTrace = (err, frames) => {
  seen.push(frames.map((f) => [f.getFunctionName(), f.getFileName().replace(/\d+/, ''),
                               f.getLineNumber()]));
  return [`${err.name}! ${err.message}`, ...frames.map(String)].join(' | ');
};
try {
  assert.strictEqual(run('outer(() => { throw new Error("hooked"); })'),
                     'Uncaught Error! hooked | REPL3:1:* | inner (REPL2:1:*) | outer (REPL1:1:*)\n');
  assert.deepStrictEqual(seen, [[[null, 'REPL', 1], ['inner', 'REPL', 1], ['outer', 'REPL', 1]]]);
} finally {
  Error.prepareStackTrace = original;
}
