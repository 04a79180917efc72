// Port of nodejs/node test/parallel/test-webcrypto-digest.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');
const { subtle } = globalThis.crypto;

const kData = Buffer.from('hello world, this is the data to digest');
const kNames = { 'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' };

(async () => {
  for (const [name, node] of Object.entries(kNames)) {
    const expected = crypto.createHash(node).update(kData).digest('hex');
    // Strings, objects and every kind of BufferSource.
    for (const algorithm of [name, name.toLowerCase(), { name }]) {
      for (const data of [kData, new Uint8Array(kData), new DataView(new Uint8Array(kData).buffer),
        new Uint8Array(kData).buffer]) {
        const out = await subtle.digest(algorithm, data);
        assert(out instanceof ArrayBuffer);
        assert.strictEqual(Buffer.from(out).toString('hex'), expected);
      }
    }
    // Empty input.
    assert.strictEqual(Buffer.from(await subtle.digest(name, Buffer.alloc(0))).toString('hex'),
                       crypto.createHash(node).digest('hex'));
  }

  await assert.rejects(subtle.digest('SHA-7', kData), { name: 'NotSupportedError' });
  await assert.rejects(subtle.digest({}, kData), { code: 'ERR_MISSING_OPTION' });
  await assert.rejects(subtle.digest('SHA-256', 'not a buffer'), { code: 'ERR_INVALID_ARG_TYPE' });
  await assert.rejects(subtle.digest('SHA-256'), { code: 'ERR_MISSING_ARGS' });
  await assert.rejects(subtle.digest.call({}, 'SHA-256', kData), { code: 'ERR_INVALID_THIS' });
})().then(common.mustCall());
