'use strict';
// maxOutputLength stops a decompression bomb (Sync, callback, every format) with
// ERR_BUFFER_TOO_LARGE; output at exactly the limit is fine.
const zlib = require('zlib');

const zeros = Buffer.alloc(8 << 20);
const packed = {
  inflate: zlib.deflateSync(zeros),
  gunzip: zlib.gzipSync(zeros),
  unzip: zlib.gzipSync(zeros),
  inflateRaw: zlib.deflateRawSync(zeros),
  brotliDecompress: zlib.brotliCompressSync(zeros),
};
for (const [fn, input] of Object.entries(packed)) {
  try {
    zlib[`${fn}Sync`](input, { maxOutputLength: 1024 });
    console.log(fn, 'no error');
  } catch (e) {
    console.log(fn, e.name, e.code, e.message);
  }
  console.log(fn, 'at limit', zlib[`${fn}Sync`](input, { maxOutputLength: zeros.length }).length);
}

const names = Object.keys(packed);
(function next(i) {
  if (i === names.length) return;
  const fn = names[i];
  zlib[fn](packed[fn], { maxOutputLength: 4096 }, (err, res) => {
    console.log('cb', fn, err && err.code, err && err.message, res);
    next(i + 1);
  });
})(0);
