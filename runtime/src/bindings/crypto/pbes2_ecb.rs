//! Encrypted PKCS#8 with PBES2 over AES-ECB, which OpenSSL writes for `cipher: 'aes-*-ecb'`
//! and the pkcs5 crate (CBC schemes only) does not know. Written as OpenSSL 3 writes it:
//! PBKDF2-HMAC-SHA256, 2048 iterations, a 16-byte salt, the ECB scheme with an empty
//! OCTET STRING as its parameters and PKCS#7 padding. Read with any of the HMAC-SHA PRFs.

use super::asn1::{read_tlv, read_uint, tlv, uint};
use super::cipher::{lookup, Cipher};
use super::hash::Algo;
use super::kdf::pbkdf2;

const OID_PBES2: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x05, 0x0d];
const OID_PBKDF2: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x05, 0x0c];
/// 1.2.840.113549.2.x: hmacWithSHA1 (7, PBKDF2's default), SHA224 (8) ... SHA512 (11).
const OID_HMAC_PREFIX: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x02];
/// 2.16.840.1.101.3.4.1.x: aes-128-ecb (1), aes-192-ecb (21), aes-256-ecb (41).
const OID_AES_PREFIX: &[u8] = &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x01];
const ITERATIONS: u32 = 2048;

fn ecb_cipher_of(name: &str) -> Option<(&'static str, u8)> {
    match name {
        "aes-128-ecb" => Some(("aes-128-ecb", 1)),
        "aes-192-ecb" => Some(("aes-192-ecb", 21)),
        "aes-256-ecb" => Some(("aes-256-ecb", 41)),
        _ => None,
    }
}

/// Whether `cipher` (lower case) is one of the ECB schemes this module writes.
pub(super) fn is_ecb(cipher: &str) -> bool {
    ecb_cipher_of(cipher).is_some()
}

fn run(name: &str, key: &[u8], data: &[u8], encrypt: bool) -> Option<Vec<u8>> {
    let mut c = Cipher::new(lookup(name)?, key, None, encrypt, None).ok()?;
    let mut out = c.update(data).ok()?;
    out.extend(c.finish().ok()?);
    Some(out)
}

/// `der` (a PrivateKeyInfo) as an EncryptedPrivateKeyInfo under `passphrase`.
pub(super) fn encrypt(der: &[u8], cipher: &str, passphrase: &[u8], salt: &[u8]) -> Option<Vec<u8>> {
    let (name, last_arc) = ecb_cipher_of(cipher)?;
    let key_len = lookup(name)?.key_len;
    let key = pbkdf2(Algo::Sha256, passphrase, salt, ITERATIONS, key_len).ok()?;
    let encrypted = run(name, &key, der, true)?;
    let prf = tlv(
        0x30,
        &[
            &tlv(0x06, &[OID_HMAC_PREFIX, &[9]].concat())[..],
            &[0x05, 0x00],
        ]
        .concat(),
    );
    let kdf_params = tlv(
        0x30,
        &[&tlv(0x04, salt)[..], &uint(&ITERATIONS.to_be_bytes()), &prf].concat(),
    );
    let kdf = tlv(0x30, &[tlv(0x06, OID_PBKDF2), kdf_params].concat());
    let scheme = tlv(
        0x30,
        &[
            tlv(0x06, &[OID_AES_PREFIX, &[last_arc]].concat()),
            tlv(0x04, &[]),
        ]
        .concat(),
    );
    let algorithm = tlv(
        0x30,
        &[tlv(0x06, OID_PBES2), tlv(0x30, &[kdf, scheme].concat())].concat(),
    );
    Some(tlv(0x30, &[algorithm, tlv(0x04, &encrypted)].concat()))
}

/// The parts of a PBES2-over-AES-ECB EncryptedPrivateKeyInfo.
struct EcbInfo<'a> {
    cipher: &'static str,
    prf: Algo,
    salt: &'a [u8],
    iterations: u32,
    encrypted: &'a [u8],
}

fn one(input: &[u8], tag: u8) -> Option<(&[u8], &[u8])> {
    match read_tlv(input)? {
        (t, value, rest) if t == tag => Some((value, rest)),
        _ => None,
    }
}

