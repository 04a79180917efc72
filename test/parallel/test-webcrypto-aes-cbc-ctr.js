// WebCrypto AES-CBC and AES-CTR: known-answer vectors computed by Node 26.10 for every key size,
// the counter wrap of AES-CTR with a `length` below 128, key generation, import and export in
// the raw and jwk formats (AES-KW keys too), and Node's errors for bad parameters, padding,
// key lengths, usages and JWK members.
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');
const { subtle } = globalThis.crypto;

const hex = (b) => Buffer.from(b).toString('hex');
const kPlaintext = Buffer.from('WebCrypto AES-CBC and AES-CTR vectors');
const kIv = Buffer.alloc(16, 0xa5);
const keyBytes = (n) => Buffer.alloc(n).map((_, i) => i);

// Key size -> [CBC of kPlaintext, CBC of its first 16 bytes, CTR (length 64) of kPlaintext].
const kVectors = {
  16: ['fe8e7009a522c219fe671cdf44373cbf86d11760b3fa8cdf1a485e1e6e1c3b318a8a3ee03249d4c5d68a' +
       '0505e0145fcd',
       'fe8e7009a522c219fe671cdf44373cbf907e39175c9c1f44d9d9355446fe9833',
       '7f4d73806164845b56d22d0617bc7ce2d1aa7ea105826359638042e0a44b462a2c0559bc0b'],
  24: ['62db76998b237672f360c37d5ff4ad72b630e3a6c5ae81070c0d7333b67fbf7a03bdf32b87cc7e84e73d' +
       'b69d281df920',
       '62db76998b237672f360c37d5ff4ad72ffa2cc04f08497860b71c8d51a8ef550',
       '724c21c77c189fb4149dca1e5bff75390e650bd2d3204e718ff673720f4d152ff2a47fe662'],
  32: ['a26da54ae13606c891220465a33db225887334ab08a6e8aa6d0174c165e3babb6a35246beef46c2276d6' +
       '427561e6cdfb',
       'a26da54ae13606c891220465a33db225a2dd2e6dd30b289d6852515b06a6314d',
       'a7822e86f57fdbd44d687f30bee0840b797af1e78a421d398a33e3b49de5ff27462ede56f5'],
};

// Four blocks from a counter ending in 0xfe: the third block is where the low `length` bits
// wrap (to ...fc for 2 bits, ...f8 for 3, ...00 for 8), or carry on into ...0100 for 128.
const kWrapCounter = Buffer.from('0123456789abcdef01234567890000fe', 'hex');
const kWrapHead = 'aba6b5e081ad662630b0046690912cbb92d6e567ed84d7d747d2636b846eaeda';
const kWrapTails = {
  2: 'ba7acd899d9c2de80c25f6f99557926712f3f995b74ddb2c3ceadf8eba13f12c',
  3: '71e35b7215ba5215207a299e1495db633421738cc6b7010c338315a8808cb923',
  8: 'b8ee4cf17f2d6b1b1091d99409b70d008dc42317f3f06b00b6334091a9bee6ff',
  128: '83dc4f89ba3f8778e8dd10e70e79d948986539cafb8367771d60eeced302239c',
};

const opError = { name: 'OperationError',
                  message: 'The operation failed for an operation-specific reason' };

