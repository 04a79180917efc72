// Port of nodejs/node test/parallel/test-readline-tab-complete.js (rewritten for minirt).
// Flags: --expose-internals
'use strict';
// Callback completers on a terminal interface: the first Tab inserts nothing when the
// candidates share no more than what was typed, the second lists them in columns sized
// by display width (wide characters count double) and redraws the prompt; completer
// errors are reported on the output; a completer may replace the typed word.
const common = require('../common');
const assert = require('assert');
const readline = require('readline');
const { EventEmitter } = require('events');
const { getStringWidth } = require('internal/util/inspect');

if (process.env.TERM === 'dumb') common.skip('dumb terminal');

for (const ch of ['\u3042', '\u{10437}', '\u{1f415}']) {
  for (const wrapRow of [true, false]) {
    const extra = getStringWidth(ch) - 1;
    let shown = '';
    class Tty extends EventEmitter {
      columns = ((extra + 1) * 10 + (wrapRow ? 0 : 10)) * 3;
      write = common.mustCall((data) => { shown += data; }, 6);
      resume() {}
      pause() {}
      end() {}
    }
    const tty = new Tty();
    const rl = new readline.Interface({
      input: tty,
      output: tty,
      terminal: true,
      completer: common.mustCallAtLeast((line) => [
        ['Heading', '', `${ch}${'x'.repeat(10)}`, `${ch}${'y'.repeat(10)}`, ch.repeat(11)],
        line,
      ]),
    });
    rl.on('line', common.mustNotCall());
    const listing = '\r\nHeading\r\n\r\n' +
      `${ch}${'x'.repeat(10)}${' '.repeat(2 + extra * 10)}` +
      `${ch}${'y'.repeat(10)}` +
      (wrapRow ? '\r\n' : ' '.repeat(2 + extra * 10)) +
      `${ch.repeat(11)}\r\n` +
      `\r\n\x1b[1G\x1b[0J> ${ch}\x1b[${4 + extra}G`;
    const expected = [ch, '', listing];
    for (const key of `${ch}\t\t`) {
      tty.emit('data', key);
      assert.strictEqual(shown, expected.shift());
      shown = '';
    }
    rl.close();
  }
}

// A completer error is written to the output.
{
  let shown = '';
  class Tty extends EventEmitter {
    columns = 80;
    write = common.mustCall((data) => { shown += data; }, 1);
    resume() {}
    pause() {}
    end() {}
  }
  const tty = new Tty();
  const rl = new readline.Interface({
    input: tty,
    output: tty,
    terminal: true,
    completer: common.mustCallAtLeast((line, cb) => cb(new Error('no candidates'))),
  });
  rl.on('line', common.mustNotCall());
  tty.emit('data', '\t');
  queueMicrotask(common.mustCall(() => {
    assert.match(shown, /^Tab completion error: Error: no candidates/);
  }));
  rl.close();
}

// A single candidate that differs from the typed word replaces it.
{
  let shown = '';
  class Tty extends EventEmitter {
    columns = 80;
    write = (data) => { shown += data; };
    resume() {}
    pause() {}
    end() {}
  }
  const tty = new Tty();
  const rl = new readline.Interface({
    input: tty,
    output: tty,
    terminal: true,
    completer: common.mustCall((typed, cb) => {
      cb(null, [[typed.toUpperCase()], typed]);
    }),
  });
  rl.on('line', common.mustNotCall());
  tty.emit('data', 'word');
  tty.emit('data', '\t');
  assert.strictEqual(rl.line, 'WORD');
  assert.strictEqual(rl.cursor, 4);
  assert.match(shown, /> WORD/);
  rl.close();
}

// A synchronous completer (one argument) completes the common prefix.
{
  class Tty extends EventEmitter {
    write() {}
    resume() {}
    pause() {}
    end() {}
  }
  const tty = new Tty();
  const rl = readline.createInterface({
    input: tty,
    output: tty,
    terminal: true,
    completer: (line) => [['parse', 'parseInt', 'parseFloat'].filter((c) => c.startsWith(line)), line],
  });
  tty.emit('data', 'pa');
  tty.emit('data', '\t');
  assert.strictEqual(rl.line, 'parse');
  tty.emit('data', 'I\t');
  assert.strictEqual(rl.line, 'parseInt');
  rl.close();
}
