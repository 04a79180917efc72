// Socket writes without a callback, which go straight to the fd while nothing is queued:
// a chunk larger than the socket takes is finished through the Writable (write() returns
// false, 'drain' comes, bytesWritten counts it), writes stay in order with queued and
// callback writes, end() follows the data, and a loopback echo interleaved with fs jobs
// keeps going (pool completions wake a loop that parks on its socket reads).
'use strict';
const net = require('net');
const fs = require('fs');
const os = require('os');
const path = require('path');

function collect(sock) {
  const chunks = [];
  sock.on('data', (d) => chunks.push(d));
  return new Promise((resolve) => sock.on('end', () => resolve(Buffer.concat(chunks))));
}

function pattern(len, seed) {
  const b = Buffer.allocUnsafe(len);
  for (let i = 0; i < len; i++) b[i] = (i * 7 + seed) & 0xff;
  return b;
}

async function bigWrites() {
  let received;
  const server = net.createServer((s) => {
    s.pause();
    received = new Promise((resolve) => setTimeout(() => { const p = collect(s); s.resume(); resolve(p); }, 50));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const c = net.connect(server.address().port, '127.0.0.1');
  await new Promise((r) => c.on('connect', r));
  // Listened for now: the socket may close before the server's side has been read.
  const closed = new Promise((r) => c.on('close', r));
  const a = pattern(1024, 1);
  const big = pattern(8 << 20, 2);
  const small = pattern(3000, 3);
  console.log('small write returns', c.write(a));
  console.log('big write returns', c.write(big));
  console.log('writableLength > 0 after big write', c.writableLength > 0);
  let cbOrder = [];
  console.log('write with callback returns', c.write(small, () => cbOrder.push('small cb')));
  console.log('string write returns', c.write('tail-text'));
  c.on('drain', () => cbOrder.push('drain'));
  c.end(() => cbOrder.push('end cb'));
  await new Promise((r) => setTimeout(r, 10));
  const got = await received;
  const want = Buffer.concat([a, big, small, Buffer.from('tail-text')]);
  console.log('received bytes', got.length, 'expected', want.length, 'equal', got.equals(want));
  await closed;
  console.log('bytesWritten', c.bytesWritten);
  console.log('callbacks', cbOrder.join(', '));
  server.close();
}

async function echoWithFs() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'net-direct-'));
  const file = path.join(dir, 'f');
  fs.writeFileSync(file, 'abc');
  const server = net.createServer((s) => s.pipe(s));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const c = net.connect(server.address().port, '127.0.0.1');
  await new Promise((r) => c.on('connect', r));
  let rounds = 0;
  let reads = 0;
  const msg = Buffer.from('ping!');
  await new Promise((resolve) => {
    let got = 0;
    c.on('data', (d) => {
      got += d.length;
      if (got < msg.length) return;
      got -= msg.length;
      rounds++;
      fs.readFile(file, 'utf8', (err, text) => {
        if (err) throw err;
        if (text === 'abc') reads++;
        if (rounds === 200) return resolve();
        c.write(msg);
      });
    });
    c.write(msg);
  });
  console.log('echo rounds', rounds, 'file reads', reads);
  c.end();
  server.close();
  fs.rmSync(dir, { recursive: true });
}

bigWrites().then(echoWithFs);
