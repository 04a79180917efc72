//! `internalBinding('crypto')`: the native half of `crypto` and WebCrypto. Each job has its
//! own file (digests and HMAC in `hash.rs`, randomness in `random.rs`, ...); this file
//! registers their entries and holds what they share: reading bytes out of JS values
//! without copying, and turning result bytes into a Buffer or a string in Node's output
//! encodings.
//!
//! js-lib validates arguments and throws Node's errors; entries here get well-typed
//! values and report algorithm-level failures as status codes or `undefined`. No JS runs
//! while an ArrayBuffer is borrowed.

mod asn1;
mod ccm;
pub mod cipher;
mod dh;
mod dh_keys;
mod dsa_keys;
mod ec_explicit;
pub mod hash;
mod hash_fast;
pub mod kdf;
mod key_wrap;
pub mod keys;
mod kmac;
mod legacy_pem;
mod md5_rounds;
mod ocb;
mod okp;
mod pbes2_ecb;
mod pqc_keys;
mod prime;
mod pss;
pub mod random;
mod slh_dsa;

use std::borrow::Cow;

use base64::Engine as _;
use boa_engine::builtins::typed_array::TypedArray;
use boa_engine::object::builtins::{
    AlignedVec, JsArrayBuffer, JsDataView, JsSharedArrayBuffer, JsTypedArray,
};
use boa_engine::string::JsStrVariant;
use boa_engine::{Context, JsObject, JsResult, JsString, JsValue, NativeFunction};

use crate::host::runtime::{native_object, set_prop};

/// Where a value's bytes live: `(buffer, offset, length)` checked against the buffer's
/// current length when borrowed.
enum Bytes {
    Plain(JsArrayBuffer, usize, usize),
    Shared(JsSharedArrayBuffer, usize, usize),
}

/// Locates the bytes of an ArrayBuffer, SharedArrayBuffer, TypedArray or DataView.
fn locate(v: &JsValue, ctx: &mut Context) -> JsResult<Option<Bytes>> {
    let Some(obj) = v.as_object() else {
        return Ok(None);
    };
    let (buffer, off, len): (JsValue, usize, Option<usize>) = if obj.is::<TypedArray>() {
        let ta = JsTypedArray::from_object(obj.clone())?;
        let (off, _) = match obj.downcast_ref::<TypedArray>() {
            Some(t) => (t.byte_offset() as usize, ()),
            None => (0, ()),
        };
        (ta.buffer(ctx)?, off, None)
    } else if let Ok(dv) = JsDataView::from_object(obj.clone()) {
        // The getters throw on a detached buffer; such a view has no bytes.
        let off = dv.byte_offset(ctx).unwrap_or(0) as usize;
        let len = dv.byte_length(ctx).unwrap_or(0) as usize;
        (dv.buffer(ctx)?, off, Some(len))
    } else {
        (v.clone(), 0, None)
    };
    let Some(bobj) = buffer.as_object() else {
        return Ok(None);
    };
    // For a TypedArray the length follows the buffer (length-tracking views).
    let len_for = |buf_len: usize| -> usize {
        match len {
            Some(l) => l,
            None => match obj.downcast_ref::<TypedArray>() {
                Some(t) => t.byte_length(buf_len) as usize,
                None => buf_len,
            },
        }
    };
    if let Ok(ab) = JsArrayBuffer::from_object(bobj.clone()) {
        let buf_len = ab.data().map_or(0, |d| d.len());
        let l = len_for(buf_len);
        return Ok(Some(Bytes::Plain(ab, off, l)));
    }
    if let Ok(sab) = JsSharedArrayBuffer::from_object(bobj.clone()) {
        let l = len_for(sab.byte_length());
        return Ok(Some(Bytes::Shared(sab, off, l)));
    }
    Ok(None)
}

/// `off..off+len` if it fits in `total`, else empty (detached or shrunk buffers).
fn clamp(off: usize, len: usize, total: usize) -> std::ops::Range<usize> {
    match off.checked_add(len) {
        Some(end) if end <= total => off..end,
        _ => 0..0,
    }
}

