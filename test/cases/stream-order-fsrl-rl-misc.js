'use strict';
// readline odds and ends: nested questions, recursive write(), close inside 'line', pause/resume
// return values, split UTF-8 and CRLF via write(), promisified question aborts, completers.
const readline = require('readline');
const rlp = require('readline/promises');
const util = require('util');
const { PassThrough, Readable } = require('stream');
const { log } = require('../fixtures/stream-order-harness.js').fsrl;
(async () => {
  // question while question pending; prompt restore
  const input = new PassThrough();
  const out = new PassThrough();
  let w = '';
  out.on('data', (d) => { w += d; });
  const rl = readline.createInterface({ input, output: out, prompt: 'P> ' });
  rl.question('A? ', (a) => log('A', a, JSON.stringify(rl.getPrompt())));
  rl.question('B? ', (b) => log('B (unexpected)', b));
  rl.prompt();
  input.write('one\ntwo\n');
  rl.on('line', (l) => log('line', l));
  input.write('three\n');
  await new Promise((r) => setImmediate(r));
  log('written', JSON.stringify(w));
  // recursive write inside line handler
  const rl2 = readline.createInterface({ input: new PassThrough() });
  let depth = 0;
  rl2.on('line', (l) => { log('rl2', l); if (depth++ < 2) rl2.write('nested' + depth + '\nx'); });
  rl2.write('first\nsecond\n');
  rl2.close();
  // close inside line handler
  const in3 = new PassThrough();
  const rl3 = readline.createInterface({ input: in3 });
  rl3.on('line', (l) => { log('rl3', l); if (l === 'b') rl3.close(); });
  rl3.on('close', () => log('rl3 close'));
  in3.write('a\nb\nc\nd\n');
  in3.write('e\n');
  // pause/resume events
  const in4 = new PassThrough();
  const rl4 = readline.createInterface({ input: in4 });
  for (const ev of ['pause', 'resume', 'close', 'line']) rl4.on(ev, (x) => log('rl4', ev, x === undefined ? '' : x));
  log('pause ret', rl4.pause() === rl4, 'again', rl4.pause());
  in4.write('while paused\n');
  log('resume ret', rl4.resume() === rl4, 'again', rl4.resume());
  rl4.write('via write\n');
  rl4.pause();
  rl4.write('write resumes\n');
  rl4.prompt();
  log('in4 flowing', in4.readableFlowing);
  rl4.close();
  // Buffer with multibyte split and \r\n split across writes via write()
  const rl5 = readline.createInterface({ input: new PassThrough() });
  rl5.on('line', (l) => log('rl5', JSON.stringify(l)));
  rl5.write(Buffer.from([0xe2, 0x82]));
  rl5.write(Buffer.from([0xac, 0x0d]));
  rl5.write('\n');
  rl5.write('\r');
  rl5.write('z\n');
  rl5.write(undefined);
  rl5.close();
  // promisify question abort
  const in6 = new PassThrough();
  const o6 = new PassThrough(); let w6 = ''; o6.on('data', (d) => { w6 += d; });
  const rl6 = readline.createInterface({ input: in6, output: o6 });
  const ac = new AbortController();
  const p = util.promisify(rl6.question).call(rl6, 'Q6 ', { signal: ac.signal });
  ac.abort('why');
  try { await p; } catch (e) { log('p6', e.name, e.cause); }
  try { await util.promisify(rl6.question).call(rl6, 'Q7 ', { signal: AbortSignal.abort('pre') }); } catch (e) { log('p7', e.name, e.cause); }
  log('w6', JSON.stringify(w6));
  rl6.question('Q8 ', { signal: AbortSignal.abort() }, () => log('never'));
  rl6.question('Q9 ', {}, (a) => log('Q9', a));
  in6.write('nine\n');
  try { rl6.question('Q10', { signal: 5 }, () => {}); } catch (e) { log('Q10', e.code); }
  rl6.question('Q11 ', { signal: new AbortController().signal });
  in6.write('eleven\n');
  rl6.close();
  // promises interface with terminal true
  const in7 = new PassThrough();
  const o7 = new PassThrough(); let w7 = ''; o7.on('data', (d) => { w7 += d; });
  const rl7 = rlp.createInterface({ input: in7, output: o7, terminal: false, prompt: '$ ' });
  log('rl7 instance', rl7 instanceof readline.Interface, rl7 instanceof rlp.Interface);
  const q = rl7.question('Q? ');
  in7.end('ans');
  log('rl7 answer', await q);
  log('rl7', rl7.closed, JSON.stringify(w7));
  // iterator over Readable.from and early return, then new for-await
  const rl8 = readline.createInterface({ input: Readable.from(['l1\nl2\nl3\nl4\n']) });
  rl8.on('close', () => log('rl8 close'));
  for await (const l of rl8) { log('rl8', l); if (l === 'l2') break; }
  for await (const l of rl8) log('rl8 again', l);
  log('rl8 done', rl8.closed);
  // iterator with close while waiting
  const rl9 = readline.createInterface({ input: new PassThrough() });
  const it9 = rl9[Symbol.asyncIterator]();
  const pending = it9.next();
  rl9.close();
  log('rl9', JSON.stringify(await pending));
  // history option
  const hist = ['x', 'y'];
  const rl10 = readline.createInterface({ input: new PassThrough(), history: hist, historySize: 10, crlfDelay: 50, terminal: true, output: new PassThrough() });
  log('rl10', rl10.history !== hist, rl10.history.join(), rl10.crlfDelay, rl10.cursor, rl10.terminal, rl10.isCompletionEnabled, rl10.escapeCodeTimeout, rl10.historyIndex);
  rl10.close();
  const rl11 = readline.Interface(new PassThrough(), null, (l) => [[l], l]);
  rl11.completer('ab', (e, r) => log('completer adapted', e, JSON.stringify(r)));
  const opts = { input: new PassThrough(), completer: (l) => [['z'], l] };
  const rl12 = readline.createInterface(opts);
  rl12.completer('q', (e, r) => log('completer opts', e, JSON.stringify(r)));
  rl11.close(); rl12.close();
  const rl13 = readline.createInterface({ input: new PassThrough(), output: { columns: 5, write() {} }, prompt: '1234567' });
  log('rl13 pos', JSON.stringify(rl13.getCursorPos()), rl13.columns);
  rl13.close();
})();
