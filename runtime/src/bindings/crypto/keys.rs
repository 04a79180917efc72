//! Asymmetric keys for `crypto` and WebCrypto: Ed25519, Ed448, X25519 and X448 (okp.rs),
//! ECDSA/ECDH on P-256, P-384, P-521 and secp256k1, RSA (PKCS#1 v1.5, PSS, OAEP; `rsa`
//! and `rsa-pss` keys, the PSS encoding itself in pss.rs), DSA (dsa_keys.rs) and
//! Diffie-Hellman (dh_keys.rs). Owns key generation, parsing
//! (PEM, PKCS#8, SPKI, PKCS#1, SEC1 and raw JWK parts), export, signatures, key agreement
//! and RSA encryption. A key lives in a [`KeyHandle`] that js-lib's KeyObject holds.
//!
//! js-lib checks argument types and option names; what only the key can tell (bad DER, a
//! key of the wrong kind, a digest the scheme cannot use) is thrown here with the
//! OpenSSL-style message, `library`, `reason` and `code` that Node 26 reports.

use std::rc::Rc;

use super::legacy_pem::{self, LegacyError};

use boa_engine::object::builtins::JsArray;
use boa_engine::{Context, JsArgs, JsData, JsError, JsNativeError, JsResult, JsValue};
use boa_gc::{Finalize, Trace};
use der::Decode;
use ecdsa::signature::hazmat::{PrehashSigner, PrehashVerifier};
use pkcs1::{DecodeRsaPrivateKey, EncodeRsaPrivateKey, EncodeRsaPublicKey};
use pkcs8::{DecodePrivateKey, EncodePrivateKey};
use rsa::traits::{PrivateKeyParts, PublicKeyParts};
use rsa::{BoxedUint, PrivateKey as RsaPrivateKey, PublicKey as RsaPublicKey};
use spki::EncodePublicKey;

use super::asn1;
use super::dh_keys::{self, DhError, DhKey, DhSpec};
use super::dsa_keys::{self, DsaError, DsaKey};
use super::ec_explicit;
use super::hash::{digest, Algo};
use super::okp::{OkpCurve, OkpKey};
use super::pbes2_ecb;
use super::pqc_keys::{PqcKey, PqcKind};
use super::pss::{self, PssParams, RsaUse};
use super::{bytes_of, to_buffer};
use crate::host::event_loop::{host, Waiter};
use crate::host::runtime::set_prop;

/// The named curves minirt offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Curve {
    P256,
    P384,
    P521,
    K256,
}

const OID_EC: der::asn1::ObjectIdentifier =
    der::asn1::ObjectIdentifier::new_unwrap("1.2.840.10045.2.1");
const OID_RSA: der::asn1::ObjectIdentifier =
    der::asn1::ObjectIdentifier::new_unwrap("1.2.840.113549.1.1.1");

impl Curve {
    /// The curve an OpenSSL or NIST name stands for (as Node's `GetCurveFromName`).
    pub fn parse(name: &str) -> Option<Curve> {
        match name {
            "P-256" | "prime256v1" => Some(Curve::P256),
            "P-384" | "secp384r1" => Some(Curve::P384),
            "P-521" | "secp521r1" => Some(Curve::P521),
            "secp256k1" => Some(Curve::K256),
            _ => None,
        }
    }

    fn from_oid(oid: &der::asn1::ObjectIdentifier) -> Option<Curve> {
        match oid.to_string().as_str() {
            "1.2.840.10045.3.1.7" => Some(Curve::P256),
            "1.3.132.0.34" => Some(Curve::P384),
            "1.3.132.0.35" => Some(Curve::P521),
            "1.3.132.0.10" => Some(Curve::K256),
            _ => None,
        }
    }

    /// OpenSSL's short name (`asymmetricKeyDetails.namedCurve`).
    pub fn openssl_name(self) -> &'static str {
        match self {
            Curve::P256 => "prime256v1",
            Curve::P384 => "secp384r1",
            Curve::P521 => "secp521r1",
            Curve::K256 => "secp256k1",
        }
    }

    /// The JWK `crv` name.
    pub fn jwk_name(self) -> &'static str {
        match self {
            Curve::P256 => "P-256",
            Curve::P384 => "P-384",
            Curve::P521 => "P-521",
            Curve::K256 => "secp256k1",
        }
    }

    /// Bytes of one coordinate or scalar.
    pub fn field_len(self) -> usize {
        match self {
            Curve::P256 | Curve::K256 => 32,
            Curve::P384 => 48,
            Curve::P521 => 66,
        }
    }
}

/// Runs `$body` with `$C` bound to the curve type of `$curve`.
macro_rules! with_curve {
    ($curve:expr, $C:ident => $body:expr) => {
        match $curve {
            Curve::P256 => {
                type $C = p256::NistP256;
                $body
            }
            Curve::P384 => {
                type $C = p384::NistP384;
                $body
            }
            Curve::P521 => {
                type $C = p521::NistP521;
                $body
            }
            Curve::K256 => {
                type $C = k256::Secp256k1;
                $body
            }
        }
    };
}

/// Runs `$body` with `$D` bound to a digest type PSS and OAEP can use (the SHA families);
/// `$other` for the rest.
macro_rules! with_pad_digest {
    ($algo:expr, $D:ident => $body:expr, _ => $other:expr) => {
        match $algo {
            Algo::Sha1 => {
                type $D = sha1::Sha1;
                $body
            }
            Algo::Sha224 => {
                type $D = sha2::Sha224;
                $body
            }
            Algo::Sha256 => {
                type $D = sha2::Sha256;
                $body
            }
            Algo::Sha384 => {
                type $D = sha2::Sha384;
                $body
            }
            Algo::Sha512 => {
                type $D = sha2::Sha512;
                $body
            }
            Algo::Sha512_224 => {
                type $D = sha2::Sha512_224;
                $body
            }
            Algo::Sha512_256 => {
                type $D = sha2::Sha512_256;
                $body
            }
            Algo::Sha3_224 => {
                type $D = sha3::Sha3_224;
                $body
            }
            Algo::Sha3_256 => {
                type $D = sha3::Sha3_256;
                $body
            }
            Algo::Sha3_384 => {
                type $D = sha3::Sha3_384;
                $body
            }
            Algo::Sha3_512 => {
                type $D = sha3::Sha3_512;
                $body
            }
            _ => $other,
        }
    };
}

/// One asymmetric key; the private half is `None` for public keys.
#[derive(Clone)]
pub enum Key {
    /// Ed25519, Ed448, X25519 or X448.
    Okp(OkpKey),
    Ec {
        curve: Curve,
        /// The uncompressed SEC1 point.
        point: Vec<u8>,
        d: Option<Vec<u8>>,
        /// Read with explicit curve parameters: exported with them again, as OpenSSL does
        /// (ec_explicit.rs).
        explicit: bool,
    },
    Rsa {
        public: RsaPublicKey,
        private: Option<Box<RsaPrivateKey>>,
        /// `rsa` or `rsa-pss` (with its restrictions).
        usage: RsaUse,
    },
    Dsa(DsaKey),
    Dh(DhKey),
    /// ML-DSA or ML-KEM.
    Pqc(PqcKey),
}

/// Why an operation failed: an OpenSSL-style error, or a plain Node error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fail {
    Ossl {
        id: &'static str,
        lib: &'static str,
        reason: &'static str,
        code: &'static str,
        stack: bool,
    },
    Node {
        kind: Kind,
        code: &'static str,
        message: String,
    },
    /// An OpenSSL error whose message is Node's own text rather than the first line of
    /// its error stack.
    OsslText {
        message: &'static str,
        stack: &'static [&'static str],
        lib: &'static str,
        reason: &'static str,
        code: &'static str,
    },
    /// A plain Error with no code.
    Plain(&'static str),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Error,
    Type,
}

/// OpenSSL's decoder failure, what Node reports for any key it cannot read.
const DECODE: Fail = Fail::Ossl {
    id: "1E08010C",
    lib: "DECODER routines",
    reason: "unsupported",
    code: "ERR_OSSL_UNSUPPORTED",
    stack: true,
};

/// Key agreement produced nothing usable (a low-order or out-of-range public key).
const FAILED_DERIVATION: Fail = Fail::Ossl {
    id: "1C8000A4",
    lib: "Provider routines",
    reason: "failed during derivation",
    code: "ERR_OSSL_FAILED_DURING_DERIVATION",
    stack: true,
};

/// Key agreement between keys on different curves or groups.
const MISMATCHING_DOMAIN: Fail = Fail::Ossl {
    id: "1C8000CB",
    lib: "Provider routines",
    reason: "mismatching domain parameters",
    code: "ERR_OSSL_MISMATCHING_DOMAIN_PARAMETERS",
    stack: true,
};

/// The key's type cannot do the operation asked (signing with X25519, ...).
const WRONG_TYPE: Fail = Fail::Ossl {
    id: "03000096",
    lib: "digital envelope routines",
    reason: "operation not supported for this keytype",
    code: "ERR_OSSL_EVP_OPERATION_NOT_SUPPORTED_FOR_THIS_KEYTYPE",
    stack: false,
};

const OAEP_DECODE: Fail = Fail::Ossl {
    id: "02000079",
    lib: "rsa routines",
    reason: "oaep decoding error",
    code: "ERR_OSSL_RSA_OAEP_DECODING_ERROR",
    stack: false,
};

const TOO_LARGE: Fail = Fail::Ossl {
    id: "0200006E",
    lib: "rsa routines",
    reason: "data too large for key size",
    code: "ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_KEY_SIZE",
    stack: false,
};

const PAD_CHECK: Fail = Fail::Ossl {
    id: "02000072",
    lib: "rsa routines",
    reason: "padding check failed",
    code: "ERR_OSSL_RSA_PADDING_CHECK_FAILED",
    stack: true,
};

const DIGEST_TOO_BIG: Fail = Fail::Ossl {
    id: "02000070",
    lib: "rsa routines",
    reason: "digest too big for rsa key",
    code: "ERR_OSSL_RSA_DIGEST_TOO_BIG_FOR_RSA_KEY",
    stack: true,
};

const INVALID_DIGEST: Fail = Fail::Ossl {
    id: "1C80007A",
    lib: "Provider routines",
    reason: "invalid digest",
    code: "ERR_OSSL_INVALID_DIGEST",
    stack: true,
};

fn node(kind: Kind, code: &'static str, message: impl Into<String>) -> Fail {
    Fail::Node {
        kind,
        code,
        message: message.into(),
    }
}

fn not_implemented(what: &str) -> Fail {
    node(
        Kind::Error,
        "ERR_METHOD_NOT_IMPLEMENTED",
        format!("The {what} method is not implemented"),
    )
}

impl Fail {
    /// The JS error object for this failure.
    pub fn to_js(&self, ctx: &mut Context) -> JsError {
        let (native, props): (JsNativeError, Vec<(&str, JsValue)>) = match self {
            Fail::Ossl {
                id,
                lib,
                reason,
                code,
                stack,
            } => {
                let line = format!("error:{id}:{lib}::{reason}");
                let mut props = Vec::new();
                if *stack {
                    let arr = JsArray::from_iter([JsValue::from(js_str(&line))], ctx);
                    props.push(("opensslErrorStack", arr.into()));
                }
                props.push(("library", js_str(lib).into()));
                props.push(("reason", js_str(reason).into()));
                props.push(("code", js_str(code).into()));
                (JsNativeError::error().with_message(line), props)
            }
            Fail::OsslText {
                message,
                stack,
                lib,
                reason,
                code,
            } => {
                let lines = stack.iter().map(|l| JsValue::from(js_str(l)));
                let arr = JsArray::from_iter(lines, ctx);
                let props = vec![
                    ("opensslErrorStack", arr.into()),
                    ("library", js_str(lib).into()),
                    ("reason", js_str(reason).into()),
                    ("code", js_str(code).into()),
                ];
                (JsNativeError::error().with_message(*message), props)
            }
            Fail::Plain(message) => (JsNativeError::error().with_message(*message), Vec::new()),
            Fail::Node {
                kind,
                code,
                message,
            } => {
                let native = match kind {
                    Kind::Error => JsNativeError::error(),
                    Kind::Type => JsNativeError::typ(),
                };
                (
                    native.with_message(message.clone()),
                    vec![("code", js_str(code).into())],
                )
            }
        };
        let obj = native.into_opaque(ctx);
        for (name, value) in props {
            if let Err(e) = set_prop(&obj, name, value, ctx) {
                return e;
            }
        }
        JsError::from_opaque(obj.into())
    }
}

fn js_str(s: &str) -> boa_engine::JsString {
    boa_engine::JsString::from(s)
}

/// The OS generator as the RNG the RSA crate wants (for blinding, padding and primes).
/// getrandom's own `SysRng` would mean a getrandom feature that rebuilds the engine.
pub(super) struct OsRng;

impl rsa::rand_core::TryRng for OsRng {
    type Error = getrandom::Error;

    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        let mut b = [0u8; 4];
        getrandom::fill(&mut b)?;
        Ok(u32::from_le_bytes(b))
    }

    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        let mut b = [0u8; 8];
        getrandom::fill(&mut b)?;
        Ok(u64::from_le_bytes(b))
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        getrandom::fill(dst)
    }
}

impl rsa::rand_core::TryCryptoRng for OsRng {}

