//! AES-CCM (RFC 3610) for createCipheriv's aes-128/192/256-ccm, on RustCrypto's ccm crate.
//! CCM takes the whole message in one `update`, in Node as in the crate, so each call is
//! one in-place encryption or decryption. The crate fixes the tag and nonce sizes in the
//! type: each call picks one of the instantiations for AES-128/192/256 x tags of 4, 6, ...,
//! 16 bytes x nonces of 7..=13 bytes (every size OpenSSL takes).

use aes::cipher::consts::{U10, U11, U12, U13, U14, U16, U4, U6, U7, U8, U9};
use aes::{Aes128, Aes192, Aes256};
use ccm::aead::{AeadInOut, KeyInit, Nonce, Tag};
use ccm::Ccm;

fn seal<A: KeyInit + AeadInOut>(
    key: &[u8],
    iv: &[u8],
    aad: &[u8],
    data: &mut [u8],
) -> Option<Vec<u8>> {
    let cipher = A::new_from_slice(key).ok()?;
    let nonce = Nonce::<A>::try_from(iv).ok()?;
    let tag = cipher
        .encrypt_inout_detached(&nonce, aad, data.into())
        .ok()?;
    Some(tag.to_vec())
}

fn open<A: KeyInit + AeadInOut>(
    key: &[u8],
    iv: &[u8],
    aad: &[u8],
    data: &mut [u8],
    tag: &[u8],
) -> Option<Vec<u8>> {
    let cipher = A::new_from_slice(key).ok()?;
    let nonce = Nonce::<A>::try_from(iv).ok()?;
    let tag = Tag::<A>::try_from(tag).ok()?;
    cipher
        .decrypt_inout_detached(&nonce, aad, data.into(), &tag)
        .ok()?;
    Some(Vec::new())
}

macro_rules! by_tag {
    ($run:ident, $aes:ty, $nonce:ty, $tag_len:expr, $args:tt) => {
        match $tag_len {
            4 => $run::<Ccm<$aes, U4, $nonce>> $args,
            6 => $run::<Ccm<$aes, U6, $nonce>> $args,
            8 => $run::<Ccm<$aes, U8, $nonce>> $args,
            10 => $run::<Ccm<$aes, U10, $nonce>> $args,
            12 => $run::<Ccm<$aes, U12, $nonce>> $args,
            14 => $run::<Ccm<$aes, U14, $nonce>> $args,
            16 => $run::<Ccm<$aes, U16, $nonce>> $args,
            _ => None,
        }
    };
}

macro_rules! by_nonce {
    ($run:ident, $aes:ty, $nonce_len:expr, $tag_len:expr, $args:tt) => {
        match $nonce_len {
            7 => by_tag!($run, $aes, U7, $tag_len, $args),
            8 => by_tag!($run, $aes, U8, $tag_len, $args),
            9 => by_tag!($run, $aes, U9, $tag_len, $args),
            10 => by_tag!($run, $aes, U10, $tag_len, $args),
            11 => by_tag!($run, $aes, U11, $tag_len, $args),
            12 => by_tag!($run, $aes, U12, $tag_len, $args),
            13 => by_tag!($run, $aes, U13, $tag_len, $args),
            _ => None,
        }
    };
}

macro_rules! by_key {
    ($run:ident, $key:expr, $iv:expr, $tag_len:expr, $args:tt) => {
        match $key.len() {
            16 => by_nonce!($run, Aes128, $iv.len(), $tag_len, $args),
            24 => by_nonce!($run, Aes192, $iv.len(), $tag_len, $args),
            32 => by_nonce!($run, Aes256, $iv.len(), $tag_len, $args),
            _ => None,
        }
    };
}

/// Encrypts `data` in place and returns the `tag_len`-byte tag; `None` when a size does
/// not fit.
pub(super) fn seal_in_place(
    key: &[u8],
    iv: &[u8],
    aad: &[u8],
    data: &mut [u8],
    tag_len: usize,
) -> Option<Vec<u8>> {
    by_key!(seal, key, iv, tag_len, (key, iv, aad, data))
}

