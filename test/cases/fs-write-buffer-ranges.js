// fs.write / fs.writeSync with a Buffer: the bytes of [offset, offset + length) reach the
// file whether the view is small (copied) or large (written from the caller's memory),
// for views at an offset into their ArrayBuffer too; failed writes and reads report
// Node's errors and later calls still work.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-ranges-'));
const file = path.join(dir, 'out');
const big = Buffer.alloc(200000);
for (let i = 0; i < big.length; i++) big[i] = (i * 31) & 255;
const window = big.subarray(1000, 150000);

const fd = fs.openSync(file, 'w+');
console.log('sync small', fs.writeSync(fd, Buffer.from('hello world'), 6, 5, 0));
console.log('sync big', fs.writeSync(fd, window, 10, 100000, 5));
fs.write(fd, window, 500, 120000, 100005, (err, n, buf) => {
  console.log('async big', err, n, buf === window);
  fs.write(fd, Buffer.from('0123456789'), 2, 3, 0, (err2, n2) => {
    console.log('async small', err2, n2);
    const got = fs.readFileSync(file);
    const want = Buffer.concat([
      Buffer.from('234ld'), window.subarray(10, 100010), window.subarray(500, 120500),
    ]);
    console.log('length', got.length, 'equal', got.equals(want));
    fs.closeSync(fd);
    fs.write(fd, big, 0, 100000, 0, (err3) => {
      console.log('closed fd write', err3.code, err3.syscall, err3.errno);
      fs.read(fd, big, 0, 100000, 0, (err4) => {
        console.log('closed fd read', err4.code, err4.syscall);
        try {
          fs.writeSync(fd, big, 0, 100000, 0);
        } catch (e) {
          console.log('closed fd writeSync', e.code, e.syscall, Object.keys(e).join(','));
        }
        fs.rmSync(dir, { recursive: true });
      });
    });
  });
});