fn random_array<const N: usize>() -> Result<[u8; N], Fail> {
    let mut out = [0u8; N];
    getrandom::fill(&mut out).map_err(|_| {
        node(
            Kind::Error,
            "ERR_CRYPTO_OPERATION_FAILED",
            "Key generation failed",
        )
    })?;
    Ok(out)
}

/// The uncompressed point of the private scalar `d`, or `None` if `d` is not a valid
/// scalar of `curve`.
fn ec_point_of(curve: Curve, d: &[u8]) -> Option<Vec<u8>> {
    use elliptic_curve::sec1::ToSec1Point;
    // Explicitly uncompressed: secp256k1's default encoding is the compressed one.
    with_curve!(curve, C => {
        let sk = elliptic_curve::SecretKey::<C>::from_slice(d).ok()?;
        Some(sk.public_key().to_sec1_point(false).as_bytes().to_vec())
    })
}

/// `point` decoded (compressed or not) and re-encoded as `compress` asks.
pub(super) fn ec_point_convert(curve: Curve, point: &[u8], compress: bool) -> Option<Vec<u8>> {
    use elliptic_curve::sec1::ToSec1Point;
    with_curve!(curve, C => {
        let pk = elliptic_curve::PublicKey::<C>::from_sec1_bytes(point).ok()?;
        Some(pk.to_sec1_point(compress).as_bytes().to_vec())
    })
}

/// What `generateKeyPair` asks for.
pub enum GenSpec {
    Okp(OkpCurve),
    Pqc(PqcKind),
    Ec(Curve),
    Rsa {
        bits: usize,
        exponent: u64,
        usage: RsaUse,
    },
    Dsa {
        bits: usize,
        divisor: Option<usize>,
    },
    Dh(DhSpec),
}

/// A new private key (its public half inside).
pub fn generate(spec: &GenSpec) -> Result<Key, Fail> {
    Ok(match spec {
        GenSpec::Okp(curve) => Key::Okp(OkpKey::generate(*curve).ok_or_else(|| {
            node(
                Kind::Error,
                "ERR_CRYPTO_OPERATION_FAILED",
                "Key generation failed",
            )
        })?),
        GenSpec::Pqc(kind) => Key::Pqc(PqcKey::generate(*kind).ok_or_else(|| {
            node(
                Kind::Error,
                "ERR_CRYPTO_OPERATION_FAILED",
                "Key generation failed",
            )
        })?),
        GenSpec::Ec(curve) => {
            let curve = *curve;
            // A uniformly random field-sized string is a valid scalar all but ~2^-32 of
            // the time for these curves; retry the rare misses.
            let mut d = vec![0u8; curve.field_len()];
            loop {
                getrandom::fill(&mut d).map_err(|_| DECODE)?;
                if let Some(point) = ec_point_of(curve, &d) {
                    break Key::Ec {
                        curve,
                        point,
                        d: Some(d),
                        explicit: false,
                    };
                }
            }
        }
        GenSpec::Rsa {
            bits,
            exponent,
            usage,
        } => {
            // OpenSSL's limits, checked before the search: an even exponent has no primes
            // to go with it, and the crate would look for them forever.
            if *bits < 512 {
                return Err(Fail::Ossl {
                    id: "1C8000AB",
                    lib: "Provider routines",
                    reason: "key size too small",
                    code: "ERR_OSSL_KEY_SIZE_TOO_SMALL",
                    stack: false,
                });
            }
            if *exponent < 3 || exponent % 2 == 0 {
                return Err(Fail::Ossl {
                    id: "020000B2",
                    lib: "rsa routines",
                    reason: "pub exponent out of range",
                    code: "ERR_OSSL_RSA_PUB_EXPONENT_OUT_OF_RANGE",
                    stack: false,
                });
            }
            let mut rng = OsRng;
            let exp = BoxedUint::from(*exponent);
            // The crate refuses moduli under 1024 bits by default; OpenSSL (and Node)
            // allow 512.
            let made = if *bits < RsaPublicKey::MIN_SIZE {
                RsaPrivateKey::new_with_exp_unchecked(&mut rng, *bits, exp)
            } else {
                RsaPrivateKey::new_with_exp(&mut rng, *bits, exp)
            };
            let private = made.map_err(|_| {
                node(
                    Kind::Error,
                    "ERR_CRYPTO_OPERATION_FAILED",
                    "Key generation job failed",
                )
            })?;
            Key::Rsa {
                public: private.to_public_key(),
                private: Some(Box::new(private)),
                usage: *usage,
            }
        }
        GenSpec::Dsa { bits, divisor } => Key::Dsa(dsa_keys::generate(*bits, *divisor)?),
        GenSpec::Dh(spec) => Key::Dh(dh_keys::generate(spec)?),
    })
}

impl From<DhError> for Fail {
    fn from(e: DhError) -> Fail {
        let dh = |id, reason, code| Fail::Ossl {
            id,
            lib: "Diffie-Hellman routines",
            reason,
            code,
            stack: false,
        };
        match e {
            DhError::ModulusTooSmall => dh(
                "0280007E",
                "modulus too small",
                "ERR_OSSL_DH_MODULUS_TOO_SMALL",
            ),
            DhError::ModulusTooLarge => dh(
                "02800067",
                "modulus too large",
                "ERR_OSSL_DH_MODULUS_TOO_LARGE",
            ),
            DhError::BadGenerator => dh("02800065", "bad generator", "ERR_OSSL_DH_BAD_GENERATOR"),
            DhError::Mismatch => MISMATCHING_DOMAIN,
            DhError::Decode => DECODE,
            DhError::Failed => FAILED_DERIVATION,
        }
    }
}

impl From<DsaError> for Fail {
    fn from(e: DsaError) -> Fail {
        match e {
            DsaError::KeyMgmt => Fail::Ossl {
                id: "030000E9",
                lib: "digital envelope routines",
                reason: "provider keymgmt failure",
                code: "ERR_OSSL_EVP_PROVIDER_KEYMGMT_FAILURE",
                stack: false,
            },
            DsaError::BadParameters => Fail::Ossl {
                id: "05000072",
                lib: "dsa routines",
                reason: "bad ffc parameters",
                code: "ERR_OSSL_DSA_BAD_FFC_PARAMETERS",
                stack: false,
            },
            DsaError::NoEntropy => node(
                Kind::Error,
                "ERR_CRYPTO_OPERATION_FAILED",
                "Key generation job failed",
            ),
            DsaError::Sign => node(Kind::Error, "ERR_CRYPTO_OPERATION_FAILED", "Sign failed"),
            DsaError::Decode => DECODE,
        }
    }
}

impl Key {
    pub fn is_private(&self) -> bool {
        match self {
            Key::Okp(k) => k.private.is_some(),
            Key::Ec { d, .. } => d.is_some(),
            Key::Rsa { private, .. } => private.is_some(),
            Key::Dsa(k) => k.x.is_some(),
            Key::Dh(k) => k.x.is_some(),
            Key::Pqc(k) => k.is_private(),
        }
    }

    /// An EC key marked as read with explicit curve parameters.
    fn with_explicit_params(self) -> Key {
        match self {
            Key::Ec {
                curve, point, d, ..
            } => Key::Ec {
                curve,
                point,
                d,
                explicit: true,
            },
            other => other,
        }
    }

    /// The public half alone.
    pub fn public_only(&self) -> Key {
        match self {
            Key::Okp(k) => Key::Okp(k.public_only()),
            Key::Ec {
                curve,
                point,
                explicit,
                ..
            } => Key::Ec {
                curve: *curve,
                point: point.clone(),
                d: None,
                explicit: *explicit,
            },
            Key::Rsa { public, usage, .. } => Key::Rsa {
                public: public.clone(),
                private: None,
                usage: *usage,
            },
            Key::Dsa(k) => Key::Dsa(k.public_only()),
            Key::Dh(k) => Key::Dh(k.public_only()),
            Key::Pqc(k) => Key::Pqc(k.public_only()),
        }
    }

    /// Node's `asymmetricKeyType`.
    pub fn type_name(&self) -> &'static str {
        match self {
            Key::Okp(k) => k.curve.type_name(),
            Key::Ec { .. } => "ec",
            Key::Rsa {
                usage: RsaUse::Pss(_),
                ..
            } => "rsa-pss",
            Key::Rsa { .. } => "rsa",
            Key::Dsa(_) => "dsa",
            Key::Dh(_) => "dh",
            Key::Pqc(k) => k.kind.type_name(),
        }
    }

    fn modulus_bits(&self) -> usize {
        match self {
            Key::Rsa { public, .. } => public.n().bit_width() as usize,
            _ => 0,
        }
    }
}

// ---------------------------------------------------------------------------------------
// Parsing

/// `(label, DER)` of the first PEM block in `text`, read leniently as OpenSSL does
/// (legacy_pem::read_block).
fn pem_block(text: &[u8]) -> Result<(String, Vec<u8>), Fail> {
    let s = std::str::from_utf8(text).map_err(|_| DECODE)?;
    let block = legacy_pem::read_block(s)?.ok_or(DECODE)?;
    Ok((block.label, block.body))
}

fn rsa_private_from_pkcs1(der: &[u8]) -> Result<Key, Fail> {
    let private = RsaPrivateKey::from_pkcs1_der(der).map_err(|_| DECODE)?;
    Ok(Key::Rsa {
        public: private.to_public_key(),
        private: Some(Box::new(private)),
        usage: RsaUse::Any,
    })
}

/// A PKCS#1 RSAPublicKey. The crate's own decoder refuses moduli under 1024 bits; OpenSSL
/// (and so Node) reads and uses 512-bit keys, which `generateKeyPair` also makes.
fn rsa_public_from_pkcs1(der: &[u8]) -> Result<Key, Fail> {
    let k = pkcs1::RsaPublicKeyRef::from_der(der).map_err(|_| DECODE)?;
    let big = |b: &[u8]| BoxedUint::from_be_slice_vartime(b);
    let n = big(k.modulus.as_bytes());
    let e = big(k.public_exponent.as_bytes());
    let public = RsaPublicKey::new_with_size_limits(n, e, 512..=16384).map_err(|_| DECODE)?;
    Ok(Key::Rsa {
        public,
        private: None,
        usage: RsaUse::Any,
    })
}

/// What an id-RSASSA-PSS AlgorithmIdentifier's parameters make of the key: unrestricted
/// when absent, else the restrictions they hold.
fn pss_use(params: Option<der::AnyRef<'_>>) -> Result<RsaUse, Fail> {
    if params.is_none() {
        return Ok(RsaUse::Pss(None));
    }
    pss::read_params(&params_der(params)?)
        .map(|p| RsaUse::Pss(Some(p)))
        .ok_or(DECODE)
}

/// The whole TLV of an AlgorithmIdentifier's parameters (required here).
fn params_der(params: Option<der::AnyRef<'_>>) -> Result<Vec<u8>, Fail> {
    der::Encode::to_der(&params.ok_or(DECODE)?).map_err(|_| DECODE)
}

/// `key` (an RSA key) for `usage`.
fn with_usage(key: Key, usage: RsaUse) -> Key {
    match key {
        Key::Rsa {
            public, private, ..
        } => Key::Rsa {
            public,
            private,
            usage,
        },
        other => other,
    }
}

fn from_pkcs8(der: &[u8]) -> Result<Key, Fail> {
    let info = pkcs8::PrivateKeyInfoRef::from_der(der).map_err(|_| DECODE)?;
    let oid = info.algorithm.oid;
    if let Some(curve) = OkpCurve::from_oid(oid.as_bytes()) {
        let key = OkpKey::from_pkcs8(curve, info.private_key.as_bytes()).ok_or(DECODE)?;
        return Ok(Key::Okp(key));
    }
    if let Some(kind) = PqcKind::from_oid(oid.as_bytes()) {
        let key = PqcKey::from_pkcs8(kind, info.private_key.as_bytes()).ok_or(DECODE)?;
        return Ok(Key::Pqc(key));
    }
    if oid == OID_EC {
        if ec_explicit::has_explicit_params(der, "pkcs8") {
            return from_pkcs8(&ec_explicit::to_named(der, "pkcs8").ok_or(DECODE)?)
                .map(Key::with_explicit_params);
        }
        let curve_oid = info.algorithm.parameters_oid().map_err(|_| DECODE)?;
        let curve = Curve::from_oid(&curve_oid).ok_or(DECODE)?;
        let d = with_curve!(curve, C => {
            elliptic_curve::SecretKey::<C>::from_pkcs8_der(der)
                .map_err(|_| DECODE)?
                .to_bytes()
                .to_vec()
        });
        let point = ec_point_of(curve, &d).ok_or(DECODE)?;
        return Ok(Key::Ec {
            curve,
            point,
            d: Some(d),
            explicit: false,
        });
    }
    if oid.as_bytes() == dsa_keys::OID_DSA {
        let params = params_der(info.algorithm.parameters)?;
        return Ok(Key::Dsa(dsa_keys::from_pkcs8(
            &params,
            info.private_key.as_bytes(),
        )?));
    }
    if oid.as_bytes() == dh_keys::OID_DH {
        let params = params_der(info.algorithm.parameters)?;
        return Ok(Key::Dh(dh_keys::from_pkcs8(
            &params,
            info.private_key.as_bytes(),
        )?));
    }
    if oid.as_bytes() == pss::OID_RSA_PSS {
        let usage = pss_use(info.algorithm.parameters)?;
        let key = rsa_private_from_pkcs1(info.private_key.as_bytes())?;
        return Ok(with_usage(key, usage));
    }
    if oid == OID_RSA {
        let private = RsaPrivateKey::from_pkcs8_der(der).map_err(|_| DECODE)?;
        return Ok(Key::Rsa {
            public: private.to_public_key(),
            private: Some(Box::new(private)),
            usage: RsaUse::Any,
        });
    }
    Err(DECODE)
}

