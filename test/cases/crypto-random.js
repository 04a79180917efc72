// Randomness: shapes and lengths of randomBytes/randomFill/randomInt/randomUUID/
// getRandomValues (never the values), the callback order, timingSafeEqual, and the
// errors for bad arguments.
'use strict';
const crypto = require('crypto');

function show(label, fn) {
  try {
    const r = fn();
    console.log(label, r);
  } catch (e) {
    console.log(label, 'threw', e.name, e.code, JSON.stringify(e.message));
  }
}

show('randomBytes', () => { const b = crypto.randomBytes(16); return [Buffer.isBuffer(b), b.length]; });
show('randomBytes 0', () => crypto.randomBytes(0).length);
show('randomBytes 1.5', () => crypto.randomBytes(1.5).length);
show('randomBytes differ', () => !crypto.randomBytes(16).equals(crypto.randomBytes(16)));
show('randomBytes -1', () => crypto.randomBytes(-1));
show('randomBytes string', () => crypto.randomBytes('1'));
show('randomBytes NaN', () => crypto.randomBytes(NaN));
show('randomBytes 2**31', () => crypto.randomBytes(2 ** 31));
show('randomBytes callback type', () => crypto.randomBytes(1, 1));
show('randomBytes null callback', () => crypto.randomBytes(1, null));

show('fillSync u32', () => {
  const a = new Uint32Array(4);
  return [crypto.randomFillSync(a, 1, 2) === a, a[0], a[3]];
});
show('fillSync ArrayBuffer', () => {
  const ab = new ArrayBuffer(8);
  return crypto.randomFillSync(ab) === ab;
});
show('fillSync DataView', () => crypto.randomFillSync(new DataView(new ArrayBuffer(4))).byteLength);
show('fillSync offset', () => crypto.randomFillSync(new Uint32Array(4), 5));
show('fillSync size', () => crypto.randomFillSync(new Uint32Array(4), 1, 4));
show('fillSync array', () => crypto.randomFillSync([1]));
show('fillSync offset type', () => crypto.randomFillSync(Buffer.alloc(4), '1'));
show('fillSync offset -1', () => crypto.randomFillSync(Buffer.alloc(4), -1));
show('fillSync offset NaN', () => crypto.randomFillSync(Buffer.alloc(4), NaN));
show('fillSync offset end', () => crypto.randomFillSync(Buffer.alloc(4), 4).length);
show('fill no callback', () => crypto.randomFill(Buffer.alloc(4)));
show('fill offset', () => crypto.randomFill(Buffer.alloc(4), 5, () => {}));
show('fill size', () => crypto.randomFill(Buffer.alloc(4), 0, 5, () => {}));

show('randomInt', () => { const n = crypto.randomInt(10); return Number.isInteger(n) && n >= 0 && n < 10; });
show('randomInt range', () => {
  for (let i = 0; i < 200; i++) {
    const n = crypto.randomInt(-3, 3);
    if (n < -3 || n >= 3 || !Number.isInteger(n)) return n;
  }
  return 'ok';
});
show('randomInt max', () => crypto.randomInt(0, 2 ** 48 - 1) >= 0);
show('randomInt 1.5', () => crypto.randomInt(1.5));
show('randomInt equal', () => crypto.randomInt(5, 5));
show('randomInt callback type', () => crypto.randomInt(-5, 5, 1));
show('randomInt too wide', () => crypto.randomInt(0, 2 ** 48));
show('randomInt max too wide', () => crypto.randomInt(2 ** 48));
show('randomInt min type', () => crypto.randomInt('1', 5));
show('randomInt max type', () => crypto.randomInt(1, '5'));

