//! SLH-DSA (FIPS 205, stateless hash-based signatures) for its twelve parameter sets, on
//! RustCrypto's `slh-dsa`. A private key is the 4n bytes SK.seed || SK.prf || PK.seed ||
//! PK.root and its public key the last 2n of them, as OpenSSL 3.5 holds and encodes them
//! (PKCS#8 and SPKI carry those bytes with no inner structure, RFC 9909); pqc_keys.rs
//! wraps them in its key type. Signing is hedged: fresh random bytes for each signature.

use slh_dsa::{
    Sha2_128f, Sha2_128s, Sha2_192f, Sha2_192s, Sha2_256f, Sha2_256s, Shake128f, Shake128s,
    Shake192f, Shake192s, Shake256f, Shake256s, Signature, SigningKey, VerifyingKey,
};

/// The twelve parameter sets: SHA-2 or SHAKE, security category 1/3/5 (n = 16/24/32
/// bytes), small (s) or fast (f).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlhSet {
    Sha2_128s,
    Sha2_128f,
    Sha2_192s,
    Sha2_192f,
    Sha2_256s,
    Sha2_256f,
    Shake128s,
    Shake128f,
    Shake192s,
    Shake192f,
    Shake256s,
    Shake256f,
}

/// Runs `$body` with `$P` the slh-dsa parameter type of `$set`.
macro_rules! with_set {
    ($set:expr, $P:ident => $body:expr) => {
        match $set {
            SlhSet::Sha2_128s => {
                type $P = Sha2_128s;
                $body
            }
            SlhSet::Sha2_128f => {
                type $P = Sha2_128f;
                $body
            }
            SlhSet::Sha2_192s => {
                type $P = Sha2_192s;
                $body
            }
            SlhSet::Sha2_192f => {
                type $P = Sha2_192f;
                $body
            }
            SlhSet::Sha2_256s => {
                type $P = Sha2_256s;
                $body
            }
            SlhSet::Sha2_256f => {
                type $P = Sha2_256f;
                $body
            }
            SlhSet::Shake128s => {
                type $P = Shake128s;
                $body
            }
            SlhSet::Shake128f => {
                type $P = Shake128f;
                $body
            }
            SlhSet::Shake192s => {
                type $P = Shake192s;
                $body
            }
            SlhSet::Shake192f => {
                type $P = Shake192f;
                $body
            }
            SlhSet::Shake256s => {
                type $P = Shake256s;
                $body
            }
            SlhSet::Shake256f => {
                type $P = Shake256f;
                $body
            }
        }
    };
}

impl SlhSet {
    /// In the order of their OIDs, 2.16.840.1.101.3.4.3.20 to .31.
    pub(super) const ALL: [SlhSet; 12] = [
        SlhSet::Sha2_128s,
        SlhSet::Sha2_128f,
        SlhSet::Sha2_192s,
        SlhSet::Sha2_192f,
        SlhSet::Sha2_256s,
        SlhSet::Sha2_256f,
        SlhSet::Shake128s,
        SlhSet::Shake128f,
        SlhSet::Shake192s,
        SlhSet::Shake192f,
        SlhSet::Shake256s,
        SlhSet::Shake256f,
    ];

    /// Node's `asymmetricKeyType`.
    pub(super) fn type_name(self) -> &'static str {
        match self {
            SlhSet::Sha2_128s => "slh-dsa-sha2-128s",
            SlhSet::Sha2_128f => "slh-dsa-sha2-128f",
            SlhSet::Sha2_192s => "slh-dsa-sha2-192s",
            SlhSet::Sha2_192f => "slh-dsa-sha2-192f",
            SlhSet::Sha2_256s => "slh-dsa-sha2-256s",
            SlhSet::Sha2_256f => "slh-dsa-sha2-256f",
            SlhSet::Shake128s => "slh-dsa-shake-128s",
            SlhSet::Shake128f => "slh-dsa-shake-128f",
            SlhSet::Shake192s => "slh-dsa-shake-192s",
            SlhSet::Shake192f => "slh-dsa-shake-192f",
            SlhSet::Shake256s => "slh-dsa-shake-256s",
            SlhSet::Shake256f => "slh-dsa-shake-256f",
        }
    }

    /// The last arc of the set's OID under 2.16.840.1.101.3.4.3.
    pub(super) fn oid_arc(self) -> u8 {
        let index = Self::ALL.iter().position(|s| *s == self).unwrap_or(0);
        20 + index as u8
    }

    /// n, the hash output length in bytes.
    fn n(self) -> usize {
        match self {
            SlhSet::Sha2_128s | SlhSet::Sha2_128f | SlhSet::Shake128s | SlhSet::Shake128f => 16,
            SlhSet::Sha2_192s | SlhSet::Sha2_192f | SlhSet::Shake192s | SlhSet::Shake192f => 24,
            _ => 32,
        }
    }

    pub(super) fn public_len(self) -> usize {
        2 * self.n()
    }

    pub(super) fn private_len(self) -> usize {
        4 * self.n()
    }
}