fn from_spki(der: &[u8]) -> Result<Key, Fail> {
    let info = spki::SubjectPublicKeyInfoRef::from_der(der).map_err(|_| DECODE)?;
    let oid = info.algorithm.oid;
    let bits = info.subject_public_key.as_bytes().ok_or(DECODE)?;
    if let Some(curve) = OkpCurve::from_oid(oid.as_bytes()) {
        return Ok(Key::Okp(OkpKey::from_public(curve, bits).ok_or(DECODE)?));
    }
    if let Some(kind) = PqcKind::from_oid(oid.as_bytes()) {
        return Ok(Key::Pqc(PqcKey::from_public(kind, bits).ok_or(DECODE)?));
    }
    if oid == OID_EC {
        if ec_explicit::has_explicit_params(der, "spki") {
            return from_spki(&ec_explicit::to_named(der, "spki").ok_or(DECODE)?)
                .map(Key::with_explicit_params);
        }
        let curve_oid = info.algorithm.parameters_oid().map_err(|_| DECODE)?;
        let curve = Curve::from_oid(&curve_oid).ok_or(DECODE)?;
        let point = ec_point_convert(curve, bits, false).ok_or(DECODE)?;
        return Ok(Key::Ec {
            curve,
            point,
            d: None,
            explicit: false,
        });
    }
    if oid == OID_RSA {
        return rsa_public_from_pkcs1(bits);
    }
    if oid.as_bytes() == pss::OID_RSA_PSS {
        let usage = pss_use(info.algorithm.parameters)?;
        return Ok(with_usage(rsa_public_from_pkcs1(bits)?, usage));
    }
    if oid.as_bytes() == dsa_keys::OID_DSA {
        let params = params_der(info.algorithm.parameters)?;
        return Ok(Key::Dsa(dsa_keys::from_spki(&params, bits)?));
    }
    if oid.as_bytes() == dh_keys::OID_DH {
        let params = params_der(info.algorithm.parameters)?;
        return Ok(Key::Dh(dh_keys::from_spki(&params, bits)?));
    }
    Err(DECODE)
}

fn from_sec1(der: &[u8]) -> Result<Key, Fail> {
    if ec_explicit::has_explicit_params(der, "sec1") {
        return from_sec1(&ec_explicit::to_named(der, "sec1").ok_or(DECODE)?)
            .map(Key::with_explicit_params);
    }
    let parsed = sec1::EcPrivateKey::from_der(der).map_err(|_| DECODE)?;
    let curve_oid = parsed
        .parameters
        .and_then(|p| p.named_curve())
        .ok_or(DECODE)?;
    let curve = Curve::from_oid(&curve_oid).ok_or(DECODE)?;
    let d = with_curve!(curve, C => {
        elliptic_curve::SecretKey::<C>::from_sec1_der(der)
            .map_err(|_| DECODE)?
            .to_bytes()
            .to_vec()
    });
    let point = ec_point_of(curve, &d).ok_or(DECODE)?;
    Ok(Key::Ec {
        curve,
        point,
        d: Some(d),
        explicit: false,
    })
}

/// Whether `data` starts with one whole DER SEQUENCE (tag, length and all its bytes).
fn whole_sequence(data: &[u8]) -> bool {
    let (Some(&0x30), Some(&first)) = (data.first(), data.get(1)) else {
        return false;
    };
    let (header, len) = if first < 0x80 {
        (2, usize::from(first))
    } else {
        let n = usize::from(first & 0x7f);
        if n == 0 || n > 4 || data.len() < 2 + n {
            return false;
        }
        let len = data[2..2 + n]
            .iter()
            .fold(0usize, |acc, b| (acc << 8) | usize::from(*b));
        (2 + n, len)
    };
    header.checked_add(len).is_some_and(|end| end <= data.len())
}

/// One DER element at the start of `data`: its tag, header length and content length.
fn der_element(data: &[u8]) -> Option<(u8, usize, usize)> {
    let tag = *data.first()?;
    let first = *data.get(1)?;
    let (header, len) = if first < 0x80 {
        (2, usize::from(first))
    } else {
        let n = usize::from(first & 0x7f);
        if n == 0 || n > 4 || data.len() < 2 + n {
            return None;
        }
        let len = data[2..2 + n]
            .iter()
            .fold(0usize, |acc, b| (acc << 8) | usize::from(*b));
        (2 + n, len)
    };
    (header.checked_add(len)? <= data.len()).then_some((tag, header, len))
}

/// Whether the SEQUENCE `data` holds an element whose tag is not the one a PrivateKeyInfo
/// has there (INTEGER, AlgorithmIdentifier SEQUENCE, OCTET STRING): OpenSSL then reports
/// a wrong tag rather than a missing field.
fn pkcs8_has_wrong_tag(data: &[u8]) -> bool {
    let Some((_, header, len)) = der_element(data) else {
        return false;
    };
    let mut rest = &data[header..header + len];
    for want in [0x02u8, 0x30, 0x04] {
        let Some((tag, h, l)) = der_element(rest) else {
            return false;
        };
        if tag != want {
            return true;
        }
        rest = &rest[h + l..];
    }
    false
}

/// Node's test for an RSAPrivateKey rather than an RSAPublicKey in PKCS#1 DER: a SEQUENCE
/// whose first element is the one-byte INTEGER 0 or 1 (a modulus is never that small).
fn looks_like_rsa_private(data: &[u8]) -> bool {
    let Some((0x30, header, len)) = der_element(data) else {
        return false;
    };
    let body = &data[header..header + len];
    body.len() >= 3 && body[0] == 0x02 && body[1] == 0x01 && body[2] & 0xfe == 0
}

/// A private key from DER of any structure (PKCS#8, PKCS#1, SEC1 or DSA's): Node hands
/// DER of type 'pkcs1' or 'sec1' to OpenSSL's decoder, which tries each one.
fn any_private_der(data: &[u8]) -> Result<Key, Fail> {
    if data.is_empty() {
        return Err(Fail::Plain("Failed to read private key"));
    }
    if pkcs8::PrivateKeyInfoRef::from_der(data).is_ok() {
        return from_pkcs8(data);
    }
    rsa_private_from_pkcs1(data)
        .or_else(|_| from_sec1(data))
        .or_else(|_| {
            dsa_keys::from_traditional(data)
                .map(Key::Dsa)
                .map_err(Fail::from)
        })
        .map_err(|_| DECODE)
}

/// OpenSSL's refusal of a signature padding: RSA_NO_PADDING is a mode it knows but will not
/// sign with, anything else one it does not know.
fn bad_sig_padding(padding: i32) -> Fail {
    if padding == RSA_NO_PADDING {
        Fail::Ossl {
            id: "1C8000A8",
            lib: "Provider routines",
            reason: "invalid padding mode",
            code: "ERR_OSSL_INVALID_PADDING_MODE",
            stack: false,
        }
    } else {
        Fail::Ossl {
            id: "1C8000A5",
            lib: "Provider routines",
            reason: "illegal or unsupported padding mode",
            code: "ERR_OSSL_ILLEGAL_OR_UNSUPPORTED_PADDING_MODE",
            stack: false,
        }
    }
}

/// What Node reports for PKCS#1 DER that is neither an RSA private key nor a public one.
const PKCS1_PUBLIC_DER_FAILURE: Fail = Fail::OsslText {
    message: "Failed to read asymmetric key",
    stack: &["error:1E08010C:DECODER routines::unsupported"],
    lib: "DECODER routines",
    reason: "unsupported",
    code: "ERR_OSSL_UNSUPPORTED",
};

/// OpenSSL's complaint about DER that is not a PrivateKeyInfo at all.
fn pkcs8_der_failure(data: &[u8]) -> Fail {
    if data.is_empty() {
        return Fail::Plain("Failed to read private key");
    }
    if whole_sequence(data) && pkcs8_has_wrong_tag(data) {
        return Fail::OsslText {
            message: "error:068000A8:asn1 encoding routines::wrong tag",
            stack: &[
                "error:0688010A:asn1 encoding routines::nested asn1 error",
                "error:0688010A:asn1 encoding routines::nested asn1 error",
                "error:068000A8:asn1 encoding routines::wrong tag",
            ],
            lib: "asn1 encoding routines",
            reason: "wrong tag",
            code: "ERR_OSSL_ASN1_WRONG_TAG",
        };
    }
    if whole_sequence(data) {
        Fail::Ossl {
            id: "06800079",
            lib: "asn1 encoding routines",
            reason: "field missing",
            code: "ERR_OSSL_ASN1_FIELD_MISSING",
            stack: true,
        }
    } else {
        Fail::Ossl {
            id: "0680008E",
            lib: "asn1 encoding routines",
            reason: "not enough data",
            code: "ERR_OSSL_ASN1_NOT_ENOUGH_DATA",
            stack: true,
        }
    }
}

/// What Node reports for DER that is not a SubjectPublicKeyInfo.
const SPKI_DER_FAILURE: Fail = Fail::OsslText {
    message: "Failed to read asymmetric key",
    stack: &[
        "error:0688010A:asn1 encoding routines::nested asn1 error",
        "error:068000A8:asn1 encoding routines::wrong tag",
    ],
    lib: "asn1 encoding routines",
    reason: "wrong tag",
    code: "ERR_OSSL_ASN1_WRONG_TAG",
};

const BAD_DECRYPT: Fail = Fail::Ossl {
    id: "1C800064",
    lib: "Provider routines",
    reason: "bad decrypt",
    code: "ERR_OSSL_BAD_DECRYPT",
    stack: true,
};

/// OpenSSL's password callback got nothing and gave up (an encrypted key, no passphrase).
const INTERRUPTED: Fail = Fail::Ossl {
    id: "07880109",
    lib: "common libcrypto routines",
    reason: "interrupted or cancelled",
    code: "ERR_OSSL_CRYPTO_INTERRUPTED_OR_CANCELLED",
    stack: true,
};

impl From<LegacyError> for Fail {
    fn from(e: LegacyError) -> Fail {
        match e {
            LegacyError::NoPassphrase => INTERRUPTED,
            LegacyError::UnsupportedEncryption => Fail::Ossl {
                id: "04800072",
                lib: "PEM routines",
                reason: "unsupported encryption",
                code: "ERR_OSSL_PEM_UNSUPPORTED_ENCRYPTION",
                stack: true,
            },
            LegacyError::UnsupportedCipher => Fail::Ossl {
                id: "04800071",
                lib: "PEM routines",
                reason: "unsupported cipher",
                code: "ERR_OSSL_PEM_UNSUPPORTED_CIPHER",
                stack: false,
            },
            LegacyError::UnknownCipher => {
                node(Kind::Error, "ERR_CRYPTO_UNKNOWN_CIPHER", "Unknown cipher")
            }
            LegacyError::BadDecrypt => Fail::OsslText {
                message: "error:1C800064:Provider routines::bad decrypt",
                stack: &[
                    "error:04800065:PEM routines::bad decrypt",
                    "error:1C800064:Provider routines::bad decrypt",
                ],
                lib: "Provider routines",
                reason: "bad decrypt",
                code: "ERR_OSSL_BAD_DECRYPT",
            },
            LegacyError::Malformed => DECODE,
        }
    }
}

/// A PKCS#1 or SEC1 private key from a PEM block with headers (OpenSSL's traditional
/// encryption, or plain headers).
fn from_legacy_pem(block: &legacy_pem::Block, passphrase: Option<&[u8]>) -> Result<Key, Fail> {
    let der = if block.is_encrypted() {
        legacy_pem::decrypt(block, passphrase)?
    } else {
        block.body.clone()
    };
    match block.label.as_str() {
        "RSA PRIVATE KEY" => rsa_private_from_pkcs1(&der),
        "EC PRIVATE KEY" => from_sec1(&der),
        "DSA PRIVATE KEY" => Ok(Key::Dsa(dsa_keys::from_traditional(&der)?)),
        "PRIVATE KEY" => from_pkcs8(&der),
        _ => Err(DECODE),
    }
}

/// The key inside an encrypted PKCS#8 document (PBES2: PBKDF2 or scrypt with AES).
fn from_encrypted_pkcs8(der: &[u8], passphrase: &[u8]) -> Result<Key, Fail> {
    if let Some(plain) = pbes2_ecb::decrypt(der, passphrase) {
        return from_pkcs8(&plain.ok_or(BAD_DECRYPT)?);
    }
    let info = pkcs8::EncryptedPrivateKeyInfoRef::from_der(der).map_err(|_| DECODE)?;
    let plain = info.decrypt(passphrase).map_err(|_| BAD_DECRYPT)?;
    from_pkcs8(plain.as_bytes())
}

