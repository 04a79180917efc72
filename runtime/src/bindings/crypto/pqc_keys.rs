//! Module-lattice key pairs: ML-DSA signatures (FIPS 204) and ML-KEM key encapsulation
//! (FIPS 203), on RustCrypto's `ml-dsa` and `ml-kem`. A private key is its seed (ML-DSA's
//! 32-byte xi, ML-KEM's 64-byte d || z) when the key came with one, else the expanded
//! private key OpenSSL also reads; the public bytes are always held. The PKCS#8 forms are
//! those of RFC 9881 / RFC 9935 (a CHOICE of `[0] seed`, `expandedKey` or both), written
//! seed-first as OpenSSL 3.5 writes them. SLH-DSA keys (FIPS 205, slh_dsa.rs) share the
//! type: they have no seed, their private key is held as the expanded form, and their
//! PKCS#8 carries it bare. keys.rs wraps these in its `Key`.

use super::asn1::{pkcs8, read_tlv, spki, tlv};
use super::slh_dsa::{self, SlhSet};
use ml_dsa::{KeyExport as _, Keypair as _};
#[allow(deprecated)] // the expanded form is deprecated upstream, and still what keys carry
use ml_kem::{Decapsulate as _, ExpandedKeyEncoding as _};

/// The parameter sets: ML-DSA's three, ML-KEM's three and SLH-DSA's twelve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PqcKind {
    MlDsa44,
    MlDsa65,
    MlDsa87,
    MlKem512,
    MlKem768,
    MlKem1024,
    SlhDsa(SlhSet),
}

/// Runs `$body` with `$P` the ml-dsa parameter type of `$kind`, or `$other` for ML-KEM.
macro_rules! with_dsa {
    ($kind:expr, $P:ident => $body:expr, $other:expr) => {
        match $kind {
            PqcKind::MlDsa44 => {
                type $P = ml_dsa::MlDsa44;
                $body
            }
            PqcKind::MlDsa65 => {
                type $P = ml_dsa::MlDsa65;
                $body
            }
            PqcKind::MlDsa87 => {
                type $P = ml_dsa::MlDsa87;
                $body
            }
            _ => $other,
        }
    };
}

/// Runs `$body` with `$P` the ml-kem parameter type of `$kind`, or `$other` for ML-DSA.
macro_rules! with_kem {
    ($kind:expr, $P:ident => $body:expr, $other:expr) => {
        match $kind {
            PqcKind::MlKem512 => {
                type $P = ml_kem::MlKem512;
                $body
            }
            PqcKind::MlKem768 => {
                type $P = ml_kem::MlKem768;
                $body
            }
            PqcKind::MlKem1024 => {
                type $P = ml_kem::MlKem1024;
                $body
            }
            _ => $other,
        }
    };
}

impl PqcKind {
    /// The lattice sets (the SLH-DSA sets come from [`SlhSet::ALL`]).
    pub(super) const LATTICE: [PqcKind; 6] = [
        PqcKind::MlDsa44,
        PqcKind::MlDsa65,
        PqcKind::MlDsa87,
        PqcKind::MlKem512,
        PqcKind::MlKem768,
        PqcKind::MlKem1024,
    ];

    /// Every parameter set.
    pub(super) fn all() -> impl Iterator<Item = PqcKind> {
        Self::LATTICE
            .into_iter()
            .chain(SlhSet::ALL.into_iter().map(PqcKind::SlhDsa))
    }