async function knownAnswers() {
  for (const [size, [cbcFull, cbcBlock, ctrFull]] of Object.entries(kVectors)) {
    const raw = keyBytes(Number(size));
    const cbc = await subtle.importKey('raw', raw, 'AES-CBC', false, ['encrypt', 'decrypt']);
    const ctr = await subtle.importKey('raw', raw, 'AES-CTR', false, ['encrypt', 'decrypt']);
    assert.deepStrictEqual(cbc.algorithm, { name: 'AES-CBC', length: size * 8 });

    const cbcOut = await subtle.encrypt({ name: 'AES-CBC', iv: kIv }, cbc, kPlaintext);
    assert(cbcOut instanceof ArrayBuffer);
    assert.strictEqual(hex(cbcOut), cbcFull);
    // A whole block of input still gets a whole block of padding.
    assert.strictEqual(
      hex(await subtle.encrypt({ name: 'AES-CBC', iv: kIv.buffer.slice(0) }, cbc,
                               kPlaintext.subarray(0, 16))), cbcBlock);
    assert.strictEqual(hex(await subtle.decrypt({ name: 'AES-CBC', iv: kIv }, cbc, cbcOut)),
                       hex(kPlaintext));
    // createCipheriv agrees with WebCrypto.
    const cipher = crypto.createCipheriv(`aes-${size * 8}-cbc`, raw, kIv);
    assert.strictEqual(hex(Buffer.concat([cipher.update(kPlaintext), cipher.final()])), cbcFull);

    for (const length of [64, 128]) {
      const out = await subtle.encrypt({ name: 'AES-CTR', counter: kIv, length }, ctr, kPlaintext);
      assert.strictEqual(hex(out), ctrFull);
      assert.strictEqual(
        hex(await subtle.decrypt({ name: 'AES-CTR', counter: kIv, length }, ctr, out)),
        hex(kPlaintext));
    }
  }
}

async function counterWrap() {
  const key = await subtle.importKey('raw', keyBytes(16), 'AES-CTR', false, ['encrypt', 'decrypt']);
  const data = Buffer.alloc(64, 0x3c);
  for (const [length, tail] of Object.entries(kWrapTails)) {
    const params = { name: 'AES-CTR', counter: kWrapCounter, length: Number(length) };
    const out = await subtle.encrypt(params, key, data);
    assert.strictEqual(hex(out), kWrapHead + tail);
    assert.strictEqual(hex(await subtle.decrypt(params, key, out)), hex(data));
  }
  // One bit of counter has two values: three blocks are too many, two are not.
  const one = { name: 'AES-CTR', counter: Buffer.alloc(16), length: 1 };
  await assert.rejects(subtle.encrypt(one, key, Buffer.alloc(33)), opError);
  assert.strictEqual((await subtle.encrypt(one, key, Buffer.alloc(32))).byteLength, 32);
  assert.strictEqual((await subtle.encrypt(one, key, Buffer.alloc(0))).byteLength, 0);
}