/// Reads a key. `pem` selects the PEM reader (the label names the encoding); DER needs
/// `kind` ("pkcs8", "spki", "pkcs1" or "sec1"). A public key asked from private key
/// material is the private key's public half. `passphrase` opens encrypted PKCS#8.
pub fn parse(
    data: &[u8],
    want_private: bool,
    pem: bool,
    kind: &str,
    passphrase: Option<&[u8]>,
) -> Result<Key, Fail> {
    let key = parse_material(data, want_private, pem, kind, passphrase)?;
    Ok(if want_private { key } else { key.public_only() })
}

/// [`parse`] without reducing private material to its public half.
fn parse_material(
    data: &[u8],
    want_private: bool,
    pem: bool,
    kind: &str,
    passphrase: Option<&[u8]>,
) -> Result<Key, Fail> {
    let headed = match std::str::from_utf8(data) {
        Ok(text) if pem => legacy_pem::block_with_headers(text).map_err(Fail::from)?,
        _ => None,
    };
    let key = if let Some(block) = headed {
        if !want_private && !block.label.contains("PRIVATE KEY") {
            return Err(DECODE);
        }
        from_legacy_pem(&block, passphrase)?
    } else if pem {
        let (label, der) = pem_block(data)?;
        match label.as_str() {
            "PRIVATE KEY" => from_pkcs8(&der)?,
            "RSA PRIVATE KEY" => rsa_private_from_pkcs1(&der)?,
            "EC PRIVATE KEY" => from_sec1(&der)?,
            "DSA PRIVATE KEY" => Key::Dsa(dsa_keys::from_traditional(&der)?),
            "ENCRYPTED PRIVATE KEY" if passphrase.is_none() => return Err(INTERRUPTED),
            "ENCRYPTED PRIVATE KEY" => from_encrypted_pkcs8(&der, passphrase.unwrap_or_default())?,
            "PUBLIC KEY" if !want_private => from_spki(&der)?,
            "RSA PUBLIC KEY" if !want_private => rsa_public_from_pkcs1(&der)?,
            "CERTIFICATE" if !want_private => {
                from_spki(asn1::certificate_spki(&der).ok_or(DECODE)?)?
            }
            _ => return Err(DECODE),
        }
    } else {
        match kind {
            "pkcs8" if pkcs8::PrivateKeyInfoRef::from_der(data).is_err() => {
                if pkcs8::EncryptedPrivateKeyInfoRef::from_der(data).is_err()
                    && !pbes2_ecb::recognizes(data)
                {
                    return Err(pkcs8_der_failure(data));
                }
                match passphrase {
                    Some(p) => from_encrypted_pkcs8(data, p)?,
                    None => {
                        return Err(node(
                            Kind::Type,
                            "ERR_MISSING_PASSPHRASE",
                            "Passphrase required for encrypted key",
                        ))
                    }
                }
            }
            "pkcs8" => from_pkcs8(data)?,
            "sec1" => any_private_der(data)?,
            "pkcs1" if want_private || looks_like_rsa_private(data) => any_private_der(data)?,
            "pkcs1" => rsa_public_from_pkcs1(data).map_err(|_| PKCS1_PUBLIC_DER_FAILURE)?,
            "spki" if !want_private => from_spki(data).map_err(|_| SPKI_DER_FAILURE)?,
            _ => return Err(DECODE),
        }
    };
    Ok(key)
}

/// A post-quantum key from JWK-like parts: the public key, and the private half in its JWK
/// form (a seed, or SLH-DSA's whole private key) whose public key must be the one given.
fn pqc_from_parts(name: &str, public: Option<&[u8]>, private: Option<&[u8]>) -> Option<Key> {
    let kind = PqcKind::from_type_name(name)?;
    match (public, private) {
        (public, Some(private)) => {
            let key = PqcKey::from_jwk_private(kind, private)?;
            public
                .is_none_or(|p| p == key.public)
                .then_some(Key::Pqc(key))
        }
        (Some(public), None) => Some(Key::Pqc(PqcKey::from_public(kind, public)?)),
        (None, None) => None,
    }
}

/// A key from raw parts (JWK members or ECDH's raw scalar and point). `None` if the
/// parts do not make a valid key.
pub fn from_parts(kind: &str, curve: Option<Curve>, parts: &[Option<Vec<u8>>]) -> Option<Key> {
    let part = |i: usize| parts.get(i).and_then(|p| p.as_deref());
    match kind {
        "ed25519" | "ed448" | "x25519" | "x448" => {
            let curve = OkpCurve::from_type_name(kind)?;
            // The private key decides; `x` is not checked against it.
            Some(Key::Okp(match part(1) {
                Some(d) => OkpKey::from_private(curve, d)?,
                None => OkpKey::from_public(curve, part(0)?)?,
            }))
        }
        "ml-dsa-44" | "ml-dsa-65" | "ml-dsa-87" | "ml-kem-512" | "ml-kem-768" | "ml-kem-1024" => {
            pqc_from_parts(kind, part(0), part(1))
        }
        name if name.starts_with("slh-dsa-") => pqc_from_parts(name, part(0), part(1)),
        "ec" => {
            let curve = curve?;
            // parts: point (SEC1, may be empty when d is given), d.
            let d = part(1).map(<[u8]>::to_vec);
            let point = match (part(0), &d) {
                (Some(p), _) if !p.is_empty() => ec_point_convert(curve, p, false)?,
                (_, Some(d)) => ec_point_of(curve, d)?,
                _ => return None,
            };
            if let Some(d) = &d {
                if d.len() != curve.field_len() || ec_point_of(curve, d)? != point {
                    return None;
                }
            }
            Some(Key::Ec {
                curve,
                point,
                d,
                explicit: false,
            })
        }
        "rsa" => {
            let big = |b: &[u8]| BoxedUint::from_be_slice_vartime(b);
            let n = big(part(0)?);
            let e = big(part(1)?);
            match part(2) {
                Some(d) => {
                    let primes = vec![big(part(3)?), big(part(4)?)];
                    let private = RsaPrivateKey::from_components(n, e, big(d), primes).ok()?;
                    Some(Key::Rsa {
                        public: private.to_public_key(),
                        private: Some(Box::new(private)),
                        usage: RsaUse::Any,
                    })
                }
                None => {
                    let public = RsaPublicKey::new_with_size_limits(n, e, 512..=16384).ok()?;
                    Some(Key::Rsa {
                        public,
                        private: None,
                        usage: RsaUse::Any,
                    })
                }
            }
        }
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------
// Export

/// The DER encoding `kind` ("pkcs8", "sec1", "pkcs1" or "spki") of the key, and the PEM
/// label that goes with it. js-lib has checked that the kind fits the key.
pub fn export_der(key: &Key, kind: &str) -> Result<(Vec<u8>, &'static str), Fail> {
    let bad = || {
        node(
            Kind::Error,
            "ERR_CRYPTO_OPERATION_FAILED",
            "Failed to encode key",
        )
    };
    let incompatible = || {
        node(
            Kind::Error,
            "ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS",
            format!("The selected key encoding {kind} is not supported for this key."),
        )
    };
    match (key, kind) {
        (Key::Okp(k), "pkcs8") => Ok((k.pkcs8_der().ok_or_else(bad)?, "PRIVATE KEY")),
        (Key::Okp(k), "spki") => Ok((k.spki_der(), "PUBLIC KEY")),
        (Key::Pqc(k), "pkcs8") => Ok((k.pkcs8_der().ok_or_else(bad)?, "PRIVATE KEY")),
        (Key::Pqc(k), "spki") => Ok((k.spki_der(), "PUBLIC KEY")),
        (
            Key::Ec {
                curve, d: Some(d), ..
            },
            "pkcs8" | "sec1",
        ) => {
            let der = with_curve!(*curve, C => {
                let sk = elliptic_curve::SecretKey::<C>::from_slice(d).map_err(|_| bad())?;
                if kind == "sec1" {
                    sk.to_sec1_der().map_err(|_| bad())?.to_vec()
                } else {
                    sk.to_pkcs8_der().map_err(|_| bad())?.as_bytes().to_vec()
                }
            });
            Ok((
                der,
                if kind == "sec1" {
                    "EC PRIVATE KEY"
                } else {
                    "PRIVATE KEY"
                },
            ))
        }
        (Key::Ec { curve, point, .. }, "spki") => {
            let der = with_curve!(*curve, C => {
                elliptic_curve::PublicKey::<C>::from_sec1_bytes(point)
                    .map_err(|_| bad())?
                    .to_public_key_der()
                    .map_err(|_| bad())?
                    .into_vec()
            });
            Ok((der, "PUBLIC KEY"))
        }
        // An rsa-pss key: the PKCS#1 structure inside id-RSASSA-PSS's AlgorithmIdentifier.
        (
            Key::Rsa {
                public,
                private,
                usage: RsaUse::Pss(params),
            },
            "pkcs8" | "spki",
        ) if kind == "spki" || private.is_some() => {
            let params = params.as_ref();
            Ok(match private {
                Some(p) if kind == "pkcs8" => {
                    let inner = p.to_pkcs1_der().map_err(|_| bad())?;
                    (pss::pkcs8_der(params, inner.as_bytes()), "PRIVATE KEY")
                }
                _ => {
                    let inner = public.to_pkcs1_der().map_err(|_| bad())?;
                    (pss::spki_der(params, inner.as_bytes()), "PUBLIC KEY")
                }
            })
        }
        (
            Key::Rsa {
                usage: RsaUse::Pss(_),
                ..
            },
            _,
        ) => Err(incompatible()),
        (Key::Dsa(k), "pkcs8") => Ok((k.pkcs8_der().ok_or_else(bad)?, "PRIVATE KEY")),
        (Key::Dsa(k), "spki") => Ok((k.spki_der(), "PUBLIC KEY")),
        (Key::Dh(k), "pkcs8") => Ok((k.pkcs8_der().ok_or_else(bad)?, "PRIVATE KEY")),
        (Key::Dh(k), "spki") => Ok((k.spki_der(), "PUBLIC KEY")),
        (
            Key::Rsa {
                private: Some(p), ..
            },
            "pkcs8",
        ) => Ok((
            p.to_pkcs8_der().map_err(|_| bad())?.as_bytes().to_vec(),
            "PRIVATE KEY",
        )),
        (
            Key::Rsa {
                private: Some(p), ..
            },
            "pkcs1",
        ) if key.is_private() => Ok((
            p.to_pkcs1_der().map_err(|_| bad())?.as_bytes().to_vec(),
            "RSA PRIVATE KEY",
        )),
        (Key::Rsa { public, .. }, "pkcs1") => Ok((
            public.to_pkcs1_der().map_err(|_| bad())?.into_vec(),
            "RSA PUBLIC KEY",
        )),
        (Key::Rsa { public, .. }, "spki") => Ok((
            public.to_public_key_der().map_err(|_| bad())?.into_vec(),
            "PUBLIC KEY",
        )),
        _ => Err(incompatible()),
    }
}

/// `der` (a PKCS#8 PrivateKeyInfo) encrypted as OpenSSL 3 writes it for `cipher`:
/// PBES2 with PBKDF2-HMAC-SHA256 (2048 iterations, 16-byte salt) and AES-CBC,
/// DES-EDE3-CBC, or AES-ECB (pbes2_ecb.rs).
pub fn encrypt_pkcs8(der: &[u8], cipher: &str, passphrase: &[u8]) -> Result<Vec<u8>, Fail> {
    use pkcs8::pkcs5::pbes2;
    let failed = || {
        node(
            Kind::Error,
            "ERR_CRYPTO_OPERATION_FAILED",
            "Failed to encode key",
        )
    };
    let iv = random_array::<16>()?;
    let salt = random_array::<16>()?;
    let cipher = cipher.to_ascii_lowercase();
    if pbes2_ecb::is_ecb(&cipher) {
        return pbes2_ecb::encrypt(der, &cipher, passphrase, &salt).ok_or_else(failed);
    }
    let encryption = match cipher.as_str() {
        "aes-128-cbc" | "aes128" => pbes2::EncryptionScheme::Aes128Cbc { iv },
        "aes-192-cbc" | "aes192" => pbes2::EncryptionScheme::Aes192Cbc { iv },
        "aes-256-cbc" | "aes256" => pbes2::EncryptionScheme::Aes256Cbc { iv },
        "des-ede3-cbc" | "des3" => {
            let mut des_iv = [0u8; 8];
            des_iv.copy_from_slice(&iv[..8]);
            pbes2::EncryptionScheme::DesEde3Cbc { iv: des_iv }
        }
        _ => {
            return Err(node(
                Kind::Error,
                "ERR_CRYPTO_UNKNOWN_CIPHER",
                "Unknown cipher",
            ))
        }
    };
    let kdf = pbes2::Pbkdf2Params::hmac_sha256(2048, &salt).map_err(|_| failed())?;
    let params = pbes2::Parameters {
        kdf: kdf.into(),
        encryption,
    };
    let info = pkcs8::PrivateKeyInfoRef::from_der(der).map_err(|_| failed())?;
    let doc = info
        .encrypt_with_params(params, passphrase)
        .map_err(|_| failed())?;
    Ok(doc.as_bytes().to_vec())
}

fn pem_of(label: &str, der: &[u8]) -> Result<String, Fail> {
    pem_rfc7468::encode_string(label, pem_rfc7468::LineEnding::LF, der).map_err(|_| {
        node(
            Kind::Error,
            "ERR_CRYPTO_OPERATION_FAILED",
            "Failed to encode key",
        )
    })
}

/// The raw members of the key's JWK, as `(name, bytes)` in Node's order.
pub fn jwk_parts(key: &Key) -> Vec<(&'static str, Vec<u8>)> {
    let mut out = Vec::new();
    match key {
        Key::Okp(k) => {
            out.push(("x", k.public.clone()));
            if let Some(d) = &k.private {
                out.push(("d", d.clone()));
            }
        }
        Key::Ec {
            curve, point, d, ..
        } => {
            let n = curve.field_len();
            if point.len() == 1 + 2 * n {
                out.push(("x", point[1..=n].to_vec()));
                out.push(("y", point[1 + n..].to_vec()));
            }
            if let Some(d) = d {
                out.push(("d", d.clone()));
            }
        }
        Key::Rsa {
            public, private, ..
        } => {
            let trimmed = |b: &BoxedUint| b.to_be_bytes_trimmed_vartime().into_vec();
            out.push(("n", trimmed(public.n().as_ref())));
            out.push(("e", trimmed(public.e())));
            if let Some(p) = private {
                out.push(("d", trimmed(p.d())));
                let primes = p.primes();
                if primes.len() >= 2 {
                    let p0: &BoxedUint = primes[0].as_ref();
                    let q0: &BoxedUint = primes[1].as_ref();
                    out.push(("p", trimmed(p0)));
                    out.push(("q", trimmed(q0)));
                    if let (Some(dp), Some(dq), Some(qi)) = (p.dp(), p.dq(), p.crt_coefficient()) {
                        out.push(("dp", trimmed(dp)));
                        out.push(("dq", trimmed(dq)));
                        out.push(("qi", trimmed(&qi)));
                    }
                }
            }
        }
        // No JWK form (js-lib refuses the export); the parts serve key comparison.
        Key::Dsa(k) => {
            out.extend([
                ("p", k.p.clone()),
                ("q", k.q.clone()),
                ("g", k.g.clone()),
                ("y", k.y.clone()),
            ]);
            if let Some(x) = &k.x {
                out.push(("x", x.clone()));
            }
        }
        Key::Dh(k) => {
            out.extend([("p", k.p.clone()), ("g", k.g.clone()), ("y", k.y.clone())]);
            if let Some(x) = &k.x {
                out.push(("x", x.clone()));
            }
        }
        // A private key without a seed has no `priv` member (js-lib refuses to export it).
        Key::Pqc(k) => {
            out.push(("pub", k.public.clone()));
            if let Some(private) = k.jwk_private() {
                out.push(("priv", private.to_vec()));
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------------------
// Signatures, key agreement, encryption

/// RSA padding modes (Node's `crypto.constants`).
pub const RSA_PKCS1_PADDING: i32 = 1;
pub const RSA_NO_PADDING: i32 = 3;
pub const RSA_PKCS1_OAEP_PADDING: i32 = 4;
pub const RSA_PKCS1_PSS_PADDING: i32 = 6;
/// Salt length sentinels of PSS.
pub const SALTLEN_DIGEST: i32 = -1;
pub const SALTLEN_MAX_OR_AUTO: i32 = -2;
/// No padding or salt length was given: the key type's default applies.
pub const UNSET: i32 = i32::MIN;

const DIGEST_NOT_ALLOWED: Fail = Fail::Ossl {
    id: "1C8000AE",
    lib: "Provider routines",
    reason: "digest not allowed",
    code: "ERR_OSSL_DIGEST_NOT_ALLOWED",
    stack: false,
};

const ILLEGAL_PADDING: Fail = Fail::Ossl {
    id: "1C8000A5",
    lib: "Provider routines",
    reason: "illegal or unsupported padding mode",
    code: "ERR_OSSL_ILLEGAL_OR_UNSUPPORTED_PADDING_MODE",
    stack: false,
};

/// A PSS encoding that does not fit the modulus, with the error stack OpenSSL leaves.
const PSS_TOO_LARGE: Fail = Fail::OsslText {
    message: "error:0200006E:rsa routines::data too large for key size",
    stack: &[
        "error:030000EA:digital envelope routines::provider signature failure",
        "error:1C880004:Provider routines::RSA lib",
        "error:0200006E:rsa routines::data too large for key size",
        "error:1C880004:Provider routines::RSA lib",
    ],
    lib: "rsa routines",
    reason: "data too large for key size",
    code: "ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_KEY_SIZE",
};

const SALT_TOO_SMALL: Fail = Fail::Ossl {
    id: "1C8000AC",
    lib: "Provider routines",
    reason: "pss saltlen too small",
    code: "ERR_OSSL_PSS_SALTLEN_TOO_SMALL",
    stack: false,
};

/// How an RSA key signs: the digest, padding, MGF1 digest and the restriction on the
/// salt, after OpenSSL's checks of an `rsa-pss` key's limits.
struct RsaSigPlan {
    algo: Algo,
    padding: i32,
    mgf1: Algo,
    restrict: Option<PssParams>,
}

impl RsaSigPlan {
    /// What the signature covers: `input` itself when the caller hashed it.
    fn digest(&self, p: &SigParams, input: &[u8]) -> Vec<u8> {
        if p.prehashed {
            input.to_vec()
        } else {
            digest(self.algo, input, self.algo.output_len())
        }
    }
}

fn rsa_sig_plan(usage: RsaUse, p: &SigParams) -> Result<RsaSigPlan, Fail> {
    let restrict = match usage {
        RsaUse::Pss(r) => r,
        RsaUse::Any => None,
    };
    let algo = match (p.algo, restrict) {
        (Some(a), Some(r)) if a != r.hash => return Err(DIGEST_NOT_ALLOWED),
        (Some(a), _) => a,
        (None, Some(r)) => r.hash,
        (None, None) => Algo::Sha256,
    };
    let pss_only = usage != RsaUse::Any;
    let padding = match p.padding {
        UNSET if pss_only => RSA_PKCS1_PSS_PADDING,
        UNSET => RSA_PKCS1_PADDING,
        RSA_PKCS1_PSS_PADDING => RSA_PKCS1_PSS_PADDING,
        _ if pss_only => return Err(ILLEGAL_PADDING),
        other => other,
    };
    Ok(RsaSigPlan {
        algo,
        padding,
        mgf1: restrict.map_or(algo, |r| r.mgf1),
        restrict,
    })
}

/// The DigestInfo prefix of PKCS#1 v1.5 signatures for `algo` (RFC 8017 §9.2).
fn digest_info_prefix(algo: Algo) -> Option<Vec<u8>> {
    let oid: &[u8] = match algo {
        Algo::Md5 => &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x02, 0x05],
        Algo::Sha1 => &[0x2b, 0x0e, 0x03, 0x02, 0x1a],
        Algo::Ripemd160 => &[0x2b, 0x24, 0x03, 0x02, 0x01],
        Algo::Sha256 => &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01],
        Algo::Sha384 => &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x02],
        Algo::Sha512 => &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x03],
        Algo::Sha224 => &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x04],
        Algo::Sha512_224 => &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x05],
        Algo::Sha512_256 => &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x06],
        Algo::Sha3_224 => &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x07],
        Algo::Sha3_256 => &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x08],
        Algo::Sha3_384 => &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x09],
        Algo::Sha3_512 => &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x0a],
        _ => return None,
    };
    let hlen = u8::try_from(algo.output_len()).ok()?;
    let alg_len = u8::try_from(oid.len() + 4).ok()?;
    let total = alg_len.checked_add(4)?.checked_add(hlen)?;
    let mut out = vec![
        0x30,
        total,
        0x30,
        alg_len,
        0x06,
        u8::try_from(oid.len()).ok()?,
    ];
    out.extend_from_slice(oid);
    out.extend_from_slice(&[0x05, 0x00, 0x04, hlen]);
    Some(out)
}

