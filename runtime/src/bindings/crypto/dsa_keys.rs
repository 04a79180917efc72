//! DSA keys: domain parameters and key pairs generated with OpenSSL 3's size rules, the
//! PKCS#8 and SubjectPublicKeyInfo encodings (id-dsa with Dss-Parms), and signatures. The
//! signature arithmetic is the dsa crate's (its `hazmat` constructors take OpenSSL's
//! non-FIPS sizes); the parameter search is here, on crypto-primes' tests via dh.rs.

use crypto_bigint::{BoxedUint, NonZero, Resize};
use crypto_primes::Flavor;
use ecdsa::signature::hazmat::{PrehashVerifier, RandomizedPrehashSigner};

use super::asn1::{self, read_tlv, tlv};
use super::dh::{is_prime, mod_pow};
use super::prime;

/// A DSA key as big-endian magnitudes: the domain parameters `p`, `q`, `g`, the public
/// `y` and, for a private key, `x`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DsaKey {
    pub p: Vec<u8>,
    pub q: Vec<u8>,
    pub g: Vec<u8>,
    pub y: Vec<u8>,
    pub x: Option<Vec<u8>>,
}

/// Why a DSA operation failed, for keys.rs to report as OpenSSL does.
#[derive(Debug, PartialEq, Eq)]
pub enum DsaError {
    /// Sizes OpenSSL's key manager refuses outright.
    KeyMgmt,
    /// Sizes the parameter generator refuses.
    BadParameters,
    NoEntropy,
    /// DER or numbers that are not a DSA key.
    Decode,
    Sign,
}

/// id-dsa, 1.2.840.10040.4.1 (content octets).
pub(super) const OID_DSA: &[u8] = &[0x2a, 0x86, 0x48, 0xce, 0x38, 0x04, 0x01];

fn big(b: &[u8]) -> BoxedUint {
    BoxedUint::from_be_slice_vartime(b)
}

fn bytes(n: &BoxedUint) -> Vec<u8> {
    n.to_be_bytes_trimmed_vartime().into_vec()
}

/// A random number of exactly `bits` bits (prime.rs's), or `NoEntropy`.
fn random_bits(bits: usize, odd: bool) -> Result<BoxedUint, DsaError> {
    prime::random_bits(bits as u32, false, odd).ok_or(DsaError::NoEntropy)
}

/// The modulus size OpenSSL 3 makes for a requested `modulusLength`: under 2048 bits it
/// rounds up to a multiple of 64, and refuses what is still under 1024.
fn modulus_bits(requested: usize) -> Result<usize, DsaError> {
    if requested >= 2048 {
        return Ok(requested);
    }
    let rounded = requested.div_ceil(64) * 64;
    if rounded < 1024 {
        return Err(DsaError::BadParameters);
    }
    Ok(rounded)
}

/// New domain parameters and key pair: `q` a prime of `n` bits, `p` a prime of `l` bits
/// with `q | p - 1`, `g` of order `q` (FIPS 186-4 A.1/A.2.1 with random candidates).
pub(super) fn generate(l: usize, n: Option<usize>) -> Result<DsaKey, DsaError> {
    // OpenSSL 3's default divisor is 224 bits, whatever the modulus.
    let n = n.unwrap_or(224);
    if l < 512 || ![160, 224, 256].contains(&n) {
        return Err(DsaError::KeyMgmt);
    }
    let l = modulus_bits(l)?;
    // Every p-sized number is kept at one precision, as crypto-bigint's arithmetic wants.
    let pp = l as u32 + 64;
    let one = |prec: u32| BoxedUint::one().resize_unchecked(prec);
    let (p, q) = 'search: loop {
        let q = random_bits(n, true)?;
        if q.bit_width() as usize != n || !is_prime(&q, Flavor::Any) {
            continue;
        }
        let two_q = q
            .clone()
            .resize_unchecked(pp)
            .shl_vartime(1)
            .ok_or(DsaError::BadParameters)?;
        let two_q: NonZero<BoxedUint> =
            Option::from(two_q.into_nz()).ok_or(DsaError::BadParameters)?;
        for _ in 0..4 * l {
            let m = random_bits(l, false)?.resize_unchecked(pp);
            let r = m.rem_vartime(&two_q).resize_unchecked(pp);
            let p = m.wrapping_sub(&r).wrapping_add(one(pp));
            if p.bit_width() as usize == l && is_prime(&p, Flavor::Any) {
                break 'search (p, q);
            }
        }
    };
    let q_wide: NonZero<BoxedUint> =
        Option::from(q.clone().resize_unchecked(pp).into_nz()).ok_or(DsaError::BadParameters)?;
    let e = p.wrapping_sub(one(pp)).div_rem_vartime(&q_wide).0;
    let mut h = BoxedUint::from(2u32).resize_unchecked(pp);
    let g = loop {
        let g = mod_pow(&h, &e, &p).ok_or(DsaError::BadParameters)?;
        if g.bit_width() > 1 {
            break g;
        }
        h = h.wrapping_add(one(pp));
    };
    // x uniformly in [1, q - 1]: n + 64 random bits reduced mod q - 1, plus one.
    let q_minus_1: NonZero<BoxedUint> =
        Option::from(q.wrapping_sub(one(q.bits_precision())).into_nz())
            .ok_or(DsaError::BadParameters)?;
    let r = random_bits(n + 64, false)?.rem_vartime(&q_minus_1);
    let x = r.wrapping_add(one(r.bits_precision()));
    let y = mod_pow(&g, &x, &p).ok_or(DsaError::BadParameters)?;
    Ok(DsaKey {
        p: bytes(&p),
        q: bytes(&q),
        g: bytes(&g),
        y: bytes(&y),
        x: Some(bytes(&x)),
    })
}

