//! RSASSA-PSS (RFC 8017 §8.1 and §9.1): the EMSA-PSS encoding with any digest and a
//! separate MGF1 digest, and the RSASSA-PSS-params (RFC 4055) that restrict an `rsa-pss`
//! key, read from and written to the key's AlgorithmIdentifier as OpenSSL 3 writes them
//! (defaults left out). The RSA primitive itself is the rsa crate's; keys.rs owns the
//! keys and decides which salt length and digests a signature uses.

use super::asn1::{self, read_tlv, tlv};
use super::hash::{digest, Algo};

/// The restrictions an `rsa-pss` key carries: the message digest, the MGF1 digest and the
/// smallest salt length a signature may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PssParams {
    pub hash: Algo,
    pub mgf1: Algo,
    pub salt: usize,
}

/// What an RSA key may do: everything RSA does (an `rsaEncryption` key, Node's `rsa`), or
/// PSS signatures only (an `id-RSASSA-PSS` key, Node's `rsa-pss`), maybe restricted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RsaUse {
    Any,
    Pss(Option<PssParams>),
}

/// id-RSASSA-PSS, 1.2.840.113549.1.1.10 (the content octets).
pub(super) const OID_RSA_PSS: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0a];
/// id-mgf1, 1.2.840.113549.1.1.8.
const OID_MGF1: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x08];
const OID_SHA1: &[u8] = &[0x2b, 0x0e, 0x03, 0x02, 0x1a];
/// 2.16.840.1.101.3.4.2 (NIST hash algorithms), followed by one more arc.
const NIST_HASH_ARC: &[u8] = &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02];

const DEFAULT_SALT: usize = 20;

/// The last arc of the digests OpenSSL accepts in RSASSA-PSS-params (SHA-1 aside).
fn nist_arc(algo: Algo) -> Option<u8> {
    Some(match algo {
        Algo::Sha256 => 1,
        Algo::Sha384 => 2,
        Algo::Sha512 => 3,
        Algo::Sha224 => 4,
        Algo::Sha512_224 => 5,
        Algo::Sha512_256 => 6,
        _ => return None,
    })
}

fn allowed(algo: Algo) -> bool {
    algo == Algo::Sha1 || nist_arc(algo).is_some()
}

/// The restrictions `generateKeyPair('rsa-pss', options)` gives its key, as OpenSSL sets
/// them: none when no option is given; otherwise a digest it cannot put in the
/// parameters becomes SHA-1, the MGF1 digest follows the message digest, and the salt
/// length defaults to the asked digest's length (RFC 8017 A.2.3).
pub(super) fn params_from_options(
    hash: Option<Algo>,
    mgf1: Option<Algo>,
    salt: Option<usize>,
) -> Option<PssParams> {
    if hash.is_none() && mgf1.is_none() && salt.is_none() {
        return None;
    }
    let h = hash.filter(|a| allowed(*a)).unwrap_or(Algo::Sha1);
    Some(PssParams {
        hash: h,
        mgf1: mgf1.filter(|a| allowed(*a)).unwrap_or(h),
        salt: salt.unwrap_or_else(|| hash.map_or(DEFAULT_SALT, Algo::output_len)),
    })
}

// ---------------------------------------------------------------------------------------
// DER

/// An INTEGER that fits a usize (salt lengths, the trailer field).
fn small_uint(value: &[u8]) -> Option<usize> {
    let m = asn1::read_uint(value)?;
    if m.len() > 4 {
        return None;
    }
    Some(m.iter().fold(0usize, |acc, b| (acc << 8) | usize::from(*b)))
}

/// A digest's AlgorithmIdentifier with the NULL parameters OpenSSL writes.
fn hash_alg_id(algo: Algo) -> Vec<u8> {
    let oid = match nist_arc(algo) {
        Some(arc) => [NIST_HASH_ARC, &[arc]].concat(),
        None => OID_SHA1.to_vec(),
    };
    tlv(0x30, &[tlv(0x06, &oid), vec![0x05, 0x00]].concat())
}

fn read_hash_alg_id(der: &[u8]) -> Option<Algo> {
    let (0x30, body, []) = read_tlv(der)? else {
        return None;
    };
    let (0x06, oid, params) = read_tlv(body)? else {
        return None;
    };
    // Parameters are absent or NULL.
    if !params.is_empty() && params != [0x05, 0x00] {
        return None;
    }
    if oid == OID_SHA1 {
        return Some(Algo::Sha1);
    }
    let arc = *oid.strip_prefix(NIST_HASH_ARC)?.first()?;
    if oid.len() != NIST_HASH_ARC.len() + 1 {
        return None;
    }
    [
        Algo::Sha256,
        Algo::Sha384,
        Algo::Sha512,
        Algo::Sha224,
        Algo::Sha512_224,
        Algo::Sha512_256,
    ]
    .into_iter()
    .find(|a| nist_arc(*a) == Some(arc))
}