/// `bytes` with zeros in front up to `len` (I2OSP of an integer's trimmed bytes).
fn left_pad(bytes: &[u8], len: usize) -> Vec<u8> {
    let mut out = vec![0u8; len.saturating_sub(bytes.len())];
    out.extend_from_slice(bytes);
    out
}

/// How to sign or verify.
#[derive(Clone, Copy)]
pub struct SigParams<'a> {
    /// The digest; `None` means the key type's default (SHA-256, none for Ed25519).
    pub algo: Option<Algo>,
    /// `input` is already the digest (createSign/createVerify).
    pub prehashed: bool,
    /// An RSA padding, or [`UNSET`].
    pub padding: i32,
    /// A PSS salt length or sentinel, or [`UNSET`].
    pub salt_len: i32,
    /// ECDSA signatures as r || s instead of DER.
    pub p1363: bool,
    /// The Ed448 context string (RFC 8032); empty for none.
    pub context: &'a [u8],
}

/// Node 26 signs Ed25519 with a non-empty context as Ed25519ctx, which dalek does not
/// offer; refusing is better than a plain Ed25519 signature the caller did not ask for.
fn ed25519ctx_not_built() -> Fail {
    node(
        Kind::Error,
        "ERR_METHOD_NOT_IMPLEMENTED",
        "The Ed25519 with a context (Ed25519ctx) method is not implemented",
    )
}

fn digest_for(p: &SigParams, input: &[u8]) -> (Algo, Vec<u8>) {
    let algo = p.algo.unwrap_or(Algo::Sha256);
    if p.prehashed {
        (algo, input.to_vec())
    } else {
        (algo, digest(algo, input, algo.output_len()))
    }
}

/// The digest a DSA signature covers; OpenSSL's DSA refuses MD5 (and its kin).
fn dsa_digest(p: &SigParams, input: &[u8]) -> Result<Vec<u8>, Fail> {
    if matches!(p.algo, Some(Algo::Md5 | Algo::Md5Sha1)) {
        return Err(DIGEST_NOT_ALLOWED);
    }
    Ok(digest_for(p, input).1)
}

pub fn sign(key: &Key, p: &SigParams, input: &[u8]) -> Result<Vec<u8>, Fail> {
    match key {
        Key::Okp(k) if k.private.is_some() && k.curve.signs() => {
            if p.prehashed || p.algo.is_some() {
                return Err(INVALID_DIGEST);
            }
            if k.curve == OkpCurve::Ed25519 && !p.context.is_empty() {
                return Err(ed25519ctx_not_built());
            }
            k.sign(input, p.context).ok_or(WRONG_TYPE)
        }
        Key::Pqc(k) if k.is_private() && k.kind.signs() => {
            if p.prehashed || p.algo.is_some() {
                return Err(INVALID_DIGEST);
            }
            k.sign(input, p.context)
                .ok_or_else(|| node(Kind::Error, "ERR_CRYPTO_OPERATION_FAILED", "Sign failed"))
        }
        Key::Ec {
            curve, d: Some(d), ..
        } => {
            let (_, hash) = digest_for(p, input);
            with_curve!(*curve, C => {
                let sk = ecdsa::SigningKey::<C>::from_slice(d).map_err(|_| WRONG_TYPE)?;
                let sig: ecdsa::Signature<C> = sk.sign_prehash(&hash).map_err(|_| DIGEST_TOO_BIG)?;
                Ok(if p.p1363 { sig.to_vec() } else { sig.to_der().as_bytes().to_vec() })
            })
        }
        Key::Rsa {
            private: Some(private),
            usage,
            ..
        } => {
            let plan = rsa_sig_plan(*usage, p)?;
            let (algo, hash) = (plan.algo, plan.digest(p, input));
            let mut rng = OsRng;
            if plan.padding == RSA_PKCS1_PSS_PADDING {
                let em_bits = key.modulus_bits().saturating_sub(1);
                let h_len = hash.len();
                let max = pss::max_salt(em_bits, h_len);
                let salt = match (p.salt_len, *usage, plan.restrict) {
                    (UNSET, _, Some(r)) => r.salt,
                    (UNSET, RsaUse::Pss(None), _) => h_len.min(max),
                    (SALTLEN_DIGEST, ..) => h_len,
                    (n, ..) if n < 0 => max,
                    (n, ..) => n as usize,
                };
                if plan.restrict.is_some_and(|r| salt < r.salt) {
                    return Err(SALT_TOO_SMALL);
                }
                let mut salt_bytes = vec![0u8; salt];
                getrandom::fill(&mut salt_bytes)
                    .map_err(|_| node(Kind::Error, "ERR_CRYPTO_OPERATION_FAILED", "Sign failed"))?;
                let em = pss::encode(&hash, em_bits, &salt_bytes, algo, plan.mgf1)
                    .ok_or(PSS_TOO_LARGE)?;
                let m = BoxedUint::from_be_slice(&em, private.n_bits_precision())
                    .map_err(|_| TOO_LARGE)?;
                let s = rsa::hazmat::rsa_decrypt_and_check(&**private, Some(&mut rng), &m)
                    .map_err(|_| TOO_LARGE)?;
                Ok(left_pad(&s.to_be_bytes_trimmed_vartime(), private.size()))
            } else if plan.padding == RSA_PKCS1_PADDING {
                let prefix = digest_info_prefix(algo).ok_or(INVALID_DIGEST)?;
                let scheme = rsa::Pkcs1v15Sign {
                    hash_len: Some(hash.len()),
                    prefix: prefix.into_boxed_slice(),
                };
                private
                    .sign_with_rng(&mut rng, scheme, &hash)
                    .map_err(|_| DIGEST_TOO_BIG)
            } else {
                Err(bad_sig_padding(plan.padding))
            }
        }
        Key::Dsa(k) if k.x.is_some() => {
            let hash = dsa_digest(p, input)?;
            k.sign(&mut OsRng, &hash, p.p1363).map_err(Fail::from)
        }
        _ if !key.is_private() => Err(node(
            Kind::Type,
            "ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE",
            "Invalid key object type public, expected private.",
        )),
        _ => Err(WRONG_TYPE),
    }
}

