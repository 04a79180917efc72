//! Message digests and HMAC for `createHash`, `hash()`, `createHmac` and the digests that
//! pbkdf2, hkdf and WebCrypto use: OpenSSL's digest names (aliases, case-insensitive)
//! mapped onto RustCrypto types, behind one object-safe [`Hasher`] so that a JS handle
//! holds any of them. The JS-facing entries (`hashNew`, `hashUpdate`, `hashDigest`,
//! `hashCopy`, `hmacNew`, `hashOneShot`) sit at the end; everything above them is plain
//! Rust with unit tests on published vectors.

use std::cell::RefCell;

use boa_engine::{js_string, Context, JsArgs, JsData, JsObject, JsResult, JsValue};
use boa_gc::{Finalize, Trace};
use digest::{Digest, ExtendableOutput, KeyInit, Mac, Update, XofReader};
use hmac::SimpleHmac;

use super::md5_rounds::Md5;
use super::{encode_output, out_enc_of, update_input, OutEnc};

/// Every digest minirt computes. Names follow OpenSSL 3.5 as Node 26 lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algo {
    Md5,
    Sha1,
    Sha224,
    Sha256,
    Sha384,
    Sha512,
    Sha512_224,
    Sha512_256,
    /// SHA-256 truncated to 192 bits (NIST SP 800-208).
    Sha256_192,
    Sha3_224,
    Sha3_256,
    Sha3_384,
    Sha3_512,
    Keccak224,
    Keccak256,
    Keccak384,
    Keccak512,
    Shake128,
    Shake256,
    /// OpenSSL's KECCAK-KMAC-128/256: a Keccak XOF with cSHAKE's 0x04 padding and no
    /// prefix, the inner function of KMAC.
    KeccakKmac128,
    KeccakKmac256,
    Ripemd160,
    Blake2b512,
    Blake2s256,
    Sm3,
    /// MD5 and SHA-1 of the same input, concatenated (the TLS 1.0 PRF digest).
    Md5Sha1,
}

