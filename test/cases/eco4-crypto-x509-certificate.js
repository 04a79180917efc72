// crypto.X509Certificate: the printed fields, the checks (host names with wildcards, emails,
// addresses, issuer, private key, signature) and toLegacyObject(), over an RSA root, an EC
// leaf it signed (alternative names, EKU, authority key id and access information) and a
// self-signed Ed25519 certificate whose key may not sign certificates.
'use strict';
const { X509Certificate, createPrivateKey, generateKeyPairSync } = require('crypto');
const util = require('util');

const caPem = `-----BEGIN CERTIFICATE-----
MIIDPjCCAiagAwIBAgIDChssMA0GCSqGSIb3DQEBCwUAMD4xCzAJBgNVBAYTAkRF
MRgwFgYDVQQKEw9FeGFtcGxlIFRlc3QgQ0ExFTATBgNVBAMTDEV4YW1wbGUgUm9v
dDAeFw0yNDAxMDEwMDAwMDBaFw00OTEyMzEyMzU5NTlaMD4xCzAJBgNVBAYTAkRF
MRgwFgYDVQQKEw9FeGFtcGxlIFRlc3QgQ0ExFTATBgNVBAMTDEV4YW1wbGUgUm9v
dDCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBAOm3Iupy2BjNcm8x3yOB
AbQY7DFJwwgvicL+8vJlwwEjs8eX2fE5Nq1DRGdJe9DWPsVqo+d9CVrm8cZ47DaK
ZZh92H2GsEenZyHu0VenXVtkOhHxEJAyk/tXHaPO/4fHpFMBTt72Gvt2j5ip/i5J
W+KAxqzS6uYLzFA5ihXwWZ/BfX0xEiOCiKiFy2mj0nvjhdV8mT/dopqx98ug8DPj
ZzfiyCHNn1EgjrzcVjt56mSnAiVzGqxKbTUy03mRYOHXo8JWsKZw9wxLL4sjz4jp
pYBzpKq8yPnOVqMCruP8rWJEOrYsPSStW2Qo506/Qf0kCCSEs8K5weUFITWNVd6p
VMsCAwEAAaNFMEMwEgYDVR0TAQH/BAgwBgEB/wIBATAOBgNVHQ8BAf8EBAMCAQYw
HQYDVR0OBBYEFGyAURjDnGMsA4WAIzJ6HU6qagUnMA0GCSqGSIb3DQEBCwUAA4IB
AQDphR7Q/q4PHyXQMY8SDsOi0/904QedtblpYS0xnzc0v0+7Kis3KzdL2SPke/OA
yZ2MzBfaWr86N2Tw67NAsw1CLJqgYz+DDMWRkrSyOJMkIsDLi0y2Cfws3UmXQqsp
aG7Q8u+7uOVD2HMYLZtoMpUmz+1sgU5RuMsJX11fi0PflqYpkSyYCCOz7cW0hkp2
6lDqlYaosCq3tWk5WOL1KGnDoO5X2dlaC0k6OcmlBngAhSYMIPgolyIvYCTUv+ZV
4jCmuUzBN8Ab64SiJ8WE8TPb0cinDpYlg4p546R25SyGEXO8BR9Yx7wLZHRKHNzs
+WBuB7yuHQ79Z4Pj55lNO8Bm
-----END CERTIFICATE-----
`;
const leafPem = `-----BEGIN CERTIFICATE-----
MIIDSzCCAjOgAwIBAgICAfIwDQYJKoZIhvcNAQELBQAwPjELMAkGA1UEBhMCREUx
GDAWBgNVBAoTD0V4YW1wbGUgVGVzdCBDQTEVMBMGA1UEAxMMRXhhbXBsZSBSb290
MB4XDTI0MDYwMTEyMDAwMFoXDTI2MDYwMTEyMDAwMFowXjELMAkGA1UEBhMCREUx
EzARBgNVBAoTCkV4YW1wbGUgQ28xGDAWBgNVBAMTD3d3dy5leGFtcGxlLmNvbTEg
MB4GCSqGSIb3DQEJARYRYWRtaW5AZXhhbXBsZS5jb20wWTATBgcqhkjOPQIBBggq
hkjOPQMBBwNCAATb4a8Fufe/bWO3z8DSJuJueuP4LcTp0DF15zyVI+SPDJzuojES
UXuZWxWaJWE5YFjbGuUrHmA5ioDzlzXgcp74o4H9MIH6MFYGA1UdEQRPME2CD3d3
dy5leGFtcGxlLmNvbYIRKi5hcGkuZXhhbXBsZS5jb22HBMAAAgeHECABDbgAAAAA
AAAAAAAAAAGBD09wc0BFeGFtcGxlLmNvbTAdBgNVHSUEFjAUBggrBgEFBQcDAQYI
KwYBBQUHAwIwHwYDVR0jBBgwFoAUbIBRGMOcYywDhYAjMnodTqpqBScwYAYIKwYB
BQUHAQEEVDBSMCQGCCsGAQUFBzABhhhodHRwOi8vb2NzcC5leGFtcGxlLmNvbS8w
KgYIKwYBBQUHMAKGHmh0dHA6Ly9jYS5leGFtcGxlLmNvbS9yb290LmNlcjANBgkq
hkiG9w0BAQsFAAOCAQEAcEOGSXOxghdhLgKMjd6lIGJ2f2o+ZOO6+9id7K3djJtS
iULhvIj3dsRSSjkdMB6rn/Rby25oV7SwnQY5nWTDKrtO+j/zMVqlfYECWog1sCmX
ixI6nJfqhRDIf3xY+V/ZV511Geks3HuhQ4XZu3wg8DNkpZ0JoFXTsUypEnEHuWRM
4xu6dCH4QP5Bross3D2OvbYqKBHYt3Q/ERvbVTlYG7Wz49eUi9/DZJOjwGyOPI3p
vlHIsBDbw7BmfjPpbCvsAPNxcIMp68N2QFqTDWdl8gH4bMro3qkEvrGWxFcnjzbm
hQQWnQWWtBNhwFtGvrT8cvKJUuLAl1i1QP9cJ+kZaA==
-----END CERTIFICATE-----
`;
const edPem = `-----BEGIN CERTIFICATE-----
MIHiMIGVoAMCAQICAX8wBQYDK2VwMBExDzANBgNVBAMTBnNpZ25lcjAeFw0yNDAx
MDEwMDAwMDBaFw0yNTAxMDEwMDAwMDBaMBExDzANBgNVBAMTBnNpZ25lcjAqMAUG
AytlcAMhAM2i+Kln2poN72gVJtWuqtw7pen7Biu+odazC+WNXLploxIwEDAOBgNV
HQ8BAf8EBAMCB4AwBQYDK2VwA0EAuc1IUVjloHU/YZdQY/OxLmcs48Eb44Z+WBnK
T2/4LkD0lzJ8Z+rqsUxOQsf8qv1E28qJh44gyh9I6k98bYqdAQ==
-----END CERTIFICATE-----
`;
const leafKeyPem = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg6LmvD4vsWV1NwXrQ
ecuq7Co14n1vh2PAWWZLu/wuqeKhRANCAATb4a8Fufe/bWO3z8DSJuJueuP4LcTp
0DF15zyVI+SPDJzuojESUXuZWxWaJWE5YFjbGuUrHmA5ioDzlzXgcp74
-----END PRIVATE KEY-----
`;

const ca = new X509Certificate(caPem);
const leaf = new X509Certificate(Buffer.from(leafPem));
const ed = new X509Certificate(edPem);

console.log(leaf);
console.log(util.inspect(ca, { depth: 0 }));
for (const cert of [ca, leaf, ed]) {
  console.log(cert.subject, '|', cert.issuer, '|', cert.ca, cert.serialNumber, cert.keyUsage);
  console.log(cert.validFromDate.toISOString(), cert.validToDate.toISOString(), cert.validFrom);
  console.log(cert.signatureAlgorithm, cert.signatureAlgorithmOid, cert.publicKey.asymmetricKeyType);
  console.log(cert.toString() === cert.toJSON(), cert.toString().split('\n').length,
              new X509Certificate(cert.raw).fingerprint256 === cert.fingerprint256);
}
console.log(leaf.subjectAltName, '|', leaf.infoAccess, '|', ca.subjectAltName, ca.infoAccess);

for (const host of ['www.example.com', 'WWW.Example.COM', 'x.api.example.com', 'api.example.com',
                    'a.b.api.example.com', 'example.com']) {
  console.log('host', host, leaf.checkHost(host), leaf.checkHost(host, { wildcards: false }),
              leaf.checkHost(host, { multiLabelWildcards: true }));
}
console.log('subject CN', ca.checkHost('Example Root'), ca.checkHost('Example Root', { subject: 'never' }),
            leaf.checkHost('www.example.com', { subject: 'always' }));
console.log('email', leaf.checkEmail('Ops@example.COM'), leaf.checkEmail('ops@example.com'),
            leaf.checkEmail('admin@example.com'), leaf.checkEmail('admin@example.com', { subject: 'always' }));
console.log('ip', leaf.checkIP('192.0.2.7'), leaf.checkIP('192.0.2.8'), leaf.checkIP('2001:db8:0::1'),
            leaf.checkIP('2001:db8::2'));
console.log('issued', leaf.checkIssued(ca), ca.checkIssued(ca), leaf.checkIssued(leaf), ed.checkIssued(ed));
console.log('verify', leaf.verify(ca.publicKey), leaf.verify(leaf.publicKey), ed.verify(ed.publicKey),
            ca.verify(generateKeyPairSync('ed25519').publicKey));
const leafKey = createPrivateKey(leafKeyPem);
console.log('private key', leaf.checkPrivateKey(leafKey), ca.checkPrivateKey(leafKey));

const legacy = leaf.toLegacyObject();
console.log(legacy.subject, legacy.issuer, legacy.infoAccess, legacy.subjectaltname, legacy.ext_key_usage,
            legacy.asn1Curve, legacy.nistCurve, legacy.bits, legacy.valid_to, legacy.raw.equals(leaf.raw));
console.log(ca.toLegacyObject().exponent, ca.toLegacyObject().bits, ca.toLegacyObject().infoAccess);

for (const bad of [1, null, {}, 'not a certificate', Buffer.from('junk'),
                   '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n']) {
  try {
    new X509Certificate(bad);
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
for (const call of [() => leaf.checkHost('a\0b'), () => leaf.checkIP('[::1]'), () => leaf.checkHost(1),
                    () => leaf.checkHost('x', { subject: 'sometimes' }), () => leaf.checkHost('x', { wildcards: 1 }),
                    () => leaf.checkIssued({}), () => leaf.verify('key'), () => leaf.verify(leafKey),
                    () => leaf.checkPrivateKey(leaf.publicKey)]) {
  try {
    call();
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}

const copy = structuredClone(leaf);
console.log('clone', copy instanceof X509Certificate, copy.constructor === X509Certificate,
            copy.raw.equals(leaf.raw), copy.checkHost('www.example.com'));
const { port1, port2 } = new MessageChannel();
port1.onmessage = ({ data }) => {
  console.log('message', data instanceof X509Certificate, data.fingerprint512 === ca.fingerprint512);
  port1.close();
};
port2.postMessage(ca);