async function cipherErrors() {
  const cbc = await subtle.importKey('raw', keyBytes(16), 'AES-CBC', false, ['encrypt', 'decrypt']);
  const ctr = await subtle.importKey('raw', keyBytes(16), 'AES-CTR', false, ['encrypt']);
  const gcm = await subtle.importKey('raw', keyBytes(16), 'AES-GCM', false, ['encrypt']);

  for (const iv of [Buffer.alloc(15), Buffer.alloc(17)]) {
    await assert.rejects(subtle.encrypt({ name: 'AES-CBC', iv }, cbc, kPlaintext), {
      name: 'OperationError', message: 'algorithm.iv must contain exactly 16 bytes',
    });
  }
  // The parameters are judged before the key.
  await assert.rejects(subtle.encrypt({ name: 'AES-CBC', iv: Buffer.alloc(8) }, gcm, kPlaintext), {
    name: 'OperationError', message: 'algorithm.iv must contain exactly 16 bytes',
  });
  await assert.rejects(subtle.encrypt({ name: 'AES-CBC', iv: kIv }, gcm, kPlaintext), {
    name: 'InvalidAccessError', message: 'Key algorithm mismatch',
  });
  await assert.rejects(subtle.decrypt({ name: 'AES-CTR', counter: kIv, length: 64 }, ctr,
                                      kPlaintext), {
    name: 'InvalidAccessError', message: 'Unable to use this key to decrypt',
  });
  await assert.rejects(subtle.encrypt({ name: 'AES-CBC' }, cbc, kPlaintext), {
    name: 'TypeError', code: 'ERR_MISSING_OPTION',
    message: "Failed to normalize algorithm: passed algorithm cannot be converted to " +
      "'AesCbcParams' because 'iv' is required in 'AesCbcParams'.",
  });
  await assert.rejects(subtle.encrypt({ name: 'AES-CBC', iv: 'x' }, cbc, kPlaintext), {
    name: 'TypeError', code: 'ERR_INVALID_ARG_TYPE',
    message: 'Failed to normalize algorithm: iv in passed algorithm is not instance of ' +
      'ArrayBuffer, Buffer, TypedArray, or DataView.',
  });

  // Bad padding, a partial block and no block at all.
  for (const data of [Buffer.alloc(16), Buffer.alloc(17), Buffer.alloc(0)]) {
    await assert.rejects(subtle.decrypt({ name: 'AES-CBC', iv: kIv }, cbc, data), opError);
  }

  await assert.rejects(subtle.encrypt({ name: 'AES-CTR', counter: Buffer.alloc(15), length: 0 },
                                      ctr, kPlaintext), {
    name: 'OperationError', message: 'algorithm.counter must contain exactly 16 bytes',
  });
  for (const length of [0, 129]) {
    await assert.rejects(subtle.encrypt({ name: 'AES-CTR', counter: kIv, length }, ctr,
                                        kPlaintext), {
      name: 'OperationError', message: 'AES-CTR algorithm.length must be between 1 and 128',
    });
  }
  await assert.rejects(subtle.encrypt({ name: 'AES-CTR', counter: kIv, length: 256 }, ctr,
                                      kPlaintext), {
    name: 'TypeError', code: 'ERR_OUT_OF_RANGE',
    message: 'Failed to normalize algorithm: length in passed algorithm is outside the ' +
      'expected range of 0 to 255.',
  });
  await assert.rejects(subtle.encrypt({ name: 'AES-CTR', counter: kIv }, ctr, kPlaintext), {
    name: 'TypeError', code: 'ERR_MISSING_OPTION',
    message: "Failed to normalize algorithm: passed algorithm cannot be converted to " +
      "'AesCtrParams' because 'length' is required in 'AesCtrParams'.",
  });
  // AES-KW has keys but no encrypt operation.
  await assert.rejects(subtle.encrypt({ name: 'AES-KW' }, cbc, kPlaintext), {
    name: 'NotSupportedError', message: 'Unrecognized algorithm name',
  });
}