pub fn verify(key: &Key, p: &SigParams, input: &[u8], sig: &[u8]) -> Result<bool, Fail> {
    match key {
        Key::Okp(k) if k.curve.signs() => {
            if p.prehashed || p.algo.is_some() {
                return Err(INVALID_DIGEST);
            }
            if k.curve == OkpCurve::Ed25519 && !p.context.is_empty() {
                return Err(ed25519ctx_not_built());
            }
            Ok(k.verify(input, sig, p.context))
        }
        Key::Pqc(k) if k.kind.signs() => {
            if p.prehashed || p.algo.is_some() {
                return Err(INVALID_DIGEST);
            }
            Ok(k.verify(input, sig, p.context))
        }
        Key::Ec { curve, point, .. } => {
            let (_, hash) = digest_for(p, input);
            with_curve!(*curve, C => {
                let Ok(vk) = ecdsa::VerifyingKey::<C>::from_sec1_bytes(point) else {
                    return Ok(false);
                };
                let parsed = if p.p1363 {
                    ecdsa::Signature::<C>::from_slice(sig)
                } else {
                    ecdsa::Signature::<C>::from_der(sig)
                };
                let Ok(parsed) = parsed else { return Ok(false) };
                // OpenSSL accepts either s; secp256k1's verifier wants the low one.
                let parsed = parsed.normalize_s();
                Ok(vk.verify_prehash(&hash, &parsed).is_ok())
            })
        }
        Key::Rsa { public, usage, .. } => {
            let plan = rsa_sig_plan(*usage, p)?;
            let (algo, hash) = (plan.algo, plan.digest(p, input));
            if plan.padding == RSA_PKCS1_PSS_PADDING {
                let h_len = hash.len();
                let salt = match (p.salt_len, plan.restrict) {
                    (UNSET, Some(r)) => Some(r.salt),
                    (SALTLEN_DIGEST, _) => Some(h_len),
                    (n, _) if n < 0 => None,
                    (n, _) => Some(n as usize),
                };
                let min = plan.restrict.map_or(0, |r| r.salt);
                if salt.is_some_and(|s| s < min) {
                    return Err(SALT_TOO_SMALL);
                }
                // s = OS2IP(S) must be one of the modulus' residues.
                if sig.len() != public.size() {
                    return Ok(false);
                }
                let Ok(s) = BoxedUint::from_be_slice(sig, public.n_bits_precision()) else {
                    return Ok(false);
                };
                if s >= *public.n().as_ref() {
                    return Ok(false);
                }
                let Ok(m) = rsa::hazmat::rsa_encrypt(public, &s) else {
                    return Ok(false);
                };
                let em_bits = key.modulus_bits().saturating_sub(1);
                let em_len = em_bits.div_ceil(8);
                let m = m.to_be_bytes_trimmed_vartime();
                if m.len() > em_len {
                    return Ok(false);
                }
                let em = left_pad(&m, em_len);
                Ok(pss::verify(&hash, &em, em_bits, salt, min, algo, plan.mgf1))
            } else if plan.padding == RSA_PKCS1_PADDING {
                let prefix = digest_info_prefix(algo).ok_or(INVALID_DIGEST)?;
                let scheme = rsa::Pkcs1v15Sign {
                    hash_len: Some(hash.len()),
                    prefix: prefix.into_boxed_slice(),
                };
                Ok(public.verify(scheme, &hash, sig).is_ok())
            } else {
                Err(bad_sig_padding(plan.padding))
            }
        }
        Key::Dsa(k) => {
            let hash = dsa_digest(p, input)?;
            Ok(k.verify(&hash, sig, p.p1363))
        }
        _ => Err(WRONG_TYPE),
    }
}

/// The shared secret of a private and a public key of the same type (and curve).
pub fn diffie_hellman(private: &Key, public: &Key) -> Result<Vec<u8>, Fail> {
    match (private, public) {
        (Key::Okp(mine), Key::Okp(theirs))
            if mine.private.is_some() && !mine.curve.signs() && mine.curve == theirs.curve =>
        {
            mine.derive(theirs).ok_or(FAILED_DERIVATION)
        }
        (Key::Dh(mine), Key::Dh(theirs)) => Ok(mine.derive(theirs)?),
        (
            Key::Ec {
                curve: c1,
                d: Some(d),
                ..
            },
            Key::Ec {
                curve: c2, point, ..
            },
        ) if c1 == c2 => with_curve!(*c1, C => {
            let sk = elliptic_curve::SecretKey::<C>::from_slice(d).map_err(|_| WRONG_TYPE)?;
            let pk = elliptic_curve::PublicKey::<C>::from_sec1_bytes(point).map_err(|_| WRONG_TYPE)?;
            Ok(sk.diffie_hellman(&pk).raw_secret_bytes().to_vec())
        }),
        (Key::Ec { .. }, Key::Ec { .. }) => Err(MISMATCHING_DOMAIN),
        _ => Err(WRONG_TYPE),
    }
}

/// An rsa-routines failure of raw RSA. OpenSSL reaches the private-key-encrypt and
/// public-key-decrypt primitives through its signature provider, which stacks two lines
/// under the reason.
macro_rules! raw_rsa_fail {
    ($id:literal, $reason:literal, $code:literal, $through_signature:expr) => {
        if $through_signature {
            Fail::OsslText {
                message: concat!("error:", $id, ":rsa routines::", $reason),
                stack: &[
                    "error:030000EA:digital envelope routines::provider signature failure",
                    "error:1C880004:Provider routines::RSA lib",
                ],
                lib: "rsa routines",
                reason: $reason,
                code: $code,
            }
        } else {
            Fail::Ossl {
                id: $id,
                lib: "rsa routines",
                reason: $reason,
                code: $code,
                stack: false,
            }
        }
    };
}

/// RSA encryption: `op` 0 publicEncrypt, 1 privateDecrypt, 2 privateEncrypt,
/// 3 publicDecrypt.
pub fn rsa_crypt(
    key: &Key,
    op: i32,
    padding: i32,
    oaep_given: Option<Algo>,
    label: &[u8],
    data: &[u8],
) -> Result<Vec<u8>, Fail> {
    let oaep = oaep_given.unwrap_or(Algo::Sha1);
    let Key::Rsa {
        public,
        private,
        usage,
    } = key
    else {
        return Err(WRONG_TYPE);
    };
    if *usage != RsaUse::Any {
        // An rsa-pss key only signs; privateEncrypt asks for a signature padding first.
        return Err(if op == 2 {
            ILLEGAL_PADDING
        } else {
            Fail::Ossl {
                id: "1C8000B2",
                lib: "Provider routines",
                reason: "operation not supported for this keytype",
                code: "ERR_OSSL_OPERATION_NOT_SUPPORTED_FOR_THIS_KEYTYPE",
                stack: false,
            }
        });
    }
    // OpenSSL's order: a decryption context takes any padding and fails for want of the
    // private key when it runs; a signature context (privateEncrypt, publicDecrypt) checks
    // the padding and refuses OAEP's digest and label; privateEncrypt then checks the input's
    // size before it wants the key.
    if op == 1 && private.is_none() {
        return Err(if padding == RSA_PKCS1_OAEP_PADDING {
            Fail::OsslText {
                message: "error:020000B3:rsa routines::missing private key",
                stack: &DECRYPT_FAILED,
                lib: "rsa routines",
                reason: "missing private key",
                code: "ERR_OSSL_RSA_MISSING_PRIVATE_KEY",
            }
        } else {
            raw_rsa_fail!(
                "020000B3",
                "missing private key",
                "ERR_OSSL_RSA_MISSING_PRIVATE_KEY",
                false
            )
        });
    }
    if op >= 2 {
        if padding != RSA_PKCS1_PADDING && padding != RSA_NO_PADDING {
            return Err(ILLEGAL_PADDING);
        }
        if oaep_given.is_some() {
            return Err(envelope_fail(
                "03000094",
                "invalid operation",
                "ERR_OSSL_EVP_INVALID_OPERATION",
            ));
        }
        if !label.is_empty() {
            return Err(envelope_fail(
                "03000093",
                "command not supported",
                "ERR_OSSL_EVP_COMMAND_NOT_SUPPORTED",
            ));
        }
    }
    let mut rng = OsRng;
    match (op, padding) {
        (0, RSA_PKCS1_OAEP_PADDING) => with_pad_digest!(oaep, D => {
            let scheme = rsa::Oaep::<D>::new_with_label(label.to_vec());
            public.encrypt(&mut rng, scheme, data).map_err(|_| TOO_LARGE)
        }, _ => Err(INVALID_DIGEST)),
        (0, RSA_PKCS1_PADDING) => public
            .encrypt(&mut rng, rsa::Pkcs1v15Encrypt, data)
            .map_err(|_| TOO_LARGE),
        (1, RSA_PKCS1_OAEP_PADDING) => {
            let private = private.as_ref().ok_or(WRONG_TYPE)?;
            with_pad_digest!(oaep, D => {
                let scheme = rsa::Oaep::<D>::new_with_label(label.to_vec());
                private.decrypt_blinded(&mut rng, scheme, data).map_err(|_| OAEP_DECODE)
            }, _ => Err(INVALID_DIGEST))
        }
        (1, RSA_PKCS1_PADDING) => {
            let private = private.as_ref().ok_or(WRONG_TYPE)?;
            private
                .decrypt_blinded(&mut rng, rsa::Pkcs1v15Encrypt, data)
                .map_err(|_| PAD_CHECK)
        }
        (2, RSA_PKCS1_PADDING) => {
            if data.len() + 11 > public.size() {
                return Err(raw_rsa_fail!(
                    "0200006E",
                    "data too large for key size",
                    "ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_KEY_SIZE",
                    true
                ));
            }
            let private = private.as_ref().ok_or(MISSING_KEY_SIGNING)?;
            private
                .sign_with_rng(&mut rng, rsa::Pkcs1v15Sign::new_unprefixed(), data)
                .map_err(|_| TOO_LARGE)
        }
        (3, RSA_PKCS1_PADDING) => {
            // The bare exponentiation checks the input's size; then EMSA-PKCS1-v1_5's
            // 0x00 || 0x01 || PS (at least 8 of 0xff) || 0x00 || M, checked as OpenSSL does.
            let em = rsa_raw(public, None, 3, data)?;
            pkcs1_type1_message(&em).map(<[u8]>::to_vec)
        }
        (_, RSA_NO_PADDING) => rsa_raw(public, private.as_deref(), op, data),
        _ => Err(Fail::Ossl {
            id: "1C8000A5",
            lib: "Provider routines",
            reason: "illegal or unsupported padding mode",
            code: "ERR_OSSL_ILLEGAL_OR_UNSUPPORTED_PADDING_MODE",
            stack: true,
        }),
    }
}

/// privateEncrypt without the private half, found after the input's size is checked.
const MISSING_KEY_SIGNING: Fail = raw_rsa_fail!(
    "020000B3",
    "missing private key",
    "ERR_OSSL_RSA_MISSING_PRIVATE_KEY",
    true
);

/// An error from OpenSSL's EVP layer with no stack beneath it.
fn envelope_fail(id: &'static str, reason: &'static str, code: &'static str) -> Fail {
    Fail::Ossl {
        id,
        lib: "digital envelope routines",
        reason,
        code,
        stack: false,
    }
}

/// What OpenSSL's provider stacks under a failed decryption.
const DECRYPT_FAILED: [&str; 1] = ["error:1C8000A2:Provider routines::failed to decrypt"];

/// The message inside a PKCS#1 v1.5 type-1 (signature) block `em` of the modulus
/// length, or OpenSSL's reason for refusing it.
fn pkcs1_type1_message(em: &[u8]) -> Result<&[u8], Fail> {
    macro_rules! bad {
        ($id:literal, $reason:literal, $code:literal) => {
            Fail::OsslText {
                message: concat!("error:", $id, ":rsa routines::", $reason),
                stack: &[
                    "error:030000EA:digital envelope routines::provider signature failure",
                    "error:1C880004:Provider routines::RSA lib",
                    "error:02000072:rsa routines::padding check failed",
                ],
                lib: "rsa routines",
                reason: $reason,
                code: $code,
            }
        };
    }
    if em.first() != Some(&0) {
        return Err(bad!(
            "0200008A",
            "invalid padding",
            "ERR_OSSL_RSA_INVALID_PADDING"
        ));
    }
    if em.get(1) != Some(&1) {
        return Err(bad!(
            "0200006A",
            "block type is not 01",
            "ERR_OSSL_RSA_BLOCK_TYPE_IS_NOT_01"
        ));
    }
    let body = &em[2..];
    let Some(end) = body.iter().position(|b| *b != 0xff) else {
        return Err(bad!(
            "02000071",
            "null before block missing",
            "ERR_OSSL_RSA_NULL_BEFORE_BLOCK_MISSING"
        ));
    };
    if body[end] != 0 {
        return Err(bad!(
            "02000066",
            "bad fixed header decrypt",
            "ERR_OSSL_RSA_BAD_FIXED_HEADER_DECRYPT"
        ));
    }
    if end < 8 {
        return Err(bad!(
            "02000067",
            "bad pad byte count",
            "ERR_OSSL_RSA_BAD_PAD_BYTE_COUNT"
        ));
    }
    Ok(&body[end + 1..])
}

