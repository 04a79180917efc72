'use strict';
// readline/promises question()/close() order, signal aborts, and the Readline class.
const readlinePromises = require('readline/promises');
const readline = require('readline');
const { PassThrough } = require('stream');

(async () => {
  const input = new PassThrough();
  const output = new PassThrough();
  let written = '';
  output.on('data', (d) => { written += d; });
  const rl = readlinePromises.createInterface({ input, output, terminal: false });
  rl.on('line', (l) => console.log('line event', l));
  rl.on('close', () => console.log('close event'));
  const p = rl.question('name? ');
  console.log('prompt now', JSON.stringify(rl.getPrompt()));
  input.write('ada\nextra\n');
  console.log('answer', await p);
  console.log('prompt after', JSON.stringify(rl.getPrompt()));

  const ac = new AbortController();
  const p2 = rl.question('age? ', { signal: ac.signal });
  ac.abort();
  try { await p2; } catch (e) { console.log('aborted', e.name, e.code, e.message); }
  input.write('after-abort\n');

  try {
    await rl.question('x', { signal: AbortSignal.abort() });
  } catch (e) { console.log('pre-aborted', e.name, e.code); }

  try {
    await rl.question('x', { signal: 'nope' });
  } catch (e) { console.log('bad signal', e.code); }

  await new Promise((r) => setImmediate(r));
  console.log('written', JSON.stringify(written));
  rl.close();
  try { await rl.question('closed?'); } catch (e) { console.log('question after close', e.code, e.message); }

  // Callback question() on the classic interface, promisified form.
  const in2 = new PassThrough();
  const rl2 = readline.createInterface({ input: in2, output: null });
  rl2.question('q1 ', (a) => console.log('cb answer', a));
  in2.write('one\n');
  const util = require('util');
  const q = util.promisify(rl2.question).bind(rl2);
  const pa = q('q2 ');
  in2.write('two\n');
  console.log('promisified answer', await pa);
  const ac2 = new AbortController();
  rl2.question('q3 ', { signal: ac2.signal }, (a) => console.log('q3 answer (unexpected)', a));
  ac2.abort();
  in2.write('three\n');
  rl2.on('line', (l) => console.log('rl2 line', l));
  in2.end('four');
  rl2.on('close', () => console.log('rl2 close'));

  // Readline class.
  const out = new PassThrough();
  let buf = '';
  out.on('data', (d) => { buf += d; });
  const w = new readlinePromises.Readline(out);
  w.cursorTo(3).cursorTo(1, 2).moveCursor(-2, 3).moveCursor(0, 0).clearLine(-1).clearLine(0).clearLine(1).clearScreenDown();
  await w.commit();
  console.log('commit', JSON.stringify(buf));
  w.cursorTo(5).rollback();
  await w.commit();
  console.log('after rollback', JSON.stringify(buf));
  const auto = new readlinePromises.Readline(out, { autoCommit: true });
  auto.moveCursor(1, -1);
  console.log('autoCommit sync', JSON.stringify(buf));
  await new Promise((r) => setImmediate(r));
  console.log('autoCommit later', JSON.stringify(buf));
  for (const f of [() => new readlinePromises.Readline({}), () => w.cursorTo('a'), () => w.cursorTo(1, 1.5),
    () => w.clearLine(2), () => w.moveCursor(1, 'x'), () => new readlinePromises.Readline(out, { autoCommit: 1 })]) {
    try { f(); console.log('no throw'); } catch (e) { console.log('Readline', e.code, e.message); }
  }
})();
