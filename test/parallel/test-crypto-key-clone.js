// Structured cloning of KeyObject and CryptoKey: structuredClone, a same-thread MessageChannel
// and postMessage to a worker each give back keys of the same class, type and material (a
// CryptoKey keeps its algorithm, extractability and usages), and the clones sign, verify and
// encrypt as the originals do. Objects that only look like keys clone as plain objects.
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');
const { subtle } = globalThis.crypto;
const { Worker, MessageChannel, isMainThread, parentPort } = require('worker_threads');

const kData = Buffer.from('data to sign and encrypt');
const kIv = Buffer.alloc(16, 3);

// What a key is, as plain data: comparable across threads.
async function describe(key) {
  if (key instanceof crypto.KeyObject) {
    const out = { class: key.constructor.name, type: key.type };
    if (key.type === 'secret') {
      out.material = key.export().toString('hex');
      out.hmac = crypto.createHmac('sha256', key).update(kData).digest('hex');
    } else {
      out.keyType = key.asymmetricKeyType;
      out.material = key.export({ format: 'der', type: key.type === 'private' ? 'pkcs8' : 'spki' })
        .toString('hex');
    }
    if (key.asymmetricKeyType === 'ed25519' && key.type === 'private') {
      out.signature = crypto.sign(null, kData, key).toString('hex');
    }
    return out;
  }
  const out = {
    class: key.constructor.name,
    type: key.type,
    extractable: key.extractable,
    algorithm: key.algorithm,
    usages: key.usages,
  };
  // Works on non-extractable keys too: the result shows the material is the same.
  if (key.algorithm.name === 'HMAC') {
    out.result = Buffer.from(await subtle.sign('HMAC', key, kData)).toString('hex');
  } else if (key.algorithm.name === 'AES-CBC') {
    out.result = Buffer.from(await subtle.encrypt({ name: 'AES-CBC', iv: kIv }, key, kData))
      .toString('hex');
  } else if (key.algorithm.name === 'Ed25519' && key.type === 'private') {
    out.result = Buffer.from(await subtle.sign('Ed25519', key, kData)).toString('hex');
  }
  return out;
}

if (!isMainThread) {
  parentPort.on('message', async (keys) => {
    parentPort.postMessage({
      described: await Promise.all(keys.map(describe)),
      sameTwice: keys[0] === keys[keys.length - 1],
    });
  });
  return;
}

async function makeKeys() {
  const secret = crypto.createSecretKey(Buffer.from('00112233445566778899aabbccddeeff', 'hex'));
  const ed = crypto.generateKeyPairSync('ed25519');
  const ec = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });
  const hmac = await subtle.importKey('raw', Buffer.alloc(32, 7), { name: 'HMAC', hash: 'SHA-256' },
                                      false, ['sign', 'verify']);
  const aes = await subtle.generateKey({ name: 'AES-CBC', length: 256 }, false, ['encrypt']);
  const edPair = await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  const rsaPss = await subtle.generateKey({ name: 'RSA-PSS', modulusLength: 1024,
                                            publicExponent: new Uint8Array([1, 0, 1]),
                                            hash: 'SHA-256' }, true, ['sign', 'verify']);
  return [secret, ed.privateKey, ed.publicKey, ec.privateKey, ec.publicKey, rsa.privateKey,
          rsa.publicKey, hmac, aes, edPair.privateKey, edPair.publicKey, rsaPss.privateKey,
          rsaPss.publicKey];
}

async function checkClones(originals, clones) {
  assert.strictEqual(clones.length, originals.length);
  for (let i = 0; i < originals.length; i++) {
    assert.notStrictEqual(clones[i], originals[i]);
    assert.strictEqual(Object.getPrototypeOf(clones[i]), Object.getPrototypeOf(originals[i]));
    assert.deepStrictEqual(await describe(clones[i]), await describe(originals[i]));
    if (originals[i] instanceof crypto.KeyObject) {
      assert(clones[i].equals(originals[i]));
    } else {
      assert.notStrictEqual(clones[i].algorithm, originals[i].algorithm);
      assert.notStrictEqual(clones[i].usages, originals[i].usages);
    }
  }
}

(async () => {
  const keys = await makeKeys();

  // structuredClone, with a repeated key arriving as one object.
  const cloned = structuredClone([...keys, keys[0]]);
  assert.strictEqual(cloned[0], cloned[keys.length]);
  await checkClones(keys, cloned.slice(0, keys.length));

  // A clone verifies what the original signed, and the other way round.
  const [, edPrivate, edPublic] = keys;
  const signature = crypto.sign(null, kData, edPrivate);
  assert(crypto.verify(null, kData, structuredClone(edPublic), signature));
  const rsaPss = keys[keys.length - 2];
  const pssSig = await subtle.sign({ name: 'RSA-PSS', saltLength: 32 }, structuredClone(rsaPss),
                                   kData);
  assert(await subtle.verify({ name: 'RSA-PSS', saltLength: 32 }, keys[keys.length - 1], pssSig,
                             kData));
  assert.deepStrictEqual(structuredClone(rsaPss).algorithm.publicExponent,
                         new Uint8Array([1, 0, 1]));

  // Only the key travels: own properties stay behind, and a lookalike is a plain object.
  const withProp = crypto.createSecretKey(Buffer.alloc(16));
  withProp.extra = 1;
  assert.strictEqual(structuredClone(withProp).extra, undefined);
  assert.deepStrictEqual(structuredClone(Object.create(crypto.KeyObject.prototype)), {});
  assert.deepStrictEqual(structuredClone(Object.create(CryptoKey.prototype)), {});

  // A MessageChannel on this thread.
  const { port1, port2 } = new MessageChannel();
  port2.once('message', common.mustCall(async (received) => {
    await checkClones(keys, received);
    port2.close();
  }));
  port1.postMessage(keys);

  // Another thread: the worker describes what it received.
  const worker = new Worker(__filename);
  worker.once('message', common.mustCall(async ({ described, sameTwice }) => {
    assert.strictEqual(sameTwice, true);
    assert.deepStrictEqual(described.slice(0, keys.length),
                           await Promise.all(keys.map(describe)));
    worker.terminate();
  }));
  worker.postMessage([...keys, keys[0]]);
})().then(common.mustCall());