/// RSA_NO_PADDING: the bare modular exponentiation, `op` as in [`rsa_crypt`]. Encrypting
/// takes exactly the modulus length; decrypting takes at most that. Both answer with the
/// modulus length, leading zeros kept, and refuse numbers not below the modulus, with
/// OpenSSL's reasons in OpenSSL's order.
fn rsa_raw(
    public: &RsaPublicKey,
    private: Option<&RsaPrivateKey>,
    op: i32,
    data: &[u8],
) -> Result<Vec<u8>, Fail> {
    let k = public.size();
    let signature_path = op >= 2;
    let encrypting = op == 0 || op == 2;
    if encrypting && data.len() > k {
        return Err(raw_rsa_fail!(
            "0200006E",
            "data too large for key size",
            "ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_KEY_SIZE",
            signature_path
        ));
    }
    if encrypting && data.len() < k {
        return Err(raw_rsa_fail!(
            "0200007A",
            "data too small for key size",
            "ERR_OSSL_RSA_DATA_TOO_SMALL_FOR_KEY_SIZE",
            signature_path
        ));
    }
    if data.len() > k {
        return Err(raw_rsa_fail!(
            "0200006C",
            "data greater than mod len",
            "ERR_OSSL_RSA_DATA_GREATER_THAN_MOD_LEN",
            signature_path
        ));
    }
    if op == 1 && data.is_empty() {
        return Err(raw_rsa_fail!(
            "0200006F",
            "data too small",
            "ERR_OSSL_RSA_DATA_TOO_SMALL",
            false
        ));
    }
    let n = public.n().as_ref();
    let x = BoxedUint::from_be_slice(data, n.bits_precision()).map_err(|_| TOO_LARGE)?;
    if x >= *n {
        return Err(raw_rsa_fail!(
            "02000084",
            "data too large for modulus",
            "ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_MODULUS",
            signature_path
        ));
    }
    let y = if op == 1 || op == 2 {
        let private = private.ok_or(MISSING_KEY_SIGNING)?;
        rsa::hazmat::rsa_decrypt_and_check(private, Some(&mut OsRng), &x)
    } else {
        rsa::hazmat::rsa_encrypt(public, &x)
    }
    .map_err(|_| PAD_CHECK)?;
    let bytes = y.to_be_bytes_trimmed_vartime();
    let mut out = vec![0u8; k.saturating_sub(bytes.len())];
    out.extend_from_slice(&bytes);
    Ok(out)
}

// ---------------------------------------------------------------------------------------
// JS entries

/// The native half of a KeyObject.
#[derive(Trace, Finalize, JsData)]
pub struct KeyHandle {
    #[unsafe_ignore_trace]
    key: Rc<Key>,
}

fn wrap(key: Key, ctx: &mut Context) -> JsValue {
    crate::engine::shared_shape::handle_object(KeyHandle { key: Rc::new(key) }, ctx).into()
}

fn key_of(v: &JsValue) -> JsResult<Rc<Key>> {
    v.as_object()
        .and_then(|o| o.downcast_ref::<KeyHandle>().map(|h| h.key.clone()))
        .ok_or_else(|| {
            JsNativeError::typ()
                .with_message("Illegal invocation")
                .into()
        })
}

fn str_arg(args: &[JsValue], i: usize) -> String {
    args.get_or_undefined(i)
        .as_string()
        .map(|s| s.to_std_string_lossy())
        .unwrap_or_default()
}

fn num_arg(args: &[JsValue], i: usize) -> f64 {
    args.get_or_undefined(i).as_number().unwrap_or(0.0)
}

fn bytes_arg(args: &[JsValue], i: usize, ctx: &mut Context) -> JsResult<Vec<u8>> {
    let v = args.get_or_undefined(i);
    if let Some(s) = v.as_string() {
        return Ok(s.to_std_string_lossy().into_bytes());
    }
    Ok(bytes_of(v, ctx)?.unwrap_or_default())
}

fn pair(ctx: &mut Context, key: Key) -> JsValue {
    let public = wrap(key.public_only(), ctx);
    let private = wrap(key, ctx);
    JsArray::from_iter([public, private], ctx).into()
}

/// `keyGenerate(type, a, b, callback)`: type "ed25519", "ed448", "x25519", "x448", "ec"
/// (a = curve name), "rsa" (a = modulus bits, b = public exponent), "rsa-pss", "dsa" or
/// "dh". Returns `[public, private]` handles, or with a callback runs on the pool and calls
/// `callback(err, pair)`.
pub fn key_generate(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let spec = match str_arg(args, 0).as_str() {
        "ed25519" => GenSpec::Okp(OkpCurve::Ed25519),
        "ed448" => GenSpec::Okp(OkpCurve::Ed448),
        "x25519" => GenSpec::Okp(OkpCurve::X25519),
        "x448" => GenSpec::Okp(OkpCurve::X448),
        "ec" => match Curve::parse(&str_arg(args, 1)) {
            Some(c) => GenSpec::Ec(c),
            None => {
                return Err(node(
                    Kind::Type,
                    "ERR_CRYPTO_INVALID_CURVE",
                    "Invalid EC curve name",
                )
                .to_js(ctx))
            }
        },
        "rsa" => GenSpec::Rsa {
            bits: num_arg(args, 1) as usize,
            exponent: num_arg(args, 2) as u64,
            usage: RsaUse::Any,
        },
        "dsa" => GenSpec::Dsa {
            bits: num_arg(args, 1) as usize,
            divisor: args.get_or_undefined(2).as_number().map(|n| n as usize),
        },
        "dh" => {
            // a = a group name, a prime (Buffer) or a prime length; b = the generator.
            let a = args.get_or_undefined(1);
            let generator = args.get_or_undefined(2).as_number().unwrap_or(2.0) as u32;
            if let Some(name) = a.as_string() {
                GenSpec::Dh(DhSpec::Group(name.to_std_string_lossy()))
            } else if let Some(bits) = a.as_number() {
                GenSpec::Dh(DhSpec::PrimeLength {
                    bits: bits as usize,
                    generator,
                })
            } else {
                GenSpec::Dh(DhSpec::Prime {
                    prime: bytes_of(a, ctx)?.unwrap_or_default(),
                    generator,
                })
            }
        }
        "rsa-pss" => {
            // b = [exponent, hashAlgorithm, mgf1HashAlgorithm, saltLength], js-lib checked.
            let b = args.get_or_undefined(2);
            let item = |i: u32, ctx: &mut Context| -> JsResult<JsValue> {
                match b.as_object() {
                    Some(o) => o.get(i, ctx),
                    None => Ok(JsValue::undefined()),
                }
            };
            let exponent = item(0, ctx)?.as_number().unwrap_or(65537.0) as u64;
            let algo = |v: JsValue| {
                v.as_string()
                    .and_then(|s| Algo::parse(&s.to_std_string_lossy()))
            };
            let hash = algo(item(1, ctx)?);
            let mgf1 = algo(item(2, ctx)?);
            let salt = item(3, ctx)?.as_number().map(|n| n as usize);
            GenSpec::Rsa {
                bits: num_arg(args, 1) as usize,
                exponent,
                usage: RsaUse::Pss(pss::params_from_options(hash, mgf1, salt)),
            }
        }
        other => match PqcKind::from_type_name(other) {
            Some(kind) => GenSpec::Pqc(kind),
            None => return Err(not_implemented(&format!("generateKeyPair('{other}')")).to_js(ctx)),
        },
    };
    now_or_on_pool(
        ctx,
        args.get_or_undefined(3),
        move || generate(&spec),
        |ctx, key| Ok(pair(ctx, key)),
    )
}

/// `keyParse(data, isPrivate, isPem, kind, passphrase)` → handle (throws Node's error);
/// `passphrase` is undefined or the bytes that open an encrypted key.
pub fn key_parse(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let data = bytes_arg(args, 0, ctx)?;
    // "either": PEM holding a public key is taken as it is, as OpenSSL's decoder takes it
    // for RSA's private-key operations.
    let either = args
        .get_or_undefined(1)
        .as_string()
        .is_some_and(|s| s.to_std_string_lossy() == "either");
    let private = args.get_or_undefined(1).to_boolean() && !either;
    let pem = args.get_or_undefined(2).to_boolean();
    let kind = str_arg(args, 3);
    let pass = match args.get_or_undefined(4) {
        v if v.is_undefined() => None,
        _ => Some(bytes_arg(args, 4, ctx)?),
    };
    let parsed = if either {
        parse_material(&data, false, pem, &kind, pass.as_deref())
    } else {
        parse(&data, private, pem, &kind, pass.as_deref())
    };
    match parsed {
        Ok(key) => Ok(wrap(key, ctx)),
        Err(e) => Err(e.to_js(ctx)),
    }
}

/// `keyFromParts(kind, curve, ...parts)` → handle, or undefined if the parts are not a
/// valid key. Parts that are undefined are absent.
pub fn key_from_parts(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let kind = str_arg(args, 0);
    let curve = Curve::parse(&str_arg(args, 1));
    let mut parts = Vec::new();
    for i in 2..args.len() {
        let v = args.get_or_undefined(i);
        parts.push(if v.is_undefined() {
            None
        } else {
            Some(bytes_of(v, ctx)?.unwrap_or_default())
        });
    }
    Ok(from_parts(&kind, curve, &parts).map_or(JsValue::undefined(), |k| wrap(k, ctx)))
}

/// `keyExport(handle, isPem, kind, cipher, passphrase)` → PEM string or DER Buffer; with a
/// cipher (PKCS#8 only, js-lib checks) the key is encrypted.
pub fn key_export(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let key = key_of(args.get_or_undefined(0))?;
    let pem = args.get_or_undefined(1).to_boolean();
    let kind = str_arg(args, 2);
    let (mut der, mut label) = export_der(&key, &kind).map_err(|e| e.to_js(ctx))?;
    // generateKeyPair's paramEncoding: 'explicit', or a key read with explicit parameters.
    if let Key::Ec {
        curve, explicit, ..
    } = &*key
    {
        if *explicit || args.get_or_undefined(5).to_boolean() {
            der = ec_explicit::to_explicit(&der, &kind, *curve).ok_or_else(|| {
                node(
                    Kind::Error,
                    "ERR_CRYPTO_OPERATION_FAILED",
                    "Failed to encode key",
                )
                .to_js(ctx)
            })?;
        }
    }
    if let Some(cipher) = args.get_or_undefined(3).as_string() {
        let pass = bytes_arg(args, 4, ctx)?;
        if kind != "pkcs8" {
            // PKCS#1 and SEC1 take OpenSSL's traditional PEM encryption (js-lib refuses DER).
            let iv = random_array::<16>().map_err(|e| e.to_js(ctx))?;
            let text = legacy_pem::encrypt(label, &der, &cipher.to_std_string_lossy(), &pass, &iv)
                .map_err(|e| Fail::from(e).to_js(ctx))?;
            return Ok(js_str(&text).into());
        }
        der =
            encrypt_pkcs8(&der, &cipher.to_std_string_lossy(), &pass).map_err(|e| e.to_js(ctx))?;
        label = "ENCRYPTED PRIVATE KEY";
    }
    if pem {
        let text = pem_of(label, &der).map_err(|e| e.to_js(ctx))?;
        Ok(js_str(&text).into())
    } else {
        to_buffer(ctx, &der)
    }
}

/// `keyJwk(handle)` → an object of Buffers (x, y, d, n, e, ...).
pub fn key_jwk(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let key = key_of(args.get_or_undefined(0))?;
    let obj = crate::engine::shared_shape::plain_object(ctx);
    for (name, bytes) in jwk_parts(&key) {
        let buf = to_buffer(ctx, &bytes)?;
        set_prop(&obj, name, buf, ctx)?;
    }
    Ok(obj.into())
}

/// `keyInfo(handle)` → `[type, asymmetricKeyType, detail, detail2, ...]`: the curve's
/// OpenSSL and JWK names for EC, modulus bits and public exponent for RSA (then for a
/// restricted rsa-pss key its digest, MGF1 digest and salt length), modulus and divisor
/// bits for DSA.
pub fn key_info(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let key = key_of(args.get_or_undefined(0))?;
    let kind = if key.is_private() {
        "private"
    } else {
        "public"
    };
    let (a, b): (JsValue, JsValue) = match &*key {
        Key::Ec { curve, .. } => (
            js_str(curve.openssl_name()).into(),
            js_str(curve.jwk_name()).into(),
        ),
        Key::Rsa { public, .. } => {
            let e = public.e().to_be_bytes_trimmed_vartime();
            let hex: String = e.iter().map(|b| format!("{b:02x}")).collect();
            (
                (public.n().bit_width() as f64).into(),
                js_str(if hex.is_empty() { "0" } else { &hex }).into(),
            )
        }
        Key::Dsa(k) => (
            (k.modulus_bits() as f64).into(),
            (k.divisor_bits() as f64).into(),
        ),
        _ => (JsValue::undefined(), JsValue::undefined()),
    };
    let mut items = vec![js_str(kind).into(), js_str(key.type_name()).into(), a, b];
    if let Key::Rsa {
        usage: RsaUse::Pss(Some(p)),
        ..
    } = &*key
    {
        items.push(js_str(p.hash.name()).into());
        items.push(js_str(p.mgf1.name()).into());
        items.push((p.salt as f64).into());
    }
    Ok(JsArray::from_iter(items, ctx).into())
}

