// Port of nodejs/node test/parallel/test-buffer-alloc.js, test/parallel/test-btoa-atob.js (rewritten for minirt).
// Only the base64 cases of test-buffer-alloc.js.
'use strict';

// base64 and base64url: encoding (padded vs. not), lenient decoding (either
// alphabet, whitespace and junk skipped, '=' ends the data, trailing bits
// ignored), writes at offsets, byte length estimates, and atob/btoa.
require('../common');
const assert = require('assert');
const { atob, btoa } = require('buffer');

const quote = 'Man is distinguished, not only by his reason, but by this singular passion from ' +
  'other animals, which is a lust of the mind, that by a perseverance of delight in the ' +
  'continued and indefatigable generation of knowledge, exceeds the short vehemence of any ' +
  'carnal pleasure.';
const quote64 = 'TWFuIGlzIGRpc3Rpbmd1aXNoZWQsIG5vdCBvbmx5IGJ5IGhpcyByZWFzb24sIGJ1dCBieSB0aGlz' +
  'IHNpbmd1bGFyIHBhc3Npb24gZnJvbSBvdGhlciBhbmltYWxzLCB3aGljaCBpcyBhIGx1c3Qgb2YgdGhlIG1pbmQsIH' +
  'RoYXQgYnkgYSBwZXJzZXZlcmFuY2Ugb2YgZGVsaWdodCBpbiB0aGUgY29udGludWVkIGFuZCBpbmRlZmF0aWdhYmxl' +
  'IGdlbmVyYXRpb24gb2Yga25vd2xlZGdlLCBleGNlZWRzIHRoZSBzaG9ydCB2ZWhlbWVuY2Ugb2YgYW55IGNhcm5hbC' +
  'BwbGVhc3VyZS4=';