/// Runs `f` on the bytes of an ArrayBuffer or view (`None` if `v` is neither).
pub fn with_bytes<R>(
    v: &JsValue,
    ctx: &mut Context,
    f: impl FnOnce(&[u8]) -> R,
) -> JsResult<Option<R>> {
    Ok(match locate(v, ctx)? {
        Some(Bytes::Plain(ab, off, len)) => Some(match ab.data() {
            Some(d) => f(&d[clamp(off, len, d.len())]),
            None => f(&[]),
        }),
        Some(Bytes::Shared(sab, off, len)) => {
            // Shared memory has no safe borrowing API in Boa: work on a snapshot.
            let d = sab.to_vec();
            Some(f(&d[clamp(off, len, d.len())]))
        }
        None => None,
    })
}

/// A copy of the bytes of an ArrayBuffer or view (`None` if `v` is neither).
pub fn bytes_of(v: &JsValue, ctx: &mut Context) -> JsResult<Option<Vec<u8>>> {
    with_bytes(v, ctx, <[u8]>::to_vec)
}

/// Runs `f` on the bytes of a view over a plain ArrayBuffer, mutably (`None` if `v` is
/// not one). Shared memory is refused by js-lib before this is reached.
pub fn with_bytes_mut<R>(
    v: &JsValue,
    ctx: &mut Context,
    f: impl FnOnce(&mut [u8]) -> R,
) -> JsResult<Option<R>> {
    Ok(match locate(v, ctx)? {
        Some(Bytes::Plain(ab, off, len)) => Some(match ab.data_mut() {
            Some(mut d) => {
                let r = clamp(off, len, d.len());
                f(&mut d[r])
            }
            None => f(&mut []),
        }),
        _ => None,
    })
}

/// A string's UTF-8 bytes (lone surrogates become U+FFFD, as V8's `WriteUtf8`).
pub fn utf8_of(s: &JsString) -> Cow<'_, [u8]> {
    match s.as_str().variant() {
        JsStrVariant::Latin1(b) if b.is_ascii() => Cow::Borrowed(b),
        JsStrVariant::Latin1(b) => Cow::Owned(
            b.iter()
                .map(|&c| char::from(c))
                .collect::<String>()
                .into_bytes(),
        ),
        JsStrVariant::Utf16(u) => Cow::Owned(
            char::decode_utf16(u.iter().copied())
                .map(|c| c.unwrap_or('\u{fffd}'))
                .collect::<String>()
                .into_bytes(),
        ),
    }
}

/// Runs `f` on the bytes of an update: a string (as UTF-8) or an ArrayBuffer/view.
pub fn update_input<R>(
    v: &JsValue,
    ctx: &mut Context,
    f: impl FnOnce(&[u8]) -> R,
) -> JsResult<Option<R>> {
    if let Some(s) = v.as_string() {
        return Ok(Some(f(&utf8_of(&s))));
    }
    with_bytes(v, ctx, f)
}

/// Node's output encodings for digests and ciphers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutEnc {
    Buffer,
    Hex,
    Base64,
    Base64Url,
    Latin1,
    Ascii,
    Utf8,
    Ucs2,
}

/// Parses an encoding name as Node's C++ `ParseEncoding` (ASCII case-insensitive);
/// anything else, "buffer" included, means a Buffer.
pub fn parse_out_enc(name: &str) -> OutEnc {
    let lower = name.to_ascii_lowercase();
    match lower.as_str() {
        "hex" => OutEnc::Hex,
        "base64" => OutEnc::Base64,
        "base64url" => OutEnc::Base64Url,
        "latin1" | "binary" => OutEnc::Latin1,
        "ascii" => OutEnc::Ascii,
        "utf8" | "utf-8" => OutEnc::Utf8,
        "ucs2" | "ucs-2" | "utf16le" | "utf-16le" => OutEnc::Ucs2,
        _ => OutEnc::Buffer,
    }
}

/// The encoding argument of a digest call (non-strings mean a Buffer).
pub fn out_enc_of(v: &JsValue) -> OutEnc {
    match v.as_string() {
        // Every encoding name is short; longer strings are unknown names.
        Some(s) if s.len() < 16 => parse_out_enc(&s.to_std_string_lossy()),
        _ => OutEnc::Buffer,
    }
}

/// The bytes a hex string spells, for test vectors.
#[cfg(test)]
pub(crate) fn unhex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).expect("hex"))
        .collect()
}

