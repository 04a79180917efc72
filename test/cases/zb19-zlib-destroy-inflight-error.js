// A write whose data fails in the engine while the stream is being destroyed: Node reports
// the engine error instead of completing the write, so neither that write's callback nor
// those of the writes queued behind it run. A write that succeeds still calls back.
const zlib = require('zlib');
const good = zlib.gzipSync('some data');
function run(label, input) {
  return new Promise((resolve) => {
    const stream = zlib.createGunzip();
    const events = [];
    stream.on('error', (e) => events.push(`error ${e.code}`));
    stream.on('data', () => {});
    stream.write(input, (e) => events.push(`first ${e ? e.code : 'ok'}`));
    stream.write(Buffer.from('queued'), (e) => events.push(`second ${e ? e.code : 'ok'}`));
    stream.destroy();
    stream.on('close', () => {
      setTimeout(() => {
        console.log(label, events.join(', ') || '(no callbacks)', stream.destroyed);
        resolve();
      }, 50);
    });
  });
}
(async () => {
  await run('corrupt', Buffer.from('this is not gzip data'));
  await run('valid', good);
})();