    /// Node's `asymmetricKeyType`.
    pub(super) fn type_name(self) -> &'static str {
        match self {
            PqcKind::MlDsa44 => "ml-dsa-44",
            PqcKind::MlDsa65 => "ml-dsa-65",
            PqcKind::MlDsa87 => "ml-dsa-87",
            PqcKind::MlKem512 => "ml-kem-512",
            PqcKind::MlKem768 => "ml-kem-768",
            PqcKind::MlKem1024 => "ml-kem-1024",
            PqcKind::SlhDsa(set) => set.type_name(),
        }
    }

    pub(super) fn from_type_name(name: &str) -> Option<PqcKind> {
        Self::all().find(|k| k.type_name() == name)
    }

    /// ML-DSA and SLH-DSA sign; ML-KEM encapsulates.
    pub(super) fn signs(self) -> bool {
        !matches!(
            self,
            PqcKind::MlKem512 | PqcKind::MlKem768 | PqcKind::MlKem1024
        )
    }

    /// The content octets of the parameter set's OID (NIST's 2.16.840.1.101.3.4.3.17-19
    /// for ML-DSA, .3.20-31 for SLH-DSA, .4.4.1-3 for ML-KEM).
    fn oid(self) -> [u8; 9] {
        let (family, arc) = match self {
            PqcKind::MlDsa44 => (3, 17),
            PqcKind::MlDsa65 => (3, 18),
            PqcKind::MlDsa87 => (3, 19),
            PqcKind::MlKem512 => (4, 1),
            PqcKind::MlKem768 => (4, 2),
            PqcKind::MlKem1024 => (4, 3),
            PqcKind::SlhDsa(set) => (3, set.oid_arc()),
        };
        [0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, family, arc]
    }

    pub(super) fn from_oid(oid: &[u8]) -> Option<PqcKind> {
        Self::all().find(|k| k.oid() == oid)
    }

    /// The length of the seed a private key is made from.
    pub(super) fn seed_len(self) -> usize {
        if self.signs() {
            32
        } else {
            64
        }
    }

    fn public_len(self) -> usize {
        match self {
            PqcKind::MlDsa44 => 1312,
            PqcKind::MlDsa65 => 1952,
            PqcKind::MlDsa87 => 2592,
            PqcKind::MlKem512 => 800,
            PqcKind::MlKem768 => 1184,
            PqcKind::MlKem1024 => 1568,
            PqcKind::SlhDsa(set) => set.public_len(),
        }
    }

    fn expanded_len(self) -> usize {
        match self {
            PqcKind::MlDsa44 => 2560,
            PqcKind::MlDsa65 => 4032,
            PqcKind::MlDsa87 => 4896,
            PqcKind::MlKem512 => 1632,
            PqcKind::MlKem768 => 2400,
            PqcKind::MlKem1024 => 3168,
            PqcKind::SlhDsa(set) => set.private_len(),
        }
    }

    /// `AlgorithmIdentifier { OID }` (the parameters are absent).
    fn algorithm_id(self) -> Vec<u8> {
        tlv(0x30, &tlv(0x06, &self.oid()))
    }
}

/// One ML-DSA, ML-KEM or SLH-DSA key. A private key has a seed, an expanded key, or both
/// (SLH-DSA: the expanded key only).
#[derive(Clone)]
pub struct PqcKey {
    pub(super) kind: PqcKind,
    pub(super) public: Vec<u8>,
    pub(super) seed: Option<Vec<u8>>,
    /// Only kept for keys that came without a seed; a seed is the better form.
    expanded: Option<Vec<u8>>,
}

/// Whether every coefficient of the packed s1 and s2 vectors of an ML-DSA expanded key
/// lies in [0, 2 eta], as FIPS 204's skDecode needs (the crate asserts it).
fn dsa_secret_ranges_ok(kind: PqcKind, expanded: &[u8]) -> bool {
    // (l + k polynomials, eta)
    let (polys, eta) = match kind {
        PqcKind::MlDsa44 => (8, 2u16),
        PqcKind::MlDsa65 => (11, 4),
        PqcKind::MlDsa87 => (15, 2),
        _ => return false,
    };
    let bits = if eta == 2 { 3 } else { 4 };
    let packed = polys * 256 * bits / 8;
    let Some(area) = expanded.get(128..128 + packed) else {
        return false;
    };
    (0..polys * 256).all(|i| {
        let bit = i * bits;
        let (byte, shift) = (bit / 8, bit % 8);
        let lo = u16::from(area[byte]);
        let hi = area.get(byte + 1).map_or(0, |b| u16::from(*b));
        let value = ((hi << 8 | lo) >> shift) & ((1 << bits) - 1);
        value <= 2 * eta
    })
}

/// SHAKE256(`data`) to 64 bytes: ML-DSA's `tr`, the hash of the public key.
fn shake256_64(data: &[u8]) -> [u8; 64] {
    use digest::{ExtendableOutput, Update, XofReader};
    let mut h = shake::Shake256::default();
    h.update(data);
    let mut out = [0u8; 64];
    h.finalize_xof().read(&mut out);
    out
}