/// `(name, algorithm)` for every name `getHashes()` lists, in its (sorted) order.
pub const NAMES: &[(&str, Algo)] = &[
    ("RSA-MD5", Algo::Md5),
    ("RSA-RIPEMD160", Algo::Ripemd160),
    ("RSA-SHA1", Algo::Sha1),
    ("RSA-SHA1-2", Algo::Sha1),
    ("RSA-SHA224", Algo::Sha224),
    ("RSA-SHA256", Algo::Sha256),
    ("RSA-SHA3-224", Algo::Sha3_224),
    ("RSA-SHA3-256", Algo::Sha3_256),
    ("RSA-SHA3-384", Algo::Sha3_384),
    ("RSA-SHA3-512", Algo::Sha3_512),
    ("RSA-SHA384", Algo::Sha384),
    ("RSA-SHA512", Algo::Sha512),
    ("RSA-SHA512/224", Algo::Sha512_224),
    ("RSA-SHA512/256", Algo::Sha512_256),
    ("RSA-SM3", Algo::Sm3),
    ("blake2b-512", Algo::Blake2b512),
    ("blake2b512", Algo::Blake2b512),
    ("blake2s-256", Algo::Blake2s256),
    ("blake2s256", Algo::Blake2s256),
    ("id-rsassa-pkcs1-v1_5-with-sha3-224", Algo::Sha3_224),
    ("id-rsassa-pkcs1-v1_5-with-sha3-256", Algo::Sha3_256),
    ("id-rsassa-pkcs1-v1_5-with-sha3-384", Algo::Sha3_384),
    ("id-rsassa-pkcs1-v1_5-with-sha3-512", Algo::Sha3_512),
    ("keccak-224", Algo::Keccak224),
    ("keccak-256", Algo::Keccak256),
    ("keccak-384", Algo::Keccak384),
    ("keccak-512", Algo::Keccak512),
    ("keccak-kmac-128", Algo::KeccakKmac128),
    ("keccak-kmac-256", Algo::KeccakKmac256),
    ("keccak-kmac128", Algo::KeccakKmac128),
    ("keccak-kmac256", Algo::KeccakKmac256),
    ("md5", Algo::Md5),
    ("md5-sha1", Algo::Md5Sha1),
    ("md5WithRSAEncryption", Algo::Md5),
    ("ripemd", Algo::Ripemd160),
    ("ripemd-160", Algo::Ripemd160),
    ("ripemd160", Algo::Ripemd160),
    ("ripemd160WithRSA", Algo::Ripemd160),
    ("rmd160", Algo::Ripemd160),
    ("sha-1", Algo::Sha1),
    ("sha-224", Algo::Sha224),
    ("sha-256", Algo::Sha256),
    ("sha-256/192", Algo::Sha256_192),
    ("sha-384", Algo::Sha384),
    ("sha-512", Algo::Sha512),
    ("sha-512/224", Algo::Sha512_224),
    ("sha-512/256", Algo::Sha512_256),
    ("sha1", Algo::Sha1),
    ("sha1WithRSAEncryption", Algo::Sha1),
    ("sha2-224", Algo::Sha224),
    ("sha2-256", Algo::Sha256),
    ("sha2-256/192", Algo::Sha256_192),
    ("sha2-384", Algo::Sha384),
    ("sha2-512", Algo::Sha512),
    ("sha2-512/224", Algo::Sha512_224),
    ("sha2-512/256", Algo::Sha512_256),
    ("sha224", Algo::Sha224),
    ("sha224WithRSAEncryption", Algo::Sha224),
    ("sha256", Algo::Sha256),
    ("sha256-192", Algo::Sha256_192),
    ("sha256WithRSAEncryption", Algo::Sha256),
    ("sha3-224", Algo::Sha3_224),
    ("sha3-256", Algo::Sha3_256),
    ("sha3-384", Algo::Sha3_384),
    ("sha3-512", Algo::Sha3_512),
    ("sha384", Algo::Sha384),
    ("sha384WithRSAEncryption", Algo::Sha384),
    ("sha512", Algo::Sha512),
    ("sha512-224", Algo::Sha512_224),
    ("sha512-224WithRSAEncryption", Algo::Sha512_224),
    ("sha512-256", Algo::Sha512_256),
    ("sha512-256WithRSAEncryption", Algo::Sha512_256),
    ("sha512WithRSAEncryption", Algo::Sha512),
    ("shake-128", Algo::Shake128),
    ("shake-256", Algo::Shake256),
    ("shake128", Algo::Shake128),
    ("shake256", Algo::Shake256),
    ("sm3", Algo::Sm3),
    ("sm3WithRSAEncryption", Algo::Sm3),
    ("ssl3-md5", Algo::Md5),
    ("ssl3-sha1", Algo::Sha1),
];

/// Names OpenSSL also accepts that `getHashes()` does not list.
const EXTRA_NAMES: &[(&str, Algo)] = &[
    ("sha512-224", Algo::Sha512_224),
    ("sha2-224", Algo::Sha224),
    ("dss1", Algo::Sha1),
    ("2.16.840.1.101.3.4.2.1", Algo::Sha256),
    ("2.16.840.1.101.3.4.2.2", Algo::Sha384),
    ("2.16.840.1.101.3.4.2.3", Algo::Sha512),
    ("2.16.840.1.101.3.4.2.4", Algo::Sha224),
    ("1.3.14.3.2.26", Algo::Sha1),
    ("1.2.840.113549.2.5", Algo::Md5),
];