impl DsaKey {
    pub fn modulus_bits(&self) -> usize {
        big(&self.p).bit_width() as usize
    }

    pub fn divisor_bits(&self) -> usize {
        big(&self.q).bit_width() as usize
    }

    pub fn public_only(&self) -> DsaKey {
        DsaKey {
            x: None,
            ..self.clone()
        }
    }

    fn alg_id(&self) -> Vec<u8> {
        let params = tlv(
            0x30,
            &[
                asn1::uint(&self.p),
                asn1::uint(&self.q),
                asn1::uint(&self.g),
            ]
            .concat(),
        );
        tlv(0x30, &[tlv(0x06, OID_DSA), params].concat())
    }

    /// The SubjectPublicKeyInfo.
    pub(super) fn spki_der(&self) -> Vec<u8> {
        asn1::spki_of_uint(&self.alg_id(), &self.y)
    }

    /// The PKCS#8 PrivateKeyInfo (`None` for a public key).
    pub(super) fn pkcs8_der(&self) -> Option<Vec<u8>> {
        Some(asn1::pkcs8_of_uint(&self.alg_id(), self.x.as_ref()?))
    }

    /// The dsa crate's key. Its arithmetic wants `g` and `y` at `p`'s precision (and `x`
    /// at `q`'s), whatever their own lengths.
    fn verifying_key(&self) -> Option<dsa::VerifyingKey> {
        let p = big(&self.p);
        let prec = p.bits_precision();
        let g = big(&self.g).resize_unchecked(prec);
        let components = dsa::Components::from_components_unchecked(p, big(&self.q), g).ok()?;
        dsa::VerifyingKey::from_components(components, big(&self.y).resize_unchecked(prec)).ok()
    }

    /// A signature of the digest `hash`: DER, or r || s each as long as `q` (IEEE P1363).
    pub(super) fn sign<R>(&self, rng: &mut R, hash: &[u8], p1363: bool) -> Result<Vec<u8>, DsaError>
    where
        R: ecdsa::signature::rand_core::TryCryptoRng + ?Sized,
    {
        let x = self.x.as_ref().ok_or(DsaError::Sign)?;
        let vk = self.verifying_key().ok_or(DsaError::Decode)?;
        let x = big(x).resize_unchecked(big(&self.q).bits_precision());
        let sk = dsa::SigningKey::from_components(vk, x).map_err(|_| DsaError::Decode)?;
        // The crate asserts on sizes it does not expect; a key read from outside must not
        // take the process down with it.
        let signed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            sk.sign_prehash_with_rng(rng, hash)
        }));
        let sig: dsa::Signature = signed
            .map_err(|_| DsaError::Sign)?
            .map_err(|_| DsaError::Sign)?;
        if p1363 {
            let width = self.q.len();
            let mut out = Vec::with_capacity(2 * width);
            for part in [sig.r(), sig.s()] {
                let b = bytes(part);
                out.resize(out.len() + width.saturating_sub(b.len()), 0);
                out.extend_from_slice(&b);
            }
            return Ok(out);
        }
        der::Encode::to_der(&sig).map_err(|_| DsaError::Sign)
    }

    /// Whether `sig` (DER, or IEEE P1363) signs the digest `hash`.
    pub(super) fn verify(&self, hash: &[u8], sig: &[u8], p1363: bool) -> bool {
        let Some(vk) = self.verifying_key() else {
            return false;
        };
        let parsed = if p1363 {
            if sig.is_empty() || !sig.len().is_multiple_of(2) {
                return false;
            }
            let (r, s) = sig.split_at(sig.len() / 2);
            dsa::Signature::from_components(big(r), big(s))
        } else {
            <dsa::Signature as der::Decode>::from_der(sig).ok()
        };
        let Some(sig) = parsed else {
            return false;
        };
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            vk.verify_prehash(hash, &sig).is_ok()
        }))
        .unwrap_or(false)
    }
}

/// The Dss-Parms of an id-dsa AlgorithmIdentifier (the parameters' whole TLV).
fn read_params(der: &[u8]) -> Option<(Vec<u8>, Vec<u8>, Vec<u8>)> {
    let (0x30, mut body, []) = read_tlv(der)? else {
        return None;
    };
    let mut out = Vec::new();
    for _ in 0..3 {
        let (0x02, v, rest) = read_tlv(body)? else {
            return None;
        };
        out.push(asn1::read_uint(v)?.to_vec());
        body = rest;
    }
    if !body.is_empty() {
        return None;
    }
    let g = out.pop()?;
    let q = out.pop()?;
    let p = out.pop()?;
    Some((p, q, g))
}