/// A new private key from system randomness; `None` if there is none.
pub(super) fn generate(set: SlhSet) -> Option<Vec<u8>> {
    let mut seeds = vec![0u8; 3 * set.n()];
    getrandom::fill(&mut seeds).ok()?;
    let (sk_seed, rest) = seeds.split_at(set.n());
    let (sk_prf, pk_seed) = rest.split_at(set.n());
    // FIPS 205's key generation from the three seeds (it computes PK.root).
    Some(
        with_set!(set, P => SigningKey::<P>::slh_keygen_internal(sk_seed, sk_prf, pk_seed).to_vec()),
    )
}

/// The public key inside `private`, if `private` has the set's length.
pub(super) fn public_of(set: SlhSet, private: &[u8]) -> Option<&[u8]> {
    (private.len() == set.private_len()).then(|| &private[set.public_len()..])
}

/// The signature of `message` under `context` (at most 255 bytes); `None` for a key or
/// context of the wrong length, or when the system has no randomness.
pub(super) fn sign(set: SlhSet, private: &[u8], message: &[u8], context: &[u8]) -> Option<Vec<u8>> {
    let mut opt_rand = vec![0u8; set.n()];
    getrandom::fill(&mut opt_rand).ok()?;
    with_set!(set, P => {
        let key = SigningKey::<P>::try_from(private).ok()?;
        let signature = key.try_sign_with_context(message, context, Some(&opt_rand)).ok()?;
        Some(signature.to_vec())
    })
}

/// Whether `signature` is `public`'s signature of `message` under `context`.
pub(super) fn verify(
    set: SlhSet,
    public: &[u8],
    message: &[u8],
    signature: &[u8],
    context: &[u8],
) -> bool {
    with_set!(set, P => {
        let (Ok(key), Ok(signature)) = (
            VerifyingKey::<P>::try_from(public),
            Signature::<P>::try_from(signature),
        ) else {
            return false;
        };
        key.try_verify_with_context(message, context, &signature).is_ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sign_verify_for_the_fast_sets() {
        for set in [SlhSet::Sha2_128f, SlhSet::Shake128f, SlhSet::Sha2_192f] {
            let private = generate(set).expect("generate");
            assert_eq!(private.len(), set.private_len());
            let public = public_of(set, &private).expect("public").to_vec();
            let sig = sign(set, &private, b"message", b"ctx").expect("sign");
            assert!(verify(set, &public, b"message", &sig, b"ctx"));
            assert!(!verify(set, &public, b"message", &sig, b""));
            assert!(!verify(set, &public, b"massage", &sig, b"ctx"));
            assert!(!verify(set, &public, b"message", &sig[1..], b"ctx"));
            assert!(sign(set, &private, b"m", &[0u8; 256]).is_none());
            assert!(sign(set, &private[1..], b"m", b"").is_none());
            // Hedged: two signatures of one message differ.
            assert_ne!(sig, sign(set, &private, b"message", b"ctx").expect("again"));
        }
    }

    #[test]
    fn oids_follow_the_table() {
        assert_eq!(SlhSet::Sha2_128s.oid_arc(), 20);
        assert_eq!(SlhSet::Shake256f.oid_arc(), 31);
        assert_eq!(SlhSet::Sha2_256s.private_len(), 128);
    }
}