impl Algo {
    /// The algorithm an OpenSSL digest name stands for (ASCII case-insensitive).
    pub fn parse(name: &str) -> Option<Algo> {
        // The names nearly every program writes, before the scan of ~100 aliases.
        match name {
            "sha256" => return Some(Algo::Sha256),
            "sha1" => return Some(Algo::Sha1),
            "md5" => return Some(Algo::Md5),
            "sha512" => return Some(Algo::Sha512),
            _ => {}
        }
        let found = NAMES
            .iter()
            .chain(EXTRA_NAMES)
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|&(_, a)| a);
        if found.is_some() || !name.ends_with(' ') {
            return found;
        }
        // OpenSSL's fetch by name ignores trailing spaces; the aliases only its legacy
        // lookup knows (the signature algorithms' names, dss1) get no such leniency.
        let trimmed = name.trim_end_matches(' ');
        let lower = trimmed.to_ascii_lowercase();
        if trimmed.is_empty() || lower.contains("rsa") || lower == "dss1" {
            return None;
        }
        Algo::parse(trimmed)
    }

    /// The digest's length in bytes (the default length for the XOFs, as OpenSSL's).
    pub fn output_len(self) -> usize {
        use Algo::*;
        match self {
            Md5 => 16,
            Sha1 | Ripemd160 => 20,
            Sha224 | Sha512_224 | Sha3_224 | Keccak224 => 28,
            Sha256_192 => 24,
            // OpenSSL's default XOF lengths: half the capacity for SHAKE.
            Shake128 => 16,
            Sha256 | Sha512_256 | Sha3_256 | Keccak256 | Shake256 | KeccakKmac128 | Blake2s256
            | Sm3 => 32,
            Sha384 | Sha3_384 | Keccak384 => 48,
            Sha512 | Sha3_512 | Keccak512 | KeccakKmac256 | Blake2b512 => 64,
            Md5Sha1 => 36,
        }
    }

    /// Extendable-output functions take any `outputLength`.
    pub fn is_xof(self) -> bool {
        matches!(
            self,
            Algo::Shake128 | Algo::Shake256 | Algo::KeccakKmac128 | Algo::KeccakKmac256
        )
    }

    /// The canonical lower-case name (as in error messages and WebCrypto).
    pub fn name(self) -> &'static str {
        use Algo::*;
        match self {
            Md5 => "md5",
            Sha1 => "sha1",
            Sha224 => "sha224",
            Sha256 => "sha256",
            Sha384 => "sha384",
            Sha512 => "sha512",
            Sha512_224 => "sha512-224",
            Sha512_256 => "sha512-256",
            Sha256_192 => "sha256-192",
            Sha3_224 => "sha3-224",
            Sha3_256 => "sha3-256",
            Sha3_384 => "sha3-384",
            Sha3_512 => "sha3-512",
            Keccak224 => "keccak-224",
            Keccak256 => "keccak-256",
            Keccak384 => "keccak-384",
            Keccak512 => "keccak-512",
            Shake128 => "shake128",
            Shake256 => "shake256",
            KeccakKmac128 => "keccak-kmac-128",
            KeccakKmac256 => "keccak-kmac-256",
            Ripemd160 => "ripemd160",
            Blake2b512 => "blake2b512",
            Blake2s256 => "blake2s256",
            Sm3 => "sm3",
            Md5Sha1 => "md5-sha1",
        }
    }
}

/// A running digest or MAC of any algorithm. `Send` so that pool jobs can own one.
pub trait Hasher: Send {
    fn update(&mut self, data: &[u8]);
    /// The first `len` bytes of the result. Fixed-length digests give at most their
    /// natural length; callers check lengths first.
    fn finish(self: Box<Self>, len: usize) -> Vec<u8>;
    fn clone_box(&self) -> Box<dyn Hasher>;
}

/// Any RustCrypto fixed-output digest.
#[derive(Clone)]
struct Fixed<D>(D);

impl<D: Digest + Clone + Send + 'static> Hasher for Fixed<D> {
    fn update(&mut self, data: &[u8]) {
        Digest::update(&mut self.0, data);
    }
    fn finish(self: Box<Self>, len: usize) -> Vec<u8> {
        let mut out = self.0.finalize().to_vec();
        out.truncate(len);
        out
    }
    fn clone_box(&self) -> Box<dyn Hasher> {
        Box::new(self.clone())
    }
}