/// The bytes a hex string spells; `None` for an odd length or a non-hex digit.
pub(crate) fn hex_decode(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

/// Lower-case hex of `bytes`.
pub fn hex(bytes: &[u8]) -> Vec<u8> {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = Vec::with_capacity(bytes.len() * 2);
    for &b in bytes {
        out.push(DIGITS[usize::from(b >> 4)]);
        out.push(DIGITS[usize::from(b & 15)]);
    }
    out
}

/// `bytes` in encoding `enc` as Node's `StringBytes::Encode` makes it.
pub fn encode_string(bytes: &[u8], enc: OutEnc) -> Option<JsString> {
    let latin1 = |b: &[u8]| JsString::from(boa_engine::JsStr::latin1(b));
    Some(match enc {
        OutEnc::Buffer => return None,
        OutEnc::Hex => latin1(&hex(bytes)),
        OutEnc::Base64 => latin1(
            base64::engine::general_purpose::STANDARD
                .encode(bytes)
                .as_bytes(),
        ),
        OutEnc::Base64Url => latin1(
            base64::engine::general_purpose::URL_SAFE_NO_PAD
                .encode(bytes)
                .as_bytes(),
        ),
        OutEnc::Latin1 => latin1(bytes),
        // V8's one-byte strings from ASCII data keep only the low seven bits.
        OutEnc::Ascii => latin1(&bytes.iter().map(|b| b & 0x7f).collect::<Vec<_>>()),
        OutEnc::Utf8 => {
            let s = String::from_utf8_lossy(bytes);
            JsString::from(s.as_ref())
        }
        OutEnc::Ucs2 => {
            let units: Vec<u16> = bytes
                .chunks_exact(2)
                .map(|p| u16::from_le_bytes([p[0], p[1]]))
                .collect();
            JsString::from(&units[..])
        }
    })
}

/// A new Buffer holding `bytes`.
pub fn to_buffer(ctx: &mut Context, bytes: &[u8]) -> JsResult<JsValue> {
    let mut block = AlignedVec::<u8>::new(64);
    block.extend_from_slice(bytes);
    Ok(crate::bindings::buffer::wrap_block(ctx, block)?.into())
}

/// `bytes` as a Buffer or a string in `enc`.
pub fn encode_output(ctx: &mut Context, bytes: Vec<u8>, enc: OutEnc) -> JsResult<JsValue> {
    match encode_string(&bytes, enc) {
        Some(s) => Ok(s.into()),
        None => to_buffer(ctx, &bytes),
    }
}

pub fn create(ctx: &mut Context) -> JsResult<JsObject> {
    type Entry = (&'static str, usize, NativeFunction);
    let fns: &[Entry] = &[
        ("hashNew", 2, NativeFunction::from_fn_ptr(hash::hash_new)),
        (
            "hashFastPaths",
            7,
            NativeFunction::from_fn_ptr(hash_fast::hash_fast_paths),
        ),
        (
            "hashIsXof",
            1,
            NativeFunction::from_fn_ptr(hash::hash_is_xof),
        ),
        ("hashCopy", 2, NativeFunction::from_fn_ptr(hash::hash_copy)),
        (
            "hashUpdate",
            2,
            NativeFunction::from_fn_ptr(hash::hash_update),
        ),
        (
            "hashDigest",
            2,
            NativeFunction::from_fn_ptr(hash::hash_digest),
        ),
        ("hmacNew", 2, NativeFunction::from_fn_ptr(hash::hmac_new)),
        (
            "hashOneShot",
            4,
            NativeFunction::from_fn_ptr(hash::hash_one_shot),
        ),
        (
            "randomFillSync",
            3,
            NativeFunction::from_fn_ptr(random::random_fill_sync),
        ),
        (
            "randomFill",
            4,
            NativeFunction::from_fn_ptr(random::random_fill),
        ),
        (
            "randomBytes",
            1,
            NativeFunction::from_fn_ptr(random::random_bytes),
        ),
        (
            "getRandomValues",
            1,
            NativeFunction::from_fn_ptr(random::get_random_values),
        ),
        (
            "randomUUID",
            0,
            NativeFunction::from_fn_ptr(random::random_uuid),
        ),
        (
            "randomUUIDEntry",
            1,
            NativeFunction::from_fn_ptr(random::random_uuid_entry),
        ),
        (
            "randomInt",
            2,
            NativeFunction::from_fn_ptr(random::random_int),
        ),
        (
            "timingSafeEqual",
            2,
            NativeFunction::from_fn_ptr(random::timing_safe_equal),
        ),
        ("kdf", 9, NativeFunction::from_fn_ptr(kdf::kdf)),
        (
            "cipherNew",
            5,
            NativeFunction::from_fn_ptr(cipher::cipher_new),
        ),
        (
            "cipherUpdate",
            2,
            NativeFunction::from_fn_ptr(cipher::cipher_update),
        ),
        (
            "cipherFinal",
            1,
            NativeFunction::from_fn_ptr(cipher::cipher_final),
        ),
        (
            "cipherSetAutoPadding",
            2,
            NativeFunction::from_fn_ptr(cipher::cipher_set_auto_padding),
        ),
        (
            "cipherSetAAD",
            2,
            NativeFunction::from_fn_ptr(cipher::cipher_set_aad),
        ),
        (
            "cipherGetAuthTag",
            1,
            NativeFunction::from_fn_ptr(cipher::cipher_get_auth_tag),
        ),
        (
            "cipherSetAuthTag",
            2,
            NativeFunction::from_fn_ptr(cipher::cipher_set_auth_tag),
        ),
        (
            "cipherInfo",
            3,
            NativeFunction::from_fn_ptr(cipher::cipher_info),
        ),
        (
            "aeadOneShot",
            7,
            NativeFunction::from_fn_ptr(cipher::aead_one_shot),
        ),
        (
            "aesOcb",
            6,
            NativeFunction::from_fn_ptr(ocb::aes_ocb_binding),
        ),
        (
            "aesKeyWrap",
            3,
            NativeFunction::from_fn_ptr(key_wrap::aes_key_wrap_binding),
        ),
        ("kmac", 5, NativeFunction::from_fn_ptr(kmac::kmac_binding)),
        (
            "cshake",
            4,
            NativeFunction::from_fn_ptr(kmac::cshake_binding),
        ),
        (
            "keyGenerate",
            4,
            NativeFunction::from_fn_ptr(keys::key_generate),
        ),
        ("keyParse", 5, NativeFunction::from_fn_ptr(keys::key_parse)),
        (
            "primeGenerate",
            5,
            NativeFunction::from_fn_ptr(prime::prime_generate),
        ),
        (
            "primeCheck",
            2,
            NativeFunction::from_fn_ptr(prime::prime_check),
        ),
        ("dhGroup", 1, NativeFunction::from_fn_ptr(dh::dh_group)),
        ("dhPrime", 1, NativeFunction::from_fn_ptr(dh::dh_prime)),
        ("dhCheck", 2, NativeFunction::from_fn_ptr(dh::dh_check)),
        ("dhKeys", 4, NativeFunction::from_fn_ptr(dh::dh_keys)),
        ("dhSecret", 3, NativeFunction::from_fn_ptr(dh::dh_secret)),
        (
            "keyFromParts",
            2,
            NativeFunction::from_fn_ptr(keys::key_from_parts),
        ),
        (
            "keyExport",
            3,
            NativeFunction::from_fn_ptr(keys::key_export),
        ),
        ("keyJwk", 1, NativeFunction::from_fn_ptr(keys::key_jwk)),
        ("keyInfo", 1, NativeFunction::from_fn_ptr(keys::key_info)),
        (
            "keyPublic",
            1,
            NativeFunction::from_fn_ptr(keys::key_public),
        ),
        (
            "keyEquals",
            2,
            NativeFunction::from_fn_ptr(keys::key_equals),
        ),
        (
            "keyEcPoint",
            2,
            NativeFunction::from_fn_ptr(keys::key_ec_point),
        ),
        ("keySign", 7, NativeFunction::from_fn_ptr(keys::key_sign)),
        (
            "keyVerify",
            8,
            NativeFunction::from_fn_ptr(keys::key_verify),
        ),
        ("keyDh", 2, NativeFunction::from_fn_ptr(keys::key_dh)),
        (
            "keyEncapsulate",
            2,
            NativeFunction::from_fn_ptr(keys::key_encapsulate),
        ),
        (
            "keyDecapsulate",
            3,
            NativeFunction::from_fn_ptr(keys::key_decapsulate),
        ),
        (
            "keyRsaCrypt",
            6,
            NativeFunction::from_fn_ptr(keys::key_rsa_crypt),
        ),
    ];
    let obj = native_object(ctx, fns);
    let names = hash::hash_names(ctx);
    set_prop(&obj, "hashNames", names, ctx)?;
    let names = cipher::cipher_names(ctx);
    set_prop(&obj, "cipherNames", names, ctx)?;
    Ok(obj)
}
