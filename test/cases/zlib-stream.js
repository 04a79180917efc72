'use strict';
// zlib streams: 'data' chunk boundaries at chunkSize, bytesWritten, flush() kinds, params(),
// reset(), close() and 'close', end with a final chunk, piping, backpressure, errors as
// 'error' events, and writes after the stream ended.
const zlib = require('zlib');
const fs = require('fs');
const path = require('path');
const { pipeline, Readable, Writable } = require('stream');

const text = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'zlib', 'text.txt'));
const gz = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'zlib', 'text.txt.gz'));

function collect(stream, cb) {
  const sizes = [];
  const chunks = [];
  stream.on('data', (c) => { sizes.push(c.length); chunks.push(c); });
  stream.on('end', () => cb(Buffer.concat(chunks), sizes));
}

const steps = [];
function step(fn) { steps.push(fn); }
function next() { const fn = steps.shift(); if (fn) fn(); }

step(() => {
  // Decompression output is the same bytes as Node's, so the chunk sizes are too.
  const g = zlib.createGunzip({ chunkSize: 1000 });
  collect(g, (out, sizes) => {
    console.log('gunzip chunkSize 1000', out.equals(text), sizes.length, sizes.slice(0, 3), sizes.at(-1),
                g.bytesWritten, g.bytesWritten === gz.length);
    next();
  });
  g.write(gz.subarray(0, 500));
  g.write(gz.subarray(500, 501));
  g.end(gz.subarray(501));
});

step(() => {
  const g = zlib.createGunzip();
  collect(g, (out, sizes) => {
    console.log('gunzip default chunk', sizes.join(','));
    next();
  });
  g.end(gz);
});

step(() => {
  // flush() pushes out what was written so far; the receiver can decode it.
  const d = zlib.createDeflate();
  const inf = zlib.createInflate();
  let got = '';
  inf.on('data', (c) => { got += c; });
  d.on('data', (c) => inf.write(c));
  d.write('first part;');
  d.flush(() => {
    inf.flush(() => {
      console.log('after full flush', JSON.stringify(got));
      d.write('second part;');
      d.flush(zlib.constants.Z_SYNC_FLUSH, () => {
        inf.flush(() => {
          console.log('after sync flush', JSON.stringify(got));
          d.end();
          d.on('end', () => {
            inf.end();
            inf.on('end', () => { console.log('ended', JSON.stringify(got), d.bytesWritten); next(); });
          });
        });
      });
    });
  });
});

step(() => {
  // params() with a flush in between: the stream still decodes to the input.
  const d = zlib.createDeflate({ level: 1 });
  collect(d, (out) => {
    console.log('params', zlib.inflateSync(out).toString(), d._level, d._strategy);
    next();
  });
  d.write('level one ');
  d.params(9, zlib.constants.Z_FILTERED, () => {
    console.log('params callback', d._level, d._strategy);
    d.end('level nine');
  });
});

step(() => {
  // reset(): a new stream from the same engine.
  const d = zlib.createDeflateRaw();
  const parts = [];
  d.on('data', (c) => parts.push(c));
  d.write('to be dropped');
  d.flush(() => {
    d.reset();
    parts.length = 0;
    d.end('kept');
    d.on('end', () => {
      console.log('reset', zlib.inflateRawSync(Buffer.concat(parts)).toString());
      next();
    });
  });
});

step(() => {
  const g = zlib.createGzip();
  let closed = false;
  g.on('close', () => { closed = true; });
  g.close(() => {
    console.log('close callback', closed, g._closed, g.destroyed);
    next();
  });
  console.log('closing', g._closed);
});

step(() => {
  // Corrupt input: an 'error' event with Node's error object, then 'close'.
  const g = zlib.createGunzip();
  g.on('error', (e) => console.log('stream error', e.code, e.errno, e.message, g.destroyed));
  g.on('close', () => { console.log('stream close'); next(); });
  g.on('data', () => console.log('no data expected'));
  g.end(Buffer.from('definitely not gzip'));
});

step(() => {
  // Truncated input is only an error at the end.
  const g = zlib.createGunzip();
  let data = 0;
  g.on('data', (c) => { data += c.length; });
  g.on('error', (e) => { console.log('truncated', e.code, e.message, data); next(); });
  g.write(gz.subarray(0, 700), () => {
    console.log('first part decoded', data);
    g.end();
  });
});

step(() => {
  // Trailing bytes after the stream: the readable side ends early.
  const inf = zlib.createInflate();
  collect(inf, (out) => { console.log('trailing', out.toString(), inf.bytesWritten); next(); });
  inf.end(Buffer.concat([zlib.deflateSync('payload'), Buffer.from('trailing garbage')]));
});

step(() => {
  pipeline(Readable.from([text.subarray(0, 5000), text.subarray(5000)]), zlib.createGzip(),
           zlib.createGunzip(), new Writable({
             write(chunk, enc, cb) { this.n = (this.n || 0) + chunk.length; cb(); },
             final(cb) { console.log('pipeline bytes', this.n); cb(); },
           }), (err) => { console.log('pipeline done', err); next(); });
});

step(() => {
  // Backpressure: a big inflation read slowly still arrives whole.
  const big = zlib.deflateSync(Buffer.alloc(3 << 20, 'a'));
  const inf = zlib.createInflate({ highWaterMark: 1024 });
  let n = 0;
  inf.on('readable', function read() {
    let c;
    while ((c = inf.read(4096)) !== null) n += c.length;
  });
  inf.on('end', () => { console.log('backpressure total', n); next(); });
  inf.end(big);
});

step(() => {
  const br = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
  collect(br, (out) => {
    console.log('brotli stream', zlib.brotliDecompressSync(out).toString(), br.bytesWritten);
    next();
  });
  br.write('brotli ');
  br.flush(() => br.end('stream'));
});

step(() => {
  const g = zlib.createGzip();
  g.end('x');
  g.on('error', (e) => { console.log('write after end', e.code); next(); });
  g.write('y');
});

next();