/// `keyPublic(handle)` → a handle of the public half.
pub fn key_public(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let key = key_of(args.get_or_undefined(0))?;
    Ok(wrap(key.public_only(), ctx))
}

/// `keyEquals(a, b)`: same type and the same key material.
pub fn key_equals(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let a = key_of(args.get_or_undefined(0))?;
    let b = key_of(args.get_or_undefined(1))?;
    if a.is_private() != b.is_private() {
        return Ok(false.into());
    }
    let usage = |k: &Key| match k {
        Key::Rsa { usage, .. } => Some(*usage),
        _ => None,
    };
    Ok(
        (jwk_parts(&a) == jwk_parts(&b)
            && a.type_name() == b.type_name()
            && usage(&a) == usage(&b))
        .into(),
    )
}

/// `keyEcPoint(handle, compressed)` → the public point in SEC1 form.
pub fn key_ec_point(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let key = key_of(args.get_or_undefined(0))?;
    let compress = args.get_or_undefined(1).to_boolean();
    match &*key {
        Key::Ec { curve, point, .. } => {
            let out = ec_point_convert(*curve, point, compress).unwrap_or_default();
            to_buffer(ctx, &out)
        }
        _ => Ok(JsValue::undefined()),
    }
}

fn sig_params<'a>(args: &[JsValue], at: usize, context: &'a [u8]) -> SigParams<'a> {
    let algo_v = args.get_or_undefined(at);
    let algo = algo_v
        .as_string()
        .and_then(|s| Algo::parse(&s.to_std_string_lossy()));
    let salt = args.get_or_undefined(at + 3);
    SigParams {
        algo,
        prehashed: args.get_or_undefined(at + 1).to_boolean(),
        padding: args
            .get_or_undefined(at + 2)
            .as_number()
            .map_or(UNSET, |n| n as i32),
        salt_len: salt.as_number().map_or(UNSET, |n| n as i32),
        p1363: args.get_or_undefined(at + 4).to_boolean(),
        context,
    }
}

/// `keySign(handle, data, digest, prehashed, padding, saltLength, p1363, context)` →
/// Buffer.
pub fn key_sign(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let key = key_of(args.get_or_undefined(0))?;
    let data = bytes_arg(args, 1, ctx)?;
    let context = bytes_arg(args, 7, ctx)?;
    let p = sig_params(args, 2, &context);
    match sign(&key, &p, &data) {
        Ok(sig) => to_buffer(ctx, &sig),
        Err(e) => Err(e.to_js(ctx)),
    }
}

/// `keyVerify(handle, data, digest, prehashed, padding, saltLength, p1363, signature,
/// context)`.
pub fn key_verify(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let key = key_of(args.get_or_undefined(0))?;
    let data = bytes_arg(args, 1, ctx)?;
    let context = bytes_arg(args, 8, ctx)?;
    let p = sig_params(args, 2, &context);
    let sig = bytes_arg(args, 7, ctx)?;
    match verify(&key, &p, &data, &sig) {
        Ok(ok) => Ok(ok.into()),
        Err(e) => Err(e.to_js(ctx)),
    }
}

/// `keyDh(private, public)` → the shared secret.
pub fn key_dh(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let a = key_of(args.get_or_undefined(0))?;
    let b = key_of(args.get_or_undefined(1))?;
    match diffie_hellman(&a, &b) {
        Ok(s) => to_buffer(ctx, &s),
        Err(e) => Err(e.to_js(ctx)),
    }
}

/// What `crypto.encapsulate`/`decapsulate` do with a key: only ML-KEM keys encapsulate
/// here (Node 26 also runs RSA-SVE and DHKEM, which minirt does not have).
fn kem_key(key: &Key, what: &str) -> Result<PqcKey, Fail> {
    let failed = || {
        node(
            Kind::Error,
            "ERR_CRYPTO_OPERATION_FAILED",
            format!("{what} failed"),
        )
    };
    match key {
        Key::Pqc(k) if !k.kind.signs() => Ok(k.clone()),
        Key::Rsa { .. } | Key::Ec { .. } => {
            Err(not_implemented(&format!("{what} (RSA-SVE, DHKEM)")))
        }
        Key::Okp(k) if !k.curve.signs() => Err(not_implemented(&format!("{what} (DHKEM)"))),
        _ => Err(failed()),
    }
}

/// Calls `finish` with the result of `job` now, or with a callback runs `job` on the pool
/// and calls `callback(err, value)`.
fn now_or_on_pool<T: 'static + Send>(
    ctx: &mut Context,
    callback: &JsValue,
    job: impl FnOnce() -> Result<T, Fail> + Send + 'static,
    finish: fn(&mut Context, T) -> JsResult<JsValue>,
) -> JsResult<JsValue> {
    if callback.is_undefined() {
        return match job() {
            Ok(v) => finish(ctx, v),
            Err(e) => Err(e.to_js(ctx)),
        };
    }
    let cb = crate::host::runtime::as_function(callback, "callback")?;
    host(ctx).submit(
        Waiter::Callback(cb),
        Box::new(move || {
            let done = job();
            Box::new(move |ctx: &mut Context| match done {
                Ok(v) => Ok(Ok(finish(ctx, v)?)),
                Err(e) => Ok(Err(e.to_js(ctx).into_opaque(ctx)?)),
            })
        }),
    );
    Ok(JsValue::undefined())
}

/// `keyEncapsulate(handle, callback?)` → `[sharedKey, ciphertext]` Buffers.
pub fn key_encapsulate(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let key =
        kem_key(&*key_of(args.get_or_undefined(0))?, "Encapsulation").map_err(|e| e.to_js(ctx))?;
    let job = move || {
        key.encapsulate().ok_or_else(|| {
            node(
                Kind::Error,
                "ERR_CRYPTO_OPERATION_FAILED",
                "Encapsulation failed",
            )
        })
    };
    now_or_on_pool(
        ctx,
        args.get_or_undefined(1),
        job,
        |ctx, (ciphertext, shared)| {
            let shared = to_buffer(ctx, &shared)?;
            let ciphertext = to_buffer(ctx, &ciphertext)?;
            Ok(JsArray::from_iter([shared, ciphertext], ctx).into())
        },
    )
}

/// `keyDecapsulate(handle, ciphertext, callback?)` → the shared key Buffer.
pub fn key_decapsulate(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let key =
        kem_key(&*key_of(args.get_or_undefined(0))?, "Decapsulation").map_err(|e| e.to_js(ctx))?;
    let ciphertext = bytes_arg(args, 1, ctx)?;
    let job = move || {
        key.decapsulate(&ciphertext).ok_or_else(|| {
            node(
                Kind::Error,
                "ERR_CRYPTO_OPERATION_FAILED",
                "Decapsulation failed",
            )
        })
    };
    now_or_on_pool(ctx, args.get_or_undefined(2), job, |ctx, shared| {
        to_buffer(ctx, &shared)
    })
}

/// `keyRsaCrypt(handle, op, padding, oaepHash, label, data)` → Buffer.
pub fn key_rsa_crypt(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let key = key_of(args.get_or_undefined(0))?;
    let op = num_arg(args, 1) as i32;
    let padding = num_arg(args, 2) as i32;
    let label = bytes_arg(args, 4, ctx)?;
    let data = bytes_arg(args, 5, ctx)?;
    // An absent oaepHash means SHA-1 for OAEP and nothing asked of other paddings.
    let oaep = match args.get_or_undefined(3) {
        v if v.is_undefined() => None,
        _ => Some(Algo::parse(&str_arg(args, 3)).ok_or_else(|| {
            node(
                Kind::Type,
                "ERR_OSSL_EVP_INVALID_DIGEST",
                "Invalid digest used",
            )
            .to_js(ctx)
        })?),
    };
    match rsa_crypt(&key, op, padding, oaep, &label, &data) {
        Ok(out) => to_buffer(ctx, &out),
        Err(e) => Err(e.to_js(ctx)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(algo: Option<Algo>, padding: i32) -> SigParams<'static> {
        SigParams {
            algo,
            prehashed: false,
            padding,
            salt_len: SALTLEN_MAX_OR_AUTO,
            p1363: false,
            context: b"",
        }
    }

    #[test]
    fn ed25519_rfc8032_vector() {
        // RFC 8032 §7.1 test 1: empty message.
        let seed: [u8; 32] = [
            0x9d, 0x61, 0xb1, 0x9d, 0xef, 0xfd, 0x5a, 0x60, 0xba, 0x84, 0x4a, 0xf4, 0x92, 0xec,
            0x2c, 0xc4, 0x44, 0x49, 0xc5, 0x69, 0x7b, 0x32, 0x69, 0x19, 0x70, 0x3b, 0xac, 0x03,
            0x1c, 0xae, 0x7f, 0x60,
        ];
        let key = Key::Okp(OkpKey::from_private(OkpCurve::Ed25519, &seed).expect("key"));
        let sig = sign(&key, &params(None, 1), b"").expect("sign");
        assert_eq!(sig[..4], [0xe5, 0x56, 0x43, 0x00]);
        assert!(verify(&key, &params(None, 1), b"", &sig).expect("verify"));
        assert!(!verify(&key, &params(None, 1), b"x", &sig).expect("verify"));
        let (der, _) = export_der(&key, "pkcs8").expect("pkcs8");
        let back = parse(&der, true, false, "pkcs8", None).expect("parse");
        assert_eq!(jwk_parts(&back), jwk_parts(&key));
    }

    #[test]
    fn ec_and_rsa_round_trips() {
        for curve in [Curve::P256, Curve::P384, Curve::K256] {
            let key = generate(&GenSpec::Ec(curve)).expect("gen");
            for p1363 in [false, true] {
                let mut p = params(Some(Algo::Sha384), 1);
                p.p1363 = p1363;
                let sig = sign(&key, &p, b"msg").expect("sign");
                assert!(verify(&key.public_only(), &p, b"msg", &sig).expect("v"));
            }
            for kind in ["pkcs8", "sec1"] {
                let (der, label) = export_der(&key, kind).expect("export");
                let text = pem_of(label, &der).expect("pem");
                let back = parse(text.as_bytes(), true, true, "", None).expect("parse");
                assert_eq!(jwk_parts(&back), jwk_parts(&key));
            }
        }
        let key = generate(&GenSpec::Rsa {
            bits: 1024,
            exponent: 65537,
            usage: RsaUse::Any,
        })
        .expect("rsa");
        for padding in [RSA_PKCS1_PADDING, RSA_PKCS1_PSS_PADDING] {
            let sig = sign(&key, &params(None, padding), b"m").expect("sign");
            assert!(verify(&key, &params(None, padding), b"m", &sig).expect("v"));
        }
        let ct = rsa_crypt(
            &key,
            0,
            RSA_PKCS1_OAEP_PADDING,
            Some(Algo::Sha1),
            b"",
            b"hi",
        )
        .expect("enc");
        let pt =
            rsa_crypt(&key, 1, RSA_PKCS1_OAEP_PADDING, Some(Algo::Sha1), b"", &ct).expect("dec");
        assert_eq!(pt, b"hi");
        let ct = rsa_crypt(&key, 2, RSA_PKCS1_PADDING, None, b"", b"hi").expect("penc");
        let pt = rsa_crypt(&key, 3, RSA_PKCS1_PADDING, None, b"", &ct).expect("pdec");
        assert_eq!(pt, b"hi");
    }

    #[test]
    fn encrypted_pkcs8_round_trip() {
        let key = generate(&GenSpec::Okp(OkpCurve::Ed448)).expect("gen");
        let (der, _) = export_der(&key, "pkcs8").expect("der");
        let enc = encrypt_pkcs8(&der, "aes-256-cbc", b"pw").expect("encrypt");
        let back = parse(&enc, true, false, "pkcs8", Some(b"pw")).expect("decrypt");
        assert_eq!(jwk_parts(&back), jwk_parts(&key));
        assert_eq!(
            parse(&enc, true, false, "pkcs8", Some(b"wrong")).err(),
            Some(BAD_DECRYPT)
        );
        assert!(parse(&enc, true, false, "pkcs8", None).is_err());
    }

    #[test]
    fn garbage_never_panics() {
        for data in [
            &b""[..],
            b"\x30\x03\x02\x01\x00",
            b"-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n",
            b"\x30\x82\xff\xff",
        ] {
            for kind in ["pkcs8", "spki", "pkcs1", "sec1"] {
                assert!(parse(data, true, false, kind, None).is_err());
                assert!(parse(data, false, true, kind, None).is_err());
            }
        }
        assert!(from_parts("ec", Some(Curve::P256), &[Some(vec![4, 1, 2]), None]).is_none());
        assert!(from_parts(
            "rsa",
            None,
            &[
                Some(vec![1]),
                Some(vec![3]),
                Some(vec![1]),
                Some(vec![]),
                Some(vec![])
            ]
        )
        .is_none());
    }
}
