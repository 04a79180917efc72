// getCipherInfo() of a stream cipher without block size or IV still has both keys.
const crypto = require('crypto');
for (const name of ['rc4', 'rc4-40', 'aes-128-ecb', 'chacha20']) {
  const info = crypto.getCipherInfo(name);
  console.log(name, Object.keys(info).join(','), info.blockSize, info.ivLength);
}
