//! Key derivation: PBKDF2 (RFC 8018), scrypt (RFC 7914), HKDF (RFC 5869) and Argon2
//! (RFC 9106) for `pbkdf2`, `scrypt`, `hkdf`, `argon2` (+Sync) and WebCrypto's deriveBits. The derivations are
//! plain functions; the JS entries run them inline for the Sync forms and as one pool job
//! (with copies of the inputs) for the callback forms.

use boa_engine::{Context, JsArgs, JsResult, JsValue};
use hmac::SimpleHmac;

use super::hash::{new_hmac, with_digest, Algo};
use super::{bytes_of, to_buffer};
use crate::host::event_loop::{host, Waiter};

/// Why a derivation produced nothing; js-lib turns each into Node's error.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KdfError {
    /// No such digest (ERR_CRYPTO_INVALID_DIGEST).
    UnknownDigest,
    /// An XOF was given where only fixed-length digests work.
    XofDigest,
    /// OpenSSL refuses this derivation (zero length, ...).
    Failed,
    /// HKDF output longer than 255 digests (ERR_CRYPTO_INVALID_KEYLEN).
    KeyLength,
    /// scrypt parameters out of range, and whether OpenSSL names the memory limit.
    ScryptParams { memory: bool },
    /// Argon2 associated data over the 32 bytes the argon2 crate takes.
    Argon2Data,
}

impl KdfError {
    /// The status code js-lib maps to an error.
    fn code(self) -> i32 {
        match self {
            KdfError::UnknownDigest => -1,
            KdfError::XofDigest => -2,
            KdfError::Failed => -3,
            KdfError::KeyLength => -4,
            KdfError::ScryptParams { memory: false } => -5,
            KdfError::ScryptParams { memory: true } => -6,
            KdfError::Argon2Data => -7,
        }
    }
}

/// PBKDF2 with HMAC-`algo`.
pub fn pbkdf2(
    algo: Algo,
    password: &[u8],
    salt: &[u8],
    iterations: u32,
    len: usize,
) -> Result<Vec<u8>, KdfError> {
    if algo.is_xof() {
        return Err(KdfError::XofDigest);
    }
    if len == 0 || iterations == 0 {
        return Err(KdfError::Failed);
    }
    let mut out = vec![0u8; len];
    with_digest!(algo, D => {
        ::pbkdf2::pbkdf2::<SimpleHmac<D>>(password, salt, iterations, &mut out)
            .map_err(|_| KdfError::Failed)?;
    }, _ => pbkdf2_generic(algo, password, salt, iterations, &mut out)?);
    Ok(out)
}

/// PBKDF2 over the dynamic HMAC, for the digests that are not one RustCrypto type.
fn pbkdf2_generic(
    algo: Algo,
    password: &[u8],
    salt: &[u8],
    iterations: u32,
    out: &mut [u8],
) -> Result<(), KdfError> {
    let h_len = algo.output_len();
    let prf = new_hmac(algo, password).ok_or(KdfError::XofDigest)?;
    for (i, block) in out.chunks_mut(h_len).enumerate() {
        let index = u32::try_from(i + 1).map_err(|_| KdfError::Failed)?;
        let mut mac = prf.clone_box();
        mac.update(salt);
        mac.update(&index.to_be_bytes());
        let mut u = mac.finish(h_len);
        let mut t = u.clone();
        for _ in 1..iterations {
            let mut mac = prf.clone_box();
            mac.update(&u);
            u = mac.finish(h_len);
            for (a, b) in t.iter_mut().zip(&u) {
                *a ^= b;
            }
        }
        block.copy_from_slice(&t[..block.len()]);
    }
    Ok(())
}

/// HKDF with HMAC-`algo`: extract with `salt`, expand with `info` to `len` bytes.
pub fn hkdf(
    algo: Algo,
    ikm: &[u8],
    salt: &[u8],
    info: &[u8],
    len: usize,
) -> Result<Vec<u8>, KdfError> {
    if algo.is_xof() || len == 0 {
        return Err(KdfError::Failed);
    }
    if len > 255 * algo.output_len() {
        return Err(KdfError::KeyLength);
    }
    let mut out = vec![0u8; len];
    with_digest!(algo, D => {
        ::hkdf::SimpleHkdf::<D>::new(Some(salt), ikm)
            .expand(info, &mut out)
            .map_err(|_| KdfError::KeyLength)?;
    }, _ => hkdf_generic(algo, ikm, salt, info, &mut out)?);
    Ok(out)
}

