//! AES-OCB (RFC 7253) for WebCrypto's AES-OCB `encrypt`/`decrypt`, one-shot on RustCrypto's
//! ocb3. The crate fixes the nonce and tag sizes in the type, so each call picks one of the
//! instantiations for AES-128/192/256 x nonces of 6..=15 bytes x tags of 8, 12 or 16 bytes
//! (WebCrypto's 64, 96 and 128 bits). OpenSSL also takes 1..=5-byte nonces; the crate does
//! not, and internal/crypto/webcrypto_secret.js says so before calling here.

use aes::cipher::consts::{U10, U11, U12, U13, U14, U15, U16, U6, U7, U8, U9};
use aes::{Aes128, Aes192, Aes256};
use boa_engine::{Context, JsArgs as _, JsResult, JsValue};
use ocb3::aead::{Aead, Nonce, Payload};
use ocb3::{KeyInit, Ocb3};

use super::{bytes_of, to_buffer};

fn seal<A: KeyInit + Aead>(key: &[u8], iv: &[u8], aad: &[u8], data: &[u8]) -> Option<Vec<u8>> {
    let cipher = A::new_from_slice(key).ok()?;
    let nonce = Nonce::<A>::try_from(iv).ok()?;
    cipher.encrypt(&nonce, Payload { msg: data, aad }).ok()
}

fn open<A: KeyInit + Aead>(key: &[u8], iv: &[u8], aad: &[u8], data: &[u8]) -> Option<Vec<u8>> {
    let cipher = A::new_from_slice(key).ok()?;
    let nonce = Nonce::<A>::try_from(iv).ok()?;
    cipher.decrypt(&nonce, Payload { msg: data, aad }).ok()
}

macro_rules! by_tag {
    ($run:ident, $aes:ty, $nonce:ty, $tag_len:expr, $args:tt) => {
        match $tag_len {
            8 => $run::<Ocb3<$aes, $nonce, U8>> $args,
            12 => $run::<Ocb3<$aes, $nonce, U12>> $args,
            16 => $run::<Ocb3<$aes, $nonce, U16>> $args,
            _ => None,
        }
    };
}

macro_rules! by_nonce {
    ($run:ident, $aes:ty, $nonce_len:expr, $tag_len:expr, $args:tt) => {
        match $nonce_len {
            6 => by_tag!($run, $aes, U6, $tag_len, $args),
            7 => by_tag!($run, $aes, U7, $tag_len, $args),
            8 => by_tag!($run, $aes, U8, $tag_len, $args),
            9 => by_tag!($run, $aes, U9, $tag_len, $args),
            10 => by_tag!($run, $aes, U10, $tag_len, $args),
            11 => by_tag!($run, $aes, U11, $tag_len, $args),
            12 => by_tag!($run, $aes, U12, $tag_len, $args),
            13 => by_tag!($run, $aes, U13, $tag_len, $args),
            14 => by_tag!($run, $aes, U14, $tag_len, $args),
            15 => by_tag!($run, $aes, U15, $tag_len, $args),
            _ => None,
        }
    };
}

macro_rules! by_key {
    ($run:ident, $key:expr, $iv:expr, $aad:expr, $data:expr, $tag_len:expr) => {
        match $key.len() {
            16 => by_nonce!($run, Aes128, $iv.len(), $tag_len, ($key, $iv, $aad, $data)),
            24 => by_nonce!($run, Aes192, $iv.len(), $tag_len, ($key, $iv, $aad, $data)),
            32 => by_nonce!($run, Aes256, $iv.len(), $tag_len, ($key, $iv, $aad, $data)),
            _ => None,
        }
    };
}

/// Encrypts (ciphertext followed by the tag) or decrypts (`data` ends with the tag);
/// `None` when a size does not fit or the tag does not match.
pub(super) fn aes_ocb(
    encrypt: bool,
    key: &[u8],
    iv: &[u8],
    aad: &[u8],
    data: &[u8],
    tag_len: usize,
) -> Option<Vec<u8>> {
    if encrypt {
        by_key!(seal, key, iv, aad, data, tag_len)
    } else {
        by_key!(open, key, iv, aad, data, tag_len)
    }
}

