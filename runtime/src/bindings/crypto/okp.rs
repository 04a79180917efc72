//! Octet-string key pairs (RFC 8410): Ed25519 and Ed448 signatures, X25519 and X448 key
//! agreement. A key is its raw public bytes and, when private, the raw private bytes that
//! PKCS#8 and a JWK's `d` carry (the seed of an Ed key, the scalar of an X key). Ed25519
//! and X25519 run on the dalek crates, Ed448 and X448 on RustCrypto's ed448-goldilocks and
//! x448. keys.rs wraps these in its `Key` and does the JS-facing work.

use super::asn1::{pkcs8, read_tlv, spki, tlv};

/// The four RFC 8410 curves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OkpCurve {
    Ed25519,
    Ed448,
    X25519,
    X448,
}

impl OkpCurve {
    const ALL: [OkpCurve; 4] = [
        OkpCurve::Ed25519,
        OkpCurve::Ed448,
        OkpCurve::X25519,
        OkpCurve::X448,
    ];

    /// Node's `asymmetricKeyType` for keys of this curve.
    pub(super) fn type_name(self) -> &'static str {
        match self {
            OkpCurve::Ed25519 => "ed25519",
            OkpCurve::Ed448 => "ed448",
            OkpCurve::X25519 => "x25519",
            OkpCurve::X448 => "x448",
        }
    }

    pub(super) fn from_type_name(name: &str) -> Option<OkpCurve> {
        Self::ALL.into_iter().find(|c| c.type_name() == name)
    }

    /// The last arc of the curve's OID, 1.3.101.x.
    fn arc(self) -> u8 {
        match self {
            OkpCurve::X25519 => 110,
            OkpCurve::X448 => 111,
            OkpCurve::Ed25519 => 112,
            OkpCurve::Ed448 => 113,
        }
    }

    /// The curve whose OID has the content octets `oid`.
    pub(super) fn from_oid(oid: &[u8]) -> Option<OkpCurve> {
        match oid {
            [0x2b, 0x65, arc] => Self::ALL.into_iter().find(|c| c.arc() == *arc),
            _ => None,
        }
    }

    /// The length of both the public and the private key bytes.
    pub(super) fn key_len(self) -> usize {
        match self {
            OkpCurve::Ed25519 | OkpCurve::X25519 => 32,
            OkpCurve::Ed448 => 57,
            OkpCurve::X448 => 56,
        }
    }

    /// Ed curves sign; X curves agree on secrets.
    pub(super) fn signs(self) -> bool {
        matches!(self, OkpCurve::Ed25519 | OkpCurve::Ed448)
    }

    /// `AlgorithmIdentifier { OID 1.3.101.x }` (RFC 8410 leaves out the parameters).
    fn algorithm_id(self) -> Vec<u8> {
        tlv(0x30, &tlv(0x06, &[0x2b, 0x65, self.arc()]))
    }
}

/// One OKP key; `private` is `None` for a public key.
#[derive(Clone)]
pub struct OkpKey {
    pub(super) curve: OkpCurve,
    pub(super) public: Vec<u8>,
    pub(super) private: Option<Vec<u8>>,
}

/// The public key bytes of `private` on `curve` (both already the curve's length).
fn public_of(curve: OkpCurve, private: &[u8]) -> Option<Vec<u8>> {
    Some(match curve {
        OkpCurve::Ed25519 => ed25519_dalek::SigningKey::from_bytes(private.try_into().ok()?)
            .verifying_key()
            .to_bytes()
            .to_vec(),
        OkpCurve::X25519 => {
            let secret: [u8; 32] = private.try_into().ok()?;
            x25519_dalek::PublicKey::from(&x25519_dalek::StaticSecret::from(secret))
                .to_bytes()
                .to_vec()
        }
        OkpCurve::Ed448 => ed448_goldilocks::SigningKey::try_from(private)
            .ok()?
            .verifying_key()
            .to_bytes()
            .to_vec(),
        OkpCurve::X448 => {
            let scalar: [u8; 56] = private.try_into().ok()?;
            x448::x448_unchecked(
                scalar,
                *ed448_goldilocks::MontgomeryPoint::GENERATOR.as_bytes(),
            )
            .to_vec()
        }
    })
}

impl OkpKey {
    /// The private key `private` (seed or scalar) of `curve`, or `None` if its length is
    /// not the curve's.
    pub(super) fn from_private(curve: OkpCurve, private: &[u8]) -> Option<OkpKey> {
        if private.len() != curve.key_len() {
            return None;
        }
        Some(OkpKey {
            curve,
            public: public_of(curve, private)?,
            private: Some(private.to_vec()),
        })
    }