/// HKDF over the dynamic HMAC (RFC 5869 §2.2-2.3).
fn hkdf_generic(
    algo: Algo,
    ikm: &[u8],
    salt: &[u8],
    info: &[u8],
    out: &mut [u8],
) -> Result<(), KdfError> {
    let h_len = algo.output_len();
    let salt = if salt.is_empty() {
        vec![0u8; h_len]
    } else {
        salt.to_vec()
    };
    let mut extract = new_hmac(algo, &salt).ok_or(KdfError::Failed)?;
    extract.update(ikm);
    let prk = extract.finish(h_len);
    let prf = new_hmac(algo, &prk).ok_or(KdfError::Failed)?;
    let mut t: Vec<u8> = Vec::new();
    for (i, block) in out.chunks_mut(h_len).enumerate() {
        let counter = u8::try_from(i + 1).map_err(|_| KdfError::KeyLength)?;
        let mut mac = prf.clone_box();
        mac.update(&t);
        mac.update(info);
        mac.update(&[counter]);
        t = mac.finish(h_len);
        block.copy_from_slice(&t[..block.len()]);
    }
    Ok(())
}

/// The scrypt parameters Node passes (0 already replaced by the defaults in js-lib).
#[derive(Debug, Clone, Copy)]
pub struct ScryptParams {
    pub n: u64,
    pub r: u64,
    pub p: u64,
    pub maxmem: u64,
}

/// OpenSSL's checks of scrypt parameters (`EVP_PBE_scrypt_ex`), in its order.
pub fn check_scrypt(s: ScryptParams) -> Result<u8, KdfError> {
    let bad = KdfError::ScryptParams { memory: false };
    let mem = KdfError::ScryptParams { memory: true };
    if s.r == 0 || s.p == 0 || s.n < 2 || !s.n.is_power_of_two() {
        return Err(bad);
    }
    const PR_MAX: u64 = (1 << 30) - 1;
    if s.p > PR_MAX / s.r {
        return Err(mem);
    }
    // N must be below 2^(128 * r / 8).
    if 16 * s.r <= 63 && s.n >= 1u64 << (16 * s.r) {
        return Err(mem);
    }
    let b_len = s.p * 128 * s.r;
    let v_len = 32u64
        .checked_mul(s.r)
        .and_then(|x| x.checked_mul(s.n + 2))
        .and_then(|x| x.checked_mul(4))
        .ok_or(mem)?;
    let total = b_len.checked_add(v_len).ok_or(mem)?;
    if total > s.maxmem {
        return Err(mem);
    }
    let log_n = s.n.trailing_zeros() as u8;
    Ok(log_n)
}

/// scrypt, after [`check_scrypt`].
pub fn scrypt(
    password: &[u8],
    salt: &[u8],
    s: ScryptParams,
    len: usize,
) -> Result<Vec<u8>, KdfError> {
    let log_n = check_scrypt(s)?;
    if len == 0 {
        return Ok(Vec::new());
    }
    let r = u32::try_from(s.r).map_err(|_| KdfError::ScryptParams { memory: true })?;
    let p = u32::try_from(s.p).map_err(|_| KdfError::ScryptParams { memory: true })?;
    let params =
        ::scrypt::Params::new(log_n, r, p).map_err(|_| KdfError::ScryptParams { memory: true })?;
    let mut out = vec![0u8; len];
    ::scrypt::scrypt(password, salt, &params, &mut out).map_err(|_| KdfError::Failed)?;
    Ok(out)
}

/// The inputs of one Argon2 derivation (js-lib has checked the ranges, as Node does).
pub struct Argon2Input {
    /// 0 = Argon2d, 1 = Argon2i, 2 = Argon2id.
    pub variant: u32,
    pub message: Vec<u8>,
    pub nonce: Vec<u8>,
    pub parallelism: u32,
    pub tag_len: usize,
    /// In KiB blocks.
    pub memory: u32,
    pub passes: u32,
    pub secret: Vec<u8>,
    pub associated_data: Vec<u8>,
}