/// `aesOcb(key, iv, aad, data, tagLength, encrypt)` → Buffer, or null when it cannot be done
/// (WebCrypto reports every such failure as one OperationError).
pub(super) fn aes_ocb_binding(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let mut parts = Vec::with_capacity(4);
    for i in 0..4 {
        parts.push(bytes_of(args.get_or_undefined(i), ctx)?.unwrap_or_default());
    }
    let tag_len = args.get_or_undefined(4).as_number().unwrap_or(16.0);
    let tag_len = if (0.0..=16.0).contains(&tag_len) {
        tag_len as usize
    } else {
        0
    };
    let encrypt = args.get_or_undefined(5).to_boolean();
    match aes_ocb(encrypt, &parts[0], &parts[1], &parts[2], &parts[3], tag_len) {
        Some(out) => to_buffer(ctx, &out),
        None => Ok(JsValue::null()),
    }
}

#[cfg(test)]
mod tests {
    use super::aes_ocb;
    use crate::bindings::crypto::unhex;

    // RFC 7253 appendix A, the first two AES-128 / 96-bit nonce / 128-bit tag samples.
    #[test]
    fn rfc7253_samples() {
        let key = unhex("000102030405060708090A0B0C0D0E0F");
        let nonce = unhex("BBAA99887766554433221100");
        assert_eq!(
            aes_ocb(true, &key, &nonce, &[], &[], 16),
            Some(unhex("785407BFFFC8AD9EDCC5520AC9111EE6"))
        );
        let nonce = unhex("BBAA99887766554433221101");
        let text = unhex("0001020304050607");
        let sealed = aes_ocb(true, &key, &nonce, &text, &text, 16).expect("seals");
        assert_eq!(
            sealed,
            unhex("6820B3657B6F615A5725BDA0D3B4EB3A257C9AF1F8F03009")
        );
        assert_eq!(aes_ocb(false, &key, &nonce, &text, &sealed, 16), Some(text));
    }

    // Node 26.10: subtle.encrypt({ name: 'AES-OCB', iv: 12 x 0x03, additionalData: [1, 2] },
    // key 16 x 0x07, 'hello world').
    #[test]
    fn matches_node() {
        let sealed = aes_ocb(true, &[7; 16], &[3; 12], &[1, 2], b"hello world", 16);
        assert_eq!(
            sealed,
            Some(unhex(
                "b4ce8626b953d8f1d5416cdbfebf024c01f256f0720ece337eedfe"
            ))
        );
    }

    #[test]
    fn bad_sizes_and_tampering_fail() {
        let key = [9u8; 32];
        assert_eq!(aes_ocb(true, &key, &[0; 5], &[], b"x", 16), None);
        assert_eq!(aes_ocb(true, &key, &[0; 16], &[], b"x", 16), None);
        assert_eq!(aes_ocb(true, &key, &[0; 12], &[], b"x", 4), None);
        assert_eq!(aes_ocb(true, &[0; 20], &[0; 12], &[], b"x", 16), None);
        for (nonce_len, tag_len) in [(6, 8), (15, 12), (7, 16)] {
            let nonce = vec![1u8; nonce_len];
            let mut sealed = aes_ocb(true, &key, &nonce, b"ad", b"secret", tag_len).expect("seals");
            assert_eq!(sealed.len(), 6 + tag_len);
            assert_eq!(
                aes_ocb(false, &key, &nonce, b"ad", &sealed, tag_len).as_deref(),
                Some(&b"secret"[..])
            );
            sealed[0] ^= 1;
            assert_eq!(aes_ocb(false, &key, &nonce, b"ad", &sealed, tag_len), None);
        }
        // Shorter than the tag.
        assert_eq!(aes_ocb(false, &key, &[1; 12], &[], &[0; 7], 8), None);
    }
}
