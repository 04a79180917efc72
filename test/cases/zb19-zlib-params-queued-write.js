// params() flushes, then changes the engine's settings; a write queued behind it may
// already be running when the change comes. Its data must stay in the stream: every
// round trip below decompresses to the input, whatever the levels.
const zlib = require('zlib');
const input = Buffer.from('zlib params with a queued write. '.repeat(40));
function run(kind, opts, level, strategy) {
  return new Promise((resolve) => {
    const stream = zlib[`create${kind}`](opts);
    const out = [];
    let called = false;
    stream.on('data', (d) => out.push(d));
    stream.on('error', (e) => resolve(`${kind} error ${e.code}`));
    stream.on('end', () => {
      const back = (kind === 'Deflate' ? zlib.inflateSync : zlib.inflateRawSync)(Buffer.concat(out));
      resolve(`${kind} ${JSON.stringify(opts)} -> ${level},${strategy}: callback ${called}, ` +
              `round trip ${back.equals(input)}`);
    });
    stream.params(level, strategy, () => {
      called = true;
      // Ending here: no write carries the finishing flush while the change waits.
      stream.end();
    });
    stream.write(input.subarray(0, 500));
    stream.write(input.subarray(500));
  });
}
(async () => {
  console.log(await run('Deflate', { level: 0 }, 9, 0));
  console.log(await run('Deflate', { level: 9 }, 0, 0));
  console.log(await run('DeflateRaw', { level: 9, chunkSize: 1024 }, 1, 1));
  console.log(await run('DeflateRaw', { level: 0 }, 1, 2));
  console.log(await run('Deflate', {}, 6, 3));
})();
