//! AES key wrap (RFC 3394) for WebCrypto's AES-KW `wrapKey`/`unwrapKey`, on RustCrypto's
//! aes-kw. As in OpenSSL, what is wrapped must be at least two 64-bit blocks.

use aes::cipher::KeyInit;
use aes_kw::{KwAes128, KwAes192, KwAes256};
use boa_engine::{Context, JsArgs as _, JsResult, JsValue};

use super::{bytes_of, to_buffer};

/// Wraps (`wrap`) or unwraps `data` under the AES key `kek`; `None` when the key size, the
/// data length or (unwrapping) the integrity check is wrong.
pub(super) fn aes_key_wrap(kek: &[u8], data: &[u8], wrap: bool) -> Option<Vec<u8>> {
    let min = if wrap { 16 } else { 24 };
    if data.len() < min || !data.len().is_multiple_of(8) {
        return None;
    }
    let mut out = vec![0u8; if wrap { data.len() + 8 } else { data.len() - 8 }];
    macro_rules! run {
        ($kw:ty) => {{
            let kw = <$kw>::new_from_slice(kek).ok()?;
            let done = if wrap {
                kw.wrap_key(data, &mut out).ok()?.len()
            } else {
                kw.unwrap_key(data, &mut out).ok()?.len()
            };
            out.truncate(done);
        }};
    }
    match kek.len() {
        16 => run!(KwAes128),
        24 => run!(KwAes192),
        32 => run!(KwAes256),
        _ => return None,
    }
    Some(out)
}

/// `aesKeyWrap(kek, data, wrap)` → Buffer, or null when it cannot be done.
pub(super) fn aes_key_wrap_binding(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let kek = bytes_of(args.get_or_undefined(0), ctx)?.unwrap_or_default();
    let data = bytes_of(args.get_or_undefined(1), ctx)?.unwrap_or_default();
    match aes_key_wrap(&kek, &data, args.get_or_undefined(2).to_boolean()) {
        Some(out) => to_buffer(ctx, &out),
        None => Ok(JsValue::null()),
    }
}

#[cfg(test)]
mod tests {
    use super::aes_key_wrap;
    use crate::bindings::crypto::unhex;

    // RFC 3394 section 4.1: 128 bits of key data with a 128-bit KEK.
    #[test]
    fn rfc3394_vector() {
        let kek = unhex("000102030405060708090A0B0C0D0E0F");
        let data = unhex("00112233445566778899AABBCCDDEEFF");
        let wrapped = aes_key_wrap(&kek, &data, true).expect("wraps");
        assert_eq!(
            wrapped,
            unhex("1FA68B0A8112B447AEF34BD8FB5A7B829D3E862371D2CFE5")
        );
        assert_eq!(aes_key_wrap(&kek, &wrapped, false), Some(data));
    }

    #[test]
    fn bad_sizes_and_tampering_fail() {
        let kek = [7u8; 16];
        assert_eq!(aes_key_wrap(&kek, &[0; 8], true), None);
        assert_eq!(aes_key_wrap(&kek, &[0; 20], true), None);
        assert_eq!(aes_key_wrap(&[0; 15], &[0; 16], true), None);
        let mut wrapped = aes_key_wrap(&kek, &[1; 32], true).expect("wraps");
        wrapped[3] ^= 1;
        assert_eq!(aes_key_wrap(&kek, &wrapped, false), None);
    }
}
