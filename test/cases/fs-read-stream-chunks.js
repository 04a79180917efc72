// Read-stream chunks: each is its own Buffer holding exactly the bytes read (a short last
// read included), positions follow start/end, and a custom `fs` still gets a Buffer to fill.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rs-chunks-'));
const file = path.join(dir, 'data');
const data = Buffer.alloc(100000);
for (let i = 0; i < data.length; i++) data[i] = (i * 7) & 255;
fs.writeFileSync(file, data);

function collect(opts, done) {
  const chunks = [];
  fs.createReadStream(file, opts)
    .on('data', (c) => chunks.push(c))
    .on('error', (e) => console.log('error', e.code))
    .on('end', () => done(chunks));
}

collect({ highWaterMark: 32768 }, (chunks) => {
  console.log('sizes', chunks.map((c) => c.length).join(','));
  console.log('own memory', chunks.every((c) => c.byteOffset === 0 && c.buffer.byteLength === c.length));
  console.log('same bytes', Buffer.concat(chunks).equals(data));
  chunks[0].fill(0);
  console.log('independent', chunks[1][0] === data[32768]);
  collect({ start: 10, end: 20000, highWaterMark: 8192 }, (part) => {
    console.log('range sizes', part.map((c) => c.length).join(','));
    console.log('range bytes', Buffer.concat(part).equals(data.subarray(10, 20001)));
    const calls = [];
    const custom = {
      open: fs.open, close: fs.close,
      read(fd, buf, off, len, pos, cb) {
        calls.push([Buffer.isBuffer(buf), buf.length, len, pos]);
        return fs.read(fd, buf, off, len, pos, cb);
      },
    };
    collect({ fs: custom, start: 99990, highWaterMark: 64 }, (tail) => {
      console.log('custom fs calls', JSON.stringify(calls));
      console.log('custom bytes', Buffer.concat(tail).equals(data.subarray(99990)));
      fs.rmSync(dir, { recursive: true });
    });
  });
});