/// The key's AlgorithmIdentifier: id-RSASSA-PSS, with RSASSA-PSS-params when restricted.
pub(super) fn key_alg_id(params: Option<&PssParams>) -> Vec<u8> {
    let mut body = tlv(0x06, OID_RSA_PSS);
    if let Some(p) = params {
        let mut seq = Vec::new();
        if p.hash != Algo::Sha1 {
            seq.extend(tlv(0xa0, &hash_alg_id(p.hash)));
        }
        if p.mgf1 != Algo::Sha1 {
            let mgf = tlv(0x30, &[tlv(0x06, OID_MGF1), hash_alg_id(p.mgf1)].concat());
            seq.extend(tlv(0xa1, &mgf));
        }
        if p.salt != DEFAULT_SALT {
            seq.extend(tlv(0xa2, &asn1::uint(&p.salt.to_be_bytes())));
        }
        body.extend(tlv(0x30, &seq));
    }
    tlv(0x30, &body)
}

/// The restrictions in an id-RSASSA-PSS AlgorithmIdentifier's parameters (the whole
/// TLV); `None` when they are malformed or name what OpenSSL refuses.
pub(super) fn read_params(der: &[u8]) -> Option<PssParams> {
    let (0x30, mut body, []) = read_tlv(der)? else {
        return None;
    };
    let mut p = PssParams {
        hash: Algo::Sha1,
        mgf1: Algo::Sha1,
        salt: DEFAULT_SALT,
    };
    let mut last_tag = None;
    while !body.is_empty() {
        let (tag, value, rest) = read_tlv(body)?;
        // Fields are in order, each at most once.
        if last_tag.is_some_and(|t| tag <= t) {
            return None;
        }
        last_tag = Some(tag);
        match tag {
            0xa0 => p.hash = read_hash_alg_id(value)?,
            0xa1 => {
                let (0x30, mgf, []) = read_tlv(value)? else {
                    return None;
                };
                let (0x06, oid, inner) = read_tlv(mgf)? else {
                    return None;
                };
                if oid != OID_MGF1 {
                    return None;
                }
                p.mgf1 = read_hash_alg_id(inner)?;
            }
            0xa2 => {
                let (0x02, n, []) = read_tlv(value)? else {
                    return None;
                };
                p.salt = small_uint(n)?;
            }
            0xa3 => {
                let (0x02, n, []) = read_tlv(value)? else {
                    return None;
                };
                if small_uint(n)? != 1 {
                    return None;
                }
            }
            _ => return None,
        }
        body = rest;
    }
    Some(p)
}

/// A SubjectPublicKeyInfo of an `rsa-pss` key around its PKCS#1 RSAPublicKey.
pub(super) fn spki_der(params: Option<&PssParams>, pkcs1_public: &[u8]) -> Vec<u8> {
    let bits = tlv(0x03, &[&[0u8][..], pkcs1_public].concat());
    tlv(0x30, &[key_alg_id(params), bits].concat())
}

/// A PKCS#8 PrivateKeyInfo of an `rsa-pss` key around its PKCS#1 RSAPrivateKey.
pub(super) fn pkcs8_der(params: Option<&PssParams>, pkcs1_private: &[u8]) -> Vec<u8> {
    let version = asn1::uint(&[0]);
    tlv(
        0x30,
        &[version, key_alg_id(params), tlv(0x04, pkcs1_private)].concat(),
    )
}

// ---------------------------------------------------------------------------------------
// EMSA-PSS

/// MGF1 (RFC 8017 B.2.1): `len` bytes from `seed` with `algo`.
fn mgf1(algo: Algo, seed: &[u8], len: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(len + algo.output_len());
    let mut counter: u32 = 0;
    while out.len() < len {
        let block = [seed, &counter.to_be_bytes()].concat();
        out.extend(digest(algo, &block, algo.output_len()));
        counter = counter.wrapping_add(1);
    }
    out.truncate(len);
    out
}

/// The largest salt a signature with this modulus and digest length can carry.
pub(super) fn max_salt(em_bits: usize, h_len: usize) -> usize {
    em_bits.div_ceil(8).saturating_sub(h_len + 2)
}