impl PqcKey {
    /// The private key of `seed`; `None` if its length is not the parameter set's.
    pub(super) fn from_seed(kind: PqcKind, seed: &[u8]) -> Option<PqcKey> {
        let public = with_dsa!(kind, P => {
            let seed = ml_dsa::B32::try_from(seed).ok()?;
            ml_dsa::SigningKey::<P>::from_seed(&seed).verifying_key().encode().to_vec()
        }, with_kem!(kind, P => {
            let seed = ml_kem::Seed::try_from(seed).ok()?;
            ml_kem::DecapsulationKey::<P>::from_seed(seed).encapsulation_key().to_bytes().to_vec()
        }, return None));
        Some(PqcKey {
            kind,
            public,
            seed: Some(seed.to_vec()),
            expanded: None,
        })
    }

    /// The private key of an expanded encoding, checked as OpenSSL checks it: ML-KEM's
    /// embedded public key and its hash, ML-DSA's coefficient ranges and `tr`.
    #[allow(deprecated)] // the expanded form is deprecated upstream, and still what keys carry
    pub(super) fn from_expanded(kind: PqcKind, expanded: &[u8]) -> Option<PqcKey> {
        if expanded.len() != kind.expanded_len() {
            return None;
        }
        if let PqcKind::SlhDsa(set) = kind {
            // OpenSSL takes PK.root as written rather than recomputing the hypertree.
            return Some(PqcKey {
                kind,
                public: slh_dsa::public_of(set, expanded)?.to_vec(),
                seed: None,
                expanded: Some(expanded.to_vec()),
            });
        }
        let public = with_dsa!(kind, P => {
            if !dsa_secret_ranges_ok(kind, expanded) {
                return None;
            }
            let bytes = ml_dsa::ExpandedSigningKeyBytes::<P>::try_from(expanded).ok()?;
            let public = ml_dsa::ExpandedSigningKey::<P>::from_expanded(&bytes)
                .verifying_key()
                .encode()
                .to_vec();
            if shake256_64(&public)[..] != expanded[64..128] {
                return None;
            }
            public
        }, with_kem!(kind, P => {
            let bytes = ml_kem::ExpandedDecapsulationKey::<P>::try_from(expanded).ok()?;
            ml_kem::DecapsulationKey::<P>::from_expanded(&bytes)
                .ok()?
                .encapsulation_key()
                .to_bytes()
                .to_vec()
        }, return None));
        Some(PqcKey {
            kind,
            public,
            seed: None,
            expanded: Some(expanded.to_vec()),
        })
    }

    /// The public key `public`; ML-KEM's is checked to hold reduced coefficients.
    pub(super) fn from_public(kind: PqcKind, public: &[u8]) -> Option<PqcKey> {
        if public.len() != kind.public_len() {
            return None;
        }
        with_kem!(kind, P => {
            let key = ml_kem::Key::<ml_kem::EncapsulationKey<P>>::try_from(public).ok()?;
            ml_kem::EncapsulationKey::<P>::new(&key).ok()?;
        }, ());
        Some(PqcKey {
            kind,
            public: public.to_vec(),
            seed: None,
            expanded: None,
        })
    }

    /// A new random private key; `None` if the system has no randomness.
    pub(super) fn generate(kind: PqcKind) -> Option<PqcKey> {
        if let PqcKind::SlhDsa(set) = kind {
            return Self::from_expanded(kind, &slh_dsa::generate(set)?);
        }
        let mut seed = vec![0u8; kind.seed_len()];
        getrandom::fill(&mut seed).ok()?;
        Self::from_seed(kind, &seed)
    }

    /// JWK's `priv` (and Node's raw private form): the seed of a lattice key, the whole
    /// private key of an SLH-DSA key.
    pub(super) fn jwk_private(&self) -> Option<&[u8]> {
        match self.kind {
            PqcKind::SlhDsa(_) => self.expanded.as_deref(),
            _ => self.seed.as_deref(),
        }
    }

    /// The key whose [`Self::jwk_private`] is `bytes`: from a seed for a lattice key, from
    /// the whole private key for SLH-DSA.
    pub(super) fn from_jwk_private(kind: PqcKind, bytes: &[u8]) -> Option<PqcKey> {
        match kind {
            PqcKind::SlhDsa(_) => PqcKey::from_expanded(kind, bytes),
            _ => PqcKey::from_seed(kind, bytes),
        }
    }