/// Decrypts `data` in place if `tag` authenticates it; false (and `data` zeroed by the
/// crate) when it does not, or when a size does not fit.
pub(super) fn open_in_place(
    key: &[u8],
    iv: &[u8],
    aad: &[u8],
    data: &mut [u8],
    tag: &[u8],
) -> bool {
    by_key!(open, key, iv, tag.len(), (key, iv, aad, data, tag)).is_some()
}

/// The largest message a nonce of `iv_len` bytes allows: the length field has 15 - iv_len
/// bytes, and OpenSSL's interface counts in a C int.
pub(super) fn max_message_len(iv_len: usize) -> u64 {
    let field = 15usize.saturating_sub(iv_len).min(8) as u32;
    let by_field = if field >= 8 {
        u64::MAX
    } else {
        (1u64 << (8 * field)) - 1
    };
    by_field.min(i32::MAX as u64)
}

#[cfg(test)]
mod tests {
    use super::{max_message_len, open_in_place, seal_in_place};
    use crate::bindings::crypto::unhex;

    // RFC 3610 packet vector #1: AES-128, 13-byte nonce, 8 bytes of header, 8-byte tag.
    #[test]
    fn rfc3610_packet_1() {
        let key = unhex("C0C1C2C3C4C5C6C7C8C9CACBCCCDCECF");
        let nonce = unhex("00000003020100A0A1A2A3A4A5");
        let packet = unhex("000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E");
        let (aad, text) = packet.split_at(8);
        let mut data = text.to_vec();
        let tag = seal_in_place(&key, &nonce, aad, &mut data, 8).expect("seals");
        assert_eq!(
            data,
            unhex("588C979A61C663D2F066D0C2C0F989806D5F6B61DAC384")
        );
        assert_eq!(tag, unhex("17E8D12CFDF926E0"));
        assert!(open_in_place(&key, &nonce, aad, &mut data, &tag));
        assert_eq!(data, text);
    }

    // Node 26.10: createCipheriv('aes-128-ccm', 16 x 0x01, 12 x 0x00, { authTagLength: 8 }),
    // setAAD('aad', { plaintextLength: 40 }), update(40 x 0x07).
    #[test]
    fn matches_node() {
        let mut data = [7u8; 40];
        let tag = seal_in_place(&[1; 16], &[0; 12], b"aad", &mut data, 8).expect("seals");
        assert_eq!(
            data.to_vec(),
            unhex(
                "08b560528529581f80d9c6236dbfdec8a35dfa43b9c539316c5009c8d30de3436830df8c41030cc6"
            )
        );
        assert_eq!(tag, unhex("4161b8c97aeae99e"));
    }

    #[test]
    fn bad_sizes_and_tampering_fail() {
        let mut data = [1u8; 4];
        assert_eq!(seal_in_place(&[0; 16], &[0; 6], &[], &mut data, 8), None);
        assert_eq!(seal_in_place(&[0; 16], &[0; 14], &[], &mut data, 8), None);
        assert_eq!(seal_in_place(&[0; 16], &[0; 12], &[], &mut data, 5), None);
        assert_eq!(seal_in_place(&[0; 20], &[0; 12], &[], &mut data, 8), None);
        let tag = seal_in_place(&[0; 32], &[0; 7], b"h", &mut data, 16).expect("seals");
        let mut bad = tag.clone();
        bad[3] ^= 1;
        let mut copy = data;
        assert!(!open_in_place(&[0; 32], &[0; 7], b"h", &mut copy, &bad));
        assert!(open_in_place(&[0; 32], &[0; 7], b"h", &mut data, &tag));
        assert_eq!(data, [1u8; 4]);
        assert_eq!(max_message_len(13), 65535);
        assert_eq!(max_message_len(12), (1 << 24) - 1);
        assert_eq!(max_message_len(7), i32::MAX as u64);
    }
}
