//! KMAC128/KMAC256 (NIST SP 800-185) and cSHAKE128/256 for WebCrypto's `sign`/`verify`
//! and `digest`, on RustCrypto's cSHAKE. KMAC is cSHAKE with the function name "KMAC"
//! over the key, padded to the rate, the message and the output length; the encodings
//! here are the standard's `left_encode`, `right_encode`, `encode_string` and `bytepad`.

use boa_engine::{Context, JsArgs as _, JsResult, JsValue};
use cshake::{CShake128, CShake256};
use digest::{ExtendableOutput, Update, XofReader};

use super::{bytes_of, to_buffer};

/// SP 800-185's `left_encode(x)`: the byte count of `x` first, then its big-endian bytes.
fn left_encode(x: u64) -> Vec<u8> {
    let bytes = x.to_be_bytes();
    let skip = bytes.iter().take(7).take_while(|&&b| b == 0).count();
    let mut out = vec![(8 - skip) as u8];
    out.extend_from_slice(&bytes[skip..]);
    out
}

/// SP 800-185's `right_encode(x)`: the big-endian bytes of `x`, then their count.
fn right_encode(x: u64) -> Vec<u8> {
    let bytes = x.to_be_bytes();
    let skip = bytes.iter().take(7).take_while(|&&b| b == 0).count();
    let mut out = bytes[skip..].to_vec();
    out.push((8 - skip) as u8);
    out
}

/// `bytepad(encode_string(key), rate)`: the key block KMAC absorbs first.
fn key_block(key: &[u8], rate: usize) -> Vec<u8> {
    let mut out = left_encode(rate as u64);
    out.extend(left_encode(key.len() as u64 * 8));
    out.extend_from_slice(key);
    out.resize(out.len().div_ceil(rate) * rate, 0);
    out
}

/// Which cSHAKE: 128 (rate 168) or 256 (rate 136).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Strength {
    S128,
    S256,
}

/// cSHAKE(`input` pieces, `bits` of output, function name, customization). The output is
/// `bits` rounded up to bytes, the unused low bits of the last byte cleared.
fn cshake(strength: Strength, parts: &[&[u8]], bits: usize, name: &[u8], custom: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; bits.div_ceil(8)];
    match strength {
        Strength::S128 => {
            let mut h = CShake128::new_with_function_name(name, custom);
            parts.iter().for_each(|p| h.update(p));
            h.finalize_xof().read(&mut out);
        }
        Strength::S256 => {
            let mut h = CShake256::new_with_function_name(name, custom);
            parts.iter().for_each(|p| h.update(p));
            h.finalize_xof().read(&mut out);
        }
    }
    if !bits.is_multiple_of(8) {
        if let Some(last) = out.last_mut() {
            *last &= 0xffu8 << (8 - bits % 8);
        }
    }
    out
}

/// KMAC of `data` under `key`, `bits` long, with the customization string.
pub(super) fn kmac(
    strength: Strength,
    key: &[u8],
    data: &[u8],
    custom: &[u8],
    bits: usize,
) -> Vec<u8> {
    let rate = match strength {
        Strength::S128 => 168,
        Strength::S256 => 136,
    };
    let block = key_block(key, rate);
    let tail = right_encode(bits as u64);
    cshake(strength, &[&block, data, &tail], bits, b"KMAC", custom)
}

fn strength_of(v: &JsValue) -> Strength {
    if v.as_number() == Some(256.0) {
        Strength::S256
    } else {
        Strength::S128
    }
}

fn bits_of(v: &JsValue) -> usize {
    v.as_number()
        .filter(|n| n.is_finite() && *n >= 0.0)
        .unwrap_or(0.0) as usize
}

/// `kmac(strength, key, data, customization, bits)` → Buffer.
pub(super) fn kmac_binding(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let key = bytes_of(args.get_or_undefined(1), ctx)?.unwrap_or_default();
    let data = bytes_of(args.get_or_undefined(2), ctx)?.unwrap_or_default();
    let custom = bytes_of(args.get_or_undefined(3), ctx)?.unwrap_or_default();
    let out = kmac(
        strength_of(args.get_or_undefined(0)),
        &key,
        &data,
        &custom,
        bits_of(args.get_or_undefined(4)),
    );
    to_buffer(ctx, &out)
}

/// `cshake(strength, data, customization, bits)` → Buffer (the function name is empty).
pub(super) fn cshake_binding(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let data = bytes_of(args.get_or_undefined(1), ctx)?.unwrap_or_default();
    let custom = bytes_of(args.get_or_undefined(2), ctx)?.unwrap_or_default();
    let out = cshake(
        strength_of(args.get_or_undefined(0)),
        &[&data],
        bits_of(args.get_or_undefined(3)),
        b"",
        &custom,
    );
    to_buffer(ctx, &out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bindings::crypto::unhex;

    fn key() -> Vec<u8> {
        (0x40u8..=0x5f).collect()
    }

    // NIST's KMAC_samples.pdf, samples 1, 2 and 4.
    #[test]
    fn kmac128_samples() {
        let data = unhex("00010203");
        assert_eq!(
            kmac(Strength::S128, &key(), &data, b"", 256),
            unhex("e5780b0d3ea6f7d3a429c5706aa43a00fadbd7d49628839e3187243f456ee14e")
        );
        assert_eq!(
            kmac(Strength::S128, &key(), &data, b"My Tagged Application", 256),
            unhex("3b1fba963cd8b0b59e8c1a6d71888b7143651af8ba0a7070c0979e2811324aa5")
        );
    }

    #[test]
    fn kmac256_sample() {
        let data = unhex("00010203");
        let out = kmac(Strength::S256, &key(), &data, b"My Tagged Application", 512);
        assert_eq!(
            out,
            unhex(concat!(
                "20c570c31346f703c9ac36c61c03cb64c3970d0cfc787e9b79599d273a68d2f7",
                "f69d4cc3de9d104a351689f27cf6f5951f0103f33f4f24871024d9c27773a8dd"
            ))
        );
    }

    #[test]
    fn encodings() {
        assert_eq!(left_encode(0), vec![1, 0]);
        assert_eq!(left_encode(168), vec![1, 168]);
        assert_eq!(left_encode(256), vec![2, 1, 0]);
        assert_eq!(right_encode(256), vec![1, 0, 2]);
        assert_eq!(key_block(b"", 168).len(), 168);
    }

    #[test]
    fn partial_bytes_are_cleared() {
        let out = cshake(Strength::S128, &[b"abc"], 12, b"", b"");
        assert_eq!(out.len(), 2);
        assert_eq!(out[1] & 0x0f, 0);
    }
}