    pub(super) fn is_private(&self) -> bool {
        self.seed.is_some() || self.expanded.is_some()
    }

    pub(super) fn public_only(&self) -> PqcKey {
        PqcKey {
            kind: self.kind,
            public: self.public.clone(),
            seed: None,
            expanded: None,
        }
    }

    /// The expanded private key (derived from the seed when the key has one).
    #[allow(deprecated)]
    fn expanded_bytes(&self) -> Option<Vec<u8>> {
        if let Some(expanded) = &self.expanded {
            return Some(expanded.clone());
        }
        let seed = self.seed.as_deref()?;
        with_dsa!(self.kind, P => {
            let seed = ml_dsa::B32::try_from(seed).ok()?;
            Some(ml_dsa::SigningKey::<P>::from_seed(&seed).expanded_key().to_expanded().to_vec())
        }, with_kem!(self.kind, P => {
            let seed = ml_kem::Seed::try_from(seed).ok()?;
            Some(ml_kem::DecapsulationKey::<P>::from_seed(seed).to_expanded_bytes().to_vec())
        }, None))
    }

    /// The key inside PKCS#8's `privateKey` field: `[0] seed`, `expandedKey`, or
    /// `SEQUENCE { seed, expandedKey }`, whose two halves must agree.
    pub(super) fn from_pkcs8(kind: PqcKind, private_key: &[u8]) -> Option<PqcKey> {
        if let PqcKind::SlhDsa(_) = kind {
            return Self::from_expanded(kind, private_key);
        }
        match read_tlv(private_key)? {
            (0x80, seed, []) => Self::from_seed(kind, seed),
            (0x04, expanded, []) => Self::from_expanded(kind, expanded),
            (0x30, both, []) => {
                let (0x04, seed, rest) = read_tlv(both)? else {
                    return None;
                };
                let (0x04, expanded, []) = read_tlv(rest)? else {
                    return None;
                };
                let key = Self::from_seed(kind, seed)?;
                (key.expanded_bytes()?.as_slice() == expanded).then_some(key)
            }
            _ => None,
        }
    }

    /// PKCS#8 `PrivateKeyInfo`: the seed alone when the key has one, else the expanded key.
    pub(super) fn pkcs8_der(&self) -> Option<Vec<u8>> {
        let inner = match (&self.seed, &self.expanded) {
            (None, Some(private)) if matches!(self.kind, PqcKind::SlhDsa(_)) => private.clone(),
            (Some(seed), _) => tlv(0x80, seed),
            (None, Some(expanded)) => tlv(0x04, expanded),
            (None, None) => return None,
        };
        Some(pkcs8(&self.kind.algorithm_id(), &inner))
    }

    /// `SubjectPublicKeyInfo` of the public key.
    pub(super) fn spki_der(&self) -> Vec<u8> {
        spki(&self.kind.algorithm_id(), &self.public)
    }

    /// The hedged ML-DSA signature of `message` under `context` (at most 255 bytes). `None`
    /// for a public or ML-KEM key, or when randomness or the signing loop fails.
    #[allow(deprecated)]
    pub(super) fn sign(&self, message: &[u8], context: &[u8]) -> Option<Vec<u8>> {
        if let PqcKind::SlhDsa(set) = self.kind {
            return slh_dsa::sign(set, self.expanded.as_deref()?, message, context);
        }
        with_dsa!(self.kind, P => {
            let mut rng = super::keys::OsRng;
            let signature = match (&self.seed, &self.expanded) {
                (Some(seed), _) => {
                    let seed = ml_dsa::B32::try_from(seed.as_slice()).ok()?;
                    ml_dsa::SigningKey::<P>::from_seed(&seed)
                        .expanded_key()
                        .sign_randomized(message, context, &mut rng)
                        .ok()?
                }
                (None, Some(expanded)) => {
                    // Checked by from_expanded, so decoding cannot fail here.
                    let bytes =
                        ml_dsa::ExpandedSigningKeyBytes::<P>::try_from(expanded.as_slice()).ok()?;
                    ml_dsa::ExpandedSigningKey::<P>::from_expanded(&bytes)
                        .sign_randomized(message, context, &mut rng)
                        .ok()?
                }
                (None, None) => return None,
            };
            Some(signature.encode().to_vec())
        }, None)
    }

