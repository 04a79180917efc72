// Port of nodejs/node test/parallel/test-readline-promises-tab-complete.js (rewritten for minirt).
// Flags: --expose-internals
'use strict';
// readline/promises completers may return a promise: the same listing as the callback
// form (one microtask later), and a rejected promise is reported on the output.
const common = require('../common');
const assert = require('assert');
const readline = require('readline/promises');
const { EventEmitter } = require('events');
const { getStringWidth } = require('internal/util/inspect');

if (process.env.TERM === 'dumb') common.skip('dumb terminal');

for (const asyncCompleter of [true, false]) {
  for (const ch of ['\u3042', '\u{1f415}']) {
    const extra = getStringWidth(ch) - 1;
    let shown = '';
    class Tty extends EventEmitter {
      columns = (extra + 1) * 10 * 3;
      write = common.mustCall((data) => { shown += data; }, 6);
      resume() {}
      pause() {}
      end() {}
    }
    const tty = new Tty();
    const candidates = (line) => [
      ['Heading', '', `${ch}${'x'.repeat(10)}`, `${ch}${'y'.repeat(10)}`, ch.repeat(11)],
      line,
    ];
    const rl = new readline.Interface({
      input: tty,
      output: tty,
      terminal: true,
      completer: common.mustCallAtLeast(asyncCompleter ?
        async (line) => candidates(line) : candidates),
    });
    rl.on('line', common.mustNotCall());
    const listing = '\r\nHeading\r\n\r\n' +
      `${ch}${'x'.repeat(10)}${' '.repeat(2 + extra * 10)}` +
      `${ch}${'y'.repeat(10)}\r\n` +
      `${ch.repeat(11)}\r\n` +
      `\r\n\x1b[1G\x1b[0J> ${ch}\x1b[${4 + extra}G`;
    const expected = [ch, '', listing];
    for (const key of `${ch}\t\t`) {
      tty.emit('data', key);
      queueMicrotask(common.mustCall(() => {
        assert.strictEqual(shown, expected.shift());
        shown = '';
      }));
    }
    setImmediate(() => rl.close());
  }
}

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
    completer: common.mustCallAtLeast(() => Promise.reject(new Error('no candidates'))),
  });
  rl.on('line', common.mustNotCall());
  tty.emit('data', '\t');
  setImmediate(common.mustCall(() => {
    assert.match(shown, /^Tab completion error: Error: no candidates/);
    rl.close();
  }));
}
