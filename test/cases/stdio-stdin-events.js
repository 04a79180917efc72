// process.stdin over a pipe: a paused Readable at first; 'data' with setEncoding gives
// strings, 'end' comes once the writer closes, and pause()/resume() work in between.
'use strict';
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const stdin = process.stdin;
  console.log('readable', stdin.readable, 'paused', stdin.isPaused(), 'flowing', stdin.readableFlowing);
  stdin.setEncoding('utf8');
  let text = '';
  let chunks = 0;
  stdin.on('data', (d) => {
    chunks++;
    if (typeof d !== 'string') console.log('not a string');
    text += d;
    if (chunks === 1) {
      stdin.pause();
      console.log('paused after first chunk', stdin.isPaused());
      setTimeout(() => stdin.resume(), 10);
    }
  });
  stdin.on('end', () => {
    console.log('end, length', text.length, 'first', JSON.stringify(text.slice(0, 12)));
    console.log('last', JSON.stringify(text.slice(-6)));
  });
  stdin.on('close', () => console.log('close'));
  return;
}

const input = 'x'.repeat(300000) + 'é-tail';
const r = spawnSync(process.execPath, [__filename, 'child'], { input, encoding: 'utf8' });
process.stdout.write(r.stdout);
console.log('status', r.status);