    /// The public key `public` of `curve`. OpenSSL checks only the length, except that an
    /// Ed25519 key must decode to a point for dalek to hold it.
    pub(super) fn from_public(curve: OkpCurve, public: &[u8]) -> Option<OkpKey> {
        if public.len() != curve.key_len() {
            return None;
        }
        if curve == OkpCurve::Ed25519 {
            ed25519_dalek::VerifyingKey::from_bytes(public.try_into().ok()?).ok()?;
        }
        Some(OkpKey {
            curve,
            public: public.to_vec(),
            private: None,
        })
    }

    /// A new random private key of `curve`; `None` if the system has no randomness.
    pub(super) fn generate(curve: OkpCurve) -> Option<OkpKey> {
        let mut private = vec![0u8; curve.key_len()];
        getrandom::fill(&mut private).ok()?;
        Self::from_private(curve, &private)
    }

    pub(super) fn public_only(&self) -> OkpKey {
        OkpKey {
            curve: self.curve,
            public: self.public.clone(),
            private: None,
        }
    }

    /// The key inside PKCS#8's `privateKey` field: an OCTET STRING holding the raw bytes.
    pub(super) fn from_pkcs8(curve: OkpCurve, private_key: &[u8]) -> Option<OkpKey> {
        match read_tlv(private_key)? {
            (0x04, inner, []) => Self::from_private(curve, inner),
            _ => None,
        }
    }

    /// PKCS#8 v1 `PrivateKeyInfo` of a private key, as OpenSSL writes it.
    pub(super) fn pkcs8_der(&self) -> Option<Vec<u8>> {
        let private = self.private.as_ref()?;
        Some(pkcs8(&self.curve.algorithm_id(), &tlv(0x04, private)))
    }

    /// `SubjectPublicKeyInfo` of the public half.
    pub(super) fn spki_der(&self) -> Vec<u8> {
        spki(&self.curve.algorithm_id(), &self.public)
    }

    /// The signature of `message` (Ed448 with `context`; an empty context is plain
    /// Ed448). `None` for a public key, an X key, or a context the curve cannot take.
    pub(super) fn sign(&self, message: &[u8], context: &[u8]) -> Option<Vec<u8>> {
        let private = self.private.as_deref()?;
        match self.curve {
            OkpCurve::Ed25519 if context.is_empty() => {
                use ed25519_dalek::Signer;
                let key = ed25519_dalek::SigningKey::from_bytes(private.try_into().ok()?);
                Some(key.sign(message).to_bytes().to_vec())
            }
            OkpCurve::Ed448 => {
                let key = ed448_goldilocks::SigningKey::try_from(private).ok()?;
                let sig = key.sign_ctx(context, message).ok()?;
                Some(sig.to_bytes().to_vec())
            }
            _ => None,
        }
    }

    /// Whether `signature` is this key's signature of `message` under `context`.
    pub(super) fn verify(&self, message: &[u8], signature: &[u8], context: &[u8]) -> bool {
        match self.curve {
            OkpCurve::Ed25519 if context.is_empty() => {
                use ed25519_dalek::Verifier;
                let Ok(public) = <&[u8; 32]>::try_from(self.public.as_slice()) else {
                    return false;
                };
                let (Ok(key), Ok(sig)) = (
                    ed25519_dalek::VerifyingKey::from_bytes(public),
                    ed25519_dalek::Signature::from_slice(signature),
                ) else {
                    return false;
                };
                key.verify(message, &sig).is_ok()
            }
            OkpCurve::Ed448 => {
                let Ok(public) = <&[u8; 57]>::try_from(self.public.as_slice()) else {
                    return false;
                };
                let (Ok(key), Ok(sig)) = (
                    ed448_goldilocks::VerifyingKey::from_bytes(public),
                    ed448_goldilocks::Signature::from_slice(signature),
                ) else {
                    return false;
                };
                key.verify_ctx(&sig, context, message).is_ok()
            }
            _ => false,
        }
    }

