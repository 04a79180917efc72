// fs.openAsBlob of a file that holds less than its size says (sysfs files say 4096): reading stops at the end of the data instead of failing with NotReadableError.
const fs = require('fs');
const file = '/sys/devices/system/cpu/online';
(async () => {
  const blob = await fs.openAsBlob(file);
  const text = await blob.text();
  const bytes = await (await fs.openAsBlob(file)).arrayBuffer();
  console.log(blob.size, text.length > 0, text.length < blob.size, text.endsWith('\n'), bytes.byteLength === Buffer.byteLength(text));
  const chunks = [];
  for await (const chunk of (await fs.openAsBlob(file)).stream()) chunks.push(chunk.length);
  console.log(chunks.length, chunks[0] === Buffer.byteLength(text));
})();