fn parse(der: &[u8]) -> Option<EcbInfo<'_>> {
    let (body, []) = one(der, 0x30)? else {
        return None;
    };
    let (algorithm, rest) = one(body, 0x30)?;
    let (encrypted, []) = one(rest, 0x04)? else {
        return None;
    };
    let (oid, params) = one(algorithm, 0x06)?;
    if oid != OID_PBES2 {
        return None;
    }
    let (params, _) = one(params, 0x30)?;
    let (kdf, scheme) = one(params, 0x30)?;
    let (scheme, _) = one(scheme, 0x30)?;
    let (scheme_oid, _) = one(scheme, 0x06)?;
    let cipher = match scheme_oid.strip_prefix(OID_AES_PREFIX)? {
        [1] => "aes-128-ecb",
        [21] => "aes-192-ecb",
        [41] => "aes-256-ecb",
        _ => return None,
    };
    let (kdf_oid, kdf_params) = one(kdf, 0x06)?;
    if kdf_oid != OID_PBKDF2 {
        return None;
    }
    let (kdf_params, _) = one(kdf_params, 0x30)?;
    let (salt, rest) = one(kdf_params, 0x04)?;
    let (count, mut rest) = one(rest, 0x02)?;
    let count = read_uint(count)?;
    if count.len() > 4 {
        return None;
    }
    let iterations = count.iter().fold(0u32, |n, b| (n << 8) | u32::from(*b));
    // An optional keyLength, which must be the cipher's.
    if let Some((len, after)) = one(rest, 0x02) {
        let len = read_uint(len)?;
        if len.len() != 1 || usize::from(len[0]) != lookup(cipher)?.key_len {
            return None;
        }
        rest = after;
    }
    let prf = if rest.is_empty() {
        Algo::Sha1
    } else {
        let (prf, _) = one(rest, 0x30)?;
        let (prf_oid, _) = one(prf, 0x06)?;
        match prf_oid.strip_prefix(OID_HMAC_PREFIX)? {
            [7] => Algo::Sha1,
            [8] => Algo::Sha224,
            [9] => Algo::Sha256,
            [10] => Algo::Sha384,
            [11] => Algo::Sha512,
            _ => return None,
        }
    };
    Some(EcbInfo {
        cipher,
        prf,
        salt,
        iterations,
        encrypted,
    })
}

/// Whether `der` is an EncryptedPrivateKeyInfo of this module's kind.
pub(super) fn recognizes(der: &[u8]) -> bool {
    parse(der).is_some()
}

/// The PrivateKeyInfo inside; `None` when `der` is not of this kind, `Some(None)` when the
/// passphrase does not open it.
pub(super) fn decrypt(der: &[u8], passphrase: &[u8]) -> Option<Option<Vec<u8>>> {
    let info = parse(der)?;
    let key_len = lookup(info.cipher)?.key_len;
    let key = pbkdf2(info.prf, passphrase, info.salt, info.iterations, key_len).ok();
    Some(key.and_then(|key| run(info.cipher, &key, info.encrypted, false)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bindings::crypto::unhex;

    #[test]
    fn round_trip_and_wrong_passphrase() {
        let plain = b"a PrivateKeyInfo stands here".to_vec();
        for cipher in ["aes-128-ecb", "aes-192-ecb", "aes-256-ecb"] {
            let der = encrypt(&plain, cipher, b"pw", &[5; 16]).expect("encrypts");
            assert!(recognizes(&der));
            assert_eq!(decrypt(&der, b"pw"), Some(Some(plain.clone())));
            assert_ne!(decrypt(&der, b"other"), Some(Some(plain.clone())));
        }
        assert_eq!(encrypt(&plain, "aes-128-cbc", b"pw", &[5; 16]), None);
        assert!(!recognizes(&plain));
    }

    // The header OpenSSL 3 (Node 26.10) writes for aes-128-ecb, up to the encrypted data.
    #[test]
    fn writes_openssl_layout() {
        let salt = unhex("E32A50C2A72252F316A4F557A6F14701");
        let der = encrypt(&[0; 20], "aes-128-ecb", b"abcdef", &salt).expect("encrypts");
        let head = unhex(concat!(
            "304f",                                 // AlgorithmIdentifier
            "06092a864886f70d01050d",               // PBES2
            "3042",                                 // PBES2-params
            "3031",                                 // keyDerivationFunc
            "06092a864886f70d01050c",               // PBKDF2
            "3024",                                 // PBKDF2-params
            "0410e32a50c2a72252f316a4f557a6f14701", // salt
            "02020800",                             // 2048 iterations
            "300c06082a864886f70d02090500",         // hmacWithSHA256, NULL
            "300d0609608648016503040101",           // aes-128-ecb
            "0400",                                 // empty parameters
            "0420",                                 // the 32 encrypted bytes
        ));
        assert_eq!(&der[2..2 + head.len()], &head[..]);
    }
}