/// Any RustCrypto XOF.
#[derive(Clone)]
struct Xof<X>(X);

impl<X: ExtendableOutput + Update + Clone + Send + 'static> Hasher for Xof<X> {
    fn update(&mut self, data: &[u8]) {
        Update::update(&mut self.0, data);
    }
    fn finish(self: Box<Self>, len: usize) -> Vec<u8> {
        let mut out = vec![0; len];
        self.0.finalize_xof().read(&mut out);
        out
    }
    fn clone_box(&self) -> Box<dyn Hasher> {
        Box::new(self.clone())
    }
}

/// Any RustCrypto MAC (HMAC here).
#[derive(Clone)]
struct MacBox<M>(M);

impl<M: Mac + Clone + Send + 'static> Hasher for MacBox<M> {
    fn update(&mut self, data: &[u8]) {
        Mac::update(&mut self.0, data);
    }
    fn finish(self: Box<Self>, len: usize) -> Vec<u8> {
        let mut out = self.0.finalize().into_bytes().to_vec();
        out.truncate(len);
        out
    }
    fn clone_box(&self) -> Box<dyn Hasher> {
        Box::new(self.clone())
    }
}

/// MD5 and SHA-1 side by side.
#[derive(Clone)]
struct Md5Sha1(Md5, sha1::Sha1);

impl Hasher for Md5Sha1 {
    fn update(&mut self, data: &[u8]) {
        Digest::update(&mut self.0, data);
        Digest::update(&mut self.1, data);
    }
    fn finish(self: Box<Self>, len: usize) -> Vec<u8> {
        let mut out = self.0.finalize().to_vec();
        out.extend_from_slice(&self.1.finalize());
        out.truncate(len);
        out
    }
    fn clone_box(&self) -> Box<dyn Hasher> {
        Box::new(self.clone())
    }
}

/// The Keccak sponge with cSHAKE's domain byte and nothing absorbed first: OpenSSL's
/// KECCAK-KMAC-128/256 digests, which no RustCrypto type exposes on its own.
#[derive(Clone)]
struct KeccakKmac {
    state: [u64; 25],
    rate: usize,
    pos: usize,
}

impl KeccakKmac {
    fn new(rate: usize) -> Self {
        KeccakKmac {
            state: [0; 25],
            rate,
            pos: 0,
        }
    }

    fn permute(&mut self) {
        keccak::Keccak::new().with_f1600(|f| f(&mut self.state));
    }

    fn xor_byte(&mut self, at: usize, b: u8) {
        self.state[at / 8] ^= u64::from(b) << (8 * (at % 8));
    }
}

impl Hasher for KeccakKmac {
    fn update(&mut self, data: &[u8]) {
        for &b in data {
            self.xor_byte(self.pos, b);
            self.pos += 1;
            if self.pos == self.rate {
                self.permute();
                self.pos = 0;
            }
        }
    }
    fn finish(mut self: Box<Self>, len: usize) -> Vec<u8> {
        self.xor_byte(self.pos, 0x04);
        self.xor_byte(self.rate - 1, 0x80);
        self.permute();
        let mut out = Vec::with_capacity(len);
        let mut at = 0;
        while out.len() < len {
            if at == self.rate {
                self.permute();
                at = 0;
            }
            out.push((self.state[at / 8] >> (8 * (at % 8))) as u8);
            at += 1;
        }
        out
    }
    fn clone_box(&self) -> Box<dyn Hasher> {
        Box::new(self.clone())
    }
}

