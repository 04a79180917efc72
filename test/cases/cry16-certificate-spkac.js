// crypto.Certificate (SPKAC): verifying the signature over the key and challenge (RSA with
// MD5, ECDSA, RSA-PSS with parameters), exporting the challenge and the key as PEM, base64
// decoded as OpenSSL does (whitespace trimmed at the ends only), '' for input that does not
// decode, false for a bad signature, and the argument checks.
'use strict';
const { Certificate } = require('crypto');

const spkacs = {
  rsaMd5:
    'MIIBQzCBrTCBnzANBgkqhkiG9w0BAQEFAAOBjQAwgYkCgYEAnSDyxmkzT/M7nAHQQElPxkbUD7u9+OJ3ifZ/gn9b' +
    'DT98dJAYhsrBTAb+F/SwT00eM382is0VH611BH7lMWuzlFnzYh2UwRS65d+Xmir7yAY8t8kil8rTkBV2c4JF3pmu' +
    'ELlaHftQ9VpKugs5vNLCb01j4dxzSBz6AII40WqZrkcCAwEAARYJaGVsbG8tcnNhMA0GCSqGSIb3DQEBBAUAA4GB' +
    'AJf2ReXbkBsfC6oQqoz/ooG2aQQaLiKfJE4QDHGh/TkuvYXMZGg+/5a/AawfHZL5tnesbVISQS/88N3ve4Aw9kmU' +
    'aRXOv19SxoI36nyUHW5ZiidLYn8keffIxbUz+FMdtOxrnS960SxTr5jC3CPREHzNRxl+XzSyIRxLw46WIMmm',
  ecSha256:
    'MIG9MGQwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAASm+4U9Sry1SSPUL5YhE18d7EBX1LgH8EHDZSGNg/aW9ED9' +
    'SBzJ1JBC/fs+5mlHMHIVkEp1fasFEw/+tpmsugHfFgdlYy1jaGFsMAoGCCqGSM49BAMCA0kAMEYCIQDahlEjxciV' +
    '2RHq67LL1BgkCAsYTWnQJgdGATgx3OhX1wIhAIbytMj6H7NQpRZGFUIFj+oq4D9zQwVMQwR9KKWWZwt1',
  rsaPss:
    'MIIBbzCBpTCBnTALBgkqhkiG9w0BAQoDgY0AMIGJAoGBAMBXP0s1vNWhTFsMjFR5C+wgSl8pJDpkC10e0Mgci4Zv' +
    'AO/AmInlfSTj+2tLbMSYnDfEUERIIJlPySKBSo6ihMEzsccwj39cjL6JBgnRMXby/rSUnwc7tqtAb/IYOS2ARYPS' +
    'pe+gb/3EOKaZBqTclSLi6LlnAzK27SDSmM2VcROhAgMBAAEWA3BzczBBBgkqhkiG9w0BAQowNKAPMA0GCWCGSAFl' +
    'AwQCAQUAoRwwGgYJKoZIhvcNAQEIMA0GCWCGSAFlAwQCAQUAogMCAV4DgYEAhkG0QN3Ig7EQQCls2txxn9PecXda' +
    'MX+tUOBeAXppuj7UQdBzQwhSN1XyuNuzztaER3nZMfpeH9m++CxnUNVfHTzp50o/c69RgfgytHEMnYtjvWfMBrqy' +
    'g/EWU3fT5MPhzl72nCEmIOod8abTZvMFz2q3OrZDQiRZD1ZhsfX24T8=',
};

function show(label, f) {
  try {
    const r = f();
    console.log(label, Buffer.isBuffer(r) ? `Buffer ${JSON.stringify(r.toString())}` : JSON.stringify(r));
  } catch (e) {
    console.log(label, 'throws', e.name, e.code, e.message);
  }
}

for (const [name, b64] of Object.entries(spkacs)) {
  show(`${name} verify`, () => Certificate.verifySpkac(Buffer.from(b64)));
  show(`${name} challenge`, () => Certificate.exportChallenge(b64));
  show(`${name} key`, () => Certificate.exportPublicKey(b64));
  const der = Buffer.from(b64, 'base64');
  const tampered = Buffer.from(der);
  tampered[tampered.length - 5] ^= 1;
  show(`${name} bad signature`, () => [Certificate.verifySpkac(tampered.toString('base64')),
    Certificate.exportChallenge(tampered.toString('base64')).toString()]);
}
const b64 = spkacs.rsaMd5;
show('instance', () => new Certificate().verifySpkac(b64));
show('without new', () => Certificate() instanceof Certificate);
show('hex of base64', () => Certificate.verifySpkac(Buffer.from(b64).toString('hex'), 'hex'));
show('ArrayBuffer', () => { const b = Buffer.from(b64); return Certificate.verifySpkac(b.buffer.slice(b.byteOffset, b.byteOffset + b.length)); });
show('DataView', () => { const b = Buffer.from(b64); return Certificate.verifySpkac(new DataView(b.buffer, b.byteOffset, b.length)); });
show('trailing newline', () => Certificate.verifySpkac(`${b64}\r\n`));
show('leading tab', () => Certificate.verifySpkac(`\t${b64}`));
show('leading newline', () => Certificate.verifySpkac(`\n${b64}`));
show('inner newline', () => Certificate.verifySpkac(`${b64.slice(0, 8)}\n${b64.slice(8)}`));
show('DER given', () => Certificate.verifySpkac(Buffer.from(b64, 'base64')));
show('trailing bytes', () => Certificate.exportChallenge(Buffer.concat([Buffer.from(b64, 'base64'), Buffer.from('junk')]).toString('base64')));
show('empty', () => [Certificate.verifySpkac(''), Certificate.exportChallenge(''), Certificate.exportPublicKey(Buffer.alloc(0))]);
show('garbage', () => [Certificate.verifySpkac('!!!!'), Certificate.exportChallenge('abcd'), Certificate.exportPublicKey('abc')]);
for (const bad of [1, null, undefined, {}, true]) {
  show(`arg ${String(bad)}`, () => Certificate.exportChallenge(bad));
}
show('bad encoding', () => Certificate.verifySpkac('abc', 'bogus'));
show('shape', () => [Object.keys(Certificate), Object.keys(Certificate.prototype), Certificate.length]);
