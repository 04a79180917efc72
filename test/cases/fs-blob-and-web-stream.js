// fs.openAsBlob / openAsBlobSync (a Blob over the file, errors thrown synchronously) and
// FileHandle.readableWebStream(): always a byte stream (BYOB readers work), one per handle
// for its whole life, holding the handle open until it ends or is cancelled, cancelled
// when the handle closes; options checked after the lock is taken.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-blob-stream-'));
const file = path.join(dir, 'data');
fs.writeFileSync(file, 'abcdefghij'.repeat(3));
const describe = (e) => `${e.name} ${e.code} ${e.message.replace(dir, '<dir>')}`;

process.on('warning', (w) => console.log('warning', w.name, w.message));

(async () => {
  console.log('-- openAsBlob');
  console.log('length', fs.openAsBlob.length, fs.openAsBlobSync.length);
  const blob = await fs.openAsBlob(file, { type: 'text/plain' });
  console.log(Object.prototype.toString.call(blob), blob.size, blob.type, await blob.text());
  console.log('slice', await blob.slice(5, 12).text());
  for (const [label, args] of [['5', [5]], ['missing', [path.join(dir, 'nx')]],
    ['{type: 5}', [file, { type: 5 }]], ['options 5', [file, 5]]]) {
    try {
      const r = fs.openAsBlob(...args);
      console.log(`openAsBlob(${label}) returned`, typeof r.then);
    } catch (e) {
      console.log(`openAsBlob(${label}) threw`, describe(e));
    }
    try {
      fs.openAsBlobSync(...args);
      console.log(`openAsBlobSync(${label}) returned`);
    } catch (e) {
      console.log(`openAsBlobSync(${label}) threw`, describe(e));
    }
  }
  const syncBlob = fs.openAsBlobSync(file);
  console.log('sync', syncBlob.size, JSON.stringify(syncBlob.type), await syncBlob.text());

  console.log('-- readableWebStream');
  {
    const fh = await fs.promises.open(file);
    console.log('length', fh.readableWebStream.length);
    const stream = fh.readableWebStream();
    console.log(Object.prototype.toString.call(stream), stream.locked);
    const byob = stream.getReader({ mode: 'byob' });
    const first = await byob.read(new Uint8Array(4));
    console.log('byob read', first.done, Buffer.from(first.value).toString(),
      first.value.constructor.name);
    byob.releaseLock();
    const reader = stream.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      console.log('chunk', r.value.constructor.name, r.value.byteLength, Buffer.from(r.value).toString());
    }
    console.log('still open after the end', fh.fd >= 0);
    try {
      fh.readableWebStream();
    } catch (e) {
      console.log('second stream', describe(e));
    }
    await fh.close();
  }
  {
    const fh = await fs.promises.open(file);
    const chunks = [];
    for await (const c of fh.readableWebStream({ type: 'bytes' })) chunks.push(c.byteLength);
    console.log('for await', chunks);
    await fh.close();
  }
  for (const options of [5, null, { type: 'foo' }, { autoClose: 1 }]) {
    const fh = await fs.promises.open(file);
    try {
      fh.readableWebStream(options);
      console.log('options', JSON.stringify(options), 'ok');
    } catch (e) {
      console.log('options', JSON.stringify(options), describe(e));
    }
    try {
      fh.readableWebStream();
    } catch (e) {
      console.log('  then', describe(e));
    }
    await fh.close();
  }
  {
    const fh = await fs.promises.open(file);
    const stream = fh.readableWebStream({ autoClose: true });
    for await (const c of stream) void c;
    await new Promise((resolve) => setTimeout(resolve, 20));
    console.log('autoClose: fd after the end', fh.fd);
  }
  {
    const fh = await fs.promises.open(file);
    await fh.close();
    try {
      fh.readableWebStream();
    } catch (e) {
      console.log('closed handle', describe(e));
    }
  }
  {
    const fh = await fs.promises.open(file);
    const reader = fh.readableWebStream().getReader();
    await reader.read();
    await reader.cancel();
    console.log('cancelled: handle still open', fh.fd >= 0);
    await fh.close();
    console.log('closed after cancel', fh.fd);
  }
  {
    const fh = await fs.promises.open(file);
    const stream = fh.readableWebStream();
    const closing = fh.close();
    console.log('close while streaming: fd while the stream holds it', fh.fd >= 0);
    console.log('read after close', JSON.stringify(await stream.getReader().read()));
    await closing;
    console.log('fd once closed', fh.fd);
  }
  fs.rmSync(dir, { recursive: true });
})();