const uuidRe = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
show('randomUUID', () => uuidRe.test(crypto.randomUUID()));
show('randomUUID many', () => {
  const seen = new Set();
  for (let i = 0; i < 300; i++) {
    const u = crypto.randomUUID();
    if (!uuidRe.test(u)) return u;
    seen.add(u);
  }
  return seen.size;
});
show('randomUUID no cache', () => uuidRe.test(crypto.randomUUID({ disableEntropyCache: true })));
show('randomUUID options', () => crypto.randomUUID(1));
show('randomUUID cache type', () => crypto.randomUUID({ disableEntropyCache: 1 }));
show('randomUUIDv7', () => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(crypto.randomUUIDv7()));
show('randomUUIDv7 time', () => {
  const ms = parseInt(crypto.randomUUIDv7().replace(/-/g, '').slice(0, 12), 16);
  return Math.abs(ms - Date.now()) < 60000;
});

show('getRandomValues', () => crypto.getRandomValues(new Uint8Array(4)).length);
show('getRandomValues BigInt64', () => crypto.getRandomValues(new BigInt64Array(2)).length);
show('getRandomValues Buffer', () => Buffer.isBuffer(crypto.getRandomValues(Buffer.alloc(3))));
show('getRandomValues float', () => crypto.getRandomValues(new Float32Array(4)));
show('getRandomValues DataView', () => crypto.getRandomValues(new DataView(new ArrayBuffer(4))));
show('getRandomValues quota', () => crypto.getRandomValues(new Uint8Array(65537)));
show('getRandomValues 65536', () => crypto.getRandomValues(new Uint8Array(65536)).length);
show('global getRandomValues', () => globalThis.crypto.getRandomValues(new Int16Array(3)).length);
show('global missing arg', () => globalThis.crypto.getRandomValues());
show('global null', () => globalThis.crypto.getRandomValues(null));
show('global this', () => globalThis.crypto.getRandomValues.call({}, new Uint8Array(1)));
show('global randomUUID', () => uuidRe.test(globalThis.crypto.randomUUID()));
show('global randomUUID this', () => { const f = globalThis.crypto.randomUUID; return f(); });
show('crypto.webcrypto', () => crypto.webcrypto === globalThis.crypto);
show('toStringTag', () => Object.prototype.toString.call(globalThis.crypto));
show('Crypto ctor', () => new Crypto());
show('instanceof', () => globalThis.crypto instanceof Crypto);
show('Crypto keys', () => Object.keys(Crypto.prototype));

show('timingSafeEqual', () => crypto.timingSafeEqual(Buffer.from('ab'), Buffer.from('ab')));
show('timingSafeEqual differ', () => crypto.timingSafeEqual(Buffer.from('ab'), Buffer.from('ac')));
show('timingSafeEqual views', () => crypto.timingSafeEqual(new Uint8Array([1, 2]), new Uint16Array([0x201])));
show('timingSafeEqual ArrayBuffer', () => crypto.timingSafeEqual(new ArrayBuffer(2), new Uint8Array(2)));
show('timingSafeEqual length', () => crypto.timingSafeEqual(Buffer.from('ab'), Buffer.from('abc')));
show('timingSafeEqual buf1', () => crypto.timingSafeEqual('ab', Buffer.from('ab')));
show('timingSafeEqual buf2', () => crypto.timingSafeEqual(Buffer.from('ab'), 'ab'));

// The three jobs run on the pool side by side, so their callbacks may come in any
// order (in Node too): report them sorted once all three have called back.
const poolResults = [];
function poolDone(line) {
  poolResults.push(line);
  if (poolResults.length === 3) console.log(poolResults.sort().join('\n'));
}
crypto.randomBytes(3, (err, buf) => poolDone(`randomBytes cb ${err} ${buf.length}`));
const target = new Uint32Array(2);
crypto.randomFill(target, 1, (err, buf) => poolDone(`randomFill cb ${err} ${buf === target} ${target[0]}`));
crypto.randomFill(new ArrayBuffer(4), (err, buf) => poolDone(`randomFill ab ${err} ${buf.byteLength}`));
crypto.randomInt(3, (err, n) => console.log('randomInt cb', err, n >= 0 && n < 3));
process.nextTick(() => console.log('tick'));
console.log('sync end');