/// Runs `$body` with `$D` bound to the RustCrypto digest type of `$algo`; `$other` for
/// the algorithms that are not one plain digest type (XOFs, composites).
macro_rules! with_digest {
    ($algo:expr, $D:ident => $body:expr, _ => $other:expr) => {
        match $algo {
            Algo::Md5 => {
                type $D = $crate::bindings::crypto::md5_rounds::Md5;
                $body
            }
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
            Algo::Keccak224 => {
                type $D = sha3::Keccak224;
                $body
            }
            Algo::Keccak256 => {
                type $D = sha3::Keccak256;
                $body
            }
            Algo::Keccak384 => {
                type $D = sha3::Keccak384;
                $body
            }
            Algo::Keccak512 => {
                type $D = sha3::Keccak512;
                $body
            }
            Algo::Ripemd160 => {
                type $D = ripemd::Ripemd160;
                $body
            }
            Algo::Blake2b512 => {
                type $D = blake2::Blake2b512;
                $body
            }
            Algo::Blake2s256 => {
                type $D = blake2::Blake2s256;
                $body
            }
            Algo::Sm3 => {
                type $D = sm3::Sm3;
                $body
            }
            _ => $other,
        }
    };
}
pub(crate) use with_digest;

/// A fresh digest of `algo`.
pub fn new_hasher(algo: Algo) -> Box<dyn Hasher> {
    with_digest!(algo, D => Box::new(Fixed(D::new())), _ => match algo {
        // SHA-256/192 is SHA-256 read short (`finish` truncates).
        Algo::Sha256_192 => Box::new(Fixed(sha2::Sha256::new())),
        Algo::Shake128 => Box::new(Xof(shake::Shake128::default())),
        Algo::Shake256 => Box::new(Xof(shake::Shake256::default())),
        Algo::KeccakKmac128 => Box::new(KeccakKmac::new(168)),
        Algo::KeccakKmac256 => Box::new(KeccakKmac::new(136)),
        _ => Box::new(Md5Sha1(Md5::new(), sha1::Sha1::new())),
    })
}

/// A fresh HMAC of `algo` keyed with `key`, or `None` for the XOFs (OpenSSL refuses
/// them). MD5-SHA1 and SHA-256/192 use their own HMAC: neither is one digest type.
pub fn new_hmac(algo: Algo, key: &[u8]) -> Option<Box<dyn Hasher>> {
    if algo.is_xof() {
        return None;
    }
    with_digest!(algo, D => {
        let mac = <SimpleHmac<D> as KeyInit>::new_from_slice(key).ok()?;
        Some(Box::new(MacBox(mac)) as Box<dyn Hasher>)
    }, _ => Some(Box::new(GenericHmac::new(algo, key))))
}

/// HMAC (RFC 2104) over any [`Hasher`], for the digest that has no RustCrypto type.
#[derive(Clone)]
struct GenericHmac {
    inner: Box<dyn Hasher>,
    outer: Box<dyn Hasher>,
    len: usize,
}

impl Clone for Box<dyn Hasher> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

impl GenericHmac {
    fn new(algo: Algo, key: &[u8]) -> Self {
        const BLOCK: usize = 64; // MD5 and SHA-1 both
        let len = algo.output_len();
        let mut k = if key.len() > BLOCK {
            let mut h = new_hasher(algo);
            h.update(key);
            h.finish(len)
        } else {
            key.to_vec()
        };
        k.resize(BLOCK, 0);
        let mut inner = new_hasher(algo);
        let mut outer = new_hasher(algo);
        inner.update(&k.iter().map(|b| b ^ 0x36).collect::<Vec<_>>());
        outer.update(&k.iter().map(|b| b ^ 0x5c).collect::<Vec<_>>());
        GenericHmac { inner, outer, len }
    }
}

impl Hasher for GenericHmac {
    fn update(&mut self, data: &[u8]) {
        self.inner.update(data);
    }
    fn finish(self: Box<Self>, len: usize) -> Vec<u8> {
        let GenericHmac {
            inner,
            mut outer,
            len: full,
        } = *self;
        outer.update(&inner.finish(full));
        outer.finish(len)
    }
    fn clone_box(&self) -> Box<dyn Hasher> {
        Box::new(self.clone())
    }
}