async function keys() {
  for (const [name, mode] of [['AES-CBC', 'CBC'], ['AES-CTR', 'CTR'], ['AES-KW', 'KW']]) {
    const usages = name === 'AES-KW' ? ['wrapKey', 'unwrapKey'] :
      ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'];
    for (const length of [128, 192, 256]) {
      const key = await subtle.generateKey({ name, length }, true, [...usages].reverse());
      assert.strictEqual(key.type, 'secret');
      assert.deepStrictEqual(key.algorithm, { name, length });
      assert.deepStrictEqual(key.usages, usages);

      const raw = await subtle.exportKey('raw', key);
      assert.strictEqual(raw.byteLength, length / 8);
      const jwk = await subtle.exportKey('jwk', key);
      assert.deepStrictEqual(jwk, {
        key_ops: usages, ext: true, alg: `A${length}${mode}`, kty: 'oct',
        k: Buffer.from(raw).toString('base64url'),
      });
      const back = await subtle.importKey('jwk', jwk, name, true, usages);
      assert.strictEqual(hex(await subtle.exportKey('raw-secret', back)), hex(raw));
    }

    await assert.rejects(subtle.generateKey({ name, length: 100 }, true, ['sign']), {
      name: 'OperationError', message: 'AES key length must be 128, 192, or 256 bits',
    });
    await assert.rejects(subtle.generateKey({ name, length: 128 }, true, ['sign']), {
      name: 'SyntaxError', message: `Unsupported key usage for ${name} key`,
    });
    await assert.rejects(subtle.generateKey({ name, length: 128 }, true, []), {
      name: 'SyntaxError', message: 'Usages cannot be empty when creating a key.',
    });
    await assert.rejects(subtle.importKey('raw', Buffer.alloc(20), name, true, ['wrapKey']), {
      name: 'DataError', message: 'Invalid key length',
    });
    await assert.rejects(subtle.importKey('raw', Buffer.alloc(16), name, true, []), {
      name: 'SyntaxError', message: 'Usages cannot be empty when importing a secret key.',
    });
    await assert.rejects(subtle.importKey('spki', Buffer.alloc(16), name, true, ['wrapKey']), {
      name: 'NotSupportedError', message: `Unable to import ${name} using spki format`,
    });

    const k = Buffer.alloc(32, 9).toString('base64url');
    const jwkError = (jwk, message, keyUsages = ['wrapKey'], extractable = true) =>
      assert.rejects(subtle.importKey('jwk', jwk, name, extractable, keyUsages),
                     { name: 'DataError', message });
    await jwkError({ kty: 'oct', k, alg: 'A256GCM' },
                   'JWK "alg" does not match the requested algorithm');
    await jwkError({ kty: 'oct', k, alg: `A128${mode}` },
                   'JWK "alg" does not match the requested algorithm');
    await jwkError({ kty: 'RSA', k }, 'Invalid JWK "kty" Parameter');
    await jwkError({ k }, 'Invalid keyData');
    await jwkError({ kty: 'oct' }, 'Invalid keyData');
    await jwkError({ kty: 'oct', k, use: 'sig' }, 'Invalid JWK "use" Parameter');
    await jwkError({ kty: 'oct', k, ext: false }, 'JWK "ext" Parameter and extractable mismatch');
    await jwkError({ kty: 'oct', k, key_ops: ['encrypt'] }, 'Key operations and usage mismatch');
    await jwkError({ kty: 'oct', k, key_ops: ['wrapKey', 'wrapKey'] }, 'Duplicate key operation');
    await jwkError({ kty: 'oct', k: Buffer.alloc(20).toString('base64url') }, 'Invalid key length');
    await assert.rejects(subtle.importKey('jwk', { kty: 'oct', k, key_ops: 'wrapKey' }, name, true,
                                          ['wrapKey']), {
      name: 'TypeError', code: 'ERR_INVALID_ARG_TYPE',
      message: "Failed to execute 'importKey' on 'SubtleCrypto': key_ops in 2nd argument " +
        'cannot be converted to sequence.',
    });
    // Allowed: an "enc" use, other operations beside the requested ones, a non-extractable
    // import of an extractable JWK.
    const ok = await subtle.importKey(
      'jwk',
      { kty: 'oct', k, use: 'enc', key_ops: ['wrapKey', 'sign'], ext: true, alg: `A256${mode}` },
      name, false, ['wrapKey']);
    assert.deepStrictEqual(ok.algorithm, { name, length: 256 });
    assert.strictEqual(ok.extractable, false);
    await assert.rejects(subtle.exportKey('raw', ok), {
      name: 'InvalidAccessError', message: 'key is not extractable',
    });
  }

  // A derived AES key takes its size from the derived-key algorithm.
  const base = await subtle.importKey('raw', Buffer.alloc(16), 'PBKDF2', false, ['deriveKey']);
  const pbkdf2 = { name: 'PBKDF2', hash: 'SHA-256', salt: Buffer.alloc(8), iterations: 10 };
  const derived = await subtle.deriveKey(pbkdf2, base, { name: 'AES-CTR', length: 192 }, true,
                                         ['encrypt']);
  assert.deepStrictEqual(await subtle.exportKey('jwk', derived), {
    key_ops: ['encrypt'], ext: true, alg: 'A192CTR', kty: 'oct',
    k: '5O-siWAljYv-PfOF2PQdymyfRK7dpEfx',
  });
  await assert.rejects(subtle.deriveKey(pbkdf2, base, { name: 'AES-CBC', length: 100 }, true,
                                        ['encrypt']), {
    name: 'OperationError', message: 'AES key length must be 128, 192, or 256 bits',
  });
}

(async () => {
  await knownAnswers();
  await counterWrap();
  await cipherErrors();
  await keys();
})().then(common.mustCall());
