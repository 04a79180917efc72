'use strict';
// readline 'line'/'close'/'pause'/'resume' order over various line endings and chunkings.
const readline = require('readline');
const { PassThrough } = require('stream');

function run(name, chunks, opts, done) {
  const input = new PassThrough();
  const rl = readline.createInterface({ input, ...opts });
  rl.on('line', (l) => console.log(name, 'line', JSON.stringify(l)));
  rl.on('pause', () => console.log(name, 'pause'));
  rl.on('resume', () => console.log(name, 'resume'));
  rl.on('close', () => { console.log(name, 'close', rl.closed); done(); });
  input.on('end', () => console.log(name, 'input end'));
  for (const c of chunks) input.write(c);
  input.end();
  console.log(name, 'sync done', 'terminal', rl.terminal, 'crlfDelay', rl.crlfDelay, 'line', JSON.stringify(rl.line));
}

const cases = [
  ['lf', ['a\nb\n', 'c\n'], {}],
  ['nolast', ['one\ntwo'], {}],
  ['split', ['ab', 'c\nd', 'e'], {}],
  ['crlf', ['x\r\ny\r\n'], {}],
  ['cr-split', ['x\r', '\ny\r', '\n'], {}],
  ['cr-only', ['p\rq\rr'], {}],
  ['unicode-sep', ['u\u2028v\u2029w'], {}],
  ['empty-lines', ['\n\n\r\n\n'], {}],
  ['utf8-split', [Buffer.from([0x68, 0xc3]), Buffer.from([0xa9, 0x0a])], {}],
  ['crlfDelay', ['a\r', '\nb\n'], { crlfDelay: 5000 }],
  ['crlfDelay-small', ['a\n'], { crlfDelay: 10 }],
  ['crlfDelay-inf', ['a\n'], { crlfDelay: Infinity }],
  ['empty', [], {}],
];
let i = 0;
(function next() {
  if (i < cases.length) {
    const [n, c, o] = cases[i++];
    run(n, c, o, next);
  } else {
    // Interface closed directly, and write()/question() afterwards.
    const input = new PassThrough();
    const rl = readline.createInterface({ input, output: null });
    rl.on('line', (l) => console.log('direct line', l));
    rl.on('close', () => console.log('direct close'));
    rl.write('typed\n');
    rl.close();
    rl.close();
    for (const f of [() => rl.write('x'), () => rl.pause(), () => rl.resume(), () => rl.question('q', () => {})]) {
      try { f(); console.log('no throw'); } catch (e) { console.log('after close', e.code, e.message); }
    }
    input.write('ignored\n');
    console.log('listeners', input.listenerCount('data'), input.listenerCount('end'));
  }
})();
