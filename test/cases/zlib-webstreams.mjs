// CompressionStream/DecompressionStream over zlib: every format round-trips, gzip output
// has Node's header, corrupt/truncated/junk-trailed input errors as Node 26 reports them
// (a TypeError whose cause is the zlib error), bad formats are rejected.
import zlib from 'node:zlib';

async function pump(stream, chunks) {
  const writer = stream.writable.getWriter();
  for (const c of chunks) writer.write(c).catch(() => {});
  writer.close().catch(() => {});
  const out = [];
  for await (const c of stream.readable) out.push(c);
  return Buffer.concat(out);
}

const text = new TextEncoder().encode('web streams meet zlib. '.repeat(100));
for (const format of ['gzip', 'deflate', 'deflate-raw', 'brotli']) {
  const packed = await pump(new CompressionStream(format), [text.subarray(0, 1000), text.subarray(1000)]);
  const back = await pump(new DecompressionStream(format), [packed.subarray(0, 10), packed.subarray(10)]);
  console.log(format, packed.length < text.length, Buffer.from(back).equals(Buffer.from(text)));
}
const gz = await pump(new CompressionStream('gzip'), [new TextEncoder().encode('abc')]);
console.log('gzip header', gz.subarray(0, 10).toString('hex'), zlib.gunzipSync(gz).toString());

async function failing(label, format, bytes) {
  try {
    const out = await pump(new DecompressionStream(format), [bytes]);
    console.log(label, 'ok', out.toString());
  } catch (e) {
    console.log(label, e.name, e.code, JSON.stringify(e.message), e.cause?.code, e.cause?.message);
  }
}
const good = zlib.gzipSync('hello');
await failing('valid', 'gzip', good);
await failing('junk', 'gzip', Buffer.concat([good, Buffer.from('junk')]));
await failing('truncated', 'gzip', good.subarray(0, 8));
await failing('corrupt', 'deflate', Buffer.from('garbage'));
await failing('brotli corrupt', 'brotli', Buffer.from('not brotli at all'));

for (const bad of ['zstd', 'GZIP', undefined]) {
  try {
    new CompressionStream(bad);
  } catch (e) {
    console.log('format', String(bad), e.name, e.code, e.message);
  }
}
const cs = new CompressionStream('deflate');
console.log(Object.prototype.toString.call(cs), typeof cs.readable.getReader, typeof cs.writable.getWriter);