/// One-shot digest.
pub fn digest(algo: Algo, data: &[u8], len: usize) -> Vec<u8> {
    let mut h = new_hasher(algo);
    h.update(data);
    h.finish(len)
}

/// One-shot HMAC (`None` for an XOF).
pub fn hmac(algo: Algo, key: &[u8], data: &[u8]) -> Option<Vec<u8>> {
    let mut h = new_hmac(algo, key)?;
    h.update(data);
    Some(h.finish(algo.output_len()))
}

/// Whether a requested output length is acceptable: any for an XOF, else only the
/// natural one.
pub fn length_ok(algo: Algo, len: usize) -> bool {
    algo.is_xof() || len == algo.output_len()
}

// ---------------------------------------------------------------------------------------
// JS entries

/// The native half of one Hash or Hmac object. `None` once digested.
#[derive(Trace, Finalize, JsData)]
pub struct HashHandle {
    #[unsafe_ignore_trace]
    state: RefCell<Option<Box<dyn Hasher>>>,
    #[unsafe_ignore_trace]
    algo: Algo,
    len: usize,
}

impl HashHandle {
    /// Feeds `bytes`; false once digested.
    pub fn update(&self, bytes: &[u8]) -> bool {
        match self.state.borrow_mut().as_mut() {
            Some(s) => {
                s.update(bytes);
                true
            }
            None => false,
        }
    }

    /// The digest at the handle's length; `None` if already digested.
    pub fn finish(&self) -> Option<Vec<u8>> {
        let state = self.state.borrow_mut().take()?;
        Some(state.finish(self.len))
    }
}

/// A handle for a known digest of fixed length at its natural length; `None` for an
/// unknown name or an XOF (whose callers owe a deprecation warning).
pub fn new_hash_handle(name: &str, ctx: &mut Context) -> Option<JsObject> {
    let algo = Algo::parse(name).filter(|a| !a.is_xof())?;
    Some(handle_object(
        algo,
        new_hasher(algo),
        algo.output_len(),
        ctx,
    ))
}

fn handle_object(algo: Algo, h: Box<dyn Hasher>, len: usize, ctx: &mut Context) -> JsObject {
    let handle = HashHandle {
        state: RefCell::new(Some(h)),
        algo,
        len,
    };
    crate::engine::shared_shape::handle_object(handle, ctx)
}

/// The output length asked for: `undefined` means the default; js-lib has checked that
/// anything else is a uint32.
fn xof_len(v: &JsValue, algo: Algo) -> usize {
    v.as_number().map_or(algo.output_len(), |n| n as usize)
}

/// Status codes for js-lib, which throws Node's errors for them.
const UNKNOWN: i32 = -1;
const NOT_XOF: i32 = -2;

/// `hashNew(algorithm, outputLength)` → handle, or -1 (unknown digest) / -2 (length for
/// a digest that is not an XOF).
pub fn hash_new(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let name = args
        .get_or_undefined(0)
        .as_string()
        .map(|s| s.to_std_string_lossy());
    let Some(algo) = name.as_deref().and_then(Algo::parse) else {
        return Ok(UNKNOWN.into());
    };
    let len = xof_len(args.get_or_undefined(1), algo);
    if !length_ok(algo, len) {
        return Ok(NOT_XOF.into());
    }
    Ok(handle_object(algo, new_hasher(algo), len, ctx).into())
}

/// `hashIsXof(algorithm)` → true for SHAKE and friends (js-lib warns DEP0198 for them),
/// false for other known names, undefined for unknown ones.
pub fn hash_is_xof(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let name = args
        .get_or_undefined(0)
        .as_string()
        .map(|s| s.to_std_string_lossy());
    Ok(match name.as_deref().and_then(Algo::parse) {
        Some(a) => a.is_xof().into(),
        None => JsValue::undefined(),
    })
}