/// EMSA-PSS-ENCODE (RFC 8017 §9.1.1) of the message digest `m_hash`; `None` when the
/// modulus is too short for the digest and salt.
pub(super) fn encode(
    m_hash: &[u8],
    em_bits: usize,
    salt: &[u8],
    hash: Algo,
    mgf: Algo,
) -> Option<Vec<u8>> {
    let h_len = m_hash.len();
    let em_len = em_bits.div_ceil(8);
    if em_len < h_len + salt.len() + 2 {
        return None;
    }
    let m_prime = [&[0u8; 8][..], m_hash, salt].concat();
    let h = digest(hash, &m_prime, h_len);
    let db_len = em_len - h_len - 1;
    let mut db = vec![0u8; db_len];
    db[db_len - salt.len() - 1] = 1;
    db[db_len - salt.len()..].copy_from_slice(salt);
    for (d, m) in db.iter_mut().zip(mgf1(mgf, &h, db_len)) {
        *d ^= m;
    }
    db[0] &= 0xff >> (8 * em_len - em_bits);
    let mut em = db;
    em.extend_from_slice(&h);
    em.push(0xbc);
    Some(em)
}

/// EMSA-PSS-VERIFY (RFC 8017 §9.1.2) of `em` (`emLen` bytes) against `m_hash`. With
/// `salt` the salt must have that length; without, any length from `min_salt` up is
/// accepted (OpenSSL's "auto").
pub(super) fn verify(
    m_hash: &[u8],
    em: &[u8],
    em_bits: usize,
    salt: Option<usize>,
    min_salt: usize,
    hash: Algo,
    mgf: Algo,
) -> bool {
    let h_len = m_hash.len();
    let em_len = em_bits.div_ceil(8);
    if em.len() != em_len || em_len < h_len + 2 || em[em_len - 1] != 0xbc {
        return false;
    }
    let db_len = em_len - h_len - 1;
    let (masked, rest) = em.split_at(db_len);
    let h = &rest[..h_len];
    let top_mask = 0xffu8 >> (8 * em_len - em_bits);
    if masked[0] & !top_mask != 0 {
        return false;
    }
    let mut db: Vec<u8> = masked
        .iter()
        .zip(mgf1(mgf, h, db_len))
        .map(|(a, b)| a ^ b)
        .collect();
    db[0] &= top_mask;
    let Some(one) = db.iter().position(|b| *b != 0) else {
        return false;
    };
    if db[one] != 1 {
        return false;
    }
    let found = db_len - one - 1;
    if salt.is_some_and(|s| s != found) || found < min_salt {
        return false;
    }
    let m_prime = [&[0u8; 8][..], m_hash, &db[one + 1..]].concat();
    digest(hash, &m_prime, h_len) == h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_round_trip_with_defaults_left_out() {
        let p = PssParams {
            hash: Algo::Sha256,
            mgf1: Algo::Sha256,
            salt: 32,
        };
        let alg = key_alg_id(Some(&p));
        let (_, body, _) = read_tlv(&alg).unwrap();
        let (_, _, params) = read_tlv(body).unwrap();
        assert_eq!(read_params(params), Some(p));
        // All defaults: an empty SEQUENCE.
        let d = params_from_options(Some(Algo::Sha1), None, None).unwrap();
        assert_eq!(
            key_alg_id(Some(&d))[2..],
            [&[0x06, 9][..], OID_RSA_PSS, &[0x30, 0]].concat()[..]
        );
        assert_eq!(key_alg_id(None).len(), 13);
    }

    #[test]
    fn option_defaults_follow_openssl() {
        let p = params_from_options(Some(Algo::Md5), None, None).unwrap();
        assert_eq!((p.hash, p.mgf1, p.salt), (Algo::Sha1, Algo::Sha1, 16));
        let p = params_from_options(None, Some(Algo::Sha384), None).unwrap();
        assert_eq!((p.hash, p.mgf1, p.salt), (Algo::Sha1, Algo::Sha384, 20));
        assert_eq!(params_from_options(None, None, None), None);
    }

    #[test]
    fn encode_then_verify() {
        let m_hash = digest(Algo::Sha256, b"abc", 32);
        let salt = [7u8; 10];
        let em = encode(&m_hash, 1023, &salt, Algo::Sha256, Algo::Sha1).unwrap();
        let check = |salt, min, mgf| verify(&m_hash, &em, 1023, salt, min, Algo::Sha256, mgf);
        assert!(check(None, 0, Algo::Sha1));
        assert!(check(Some(10), 0, Algo::Sha1));
        assert!(!check(Some(11), 0, Algo::Sha1));
        assert!(!check(None, 11, Algo::Sha1));
        assert!(!check(None, 0, Algo::Sha256));
        assert!(encode(&m_hash, 300, &[0u8; 10], Algo::Sha256, Algo::Sha1).is_none());
    }
}
