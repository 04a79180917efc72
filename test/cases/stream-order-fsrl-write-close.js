'use strict';
// WriteStream close()/destroySoon()/autoClose:false and FileHandle-backed writes.
const fs = require('fs');
const fsp = require('fs/promises');
const { tmpFile, run } = require('../fixtures/stream-order-harness.js').fsrl;

const file = tmpFile('fsrl-write-close');

const steps = [
  (done) => {
    const ws = fs.createWriteStream(file);
    ws.write('abc');
    ws.on('finish', () => console.log('close(): finish'));
    ws.on('close', () => console.log('close(): close event'));
    ws.close((err) => {
      console.log('close(): cb', err, ws.closed, fs.readFileSync(file, 'utf8'));
      ws.close((err2) => { console.log('close() again cb', err2); done(); });
    });
  },
  (done) => {
    const ws = fs.createWriteStream(file);
    ws.write('def');
    ws.on('finish', () => console.log('destroySoon: finish'));
    ws.on('close', () => { console.log('destroySoon: close'); done(); });
    console.log('destroySoon is end', ws.destroySoon === ws.end);
    ws.destroySoon();
  },
  (done) => {
    const fd = fs.openSync(file, 'w');
    const ws = fs.createWriteStream(null, { fd, autoClose: false });
    console.log('autoClose', ws.autoClose);
    ws.on('finish', () => console.log('noauto finish', ws.destroyed));
    ws.on('close', () => console.log('noauto close (only via close())'));
    ws.end('ghi', () => {
      setTimeout(() => {
        console.log('noauto after end destroyed', ws.destroyed, 'closed', ws.closed);
        // close() after 'finish' only ends; the callback waits for an explicit destroy().
        ws.close(() => console.log('noauto close cb'));
        setTimeout(() => {
          console.log('noauto after close() destroyed', ws.destroyed);
          ws.destroy();
          ws.on('close', () => {
            let open = true;
            try { fs.fstatSync(fd); } catch { open = false; }
            // destroy() closes the fd even with autoClose: false.
            console.log('noauto destroyed, fd open', open);
            done();
          });
        }, 10);
      }, 10);
    });
  },
  (done) => {
    fsp.open(file, 'w').then((fh) => {
      const ws = fh.createWriteStream();
      ws.on('open', () => console.log('fh open (unexpected)'));
      fh.on('close', () => console.log('fh close event'));
      ws.write('jkl');
      ws.end('mno', () => console.log('fh end cb', ws.bytesWritten));
      ws.on('close', () => {
        console.log('fh ws close', fh.fd, fs.readFileSync(file, 'utf8'));
        done();
      });
    });
  },
];
run(steps, file);