fn handle_of(v: &JsValue) -> Option<JsObject> {
    v.as_object().filter(|o| o.is::<HashHandle>())
}

fn bad_handle() -> boa_engine::JsError {
    boa_engine::JsNativeError::typ()
        .with_message("Illegal invocation")
        .into()
}

/// `hashCopy(handle, outputLength)` → a new handle with the same state, or -2.
pub fn hash_copy(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let obj = handle_of(args.get_or_undefined(0)).ok_or_else(bad_handle)?;
    let Some(h) = obj.downcast_ref::<HashHandle>() else {
        return Err(bad_handle());
    };
    let algo = h.algo;
    // Without an outputLength the copy has the algorithm's default length.
    let len = match args.get_or_undefined(1).as_number() {
        Some(n) => n as usize,
        None => algo.output_len(),
    };
    if !length_ok(algo, len) {
        return Ok(NOT_XOF.into());
    }
    let copy = h.state.borrow().as_ref().map(|s| s.clone_box());
    drop(h);
    Ok(match copy {
        Some(c) => handle_object(algo, c, len, ctx).into(),
        None => JsValue::undefined(),
    })
}

/// `hashUpdate(handle, data, encoding)`: `data` is a string (UTF-8 unless js-lib already
/// turned another encoding into bytes) or an ArrayBufferView. Returns false if the
/// handle was already digested.
pub fn hash_update(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let obj = handle_of(args.get_or_undefined(0)).ok_or_else(bad_handle)?;
    let data = args.get_or_undefined(1);
    let ok = update_input(data, ctx, |bytes| {
        let Some(h) = obj.downcast_ref::<HashHandle>() else {
            return false;
        };
        let mut state = h.state.borrow_mut();
        match state.as_mut() {
            Some(s) => {
                s.update(bytes);
                true
            }
            None => false,
        }
    })?;
    Ok(ok.unwrap_or(false).into())
}

/// `hashDigest(handle, encoding)` → string in `encoding`, or a Buffer when the encoding
/// is absent, "buffer" or unknown (as Node's C++). Undefined if already digested.
pub fn hash_digest(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let obj = handle_of(args.get_or_undefined(0)).ok_or_else(bad_handle)?;
    let (state, len) = {
        let Some(h) = obj.downcast_ref::<HashHandle>() else {
            return Err(bad_handle());
        };
        let state = h.state.borrow_mut().take();
        (state, h.len)
    };
    let Some(state) = state else {
        return Ok(JsValue::undefined());
    };
    let out = state.finish(len);
    let enc = out_enc_of(args.get_or_undefined(1));
    encode_output(ctx, out, enc)
}

/// `hmacNew(algorithm, key)` → handle, or -1 for an unknown digest, or -2 for a digest
/// HMAC cannot use (an XOF). `key` is a byte source or a string taken as UTF-8.
pub fn hmac_new(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let name = args
        .get_or_undefined(0)
        .as_string()
        .map(|s| s.to_std_string_lossy());
    let Some(algo) = name.as_deref().and_then(Algo::parse) else {
        return Ok(UNKNOWN.into());
    };
    let made = update_input(args.get_or_undefined(1), ctx, |key| new_hmac(algo, key))?;
    Ok(match made.flatten() {
        Some(h) => handle_object(algo, h, algo.output_len(), ctx).into(),
        None => NOT_XOF.into(),
    })
}

/// `hashOneShot(algorithm, data, encoding, outputLength)` → digest as `encoding`, or -1
/// / -2 as `hashNew`.
pub fn hash_one_shot(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let name = args
        .get_or_undefined(0)
        .as_string()
        .map(|s| s.to_std_string_lossy());
    let Some(algo) = name.as_deref().and_then(Algo::parse) else {
        return Ok(UNKNOWN.into());
    };
    let len = xof_len(args.get_or_undefined(3), algo);
    if !length_ok(algo, len) {
        return Ok(NOT_XOF.into());
    }
    let out = update_input(args.get_or_undefined(1), ctx, |b| digest(algo, b, len))?;
    let enc = match args.get_or_undefined(2).as_string() {
        Some(_) => out_enc_of(args.get_or_undefined(2)),
        None => OutEnc::Hex,
    };
    encode_output(ctx, out.unwrap_or_default(), enc)
}