/// Argon2 version 0x13 of `a`'s message and nonce.
pub fn argon2(a: &Argon2Input) -> Result<Vec<u8>, KdfError> {
    use ::argon2::{Algorithm, AssociatedData, ParamsBuilder, Version};
    let variant = match a.variant {
        0 => Algorithm::Argon2d,
        1 => Algorithm::Argon2i,
        _ => Algorithm::Argon2id,
    };
    let data = AssociatedData::new(&a.associated_data).map_err(|_| KdfError::Argon2Data)?;
    let params = ParamsBuilder::new()
        .m_cost(a.memory)
        .t_cost(a.passes)
        .p_cost(a.parallelism)
        .output_len(a.tag_len)
        .data(data)
        .build()
        .map_err(|_| KdfError::Failed)?;
    // The crate allocates its memory blocks itself, and an allocation that fails aborts
    // the process; so refuse what cannot fit in this machine's RAM, and reserve the
    // output fallibly.
    if u64::from(a.memory) * 1024 > physical_memory() {
        return Err(KdfError::Failed);
    }
    let hasher = ::argon2::Argon2::new_with_secret(&a.secret, variant, Version::V0x13, params)
        .map_err(|_| KdfError::Failed)?;
    let mut out = Vec::new();
    out.try_reserve_exact(a.tag_len)
        .map_err(|_| KdfError::Failed)?;
    out.resize(a.tag_len, 0);
    hasher
        .hash_password_into(&a.message, &a.nonce, &mut out)
        .map_err(|_| KdfError::Failed)?;
    Ok(out)
}

/// The machine's RAM in bytes (unbounded if the OS does not say).
fn physical_memory() -> u64 {
    // SAFETY: sysconf only reads system configuration.
    let (pages, size) = unsafe {
        (
            libc::sysconf(libc::_SC_PHYS_PAGES),
            libc::sysconf(libc::_SC_PAGESIZE),
        )
    };
    if pages <= 0 || size <= 0 {
        return u64::MAX;
    }
    (pages as u64).saturating_mul(size as u64)
}

// ---------------------------------------------------------------------------------------
// JS entries

fn num(v: &JsValue) -> f64 {
    v.as_number().unwrap_or(0.0)
}

fn algo_arg(v: &JsValue) -> Option<Algo> {
    v.as_string()
        .and_then(|s| Algo::parse(&s.to_std_string_lossy()))
}

/// What one derivation needs, copied out of JS so that it can run on the pool.
enum Job {
    Pbkdf2 {
        algo: Algo,
        password: Vec<u8>,
        salt: Vec<u8>,
        iterations: u32,
        len: usize,
    },
    Hkdf {
        algo: Algo,
        ikm: Vec<u8>,
        salt: Vec<u8>,
        info: Vec<u8>,
        len: usize,
    },
    Scrypt {
        password: Vec<u8>,
        salt: Vec<u8>,
        params: ScryptParams,
        len: usize,
    },
    Argon2(Argon2Input),
}

impl Job {
    fn run(self) -> Result<Vec<u8>, KdfError> {
        match self {
            Job::Pbkdf2 {
                algo,
                password,
                salt,
                iterations,
                len,
            } => pbkdf2(algo, &password, &salt, iterations, len),
            Job::Hkdf {
                algo,
                ikm,
                salt,
                info,
                len,
            } => hkdf(algo, &ikm, &salt, &info, len),
            Job::Scrypt {
                password,
                salt,
                params,
                len,
            } => scrypt(&password, &salt, params, len),
            Job::Argon2(input) => argon2(&input),
        }
    }

    /// Problems found before any work (js-lib throws them synchronously, as Node does
    /// when it builds its job).
    fn precheck(&self) -> Result<(), KdfError> {
        match self {
            Job::Hkdf { algo, len, .. } if *len > 255 * algo.output_len() && !algo.is_xof() => {
                Err(KdfError::KeyLength)
            }
            Job::Scrypt { params, .. } => check_scrypt(*params).map(|_| ()),
            Job::Argon2(a) if a.associated_data.len() > ::argon2::Params::MAX_DATA_LEN => {
                Err(KdfError::Argon2Data)
            }
            _ => Ok(()),
        }
    }
}

