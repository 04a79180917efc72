// Port of nodejs/node test/parallel/test-repl-persistent-history.js (rewritten for minirt).
'use strict';
// setupHistory(): entries of the history file (newest first) are available with Up in a
// terminal REPL, new entries are written back to the file after they are entered, and an
// empty path turns persistence off.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const repl = require('repl');
const Stream = require('stream');
const tmpdir = require('../common/tmpdir');

// Input that delivers each line synchronously, and output that collects the text.
class LineInput extends Stream {
  run(lines) {
    for (const line of lines) this.emit('data', `${line}\n`);
  }
  resume() {}
  pause() {}
}
class TextOutput extends Stream {
  text = '';
  write(data) {
    this.text += data;
    return true;
  }
}
function startRepl(options = {}) {
  const input = new LineInput();
  const output = options.output || new TextOutput();
  input.readable = true;
  output.writable = true;
  const server = repl.start({ prompt: '> ', input, output, terminal: false, ...options });
  return { server, input, output };
}

tmpdir.refresh();
const file = path.join(tmpdir.path, 'repl_history');
fs.writeFileSync(file, 'newest = 2\nolder = 1\n');

const { server, input } = startRepl({ terminal: true });
server.setupHistory({ filePath: file }, common.mustSucceed((r) => {
  assert.strictEqual(r, server);
  assert.deepStrictEqual(server.history, ['newest = 2', 'older = 1']);
  input.emit('data', '\x1b[A');
  assert.strictEqual(server.line, 'newest = 2');
  input.emit('data', '\x1b[A');
  assert.strictEqual(server.line, 'older = 1');
  input.emit('data', '\x15added = 3\r');
  assert.strictEqual(server.context.added, 3);
  setTimeout(common.mustCall(() => {
    assert.strictEqual(fs.readFileSync(file, 'utf8'), 'added = 3\nnewest = 2\nolder = 1');
    server.close();
  }), 100);
}));

{
  const { server: off, input: offInput } = startRepl({ terminal: true });
  off.setupHistory({ filePath: '' }, common.mustSucceed(() => {
    offInput.emit('data', 'x = 1\r');
    assert.deepStrictEqual(off.history, ['x = 1']);
    off.close();
  }));
}
