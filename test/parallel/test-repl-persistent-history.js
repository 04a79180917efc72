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
const file = path.join(tmpdir.path, 'repl_history');
fs.writeFileSync(file, 'newest = 2\nolder = 1');

const { server, input } = startRepl({ terminal: true });
// The checks run on the next tick: Node calls back from inside a promise chain, where a
// failed assertion would go unnoticed.
server.setupHistory({ filePath: file }, common.mustSucceed((r) => process.nextTick(() => {
  assert.strictEqual(r, server);
  assert.deepStrictEqual(server.history, ['newest = 2', 'older = 1']);
  input.emit('data', '\x1b[A');
  assert.strictEqual(server.line, 'newest = 2');
  input.emit('data', '\x1b[A');
  assert.strictEqual(server.line, 'older = 1');
  input.emit('data', '\x15added = 3\r');
  assert.strictEqual(server.context.added, 3);
  // The file is written in the background: look until the new entry is there (or give
  // up after 10 s), then check the whole file.
  const expected = 'added = 3\nnewest = 2\nolder = 1';
  const deadline = Date.now() + 10000;
  const check = common.mustCallAtLeast(() => {
    const text = fs.readFileSync(file, 'utf8');
    if (text !== expected && Date.now() < deadline) {
      setTimeout(check, 20);
      return;
    }
    assert.strictEqual(text, expected);
    server.close();
  }, 1);
  setTimeout(check, 20);
})));

{
  const { server: off, input: offInput } = startRepl({ terminal: true });
  off.setupHistory({ filePath: '' }, common.mustSucceed(() => process.nextTick(() => {
    offInput.emit('data', 'x = 1\r');
    assert.deepStrictEqual(off.history, ['x = 1']);
    off.close();
  })));
}

// Every interface keeps its history in a ReplHistory (historyManager); the REPL's file
// holds an entry of several lines as one line, its lines in reverse order joined by '\r',
// and Up shows it in reading order.
{
  const multi = path.join(tmpdir.path, 'repl_history_multi');
  fs.writeFileSync(multi, 'second\rfirst\nsingle');
  const { server: m, input: mInput } = startRepl({ terminal: true });
  m.setupHistory(multi, common.mustSucceed(() => process.nextTick(() => {
    assert.strictEqual(typeof m.historyManager.navigateToPrevious, 'function');
    assert.deepStrictEqual(m.history, ['second\rfirst', 'single']);
    mInput.emit('data', '\x1b[A');
    assert.strictEqual(m.line, 'first\nsecond');
    assert.strictEqual(m.cursor, 12);
    // Up moves to the line above (to its end, as it is shorter), then to older entries.
    mInput.emit('data', '\x1b[A');
    assert.strictEqual(m.line, 'first\nsecond');
    assert.strictEqual(m.cursor, 5);
    mInput.emit('data', '\x1b[A');
    assert.strictEqual(m.line, 'single');
    mInput.emit('data', '\x1b[B');
    assert.strictEqual(m.line, 'first\nsecond');
    m.close();
  })));
}

// Without persistence, the first Up on an empty history says how to turn it on; a file
// that cannot be opened is reported and the session goes on.
for (const [filePath, notices] of [
  ['', ['Persistent history support disabled']],
  [tmpdir.path, ['Could not open history file', 'Persistent history support disabled']],
]) {
  const { server: s, input: sInput, output } = startRepl({ terminal: true });
  s.setupHistory({ filePath }, common.mustSucceed(() => process.nextTick(() => {
    sInput.emit('data', '\x1b[A');
    sInput.emit('data', '\x1b[A');
    const found = output.text.split('\n').map((l) => notices.find((n) => l.includes(n)));
    assert.deepStrictEqual(found.filter((n) => n !== undefined), notices);
    sInput.emit('data', 'y = 2\r');
    assert.deepStrictEqual(s.history, ['y = 2']);
    s.close();
  })));
}