/// `a < b` for trimmed big-endian magnitudes.
fn less(a: &[u8], b: &[u8]) -> bool {
    (a.len(), a) < (b.len(), b)
}

/// Checks that make a key usable: an odd `p`, `1 < g < p`, and `q` dividing `p - 1`.
fn checked(key: DsaKey) -> Result<DsaKey, DsaError> {
    let odd = key.p.last().is_some_and(|b| b & 1 == 1);
    if !odd || !less(&[1], &key.q) || !less(&[1], &key.g) || !less(&key.g, &key.p) {
        return Err(DsaError::Decode);
    }
    let p = big(&key.p);
    let prec = p.bits_precision();
    let q: NonZero<BoxedUint> =
        Option::from(big(&key.q).resize_unchecked(prec).into_nz()).ok_or(DsaError::Decode)?;
    let p_minus_1 = p.wrapping_sub(BoxedUint::one().resize_unchecked(prec));
    if less(&key.p, &key.q) || !bool::from(p_minus_1.rem_vartime(&q).is_zero()) {
        return Err(DsaError::Decode);
    }
    Ok(key)
}

/// A DSA key from the id-dsa AlgorithmIdentifier's parameters and a PKCS#8 `privateKey`.
pub(super) fn from_pkcs8(params: &[u8], private_key: &[u8]) -> Result<DsaKey, DsaError> {
    let (p, q, g) = read_params(params).ok_or(DsaError::Decode)?;
    let x = asn1::read_whole_uint(private_key).ok_or(DsaError::Decode)?;
    let y = bytes(&mod_pow(&big(&g), &big(&x), &big(&p)).ok_or(DsaError::Decode)?);
    checked(DsaKey {
        p,
        q,
        g,
        y,
        x: Some(x),
    })
}

/// A DSA public key from the parameters and the SubjectPublicKeyInfo's key bits.
pub(super) fn from_spki(params: &[u8], public_key: &[u8]) -> Result<DsaKey, DsaError> {
    let (p, q, g) = read_params(params).ok_or(DsaError::Decode)?;
    let y = asn1::read_whole_uint(public_key).ok_or(DsaError::Decode)?;
    checked(DsaKey {
        p,
        q,
        g,
        y,
        x: None,
    })
}

/// OpenSSL's traditional DSA private key ("DSA PRIVATE KEY"): a SEQUENCE of the version
/// 0, p, q, g, y and x.
pub(super) fn from_traditional(der: &[u8]) -> Result<DsaKey, DsaError> {
    let (0x30, mut body, []) = read_tlv(der).ok_or(DsaError::Decode)? else {
        return Err(DsaError::Decode);
    };
    let mut ints = Vec::new();
    while !body.is_empty() {
        let (0x02, v, rest) = read_tlv(body).ok_or(DsaError::Decode)? else {
            return Err(DsaError::Decode);
        };
        ints.push(asn1::read_uint(v).ok_or(DsaError::Decode)?.to_vec());
        body = rest;
    }
    let [version, p, q, g, y, x] = <[Vec<u8>; 6]>::try_from(ints).map_err(|_| DsaError::Decode)?;
    if !version.is_empty() {
        return Err(DsaError::Decode);
    }
    checked(DsaKey {
        p,
        q,
        g,
        y,
        x: Some(x),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openssl_sizes() {
        assert_eq!(modulus_bits(1025), Ok(1088));
        assert_eq!(modulus_bits(961), Ok(1024));
        assert_eq!(modulus_bits(960), Err(DsaError::BadParameters));
        assert_eq!(modulus_bits(2049), Ok(2049));
        assert_eq!(generate(1024, Some(100)), Err(DsaError::KeyMgmt));
        assert_eq!(generate(256, None), Err(DsaError::KeyMgmt));
    }

    #[test]
    fn generate_encode_sign_verify() {
        let key = generate(1024, Some(160)).expect("generate");
        assert_eq!((key.modulus_bits(), key.divisor_bits()), (1024, 160));
        let der = key.pkcs8_der().expect("private");
        let (_, body, _) = read_tlv(&der).unwrap();
        let (_, _, rest) = read_tlv(body).unwrap(); // version
        let (_, alg, rest) = read_tlv(rest).unwrap();
        let (_, _, params) = read_tlv(alg).unwrap(); // OID, then the parameters
        let (_, octets, _) = read_tlv(rest).unwrap();
        assert_eq!(from_pkcs8(params, octets).expect("read back"), key);
        let hash = [3u8; 32];
        let mut rng = super::super::keys::OsRng;
        for p1363 in [false, true] {
            let sig = key.sign(&mut rng, &hash, p1363).expect("sign");
            assert!(key.public_only().verify(&hash, &sig, p1363));
            assert!(!key.verify(&[4u8; 32], &sig, p1363));
        }
    }
}
