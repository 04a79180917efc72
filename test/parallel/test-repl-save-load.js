// Port of nodejs/node test/parallel/test-repl-save-load.js (rewritten for minirt).
'use strict';
// .save writes the evaluated lines of the session to a file and .load evaluates a file
// as if it were typed; missing names and unreadable paths are reported.
require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const repl = require('repl');
const tmpdir = require('../common/tmpdir');

const { LineInput, TextOutput } = require('../common/repl_streams');
function startRepl(options = {}) {
  const input = new LineInput();
  const output = options.output || new TextOutput();
  input.readable = true;
  output.writable = true;
  const server = repl.start({ prompt: '> ', input, output, terminal: false, ...options });
  return { server, input, output };
}

tmpdir.refresh();
const saved = path.join(tmpdir.path, 'session.js');

{
  const { input, output } = startRepl();
  input.run(['var base = 20', 'function twice(x) {', 'return x * 2', '}', '.save ' + saved]);
  assert.match(output.text, new RegExp(`Session saved to: ${saved.replace(/[\\/.]/g, '\\$&')}\n`));
  assert.strictEqual(fs.readFileSync(saved, 'utf8'),
                     'var base = 20\nfunction twice(x) {\nreturn x * 2\n}');
}

{
  const { server, input, output } = startRepl();
  input.run(['.load ' + saved]);
  assert.strictEqual(server.context.base, 20);
  output.text = '';
  input.run(['twice(base)']);
  assert.strictEqual(output.text, '40\n> ');

  output.text = '';
  input.run(['.load ' + path.join(tmpdir.path, 'missing.js')]);
  assert.strictEqual(output.text, `Failed to load: ${path.join(tmpdir.path, 'missing.js')}\n> `);

  output.text = '';
  input.run(['.load ' + tmpdir.path]);
  assert.strictEqual(output.text, `Failed to load: ${tmpdir.path} is not a valid file\n> `);

  output.text = '';
  input.run(['.load']);
  assert.strictEqual(output.text, 'The "file" argument must be specified\n> ');

  output.text = '';
  input.run(['.save']);
  assert.strictEqual(output.text, 'The "file" argument must be specified\n> ');

  output.text = '';
  input.run(['.save ' + path.join(tmpdir.path, 'no-dir', 'x.js')]);
  assert.strictEqual(output.text, `Failed to save: ${path.join(tmpdir.path, 'no-dir', 'x.js')}\n> `);
}