/// `kdf(kind, args..., callback)`: kind 0 = pbkdf2(digest, password, salt, iterations,
/// keylen), 1 = hkdf(digest, ikm, salt, info, length), 2 = scrypt(password, salt, N, r, p,
/// maxmem, keylen), 3 = argon2(variant, message, nonce, parallelism, tagLength, memory,
/// passes, secret, associatedData). Without a callback: the Buffer, or a negative status code. With one:
/// a status code now if the job cannot start (unknown digest, bad scrypt parameters),
/// else 0 and later `callback(null, buffer)` or `callback(status)`.
pub fn kdf(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let kind = num(args.get_or_undefined(0)) as i32;
    let bytes = |i: usize, ctx: &mut Context| -> JsResult<Vec<u8>> {
        Ok(bytes_of(args.get_or_undefined(i), ctx)?.unwrap_or_default())
    };
    let (job, cb_at) = match kind {
        0 | 1 => {
            let Some(algo) = algo_arg(args.get_or_undefined(1)) else {
                return Ok(KdfError::UnknownDigest.code().into());
            };
            if kind == 0 {
                (
                    Job::Pbkdf2 {
                        algo,
                        password: bytes(2, ctx)?,
                        salt: bytes(3, ctx)?,
                        iterations: num(args.get_or_undefined(4)) as u32,
                        len: num(args.get_or_undefined(5)) as usize,
                    },
                    6,
                )
            } else {
                (
                    Job::Hkdf {
                        algo,
                        ikm: bytes(2, ctx)?,
                        salt: bytes(3, ctx)?,
                        info: bytes(4, ctx)?,
                        len: num(args.get_or_undefined(5)) as usize,
                    },
                    6,
                )
            }
        }
        3 => (
            Job::Argon2(Argon2Input {
                variant: num(args.get_or_undefined(1)) as u32,
                message: bytes(2, ctx)?,
                nonce: bytes(3, ctx)?,
                parallelism: num(args.get_or_undefined(4)) as u32,
                tag_len: num(args.get_or_undefined(5)) as usize,
                memory: num(args.get_or_undefined(6)) as u32,
                passes: num(args.get_or_undefined(7)) as u32,
                secret: bytes(8, ctx)?,
                associated_data: bytes(9, ctx)?,
            }),
            10,
        ),
        _ => (
            Job::Scrypt {
                password: bytes(1, ctx)?,
                salt: bytes(2, ctx)?,
                params: ScryptParams {
                    n: num(args.get_or_undefined(3)) as u64,
                    r: num(args.get_or_undefined(4)) as u64,
                    p: num(args.get_or_undefined(5)) as u64,
                    maxmem: num(args.get_or_undefined(6)) as u64,
                },
                len: num(args.get_or_undefined(7)) as usize,
            },
            8,
        ),
    };
    if let Err(e) = job.precheck() {
        return Ok(e.code().into());
    }
    let cb = args.get_or_undefined(cb_at);
    if cb.is_undefined() {
        return match job.run() {
            Ok(out) => to_buffer(ctx, &out),
            Err(e) => Ok(e.code().into()),
        };
    }
    let cb = crate::host::runtime::as_function(cb, "callback")?;
    host(ctx).submit(
        Waiter::Callback(cb),
        Box::new(move || {
            let r = job.run();
            Box::new(move |ctx: &mut Context| match r {
                Ok(out) => Ok(Ok(to_buffer(ctx, &out)?)),
                Err(e) => Ok(Err(e.code().into())),
            })
        }),
    );
    Ok(0.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(b: &[u8]) -> String {
        b.iter().map(|x| format!("{x:02x}")).collect()
    }

    #[test]
    fn argon2id_rfc9106_vector() {
        let input = Argon2Input {
            variant: 2,
            message: vec![1; 32],
            nonce: vec![2; 16],
            parallelism: 4,
            tag_len: 32,
            memory: 32,
            passes: 3,
            secret: vec![3; 8],
            associated_data: vec![4; 12],
        };
        let out = argon2(&input).expect("argon2id");
        assert_eq!(
            out[..8],
            [0x0d, 0x64, 0x0d, 0xf5, 0x8d, 0x78, 0x76, 0x6c],
            "RFC 9106 section 5.3"
        );
        let long_data = Argon2Input {
            associated_data: vec![4; 33],
            ..input
        };
        assert_eq!(argon2(&long_data), Err(KdfError::Argon2Data));
    }

    #[test]
    fn pbkdf2_vectors() {
        // RFC 6070 case 2.
        let k = pbkdf2(Algo::Sha1, b"password", b"salt", 2, 20).expect("pbkdf2");
        assert_eq!(hex(&k), "ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957");
        // Node 26: pbkdf2Sync('pw', 'salt', 1, 20, 'sha1') and with md5-sha1.
        let k = pbkdf2(Algo::Sha1, b"pw", b"salt", 1, 20).expect("pbkdf2");
        assert_eq!(hex(&k), "95c9338ea3a049dc400b5ed6617b5c45bdda0c14");
        let k = pbkdf2(Algo::Md5Sha1, b"pw", b"salt", 1, 20).expect("pbkdf2");
        assert_eq!(hex(&k), "1cd9772410c23ed33fee3473b1d1070c9ea5d060");
        // The generic loop agrees with the crate on a plain digest.
        let mut out = [0u8; 50];
        pbkdf2_generic(Algo::Sha256, b"pw", b"salt", 3, &mut out).expect("generic");
        assert_eq!(
            out.to_vec(),
            pbkdf2(Algo::Sha256, b"pw", b"salt", 3, 50).expect("crate")
        );
        assert_eq!(
            pbkdf2(Algo::Shake128, b"pw", b"salt", 1, 1),
            Err(KdfError::XofDigest)
        );
        assert_eq!(
            pbkdf2(Algo::Sha1, b"pw", b"salt", 1, 0),
            Err(KdfError::Failed)
        );
    }

    #[test]
    fn hkdf_vectors() {
        // RFC 5869 case 1.
        let ikm = [0x0bu8; 22];
        let salt: Vec<u8> = (0u8..=0x0c).collect();
        let info: Vec<u8> = (0xf0u8..=0xf9).collect();
        let okm = hkdf(Algo::Sha256, &ikm, &salt, &info, 42).expect("hkdf");
        assert_eq!(
            hex(&okm),
            "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865"
        );
        let mut out = [0u8; 42];
        hkdf_generic(Algo::Sha256, &ikm, &salt, &info, &mut out).expect("generic");
        assert_eq!(out.to_vec(), okm);
        let okm = hkdf(Algo::Sha256, b"key", b"salt", b"info", 16).expect("hkdf");
        assert_eq!(hex(&okm), "9ca0d662557439e3b83365f2da4626d3");
        assert_eq!(
            hkdf(Algo::Sha256, b"k", b"", b"", 255 * 32 + 1),
            Err(KdfError::KeyLength)
        );
        assert_eq!(hkdf(Algo::Sha256, b"k", b"", b"", 0), Err(KdfError::Failed));
    }

    #[test]
    fn scrypt_vectors_and_limits() {
        let p = |n, r, p| ScryptParams {
            n,
            r,
            p,
            maxmem: 32 << 20,
        };
        let k = scrypt(b"pw", b"salt", p(16384, 8, 1), 16).expect("scrypt");
        assert_eq!(hex(&k), "c0b515908e61334cae6d6003c00be60e");
        let k = scrypt(b"pw", b"salt", p(16, 1, 1), 16).expect("scrypt");
        assert_eq!(hex(&k), "086be1ce38ba574b6133f2c1cfafecb7");
        assert_eq!(
            check_scrypt(p(3, 8, 1)),
            Err(KdfError::ScryptParams { memory: false })
        );
        assert_eq!(
            check_scrypt(p(1 << 20, 8, 1)),
            Err(KdfError::ScryptParams { memory: true })
        );
        assert_eq!(
            check_scrypt(p(16384, 8, 1 << 30)),
            Err(KdfError::ScryptParams { memory: true })
        );
        assert_eq!(scrypt(b"pw", b"salt", p(16, 1, 1), 0), Ok(Vec::new()));
    }
}
