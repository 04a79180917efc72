// net.connect's `onread` option: a buffer function is called once when the socket gets
// its handle and once after every read; a read fills at most one buffer, so pausing from
// the callback (pause() or returning false) holds back the rest of what arrived until
// resume(), and 'end' comes after it.
'use strict';
const net = require('net');

const message = Buffer.from('onread buffers!');

function run(label, mode) {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => {
      server.close();
      socket.end(message);
    });
    server.listen(0, () => {
      let gens = 0;
      let paused = false;
      let lateCalls = 0;
      const got = [];
      const pool = [Buffer.alloc(4), Buffer.alloc(4)];
      const socket = net.connect({
        port: server.address().port,
        onread: {
          buffer: mode === 'fn' ? () => pool[gens++ % 2] : Buffer.alloc(4),
          callback(n, buf) {
            if (paused) lateCalls++;
            got.push(buf.toString('latin1', 0, n));
            if (mode === 'pause') {
              paused = true;
              this.pause();
              setTimeout(() => { paused = false; this.resume(); }, 5);
            } else if (mode === 'false') {
              paused = true;
              setTimeout(() => { paused = false; this.resume(); }, 5);
              return false;
            }
          },
        },
      });
      socket.on('data', () => console.log('unexpected data event'));
      socket.on('end', () => {
        const text = got.join('');
        console.log(label, text === message.toString(), got.every((s) => s.length <= 4),
                    'late', lateCalls, mode === 'fn' ? gens === got.length + 1 : '');
        resolve();
      });
    });
  });
}

(async () => {
  await run('function', 'fn');
  await run('pause', 'pause');
  await run('return false', 'false');
})();
