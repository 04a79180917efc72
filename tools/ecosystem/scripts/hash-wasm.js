// Ecosystem check: hash-wasm hashes a file's contents with WebAssembly builds of SHA-256, BLAKE3, xxHash and Argon2.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { sha256, blake3, xxhash64, md5, argon2id, argon2Verify, createSHA1 } = require('hash-wasm');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-hash-wasm-'));
(async () => {
  const file = path.join(dir, 'data.bin');
  fs.writeFileSync(file, Buffer.alloc(100000, 'minirt'));
  const data = fs.readFileSync(file);
  console.log('sha256', await sha256(data));
  console.log('blake3', await blake3(data));
  console.log('xxhash64', await xxhash64(data));
  console.log('md5', await md5('abc'));
  const sha1 = await createSHA1();
  sha1.init();
  for (let i = 0; i < data.length; i += 4096) sha1.update(data.subarray(i, i + 4096));
  console.log('sha1 streamed', sha1.digest('hex'));
  const salt = new Uint8Array(16).fill(7);
  const hash = await argon2id({
    password: 'hunter2', salt, parallelism: 1, iterations: 2, memorySize: 1024, hashLength: 32,
    outputType: 'encoded',
  });
  console.log('argon2id', hash);
  console.log('verify', await argon2Verify({ password: 'hunter2', hash }),
              await argon2Verify({ password: 'wrong', hash }));
})().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