    /// Whether `signature` is this key's ML-DSA signature of `message` under `context`.
    pub(super) fn verify(&self, message: &[u8], signature: &[u8], context: &[u8]) -> bool {
        if let PqcKind::SlhDsa(set) = self.kind {
            return slh_dsa::verify(set, &self.public, message, signature, context);
        }
        with_dsa!(self.kind, P => {
            let (Ok(public), Ok(encoded)) = (
                ml_dsa::EncodedVerifyingKey::<P>::try_from(self.public.as_slice()),
                ml_dsa::EncodedSignature::<P>::try_from(signature),
            ) else {
                return false;
            };
            let Some(signature) = ml_dsa::Signature::<P>::decode(&encoded) else {
                return false;
            };
            ml_dsa::VerifyingKey::<P>::decode(&public)
                .verify_with_context(message, context, &signature)
        }, false)
    }

    /// A fresh ML-KEM shared secret and its ciphertext for this (public) key; `None` for
    /// an ML-DSA key or when the system has no randomness.
    pub(super) fn encapsulate(&self) -> Option<(Vec<u8>, Vec<u8>)> {
        with_kem!(self.kind, P => {
            let public = ml_kem::Key::<ml_kem::EncapsulationKey<P>>::try_from(self.public.as_slice()).ok()?;
            let key = ml_kem::EncapsulationKey::<P>::new(&public).ok()?;
            let mut m = ml_kem::B32::default();
            getrandom::fill(&mut m).ok()?;
            let (ciphertext, shared) = key.encapsulate_deterministic(&m);
            Some((ciphertext.to_vec(), shared.to_vec()))
        }, None)
    }