assert.strictEqual(Buffer.from(quote).toString('base64'), quote64);
assert.strictEqual(Buffer.from(quote).toString('base64url'),
                   quote64.replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', ''));

for (const enc of ['base64', 'base64url']) {
  // Decoding, also with line breaks and junk in between.
  assert.strictEqual(Buffer.from(quote64, enc).toString(), quote);
  const wrapped = quote64.match(/.{1,60}/g).join(' \n');
  assert.strictEqual(Buffer.from(wrapped, enc).toString(), quote);
  const junk = quote64.match(/.{1,60}/g).join(' \x80\xff\x00\x98\x03*$');
  assert.strictEqual(Buffer.from(junk, enc).toString(), quote);
  const target = Buffer.alloc(1024);
  assert.strictEqual(target.write(wrapped, 0, enc), quote.length);
  assert.strictEqual(target.toString('latin1', 0, quote.length), quote);

  // Padding is optional; a single leftover character is dropped.
  assert.strictEqual(Buffer.from('', enc).toString(), '');
  assert.strictEqual(Buffer.from('K', enc).toString(), '');
  for (let n = 1; n <= 20; n++) {
    const stars = '*'.repeat(n);
    const padded = Buffer.from(stars).toString('base64');
    assert.strictEqual(Buffer.from(padded, enc).toString(), stars, padded);
    assert.strictEqual(Buffer.from(padded.replace(/=+$/, ''), enc).toString(), stars);
  }
  assert.strictEqual(Buffer.from('72INjkR5fchcxk9+VgdGPFJDxUBFR5/rMFsghgxADiw==', enc).length, 32);
  assert.strictEqual(Buffer.from('72INjkR5fchcxk9-VgdGPFJDxUBFR5_rMFsghgxADiw', enc).length, 32);
  assert.strictEqual(Buffer.from('w69jACy6BgZmaFvv96HG6MYksWytuZu3T1FvGnulPg=', enc).length, 31);

  // Both alphabets are accepted by both names.
  const bytes = [0xff, 0xff, 0xbe, 0xff, 0xef, 0xbf, 0xfb, 0xef, 0xff];
  assert.deepStrictEqual([...Buffer.from('//++/++/++//', enc)], bytes);
  assert.deepStrictEqual([...Buffer.from('__--_--_--__', enc)], bytes);
  assert.deepStrictEqual([...Buffer.from('//++/++/++//+w==', enc)], [...bytes, 0xfb]);

  // '=' ends the data even when more follows.
  assert.deepStrictEqual(Buffer.from('YW=Jj', enc), Buffer.from('a'));
  assert.deepStrictEqual(Buffer.from('YWJj=YWJj', enc), Buffer.from('abc'));
  assert.strictEqual(Buffer.from('=bad'.repeat(1000), enc).length, 0);
  // Trailing bits that do not fill a byte are ignored.
  assert.deepStrictEqual(Buffer.from('YR', enc), Buffer.from('a'));
  assert.deepStrictEqual(Buffer.from('YW55=======', enc), Buffer.from('YW55', enc));
  assert.deepStrictEqual(Buffer.from('w0  ', enc), Buffer.from('w0', enc));
  assert.deepStrictEqual(Buffer.from(' YWJvcnVtLg', enc), Buffer.from('YWJvcnVtLg', enc));
  // In a two-byte string only the low byte of each unit counts.
  assert.deepStrictEqual(Buffer.from('YW\u0141j', enc), Buffer.from([0x61, 0x60, 0x23]));
  assert.deepStrictEqual(Buffer.from('\u0100YWJj', enc), Buffer.from('abc'));
}

// Encoded output: padding only for base64.
assert.strictEqual(Buffer.from('Woman').toString('base64'), 'V29tYW4=');
assert.strictEqual(Buffer.from('Woman').toString('base64url'), 'V29tYW4');
assert.strictEqual(Buffer.from([0xff, 0xfe, 0x2e, 0x00]).toString('base64'), '//4uAA==');
assert.strictEqual(Buffer.from([0xff, 0xfe, 0x2e, 0x00]).toString('base64url'), '__4uAA');
assert.strictEqual(Buffer.from('héllo€ 0aZ=', 'base64').toString('hex'), '865968d1a6');

// Writing pieces one after another does not disturb earlier ones.
for (const [enc, pieces] of [['base64', ['TWFkbmVzcz8h', 'IFRoaXM=', 'IGlz', 'IG5vZGUuanMh']],
  ['base64url', ['TWFkbmVzcz8h', 'IFRoaXM', 'IGlz', 'IG5vZGUuanMh']]]) {
  const out = Buffer.alloc(64);
  let pos = 0;
  for (const piece of pieces) pos += out.write(piece, pos, enc);
  assert.strictEqual(out.toString('latin1', 0, pos), 'Madness?! This is node.js!');
}
// A short target gets exactly as many bytes as fit.
{
  const small = Buffer.alloc(3);
  const next = Buffer.from('xxx');
  assert.strictEqual(small.write('aaaaaaaa', 'base64'), 3);
  assert.strictEqual(next.toString(), 'xxx');
  assert.strictEqual(Buffer.alloc(2).write('YWJj', 'base64'), 2);
}

// Large data round-trips.
{
  const big = Buffer.alloc(1 << 20);
  for (let i = 0; i < big.length; i++) big[i] = (i * 7919) & 0xff;
  const text = big.toString('base64');
  assert.strictEqual(text.length, Math.ceil(big.length / 3) * 4);
  assert.deepStrictEqual(Buffer.from(text, 'base64'), big);
  assert.deepStrictEqual(Buffer.from(big.toString('base64url'), 'base64url'), big);
}

// atob/btoa follow the HTML spec, not Buffer's leniency.
assert.strictEqual(btoa('abc'), 'YWJj');
assert.strictEqual(btoa('\u00ff\u00fe'), '//4=');
assert.strictEqual(btoa(123), 'MTIz');
assert.strictEqual(atob(' YW Jj\n'), 'abc');
assert.strictEqual(atob('YQ=='), 'a');
assert.strictEqual(atob('YQ'), 'a');
assert.strictEqual(atob('//4='), '\u00ff\u00fe');
for (const bad of ['Y', 'YQ=', 'YQ===', '-_', 'YW*j', 'YW\u0100j']) {
  assert.throws(() => atob(bad), { name: 'InvalidCharacterError' });
}
assert.throws(() => btoa('\u0100'), { name: 'InvalidCharacterError' });
assert.throws(() => atob(), { code: 'ERR_MISSING_ARGS', name: 'TypeError' });
assert.throws(() => btoa(), { code: 'ERR_MISSING_ARGS', name: 'TypeError' });
assert.strictEqual(globalThis.atob, atob);
assert.strictEqual(globalThis.btoa, btoa);