    /// The X25519/X448 shared secret of this private key and `peer`'s public key; `None`
    /// when either is missing or the result is all zeros (a low-order peer), which
    /// OpenSSL refuses.
    pub(super) fn derive(&self, peer: &OkpKey) -> Option<Vec<u8>> {
        if peer.curve != self.curve {
            return None;
        }
        let private = self.private.as_deref()?;
        let shared = match self.curve {
            OkpCurve::X25519 => {
                let secret: [u8; 32] = private.try_into().ok()?;
                let public: [u8; 32] = peer.public.as_slice().try_into().ok()?;
                x25519_dalek::StaticSecret::from(secret)
                    .diffie_hellman(&x25519_dalek::PublicKey::from(public))
                    .to_bytes()
                    .to_vec()
            }
            OkpCurve::X448 => {
                let scalar: [u8; 56] = private.try_into().ok()?;
                let public: [u8; 56] = peer.public.as_slice().try_into().ok()?;
                x448::x448_unchecked(scalar, public).to_vec()
            }
            OkpCurve::Ed25519 | OkpCurve::Ed448 => return None,
        };
        (!shared.iter().all(|b| *b == 0)).then_some(shared)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bindings::crypto::unhex as hex;

    #[test]
    fn ed448_rfc8032_context_vector() {
        // RFC 8032 section 7.4, "1 octet (with context)".
        let key = OkpKey::from_private(
            OkpCurve::Ed448,
            &hex(
                "c4eab05d357007c632f3dbb48489924d552b08fe0c353a0d4a1f00acda2c463a\
                  fbea67c5e8d2877c5e3bc397a659949ef8021e954e0a12274e",
            ),
        )
        .expect("key");
        assert_eq!(
            key.public,
            hex(
                "43ba28f430cdff456ae531545f7ecd0ac834a55d9358c0372bfa0c6c6798c086\
                 6aea01eb00742802b8438ea4cb82169c235160627b4c3a9480"
            )
        );
        let sig = key.sign(&[0x03], b"foo").expect("sign");
        assert_eq!(
            sig,
            hex(
                "d4f8f6131770dd46f40867d6fd5d5055de43541f8c5e35abbcd001b32a89f7d2\
                 151f7647f11d8ca2ae279fb842d607217fce6e042f6815ea000c85741de5c8da\
                 1144a6a1aba7f96de42505d7a7298524fda538fccbbb754f578c1cad10d54d0d\
                 5428407e85dcbc98a49155c13764e66c3c00"
            )
        );
        let public = key.public_only();
        assert!(public.verify(&[0x03], &sig, b"foo"));
        assert!(!public.verify(&[0x03], &sig, b""));
        assert!(!public.verify(&[0x04], &sig, b"foo"));
        assert!(public.sign(&[0x03], b"").is_none());
    }

    #[test]
    fn x448_rfc7748_agreement() {
        // RFC 7748 section 6.2.
        let alice = OkpKey::from_private(
            OkpCurve::X448,
            &hex("9a8f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28d\
                  d9c9baf574a9419744897391006382a6f127ab1d9ac2d8c0a598726b"),
        )
        .expect("alice");
        assert_eq!(
            alice.public,
            hex("9b08f7cc31b7e3e67d22d5aea121074a273bd2b83de09c63faa73d2c\
                 22c5d9bbc836647241d953d40c5b12da88120d53177f80e532c41fa0")
        );
        let bob = OkpKey::from_private(
            OkpCurve::X448,
            &hex("1c306a7ac2a0e2e0990b294470cba339e6453772b075811d8fad0d1d\
                  6927c120bb5ee8972b0d3e21374c9c921b09d1b0366f10b65173992d"),
        )
        .expect("bob");
        let shared = alice.derive(&bob.public_only()).expect("derive");
        assert_eq!(
            shared,
            hex("07fff4181ac6cc95ec1c16a94a0f74d12da232ce40a77552281d282b\
                 b60c0b56fd2464c335543936521c24403085d59a449a5037514a879d")
        );
        assert_eq!(bob.derive(&alice.public_only()), Some(shared));
        let zero = OkpKey::from_public(OkpCurve::X448, &[0u8; 56]).expect("zero point");
        assert!(alice.derive(&zero).is_none());
    }

    #[test]
    fn der_round_trip_and_oids() {
        for curve in OkpCurve::ALL {
            let key = OkpKey::generate(curve).expect("generate");
            let pkcs8 = key.pkcs8_der().expect("pkcs8");
            let info = <pkcs8::PrivateKeyInfoRef as der::Decode>::from_der(&pkcs8).expect("parse");
            assert_eq!(
                OkpCurve::from_oid(info.algorithm.oid.as_bytes()),
                Some(curve)
            );
            let back = OkpKey::from_pkcs8(curve, info.private_key.as_bytes()).expect("from pkcs8");
            assert_eq!(back.public, key.public);
            let spki = key.spki_der();
            let info =
                <spki::SubjectPublicKeyInfoRef as der::Decode>::from_der(&spki).expect("spki");
            assert_eq!(
                info.subject_public_key.as_bytes(),
                Some(key.public.as_slice())
            );
            assert!(key.public_only().pkcs8_der().is_none());
        }
        assert_eq!(OkpCurve::from_oid(&[0x2b, 0x65, 114]), None);
    }
}
