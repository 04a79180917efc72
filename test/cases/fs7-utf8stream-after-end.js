// fs.Utf8Stream is refused as destroyed once end() has run (write, flushSync, end throw ERR_INVALID_STATE; flush tells only its callback, after checking it) and closes the descriptor exactly once, then emits finish and close.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fs7-u8-'));
const events = [];
const s = new fs.Utf8Stream({ dest: path.join(root, 'out'), sync: true });
s.on('finish', () => events.push('finish'));
s.on('error', (e) => events.push(`error ${e.code}`));
s.on('close', () => {
  events.push('close');
  console.log('events:', events.join(' '));
  console.log('content:', JSON.stringify(fs.readFileSync(path.join(root, 'out'), 'utf8')));
  fs.rmSync(root, { recursive: true });
});
s.write('abc');
s.end();
for (const [name, call] of [
  ['write', () => s.write('x')],
  ['flushSync', () => s.flushSync()],
  ['end', () => s.end()],
  ['flush', () => s.flush()],
  ['flush with a non-function', () => s.flush('x')],
  ['flush with null', () => s.flush(null)],
]) {
  try {
    console.log(name, 'returned', call());
  } catch (e) {
    console.log(name, 'threw', e.code, e.message);
  }
}
s.flush((err) => console.log('flush cb:', err && err.code));