    /// The shared secret `ciphertext` carries for this private ML-KEM key; `None` for a
    /// ciphertext of the wrong length or a key that cannot decapsulate.
    #[allow(deprecated)]
    pub(super) fn decapsulate(&self, ciphertext: &[u8]) -> Option<Vec<u8>> {
        with_kem!(self.kind, P => {
            let ciphertext = ml_kem::Ciphertext::<P>::try_from(ciphertext).ok()?;
            let key = match (&self.seed, &self.expanded) {
                (Some(seed), _) => {
                    ml_kem::DecapsulationKey::<P>::from_seed(ml_kem::Seed::try_from(seed.as_slice()).ok()?)
                }
                (None, Some(expanded)) => {
                    let bytes = ml_kem::ExpandedDecapsulationKey::<P>::try_from(expanded.as_slice()).ok()?;
                    ml_kem::DecapsulationKey::<P>::from_expanded(&bytes).ok()?
                }
                (None, None) => return None,
            };
            Some(key.decapsulate(&ciphertext).to_vec())
        }, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_pkcs8_spki_round_trip() {
        for kind in PqcKind::LATTICE {
            let key = PqcKey::generate(kind).expect("generate");
            assert_eq!(key.public.len(), kind.public_len());
            let pkcs8 = key.pkcs8_der().expect("pkcs8");
            let info = <pkcs8::PrivateKeyInfoRef as der::Decode>::from_der(&pkcs8).expect("parse");
            assert_eq!(PqcKind::from_oid(info.algorithm.oid.as_bytes()), Some(kind));
            let back = PqcKey::from_pkcs8(kind, info.private_key.as_bytes()).expect("back");
            assert_eq!(back.public, key.public);
            assert_eq!(back.seed, key.seed);
            let spki = key.spki_der();
            let info =
                <spki::SubjectPublicKeyInfoRef as der::Decode>::from_der(&spki).expect("spki");
            assert_eq!(
                info.subject_public_key.as_bytes(),
                Some(key.public.as_slice())
            );
            assert!(key.public_only().pkcs8_der().is_none());
        }
    }

    #[test]
    fn expanded_and_both_forms_agree_with_the_seed() {
        for kind in PqcKind::LATTICE {
            let key = PqcKey::generate(kind).expect("generate");
            let expanded = key.expanded_bytes().expect("expanded");
            let from_expanded = PqcKey::from_expanded(kind, &expanded).expect("from expanded");
            assert_eq!(from_expanded.public, key.public);
            assert!(from_expanded.seed.is_none());
            let seed = key.seed.clone().expect("seed");
            let both = tlv(0x30, &[tlv(0x04, &seed), tlv(0x04, &expanded)].concat());
            assert!(PqcKey::from_pkcs8(kind, &tlv(0x81, &seed)).is_none());
            assert!(PqcKey::from_pkcs8(kind, &both).is_some());
            let mut other = expanded.clone();
            let last = other.len() - 1;
            other[last] ^= 1;
            let mismatched = tlv(0x30, &[tlv(0x04, &seed), tlv(0x04, &other)].concat());
            assert!(PqcKey::from_pkcs8(kind, &mismatched).is_none());
        }
    }

    #[test]
    fn out_of_range_expanded_dsa_key_is_refused_not_a_panic() {
        let key = PqcKey::generate(PqcKind::MlDsa44).expect("generate");
        let mut expanded = key.expanded_bytes().expect("expanded");
        // The first s1 coefficient is 3 bits: 7 is outside [0, 4].
        expanded[128] |= 0x07;
        assert!(PqcKey::from_expanded(PqcKind::MlDsa44, &expanded).is_none());
        assert!(PqcKey::from_expanded(PqcKind::MlDsa44, &[0u8; 2560]).is_none());
        assert!(PqcKey::from_expanded(PqcKind::MlDsa44, &[0u8; 10]).is_none());
    }

    #[test]
    fn unreduced_expanded_ml_kem_key_decapsulates_without_a_panic() {
        // Every 12-bit secret coefficient at 4095 (above q = 3329): the crate reads it as
        // it is, as OpenSSL does; what matters is that nothing overflows.
        for kind in [PqcKind::MlKem512, PqcKind::MlKem768, PqcKind::MlKem1024] {
            let key = PqcKey::generate(kind).expect("generate");
            let mut expanded = key.expanded_bytes().expect("expanded");
            let secret_len = kind.expanded_len() - 64 - kind.public_len();
            expanded[..secret_len].fill(0xff);
            let odd = PqcKey::from_expanded(kind, &expanded).expect("same public key");
            let (ct, _) = key.public_only().encapsulate().expect("encapsulate");
            assert_eq!(odd.decapsulate(&ct).map(|s| s.len()), Some(32));
        }
    }

    #[test]
    fn ml_dsa_signs_and_verifies_with_context() {
        for kind in [PqcKind::MlDsa44, PqcKind::MlDsa65, PqcKind::MlDsa87] {
            let key = PqcKey::generate(kind).expect("generate");
            let sig = key.sign(b"message", b"ctx").expect("sign");
            let public = key.public_only();
            assert!(public.verify(b"message", &sig, b"ctx"));
            assert!(!public.verify(b"message", &sig, b""));
            assert!(!public.verify(b"massage", &sig, b"ctx"));
            assert!(!public.verify(b"message", &sig[1..], b"ctx"));
            assert!(public.sign(b"message", b"").is_none());
            assert!(key.sign(b"message", &[0u8; 256]).is_none());
            let expanded = PqcKey::from_expanded(kind, &key.expanded_bytes().expect("e"))
                .expect("from expanded");
            let sig = expanded.sign(b"m", b"").expect("sign expanded");
            assert!(public.verify(b"m", &sig, b""));
        }
    }

    #[test]
    fn ml_kem_round_trip_and_implicit_rejection() {
        for kind in [PqcKind::MlKem512, PqcKind::MlKem768, PqcKind::MlKem1024] {
            let key = PqcKey::generate(kind).expect("generate");
            let (ct, shared) = key.public_only().encapsulate().expect("encapsulate");
            assert_eq!(shared.len(), 32);
            assert_eq!(key.decapsulate(&ct), Some(shared.clone()));
            let mut bad = ct.clone();
            bad[0] ^= 1;
            let rejected = key.decapsulate(&bad).expect("implicit rejection");
            assert_ne!(rejected, shared);
            assert!(key.decapsulate(&ct[1..]).is_none());
            assert!(key.public_only().decapsulate(&ct).is_none());
        }
        // A public key whose first coefficient is q (3329) is not reduced.
        let mut public = vec![0u8; 800];
        public[0] = 0x01;
        public[1] = 0x0d;
        assert!(PqcKey::from_public(PqcKind::MlKem512, &public).is_none());
    }
}
