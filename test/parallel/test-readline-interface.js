// Port of nodejs/node test/parallel/test-readline-interface.js (rewritten for minirt).
'use strict';

// The core (non-terminal) cases of readline.Interface: 'line' events for \n, \r\n and
// lone \r line ends (also split across chunks and within crlfDelay), multi-byte
// characters split across chunks, the last line without a newline on 'end', 'close'
// once, pause/resume events, question() with and without a signal, prompt() output,
// write() feeding input, and errors for use after close and bad options.
const common = require('../common');
const assert = require('assert');
const readline = require('readline');
const { PassThrough, Writable } = require('stream');

function make(options = {}) {
  const input = new PassThrough();
  const rl = readline.createInterface({ input, terminal: false, ...options });
  return { input, rl };
}

{
  // \n, \r\n and \r all end lines.
  const { input, rl } = make();
  const lines = [];
  rl.on('line', (l) => lines.push(l));
  rl.on('close', common.mustCall(() => {
    assert.deepStrictEqual(lines, ['a', 'b', 'c', 'd', '', 'last']);
  }));
  input.end('a\nb\r\nc\rd\n\nlast');
}

{
  // \r at the end of one chunk and \n at the start of the next make one line end.
  const { input, rl } = make({ crlfDelay: Infinity });
  assert.strictEqual(rl.crlfDelay, Infinity);
  const lines = [];
  rl.on('line', (l) => lines.push(l));
  input.write('foo\r');
  input.write('\nbar\r');
  input.write('\n');
  input.end();
  rl.on('close', common.mustCall(() => assert.deepStrictEqual(lines, ['foo', 'bar'])));
}

{
  // crlfDelay has a floor of 100ms.
  const { rl } = make({ crlfDelay: 10 });
  assert.strictEqual(rl.crlfDelay, 100);
  rl.close();
}

{
  // Unicode line separators and a character split across chunks.
  const { input, rl } = make();
  const lines = [];
  rl.on('line', (l) => lines.push(l));
  const snowman = Buffer.from('☃');
  input.write(Buffer.concat([Buffer.from('x\u2028y\u2029'), snowman.subarray(0, 1)]));
  input.write(snowman.subarray(1));
  input.end('\n');
  rl.on('close', common.mustCall(() => assert.deepStrictEqual(lines, ['x', 'y', '☃'])));
}

{
  // 'close' comes once; pause and resume emit their events.
  const { input, rl } = make();
  const events = [];
  rl.on('pause', () => events.push('pause'));
  rl.on('resume', () => events.push('resume'));
  rl.on('close', common.mustCall(() => {
    events.push('close');
    assert.deepStrictEqual(events, ['pause', 'resume', 'pause', 'close']);
    assert.strictEqual(rl.closed, true);
  }));
  rl.pause();
  rl.pause();
  rl.resume();
  input.end();
  rl.close();
}

{
  // question(): the answer goes to the callback, not to 'line'; the prompt is written.
  let written = '';
  const output = new Writable({
    write(chunk, enc, cb) {
      written += chunk;
      cb();
    },
  });
  const { input, rl } = make({ output, prompt: '$ ' });
  assert.strictEqual(rl.getPrompt(), '$ ');
  rl.on('line', common.mustCall((l) => {
    assert.strictEqual(l, 'second');
    rl.close();
  }));
  rl.question('name? ', common.mustCall((answer) => {
    assert.strictEqual(answer, 'first');
    assert.strictEqual(rl.getPrompt(), '$ ');
    rl.prompt();
    input.write('second\n');
  }));
  rl.on('close', common.mustCall(() => assert.strictEqual(written, 'name? $ ')));
  input.write('first\n');
}

{
  // question() with an aborted signal never calls back.
  const { rl } = make();
  const ac = new AbortController();
  ac.abort();
  rl.question('q', { signal: ac.signal }, common.mustNotCall());
  rl.close();
}

{
  // rl.write() in non-terminal mode is input.
  const { rl } = make();
  rl.on('line', common.mustCall((l) => assert.strictEqual(l, 'typed')));
  rl.write('typed\n');
  rl.close();
  assert.throws(() => rl.write('x'), { code: 'ERR_USE_AFTER_CLOSE' });
  assert.throws(() => rl.question('x', () => {}), { code: 'ERR_USE_AFTER_CLOSE' });
  assert.throws(() => rl.pause(), { code: 'ERR_USE_AFTER_CLOSE' });
}

{
  // A signal closes the interface.
  const ac = new AbortController();
  const { rl } = make({ signal: ac.signal });
  rl.on('close', common.mustCall());
  ac.abort();
}

{
  // Input errors are re-emitted.
  const { input, rl } = make();
  rl.on('error', common.mustCall((err) => assert.strictEqual(err.message, 'input broke')));
  input.emit('error', new Error('input broke'));
  rl.close();
}

{
  // Option validation.
  const input = new PassThrough();
  assert.throws(() => readline.createInterface({ input, completer: 'nope' }), {
    code: 'ERR_INVALID_ARG_VALUE',
  });
  assert.throws(() => readline.createInterface({ input, historySize: -1 }), {
    code: 'ERR_OUT_OF_RANGE',
    name: 'RangeError',
    message: 'The value of "size" is out of range. It must be >= 0. Received -1',
  });
  assert.throws(() => readline.createInterface({ input, history: 'x' }), {
    code: 'ERR_INVALID_ARG_TYPE',
  });
  assert.throws(() => readline.createInterface({ input, tabSize: 0 }), {
    code: 'ERR_OUT_OF_RANGE',
  });
  // The old positional form works too.
  const rl = readline.Interface(input);
  assert(rl instanceof readline.Interface);
  rl.close();
}
