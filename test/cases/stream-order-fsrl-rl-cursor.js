'use strict';
// readline cursor helpers: written sequences, return values, callback timing, validation.
const readline = require('readline');
const { Writable } = require('stream');

let log = [];
const out = new Writable({ write(c, e, cb) { log.push(JSON.stringify(c.toString())); cb(); } });

const r = [];
r.push(readline.cursorTo(out, 2));
r.push(readline.cursorTo(out, 2, 4, () => console.log('cursorTo cb')));
r.push(readline.cursorTo(out, 1, () => console.log('cursorTo y-fn cb')));
r.push(readline.moveCursor(out, -1, 2));
r.push(readline.moveCursor(out, 3, -4, () => console.log('moveCursor cb')));
r.push(readline.moveCursor(out, 0, 0, () => console.log('moveCursor noop cb')));
r.push(readline.clearLine(out, -1));
r.push(readline.clearLine(out, 1));
r.push(readline.clearLine(out, 0, () => console.log('clearLine cb')));
r.push(readline.clearScreenDown(out, () => console.log('clearScreenDown cb')));
r.push(readline.cursorTo(null, 1, () => console.log('null stream cb')));
r.push(readline.moveCursor(undefined, 1, 1));
r.push(readline.clearLine(null, 0));
r.push(readline.clearScreenDown(null));
r.push(readline.cursorTo(out, undefined, undefined, () => console.log('no coords cb')));
console.log('returns', r.join(','));
console.log('sync writes', log.join(' '));
process.nextTick(() => console.log('tick'));

for (const f of [
  () => readline.cursorTo(out, NaN),
  () => readline.cursorTo(out, 1, NaN),
  () => readline.cursorTo(out, undefined, 2),
  () => readline.cursorTo(out, 1, 1, 'cb'),
  () => readline.moveCursor(out, 1, 1, 5),
  () => readline.clearLine(out, 0, null),
  () => readline.clearScreenDown(out, {}),
]) {
  try { f(); console.log('no throw'); } catch (e) { console.log(e.name, e.code, e.message); }
}

console.log('exports', Object.keys(readline).sort().join(','));
console.log('promises exports', Object.keys(require('readline/promises')).sort().join(','));
console.log('promises same', readline.promises === require('readline/promises'));
const { PassThrough } = require('stream');
const i1 = new PassThrough();
const rl = readline.Interface({ input: i1, output: null, prompt: '$ ', historySize: 5, tabSize: 4 });
console.log('no-new', rl instanceof readline.Interface, rl.getPrompt(), rl.historySize, rl.tabSize, rl.terminal, rl.columns);
console.log('cursorPos', JSON.stringify(rl.getCursorPos()));
rl.setPrompt('# ');
console.log('setPrompt', rl.getPrompt(), 'line', JSON.stringify(rl.line), 'cursor', rl.cursor, 'history', rl.history.length);
rl.close();
for (const o of [{ tabSize: 0 }, { historySize: -1 }, { history: 'x' }, { completer: 5 }, { escapeCodeTimeout: NaN }, { signal: {} }]) {
  try {
    readline.createInterface({ input: new PassThrough(), ...o }).close();
    console.log(JSON.stringify(o), 'ok');
  } catch (e) { console.log(Object.keys(o)[0], e.code, e.message); }
}
const ac = new AbortController();
const rl2 = readline.createInterface({ input: new PassThrough(), signal: ac.signal });
rl2.on('close', () => console.log('signal close'));
ac.abort();
console.log('after abort closed', rl2.closed);
const rl3 = readline.createInterface({ input: new PassThrough(), signal: AbortSignal.abort() });
rl3.on('close', () => console.log('pre-aborted close'));
console.log('pre-aborted sync closed', rl3.closed);