/// `getHashes()` list.
pub fn hash_names(ctx: &mut Context) -> JsValue {
    boa_engine::object::builtins::JsArray::from_iter(
        NAMES.iter().map(|(n, _)| JsValue::from(js_string!(*n))),
        ctx,
    )
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(b: &[u8]) -> String {
        b.iter().map(|x| format!("{x:02x}")).collect()
    }

    fn d(name: &str, data: &str) -> String {
        let a = Algo::parse(name).expect("known");
        hex(&digest(a, data.as_bytes(), a.output_len()))
    }

    #[test]
    fn names_are_sorted_and_resolve() {
        let mut sorted: Vec<&str> = NAMES.iter().map(|(n, _)| *n).collect();
        sorted.sort_unstable();
        assert_eq!(sorted, NAMES.iter().map(|(n, _)| *n).collect::<Vec<_>>());
        assert_eq!(Algo::parse("SHA256"), Some(Algo::Sha256));
        assert_eq!(Algo::parse("Sha-512/256"), Some(Algo::Sha512_256));
        assert_eq!(Algo::parse("sha257"), None);
    }

    #[test]
    fn known_vectors() {
        assert_eq!(d("md5", "abc"), "900150983cd24fb0d6963f7d28e17f72");
        assert_eq!(d("sha1", "abc"), "a9993e364706816aba3e25717850c26c9cd0d89d");
        assert_eq!(
            d("sha256", "abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(
            d("sha256-192", "abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9c"
        );
        assert_eq!(
            d("md5-sha1", "abc"),
            "900150983cd24fb0d6963f7d28e17f72a9993e364706816aba3e25717850c26c9cd0d89d"
        );
        assert_eq!(
            d("keccak-256", "abc"),
            "4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45"
        );
        assert_eq!(
            d("keccak-kmac-128", "abc"),
            "3bcfe6e0471a2168f61c444843e32aea0a09ec15bd9155f169189147f98c11fc"
        );
        assert_eq!(
            d("sm3", "abc"),
            "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0"
        );
        let shake = Algo::Shake128;
        assert_eq!(hex(&digest(shake, b"abc", 5)), "5881092dd8");
    }

    #[test]
    fn long_kmac_input_crosses_blocks() {
        // Absorbing byte by byte and in one go must agree across the rate boundary.
        let data = vec![7u8; 400];
        let mut a = new_hasher(Algo::KeccakKmac256);
        a.update(&data);
        let mut b = new_hasher(Algo::KeccakKmac256);
        for chunk in data.chunks(13) {
            b.update(chunk);
        }
        assert_eq!(a.finish(200), b.finish(200));
    }

    #[test]
    fn hmac_vectors() {
        // RFC 4231 test case 2.
        let mac = hmac(Algo::Sha256, b"Jefe", b"what do ya want for nothing?").expect("mac");
        assert_eq!(
            hex(&mac),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
        let mac = hmac(Algo::Md5Sha1, b"key", b"abc").expect("mac");
        assert_eq!(
            hex(&mac),
            "a76e5cc4bdaa99b87cc7de69e0606e7d74fd2771909f120bb3b9a4649bb99bea2b4cec32"
        );
        let mac = hmac(Algo::Sha256_192, b"key", b"abc").expect("mac");
        assert_eq!(
            hex(&mac),
            "d7774e586190fa2d2f4d4be4bc86ccd459a9170d52c38809"
        );
        assert!(hmac(Algo::Shake128, b"k", b"").is_none());
    }
}
