//! Symmetric ciphers for `createCipheriv`/`createDecipheriv` and WebCrypto's AES-GCM:
//! AES-128/192/256 in ECB, CBC (PKCS#7 padding, as OpenSSL), CTR (128-bit counter), CFB
//! (128-bit and 8-bit feedback), OFB and GCM, two- and three-key Triple DES in ECB, CBC,
//! CFB and OFB (what OpenSSL 3's default provider still offers of DES; single DES is in its
//! legacy provider, which Node does not load), ChaCha20 (OpenSSL's form: a 16-byte iv of
//! a 32-bit little-endian block counter then the 12-byte nonce) and ChaCha20-Poly1305
//! (RFC 8439), all streaming as OpenSSL's EVP interface does (AES-CCM, which takes one
//! update per message, is done whole by `ccm.rs`):
//! `update` returns what it can right away (block modes hold back a partial block, and
//! decryption with padding holds back the last whole block), `finish` pads or checks the
//! padding, and the AEADs compute or verify their tag at `finish`.
//!
//! The AEADs are put together from RustCrypto parts (AES + 32-bit CTR + GHASH, ChaCha20 +
//! Poly1305) because the `aead` crates are one-shot and Node's `update` hands back
//! ciphertext as it goes; the unit tests check them against the `aes-gcm` and
//! `chacha20poly1305` crates.

use std::cell::RefCell;

use aes::cipher::{
    Array, BlockCipherDecrypt, BlockCipherEncrypt, BlockModeDecrypt, BlockModeEncrypt, KeyInit,
    KeyIvInit, StreamCipher, StreamCipherSeek,
};
use aes::{Aes128, Aes192, Aes256};
use boa_engine::{js_string, Context, JsArgs, JsData, JsObject, JsResult, JsValue};
use boa_gc::{Finalize, Trace};
use ghash::universal_hash::UniversalHash;

use super::{bytes_of, to_buffer, with_bytes};

/// The block cipher under a mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Aes,
    /// Triple DES; the key length says two-key (16) or three-key (24).
    Tdes,
    ChaCha,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Ecb,
    Cbc,
    Ctr,
    /// CFB with 128-bit (AES) or 64-bit (DES) feedback.
    Cfb,
    /// CFB with 8-bit feedback.
    Cfb8,
    Ofb,
    Gcm,
    /// CCM: the whole message in one update (bindings/crypto/ccm.rs).
    Ccm,
    /// Plain ChaCha20.
    ChaCha,
    ChaChaPoly,
}

/// One cipher as OpenSSL describes it (`getCipherInfo`).
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    pub name: &'static str,
    /// The name `getCipherInfo` reports (OpenSSL's long name for GCM).
    pub info_name: &'static str,
    pub family: Family,
    pub mode: Mode,
    pub key_len: usize,
    pub iv_len: usize,
    pub nid: i32,
}

impl Spec {
    pub fn is_aead(&self) -> bool {
        matches!(self.mode, Mode::Gcm | Mode::Ccm | Mode::ChaChaPoly)
    }

    /// `blockSize` of `getCipherInfo` (None: undefined).
    pub fn block_size(&self) -> Option<u32> {
        match self.mode {
            Mode::Ecb | Mode::Cbc => Some(self.block_len() as u32),
            Mode::Ctr | Mode::Cfb | Mode::Cfb8 | Mode::Ofb | Mode::Gcm | Mode::Ccm => Some(1),
            Mode::ChaCha | Mode::ChaChaPoly => None,
        }
    }

    /// Bytes per block of the block cipher (ECB/CBC padding unit).
    pub fn block_len(&self) -> usize {
        if self.family == Family::Tdes {
            8
        } else {
            16
        }
    }

    pub fn mode_name(&self) -> &'static str {
        match self.mode {
            Mode::Ecb => "ecb",
            Mode::Cbc => "cbc",
            Mode::Ctr => "ctr",
            Mode::Cfb | Mode::Cfb8 => "cfb",
            Mode::Ofb => "ofb",
            Mode::Gcm => "gcm",
            Mode::Ccm => "ccm",
            Mode::ChaCha | Mode::ChaChaPoly => "stream",
        }
    }
}

macro_rules! spec {
    ($name:expr, $info:expr, $mode:ident, $key:expr, $iv:expr, $nid:expr) => {
        spec!($name, $info, Aes, $mode, $key, $iv, $nid)
    };
    ($name:expr, $info:expr, $family:ident, $mode:ident, $key:expr, $iv:expr, $nid:expr) => {
        Spec {
            name: $name,
            info_name: $info,
            family: Family::$family,
            mode: Mode::$mode,
            key_len: $key,
            iv_len: $iv,
            nid: $nid,
        }
    };
}

pub const SPECS: &[Spec] = &[
    spec!("aes-128-cbc", "aes-128-cbc", Cbc, 16, 16, 419),
    spec!("aes-128-ccm", "id-aes128-ccm", Ccm, 16, 12, 896),
    spec!("aes-128-cfb", "aes-128-cfb", Cfb, 16, 16, 421),
    spec!("aes-128-cfb8", "aes-128-cfb8", Cfb8, 16, 16, 653),
    spec!("aes-128-ctr", "aes-128-ctr", Ctr, 16, 16, 904),
    spec!("aes-128-ecb", "aes-128-ecb", Ecb, 16, 0, 418),
    spec!("aes-128-gcm", "id-aes128-gcm", Gcm, 16, 12, 895),
    spec!("aes-128-ofb", "aes-128-ofb", Ofb, 16, 16, 420),
    spec!("aes-192-cbc", "aes-192-cbc", Cbc, 24, 16, 423),
    spec!("aes-192-ccm", "id-aes192-ccm", Ccm, 24, 12, 899),
    spec!("aes-192-cfb", "aes-192-cfb", Cfb, 24, 16, 425),
    spec!("aes-192-cfb8", "aes-192-cfb8", Cfb8, 24, 16, 654),
    spec!("aes-192-ctr", "aes-192-ctr", Ctr, 24, 16, 905),
    spec!("aes-192-ecb", "aes-192-ecb", Ecb, 24, 0, 422),
    spec!("aes-192-gcm", "id-aes192-gcm", Gcm, 24, 12, 898),
    spec!("aes-192-ofb", "aes-192-ofb", Ofb, 24, 16, 424),
    spec!("aes-256-cbc", "aes-256-cbc", Cbc, 32, 16, 427),
    spec!("aes-256-ccm", "id-aes256-ccm", Ccm, 32, 12, 902),
    spec!("aes-256-cfb", "aes-256-cfb", Cfb, 32, 16, 429),
    spec!("aes-256-cfb8", "aes-256-cfb8", Cfb8, 32, 16, 655),
    spec!("aes-256-ctr", "aes-256-ctr", Ctr, 32, 16, 906),
    spec!("aes-256-ecb", "aes-256-ecb", Ecb, 32, 0, 426),
    spec!("aes-256-gcm", "id-aes256-gcm", Gcm, 32, 12, 901),
    spec!("aes-256-ofb", "aes-256-ofb", Ofb, 32, 16, 428),
    spec!("chacha20", "chacha20", ChaCha, ChaCha, 32, 16, 1019),
    spec!("des-ede", "des-ede", Tdes, Ecb, 16, 0, 32),
    spec!("des-ede-cbc", "des-ede-cbc", Tdes, Cbc, 16, 8, 43),
    spec!("des-ede-cfb", "des-ede-cfb", Tdes, Cfb, 16, 8, 60),
    spec!("des-ede-ofb", "des-ede-ofb", Tdes, Ofb, 16, 8, 62),
    spec!("des-ede3", "des-ede3", Tdes, Ecb, 24, 0, 33),
    spec!("des-ede3-cbc", "des-ede3-cbc", Tdes, Cbc, 24, 8, 44),
    spec!("des-ede3-cfb", "des-ede3-cfb", Tdes, Cfb, 24, 8, 61),
    spec!("des-ede3-cfb8", "des-ede3-cfb8", Tdes, Cfb8, 24, 8, 659),
    spec!("des-ede3-ofb", "des-ede3-ofb", Tdes, Ofb, 24, 8, 63),
    spec!(
        "chacha20-poly1305",
        "chacha20-poly1305",
        ChaCha,
        ChaChaPoly,
        32,
        12,
        1018
    ),
];

/// Other names OpenSSL gives the same ciphers.
const ALIASES: &[(&str, &str)] = &[
    ("aes128", "aes-128-cbc"),
    ("aes192", "aes-192-cbc"),
    ("aes256", "aes-256-cbc"),
    ("des-ede-ecb", "des-ede"),
    ("des-ede3-ecb", "des-ede3"),
    ("des3", "des-ede3-cbc"),
    ("id-aes128-ccm", "aes-128-ccm"),
    ("id-aes128-gcm", "aes-128-gcm"),
    ("id-aes192-ccm", "aes-192-ccm"),
    ("id-aes192-gcm", "aes-192-gcm"),
    ("id-aes256-ccm", "aes-256-ccm"),
    ("id-aes256-gcm", "aes-256-gcm"),
];

/// The cipher a name stands for (ASCII case-insensitive).
pub fn lookup(name: &str) -> Option<&'static Spec> {
    let name = ALIASES
        .iter()
        .find(|(a, _)| a.eq_ignore_ascii_case(name))
        .map_or(name, |&(_, n)| n);
    SPECS.iter().find(|s| s.name.eq_ignore_ascii_case(name))
}

/// The cipher with OpenSSL's numeric id.
pub fn lookup_nid(nid: i32) -> Option<&'static Spec> {
    SPECS.iter().find(|s| s.nid == nid)
}

/// Every name, sorted (`getCiphers()`).
pub fn names() -> Vec<&'static str> {
    let mut v: Vec<&str> = SPECS
        .iter()
        .map(|s| s.name)
        .chain(ALIASES.iter().map(|a| a.0))
        .collect();
    v.sort_unstable();
    v
}

/// Whether `n` bytes is an IV this cipher takes (GCM: 1 to 128 bytes, OpenSSL's limit).
pub fn iv_ok(spec: &Spec, n: usize) -> bool {
    match spec.mode {
        Mode::Gcm => (1..=128).contains(&n),
        Mode::Ccm => (7..=13).contains(&n),
        _ => n == spec.iv_len,
    }
}

/// Whether `n` is a tag length the AEAD accepts.
pub fn tag_len_ok(spec: &Spec, n: usize) -> bool {
    match spec.mode {
        Mode::Gcm => matches!(n, 4 | 8 | 12..=16),
        Mode::ChaChaPoly => (1..=16).contains(&n),
        Mode::Ccm => (4..=16).contains(&n) && n.is_multiple_of(2),
        _ => false,
    }
}

/// Full blocks of a buffer whose length is a multiple of the block size.
fn blocks_mut<N: aes::cipher::array::ArraySize>(data: &mut [u8]) -> &mut [Array<u8, N>] {
    Array::slice_as_chunks_mut(data).0
}

/// A block cipher mode working on whole blocks.
trait Blocks: Send {
    fn apply(&mut self, data: &mut [u8]);
}

struct EcbEnc<C>(C);
struct EcbDec<C>(C);
struct CbcEnc<C: BlockCipherEncrypt>(cbc::Encryptor<C>);
struct CbcDec<C: BlockCipherDecrypt>(cbc::Decryptor<C>);

macro_rules! impl_blocks {
    ($($c:ty),*) => {$(
        impl Blocks for EcbEnc<$c> {
            fn apply(&mut self, data: &mut [u8]) {
                self.0.encrypt_blocks(blocks_mut(data));
            }
        }
        impl Blocks for EcbDec<$c> {
            fn apply(&mut self, data: &mut [u8]) {
                self.0.decrypt_blocks(blocks_mut(data));
            }
        }
        impl Blocks for CbcEnc<$c> {
            fn apply(&mut self, data: &mut [u8]) {
                self.0.encrypt_blocks(blocks_mut(data));
            }
        }
        impl Blocks for CbcDec<$c> {
            fn apply(&mut self, data: &mut [u8]) {
                self.0.decrypt_blocks(blocks_mut(data));
            }
        }
    )*};
}
impl_blocks!(Aes128, Aes192, Aes256, des::TdesEde2, des::TdesEde3);

/// Keystream generators (CTR, and the CTR inside GCM).
trait Stream: Send {
    fn apply(&mut self, data: &mut [u8]);
}

struct Ks<S>(S);

impl<S: StreamCipher + Send> Stream for Ks<S> {
    fn apply(&mut self, data: &mut [u8]) {
        // The 128-bit counter cannot run out within any buffer JS can make.
        let _ = self.0.try_apply_keystream(data);
    }
}

/// CFB (full-block or 8-bit feedback) and OFB over the block cipher the type `C` names
/// where this is expanded: byte-at-a-time modes, so each `update` returns all its input.
/// (A macro: the OFB wrapper's bounds on a generic block size do not resolve.)
macro_rules! feedback_stream {
    ($mode:expr, $key:expr, $iv:expr, $encrypt:expr) => {
        match ($mode, $encrypt) {
            (Mode::Cfb, true) => Box::new(CfbEnc(
                cfb_mode::BufEncryptor::<C>::new_from_slices($key, $iv).ok()?,
            )) as Box<dyn Stream>,
            (Mode::Cfb, false) => Box::new(CfbDec(
                cfb_mode::BufDecryptor::<C>::new_from_slices($key, $iv).ok()?,
            )),
            (Mode::Cfb8, true) => Box::new(Cfb8Enc(
                cfb8::Encryptor::<C>::new_from_slices($key, $iv).ok()?,
            )),
            (Mode::Cfb8, false) => Box::new(Cfb8Dec(
                cfb8::Decryptor::<C>::new_from_slices($key, $iv).ok()?,
            )),
            _ => Box::new(Ks(ofb::Ofb::<C>::new_from_slices($key, $iv).ok()?)),
        }
    };
}

struct CfbEnc<C: BlockCipherEncrypt>(cfb_mode::BufEncryptor<C>);
struct CfbDec<C: BlockCipherEncrypt>(cfb_mode::BufDecryptor<C>);
struct Cfb8Enc<C: BlockCipherEncrypt>(cfb8::Encryptor<C>);
struct Cfb8Dec<C: BlockCipherEncrypt>(cfb8::Decryptor<C>);

impl<C: BlockCipherEncrypt + Send> Stream for CfbEnc<C> {
    fn apply(&mut self, data: &mut [u8]) {
        self.0.encrypt(data);
    }
}

impl<C: BlockCipherEncrypt + Send> Stream for CfbDec<C> {
    fn apply(&mut self, data: &mut [u8]) {
        self.0.decrypt(data);
    }
}

impl<C: BlockCipherEncrypt + Send> Stream for Cfb8Enc<C> {
    fn apply(&mut self, data: &mut [u8]) {
        self.0.encrypt(data);
    }
}

impl<C: BlockCipherEncrypt + Send> Stream for Cfb8Dec<C> {
    fn apply(&mut self, data: &mut [u8]) {
        self.0.decrypt(data);
    }
}

/// OpenSSL's `chacha20`: the iv is the initial 32-bit block counter (little-endian) then
/// the RFC 8439 nonce, so the keystream starts `counter` blocks in.
fn chacha20_stream(key: &[u8], iv: &[u8]) -> Option<Box<dyn Stream>> {
    let (counter, nonce) = iv.split_first_chunk::<4>()?;
    let mut c = chacha20::ChaCha20::new_from_slices(key, nonce).ok()?;
    c.try_seek(u64::from(u32::from_le_bytes(*counter)) * 64)
        .ok()?;
    Some(Box::new(Ks(c)))
}

/// `E_K(block)` for the AES of the key's size.
enum AesAny {
    A128(Aes128),
    A192(Aes192),
    A256(Aes256),
}

impl AesAny {
    fn new(key: &[u8]) -> Option<AesAny> {
        Some(match key.len() {
            16 => AesAny::A128(Aes128::new_from_slice(key).ok()?),
            24 => AesAny::A192(Aes192::new_from_slice(key).ok()?),
            32 => AesAny::A256(Aes256::new_from_slice(key).ok()?),
            _ => return None,
        })
    }

    fn encrypt(&self, block: &mut [u8; 16]) {
        let mut b = Array::from(*block);
        match self {
            AesAny::A128(c) => c.encrypt_block(&mut b),
            AesAny::A192(c) => c.encrypt_block(&mut b),
            AesAny::A256(c) => c.encrypt_block(&mut b),
        }
        *block = b.into();
    }
}

/// A universal hash (GHASH or Poly1305) fed with byte strings that are padded to the
/// block size only where the construction says so.
struct Mac<U: UniversalHash> {
    uhf: U,
    partial: Vec<u8>,
}

impl<U: UniversalHash<BlockSize = aes::cipher::consts::U16>> Mac<U> {
    fn new(uhf: U) -> Self {
        Mac {
            uhf,
            partial: Vec::with_capacity(16),
        }
    }

    fn input(&mut self, mut data: &[u8]) {
        if !self.partial.is_empty() {
            let take = (16 - self.partial.len()).min(data.len());
            self.partial.extend_from_slice(&data[..take]);
            data = &data[take..];
            if self.partial.len() < 16 {
                return;
            }
            let block = Array::try_from(&self.partial[..]).unwrap_or_default();
            self.uhf.update(&[block]);
            self.partial.clear();
        }
        let (blocks, tail) = Array::slice_as_chunks(data);
        self.uhf.update(blocks);
        self.partial.extend_from_slice(tail);
    }

    /// Zero-pads what is buffered to a whole block.
    fn pad(&mut self) {
        if !self.partial.is_empty() {
            let partial = std::mem::take(&mut self.partial);
            self.uhf.update_padded(&partial);
        }
    }

    fn finish(mut self) -> [u8; 16] {
        self.pad();
        self.uhf.finalize().into()
    }
}

/// The state of an AEAD: the keystream, the MAC, what has been fed so far.
struct Aead {
    stream: Box<dyn Stream>,
    kind: AeadKind,
    aad_len: u64,
    text_len: u64,
    /// The text part has begun (no more AAD).
    text_started: bool,
}

enum AeadKind {
    Gcm {
        mac: Box<Mac<ghash::GHash>>,
        /// `E_K(J0)`, XORed into the GHASH result.
        tag_mask: [u8; 16],
    },
    ChaCha {
        mac: Box<Mac<poly1305::Poly1305>>,
    },
}

impl Aead {
    fn gcm(key: &[u8], iv: &[u8]) -> Option<Aead> {
        let aes = AesAny::new(key)?;
        let mut h = [0u8; 16];
        aes.encrypt(&mut h);
        let ghash_key = Array::from(h);
        // J0: the IV with a 32-bit counter of 1, or GHASH of the IV for other lengths.
        let j0: [u8; 16] = if iv.len() == 12 {
            let mut j = [0u8; 16];
            j[..12].copy_from_slice(iv);
            j[15] = 1;
            j
        } else {
            let mut g = Mac::new(ghash::GHash::new(&ghash_key));
            g.input(iv);
            g.pad();
            let mut lens = [0u8; 16];
            lens[8..].copy_from_slice(&((iv.len() as u64) * 8).to_be_bytes());
            g.input(&lens);
            g.finish()
        };
        let mut tag_mask = j0;
        aes.encrypt(&mut tag_mask);
        // The text is encrypted from inc32(J0) on.
        let mut ctr0 = j0;
        let c = u32::from_be_bytes([ctr0[12], ctr0[13], ctr0[14], ctr0[15]]).wrapping_add(1);
        ctr0[12..].copy_from_slice(&c.to_be_bytes());
        let stream: Box<dyn Stream> = match key.len() {
            16 => Box::new(Ks(ctr::Ctr32BE::<Aes128>::new_from_slices(key, &ctr0).ok()?)),
            24 => Box::new(Ks(ctr::Ctr32BE::<Aes192>::new_from_slices(key, &ctr0).ok()?)),
            _ => Box::new(Ks(ctr::Ctr32BE::<Aes256>::new_from_slices(key, &ctr0).ok()?)),
        };
        Some(Aead {
            stream,
            kind: AeadKind::Gcm {
                mac: Box::new(Mac::new(ghash::GHash::new(&ghash_key))),
                tag_mask,
            },
            aad_len: 0,
            text_len: 0,
            text_started: false,
        })
    }

    fn chacha(key: &[u8], nonce: &[u8]) -> Option<Aead> {
        let mut c = chacha20::ChaCha20::new_from_slices(key, nonce).ok()?;
        let mut poly_key = [0u8; 32];
        c.apply_keystream(&mut poly_key);
        // The text starts at block 1.
        c.seek(64u64);
        let mac = Box::new(Mac::new(
            poly1305::Poly1305::new_from_slice(&poly_key).ok()?,
        ));
        Some(Aead {
            stream: Box::new(Ks(c)),
            kind: AeadKind::ChaCha { mac },
            aad_len: 0,
            text_len: 0,
            text_started: false,
        })
    }

    fn mac_input(&mut self, data: &[u8]) {
        match &mut self.kind {
            AeadKind::Gcm { mac, .. } => mac.input(data),
            AeadKind::ChaCha { mac } => mac.input(data),
        }
    }

    fn mac_pad(&mut self) {
        match &mut self.kind {
            AeadKind::Gcm { mac, .. } => mac.pad(),
            AeadKind::ChaCha { mac } => mac.pad(),
        }
    }

    /// Adds associated data; false once text has been processed. Empty data is always
    /// taken (OpenSSL returns at once for it).
    fn aad(&mut self, data: &[u8]) -> bool {
        if data.is_empty() {
            return true;
        }
        if self.text_started {
            return false;
        }
        self.mac_input(data);
        self.aad_len += data.len() as u64;
        true
    }

    fn start_text(&mut self) {
        if !self.text_started {
            self.text_started = true;
            self.mac_pad();
        }
    }

    fn update(&mut self, data: &mut [u8], encrypt: bool) {
        // An empty update does not start the text: associated data may still follow.
        if data.is_empty() {
            return;
        }
        self.start_text();
        if !encrypt {
            self.mac_input(data);
        }
        self.stream.apply(data);
        if encrypt {
            self.mac_input(data);
        }
        self.text_len += data.len() as u64;
    }

    /// The full 16-byte tag.
    fn tag(mut self) -> [u8; 16] {
        self.start_text();
        self.mac_pad();
        let (aad_bits, text_bits) = (self.aad_len * 8, self.text_len * 8);
        match self.kind {
            AeadKind::Gcm { mut mac, tag_mask } => {
                let mut lens = [0u8; 16];
                lens[..8].copy_from_slice(&aad_bits.to_be_bytes());
                lens[8..].copy_from_slice(&text_bits.to_be_bytes());
                mac.input(&lens);
                let mut t = mac.finish();
                for (a, b) in t.iter_mut().zip(tag_mask) {
                    *a ^= b;
                }
                t
            }
            AeadKind::ChaCha { mut mac } => {
                let mut lens = [0u8; 16];
                lens[..8].copy_from_slice(&self.aad_len.to_le_bytes());
                lens[8..].copy_from_slice(&self.text_len.to_le_bytes());
                mac.input(&lens);
                mac.finish()
            }
        }
    }
}

/// A CCM operation: everything it needs until its one update.
struct CcmState {
    key: Vec<u8>,
    iv: Vec<u8>,
    aad: Vec<u8>,
    /// The plaintextLength setAAD announced.
    declared_len: Option<u64>,
    updated: bool,
    /// Decryption: the update found no tag, or one that does not match.
    auth_failed: bool,
    /// Encryption: the tag of the update.
    tag: Option<Vec<u8>>,
}

impl CcmState {
    fn update(
        &mut self,
        data: &[u8],
        encrypt: bool,
        expected_tag: Option<&[u8]>,
        tag_len: usize,
    ) -> Result<Vec<u8>, UpdateError> {
        if data.len() as u64 > super::ccm::max_message_len(self.iv.len()) {
            return Err(UpdateError::MessageLength);
        }
        // OpenSSL takes one update: a second one, or one of another length than setAAD
        // announced, is refused.
        let first = !std::mem::replace(&mut self.updated, true);
        if !first || self.declared_len.is_some_and(|n| n != data.len() as u64) {
            return Err(UpdateError::State);
        }
        let mut out = data.to_vec();
        if encrypt {
            self.tag = super::ccm::seal_in_place(&self.key, &self.iv, &self.aad, &mut out, tag_len);
            return Ok(out);
        }
        // A decryption hands out nothing unless the tag, which must be set before,
        // authenticates the message.
        let ok = expected_tag.is_some_and(|tag| {
            super::ccm::open_in_place(&self.key, &self.iv, &self.aad, &mut out, tag)
        });
        if ok {
            Ok(out)
        } else {
            self.auth_failed = true;
            Ok(Vec::new())
        }
    }

    fn finish(&mut self, encrypt: bool, tag_len: usize) -> Result<Option<Vec<u8>>, FinishError> {
        if !encrypt {
            return if self.updated && !self.auth_failed {
                Ok(None)
            } else {
                Err(FinishError::Auth)
            };
        }
        if !self.updated {
            // No update: the tag of an empty message, if that is what setAAD announced.
            if self.declared_len.is_some_and(|n| n != 0) {
                return Err(FinishError::Auth);
            }
            self.tag = super::ccm::seal_in_place(&self.key, &self.iv, &self.aad, &mut [], tag_len);
        }
        self.tag.take().map(Some).ok_or(FinishError::Auth)
    }
}

enum Engine {
    Blocks(Box<dyn Blocks>),
    Stream(Box<dyn Stream>),
    Aead(Box<Aead>),
    Ccm(Box<CcmState>),
}

/// Why `update` failed; js-lib makes Node's error for each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UpdateError {
    /// OpenSSL refused the data ("Trying to add data in unsupported state").
    State,
    /// More than a CCM nonce's length field can count.
    MessageLength,
}

/// Why `setAAD` failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AadError {
    /// Not an AEAD, or text has been processed.
    State,
    /// CCM without a plaintextLength.
    MissingLength,
    /// A CCM plaintextLength beyond what the nonce allows.
    MessageLength,
}

/// Why `finish` failed; js-lib makes Node's (OpenSSL's) error for each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FinishError {
    /// Input not a whole number of blocks without padding, or a decryption whose input
    /// is not whole blocks.
    WrongFinalBlockLength,
    /// Padding check failed.
    BadDecrypt,
    /// AEAD tag missing or wrong.
    Auth,
}

/// One `Cipheriv`/`Decipheriv` in progress.
pub struct Cipher {
    spec: &'static Spec,
    encrypt: bool,
    engine: Engine,
    padding: bool,
    /// Block modes: bytes not yet processed (less than a block, or the held-back block).
    pending: Vec<u8>,
    /// AEAD: the tag length for `getAuthTag` or the one required of `setAuthTag`.
    tag_len: Option<usize>,
    /// The options named an authTagLength (OpenSSL's ChaCha20-Poly1305 decryption only
    /// checks a tag it was given a length for, so without either it ends unverified).
    tag_len_given: bool,
    /// Decryption: the expected tag.
    tag: Option<Vec<u8>>,
    /// Encryption: the tag, once finished.
    out_tag: Option<Vec<u8>>,
}

/// Why a cipher could not be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InitError {
    Unknown,
    Iv,
    KeyLength,
    TagLength,
    /// CCM without an authTagLength.
    TagRequired,
}

impl Cipher {
    /// A cipher of `spec` keyed with `key` and `iv`; `tag_len` from the options.
    pub fn new(
        spec: &'static Spec,
        key: &[u8],
        iv: Option<&[u8]>,
        encrypt: bool,
        tag_len: Option<usize>,
    ) -> Result<Cipher, InitError> {
        let iv = iv.unwrap_or(&[]);
        if !iv_ok(spec, iv.len()) {
            return Err(InitError::Iv);
        }
        // Node (OpenSSL's init, then the AEAD setup, then the key length) reports a bad
        // authTagLength before a bad key length.
        if spec.mode == Mode::Ccm && tag_len.is_none() {
            return Err(InitError::TagRequired);
        }
        if spec.is_aead() {
            if let Some(n) = tag_len {
                if !tag_len_ok(spec, n) {
                    return Err(InitError::TagLength);
                }
            }
        }
        if key.len() != spec.key_len {
            return Err(InitError::KeyLength);
        }
        let engine = Self::engine(spec, key, iv, encrypt).ok_or(InitError::KeyLength)?;
        let tag_len_given = tag_len.is_some();
        let tag_len = match (spec.is_aead(), tag_len) {
            (false, _) => None,
            (true, Some(n)) => Some(n),
            // Without authTagLength both directions use the full tag (Node 23 ended short
            // GCM tags without an explicit length, DEP0182).
            (true, None) => Some(16),
        };
        Ok(Cipher {
            spec,
            encrypt,
            engine,
            padding: true,
            pending: Vec::new(),
            tag_len,
            tag_len_given,
            tag: None,
            out_tag: None,
        })
    }

    fn engine(spec: &Spec, key: &[u8], iv: &[u8], encrypt: bool) -> Option<Engine> {
        macro_rules! by_size {
            ($make:expr) => {
                match key.len() {
                    16 => {
                        type C = Aes128;
                        $make
                    }
                    24 => {
                        type C = Aes192;
                        $make
                    }
                    _ => {
                        type C = Aes256;
                        $make
                    }
                }
            };
        }
        if spec.family == Family::Tdes {
            return Self::tdes_engine(spec, key, iv, encrypt);
        }
        Some(match spec.mode {
            Mode::Ecb => Engine::Blocks(by_size!(if encrypt {
                Box::new(EcbEnc(C::new_from_slice(key).ok()?)) as Box<dyn Blocks>
            } else {
                Box::new(EcbDec(C::new_from_slice(key).ok()?))
            })),
            Mode::Cbc => Engine::Blocks(by_size!(if encrypt {
                Box::new(CbcEnc(cbc::Encryptor::<C>::new_from_slices(key, iv).ok()?))
                    as Box<dyn Blocks>
            } else {
                Box::new(CbcDec(cbc::Decryptor::<C>::new_from_slices(key, iv).ok()?))
            })),
            Mode::Ctr => Engine::Stream(by_size!(Box::new(Ks(ctr::Ctr128BE::<C>::new_from_slices(
                key, iv
            )
            .ok()?)) as Box<dyn Stream>)),
            Mode::Cfb | Mode::Cfb8 | Mode::Ofb => {
                Engine::Stream(by_size!(feedback_stream!(spec.mode, key, iv, encrypt)))
            }
            Mode::ChaCha => Engine::Stream(chacha20_stream(key, iv)?),
            Mode::Gcm => Engine::Aead(Box::new(Aead::gcm(key, iv)?)),
            Mode::Ccm => Engine::Ccm(Box::new(CcmState {
                key: key.to_vec(),
                iv: iv.to_vec(),
                aad: Vec::new(),
                declared_len: None,
                updated: false,
                auth_failed: false,
                tag: None,
            })),
            Mode::ChaChaPoly => Engine::Aead(Box::new(Aead::chacha(key, iv)?)),
        })
    }

    fn tdes_engine(spec: &Spec, key: &[u8], iv: &[u8], encrypt: bool) -> Option<Engine> {
        macro_rules! by_keys {
            ($make:expr) => {
                if key.len() == 16 {
                    type C = des::TdesEde2;
                    $make
                } else {
                    type C = des::TdesEde3;
                    $make
                }
            };
        }
        let blocks: Box<dyn Blocks> = match (spec.mode, encrypt) {
            (Mode::Ecb, true) => by_keys!(Box::new(EcbEnc(C::new_from_slice(key).ok()?))),
            (Mode::Ecb, false) => by_keys!(Box::new(EcbDec(C::new_from_slice(key).ok()?))),
            (Mode::Cbc, true) => by_keys!(Box::new(CbcEnc(
                cbc::Encryptor::<C>::new_from_slices(key, iv).ok()?
            ))),
            (Mode::Cbc, false) => by_keys!(Box::new(CbcDec(
                cbc::Decryptor::<C>::new_from_slices(key, iv).ok()?
            ))),
            (Mode::Cfb | Mode::Cfb8 | Mode::Ofb, _) => {
                return Some(Engine::Stream(by_keys!(feedback_stream!(
                    spec.mode, key, iv, encrypt
                ))))
            }
            _ => return None,
        };
        Some(Engine::Blocks(blocks))
    }

    pub fn set_padding(&mut self, on: bool) {
        self.padding = on;
    }

    /// Adds AAD (`plaintext_len`: setAAD's plaintextLength, which CCM needs).
    pub fn set_aad(&mut self, data: &[u8], plaintext_len: Option<u64>) -> Result<(), AadError> {
        match &mut self.engine {
            Engine::Aead(a) => {
                if a.aad(data) {
                    Ok(())
                } else {
                    Err(AadError::State)
                }
            }
            Engine::Ccm(c) => {
                let n = plaintext_len.ok_or(AadError::MissingLength)?;
                if n > super::ccm::max_message_len(c.iv.len()) {
                    return Err(AadError::MessageLength);
                }
                // OpenSSL keeps the last AAD it was given; after the update it is too late
                // to matter, and no error.
                if !c.updated {
                    c.aad = data.to_vec();
                    c.declared_len = Some(n);
                }
                Ok(())
            }
            _ => Err(AadError::State),
        }
    }

    /// Sets the expected tag (decryption). `Err(true)`: bad length; `Err(false)`: not
    /// allowed here (encryption, not an AEAD, or already set).
    pub fn set_auth_tag(&mut self, tag: &[u8]) -> Result<(), bool> {
        if self.encrypt || !self.spec.is_aead() || self.tag.is_some() {
            return Err(false);
        }
        if !tag_len_ok(self.spec, tag.len()) || self.tag_len.is_some_and(|n| n != tag.len()) {
            return Err(true);
        }
        self.tag = Some(tag.to_vec());
        Ok(())
    }

    /// Processes `input`, returning the output available so far.
    pub fn update(&mut self, input: &[u8]) -> Result<Vec<u8>, UpdateError> {
        if let Engine::Ccm(c) = &mut self.engine {
            let tag_len = self.tag_len.unwrap_or(16);
            return c.update(input, self.encrypt, self.tag.as_deref(), tag_len);
        }
        Ok(self.update_stream(input))
    }

    fn update_stream(&mut self, input: &[u8]) -> Vec<u8> {
        match &mut self.engine {
            Engine::Ccm(_) => Vec::new(),
            Engine::Stream(s) => {
                let mut out = input.to_vec();
                s.apply(&mut out);
                out
            }
            Engine::Aead(a) => {
                let mut out = input.to_vec();
                a.update(&mut out, self.encrypt);
                out
            }
            Engine::Blocks(b) => {
                let bs = self.spec.block_len();
                self.pending.extend_from_slice(input);
                let mut n = self.pending.len() / bs * bs;
                // Decryption with padding keeps the last whole block for `finish`.
                if !self.encrypt && self.padding && n == self.pending.len() && n > 0 {
                    n -= bs;
                }
                let mut out: Vec<u8> = self.pending.drain(..n).collect();
                b.apply(&mut out);
                out
            }
        }
    }

    /// Ends the operation: the last output, or why it failed.
    pub fn finish(&mut self) -> Result<Vec<u8>, FinishError> {
        let engine = std::mem::replace(&mut self.engine, Engine::Stream(Box::new(NoStream)));
        match engine {
            Engine::Stream(_) => Ok(Vec::new()),
            Engine::Ccm(mut c) => {
                if let Some(tag) = c.finish(self.encrypt, self.tag_len.unwrap_or(16))? {
                    self.out_tag = Some(tag);
                }
                Ok(Vec::new())
            }
            Engine::Aead(a) => {
                let tag = a.tag();
                if self.encrypt {
                    let n = self.tag_len.unwrap_or(16).min(16);
                    self.out_tag = Some(tag[..n].to_vec());
                    Ok(Vec::new())
                } else {
                    match &self.tag {
                        Some(expected)
                            if super::random::ct_eq(&tag[..expected.len().min(16)], expected) =>
                        {
                            Ok(Vec::new())
                        }
                        None if self.spec.mode == Mode::ChaChaPoly && !self.tag_len_given => {
                            Ok(Vec::new())
                        }
                        _ => Err(FinishError::Auth),
                    }
                }
            }
            Engine::Blocks(mut b) => {
                let bs = self.spec.block_len();
                let mut last = std::mem::take(&mut self.pending);
                if self.encrypt {
                    if self.padding {
                        let pad = bs - last.len() % bs;
                        last.extend(std::iter::repeat_n(pad as u8, pad));
                    } else if !last.len().is_multiple_of(bs) {
                        return Err(FinishError::WrongFinalBlockLength);
                    }
                    b.apply(&mut last);
                    Ok(last)
                } else {
                    if !last.len().is_multiple_of(bs) {
                        return Err(FinishError::WrongFinalBlockLength);
                    }
                    if !self.padding {
                        b.apply(&mut last);
                        return Ok(last);
                    }
                    if last.is_empty() {
                        return Err(FinishError::WrongFinalBlockLength);
                    }
                    b.apply(&mut last);
                    let pad = usize::from(last[last.len() - 1]);
                    let ok = (1..=bs).contains(&pad)
                        && pad <= last.len()
                        && last[last.len() - pad..]
                            .iter()
                            .all(|&x| usize::from(x) == pad);
                    if !ok {
                        return Err(FinishError::BadDecrypt);
                    }
                    last.truncate(last.len() - pad);
                    Ok(last)
                }
            }
        }
    }

    /// The tag after an encryption finished.
    pub fn auth_tag(&self) -> Option<&[u8]> {
        self.out_tag.as_deref()
    }
}

/// What a finished cipher holds instead of its engine.
struct NoStream;
impl Stream for NoStream {
    fn apply(&mut self, _: &mut [u8]) {}
}

/// One-shot AEAD encryption: ciphertext followed by the tag (WebCrypto's layout).
pub fn aead_seal(
    spec: &'static Spec,
    key: &[u8],
    iv: &[u8],
    aad: &[u8],
    data: &[u8],
    tag_len: usize,
) -> Result<Vec<u8>, InitError> {
    let mut c = Cipher::new(spec, key, Some(iv), true, Some(tag_len))?;
    let _ = c.set_aad(aad, Some(data.len() as u64));
    let mut out = c.update(data).unwrap_or_default();
    let _ = c.finish();
    out.extend_from_slice(c.auth_tag().unwrap_or_default());
    Ok(out)
}

/// One-shot AEAD decryption of ciphertext-then-tag; `None` if the tag does not match.
pub fn aead_open(
    spec: &'static Spec,
    key: &[u8],
    iv: &[u8],
    aad: &[u8],
    data: &[u8],
    tag_len: usize,
) -> Result<Option<Vec<u8>>, InitError> {
    if data.len() < tag_len {
        return Ok(None);
    }
    let (ct, tag) = data.split_at(data.len() - tag_len);
    let mut c = Cipher::new(spec, key, Some(iv), false, Some(tag_len))?;
    let _ = c.set_aad(aad, Some(ct.len() as u64));
    if c.set_auth_tag(tag).is_err() {
        return Ok(None);
    }
    let Ok(out) = c.update(ct) else {
        return Ok(None);
    };
    Ok(c.finish().ok().map(|_| out))
}

// ---------------------------------------------------------------------------------------
// JS entries

/// The native half of one Cipheriv/Decipheriv. `None` inside once finished.
#[derive(Trace, Finalize, JsData)]
pub struct CipherHandle {
    // Boxed: the AES key schedules are 16-byte aligned, more than Boa's object data allows.
    #[unsafe_ignore_trace]
    inner: RefCell<Box<Cipher>>,
    #[unsafe_ignore_trace]
    finished: std::cell::Cell<bool>,
}

/// Status codes for js-lib.
const UNKNOWN: i32 = -1;
const BAD_IV: i32 = -2;
const BAD_KEY_LENGTH: i32 = -3;
const BAD_TAG_LENGTH: i32 = -4;
const TAG_REQUIRED: i32 = -5;
/// update/setAAD: a CCM message longer than the nonce allows.
const MESSAGE_LENGTH: i32 = -6;
/// setAAD: CCM without plaintextLength.
const MISSING_LENGTH: i32 = -7;

fn init_code(e: InitError) -> i32 {
    match e {
        InitError::Unknown => UNKNOWN,
        InitError::Iv => BAD_IV,
        InitError::KeyLength => BAD_KEY_LENGTH,
        InitError::TagLength => BAD_TAG_LENGTH,
        InitError::TagRequired => TAG_REQUIRED,
    }
}

/// `cipherNew(name, key, iv, encrypt, authTagLength)` → handle or a status code. `iv`
/// may be null; `authTagLength` is -1 when not given.
pub fn cipher_new(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let name = args
        .get_or_undefined(0)
        .as_string()
        .map(|s| s.to_std_string_lossy())
        .unwrap_or_default();
    let Some(spec) = lookup(&name) else {
        return Ok(UNKNOWN.into());
    };
    let key = bytes_of(args.get_or_undefined(1), ctx)?.unwrap_or_default();
    let iv = bytes_of(args.get_or_undefined(2), ctx)?;
    let encrypt = args.get_or_undefined(3).to_boolean();
    let tag_len = args
        .get_or_undefined(4)
        .as_number()
        .filter(|n| *n >= 0.0)
        .map(|n| n as usize);
    match Cipher::new(spec, &key, iv.as_deref(), encrypt, tag_len) {
        Ok(c) => {
            let handle = CipherHandle {
                inner: RefCell::new(Box::new(c)),
                finished: std::cell::Cell::new(false),
            };
            Ok(crate::engine::shared_shape::handle_object(handle, ctx).into())
        }
        Err(e) => Ok(init_code(e).into()),
    }
}

fn handle(v: &JsValue) -> JsResult<JsObject> {
    v.as_object()
        .filter(|o| o.is::<CipherHandle>())
        .ok_or_else(|| {
            boa_engine::JsNativeError::typ()
                .with_message("Illegal invocation")
                .into()
        })
}

/// `cipherUpdate(handle, data)` → Buffer; undefined once finished or when the data is
/// refused, MESSAGE_LENGTH for a CCM message too long for its nonce.
pub fn cipher_update(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let obj = handle(args.get_or_undefined(0))?;
    let out = super::update_input(args.get_or_undefined(1), ctx, |data| {
        let h = obj.downcast_ref::<CipherHandle>()?;
        if h.finished.get() {
            return None;
        }
        let out = h.inner.borrow_mut().update(data);
        Some(out)
    })?;
    match out.flatten() {
        Some(Ok(bytes)) => to_buffer(ctx, &bytes),
        Some(Err(UpdateError::MessageLength)) => Ok(MESSAGE_LENGTH.into()),
        Some(Err(UpdateError::State)) | None => Ok(JsValue::undefined()),
    }
}

/// `cipherFinal(handle)` → Buffer; a status string for failures ("bad-decrypt",
/// "wrong-final-block-length", "auth"), or undefined if already finished.
pub fn cipher_final(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let obj = handle(args.get_or_undefined(0))?;
    let r = {
        let Some(h) = obj.downcast_ref::<CipherHandle>() else {
            return Ok(JsValue::undefined());
        };
        if h.finished.replace(true) {
            return Ok(JsValue::undefined());
        }
        let r = h.inner.borrow_mut().finish();
        r
    };
    match r {
        Ok(bytes) => to_buffer(ctx, &bytes),
        Err(FinishError::BadDecrypt) => Ok(js_string!("bad-decrypt").into()),
        Err(FinishError::WrongFinalBlockLength) => {
            Ok(js_string!("wrong-final-block-length").into())
        }
        Err(FinishError::Auth) => Ok(js_string!("auth").into()),
    }
}

/// `cipherSetAutoPadding(handle, on)` → false once finished.
pub fn cipher_set_auto_padding(
    _: &JsValue,
    args: &[JsValue],
    _: &mut Context,
) -> JsResult<JsValue> {
    let obj = handle(args.get_or_undefined(0))?;
    let Some(h) = obj.downcast_ref::<CipherHandle>() else {
        return Ok(false.into());
    };
    if h.finished.get() {
        return Ok(false.into());
    }
    h.inner
        .borrow_mut()
        .set_padding(args.get_or_undefined(1).to_boolean());
    Ok(true.into())
}

/// `cipherSetAAD(handle, data, plaintextLength)` (-1: not given) → true; false when not
/// allowed; MISSING_LENGTH or MESSAGE_LENGTH for CCM's plaintextLength.
pub fn cipher_set_aad(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let obj = handle(args.get_or_undefined(0))?;
    let plaintext_len = args
        .get_or_undefined(2)
        .as_number()
        .filter(|n| *n >= 0.0)
        .map(|n| n as u64);
    let r = with_bytes(args.get_or_undefined(1), ctx, |data| {
        let Some(h) = obj.downcast_ref::<CipherHandle>() else {
            return Err(AadError::State);
        };
        if h.finished.get() {
            return Err(AadError::State);
        }
        let r = h.inner.borrow_mut().set_aad(data, plaintext_len);
        r
    })?;
    Ok(match r.unwrap_or(Err(AadError::State)) {
        Ok(()) => true.into(),
        Err(AadError::State) => false.into(),
        Err(AadError::MissingLength) => MISSING_LENGTH.into(),
        Err(AadError::MessageLength) => MESSAGE_LENGTH.into(),
    })
}

/// `cipherGetAuthTag(handle)` → Buffer, or undefined when there is none (yet).
pub fn cipher_get_auth_tag(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let obj = handle(args.get_or_undefined(0))?;
    let tag = obj
        .downcast_ref::<CipherHandle>()
        .and_then(|h| h.inner.borrow().auth_tag().map(<[u8]>::to_vec));
    match tag {
        Some(t) => to_buffer(ctx, &t),
        None => Ok(JsValue::undefined()),
    }
}

/// `cipherSetAuthTag(handle, tag)` → 0 ok, 1 bad length, 2 not allowed.
pub fn cipher_set_auth_tag(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let obj = handle(args.get_or_undefined(0))?;
    let r = with_bytes(args.get_or_undefined(1), ctx, |tag| {
        let Some(h) = obj.downcast_ref::<CipherHandle>() else {
            return 2;
        };
        if h.finished.get() {
            return 2;
        }
        let r = match h.inner.borrow_mut().set_auth_tag(tag) {
            Ok(()) => 0,
            Err(true) => 1,
            Err(false) => 2,
        };
        r
    })?;
    Ok(r.unwrap_or(2).into())
}

/// `cipherInfo(nameOrNid, keyLength, ivLength)` → [name, nid, mode, keyLength, ivLength,
/// blockSize] or undefined (unknown cipher, or lengths it does not take).
pub fn cipher_info(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let which = args.get_or_undefined(0);
    let spec = if let Some(n) = which.as_number() {
        lookup_nid(n as i32)
    } else {
        which
            .as_string()
            .and_then(|s| lookup(&s.to_std_string_lossy()))
    };
    let Some(spec) = spec else {
        return Ok(JsValue::undefined());
    };
    if let Some(k) = args.get_or_undefined(1).as_number() {
        if k as usize != spec.key_len || k < 0.0 {
            return Ok(JsValue::undefined());
        }
    }
    let mut iv_len = spec.iv_len;
    if let Some(i) = args.get_or_undefined(2).as_number() {
        // getCipherInfo takes any positive GCM IV length.
        let fits = match spec.mode {
            Mode::Gcm => i > 0.0,
            Mode::Ecb => i == 0.0,
            _ => iv_ok(spec, i as usize),
        };
        if i < 0.0 || !fits {
            return Ok(JsValue::undefined());
        }
        iv_len = i as usize;
    }
    let items = [
        js_string!(spec.info_name).into(),
        spec.nid.into(),
        js_string!(spec.mode_name()).into(),
        (spec.key_len as i32).into(),
        if spec.mode == Mode::Ecb {
            JsValue::undefined()
        } else {
            (iv_len as i32).into()
        },
        spec.block_size()
            .map_or(JsValue::undefined(), JsValue::from),
    ];
    Ok(boa_engine::object::builtins::JsArray::from_iter(items, ctx).into())
}

/// `aeadOneShot(name, key, iv, aad, data, tagLength, encrypt)` → ciphertext-and-tag or
/// plaintext as a Buffer; null when the key, IV or tag does not fit or the tag does not
/// match (WebCrypto reports all of them as one OperationError).
pub fn aead_one_shot(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let name = args
        .get_or_undefined(0)
        .as_string()
        .map(|s| s.to_std_string_lossy())
        .unwrap_or_default();
    let Some(spec) = lookup(&name).filter(|s| s.is_aead()) else {
        return Ok(JsValue::null());
    };
    let mut parts = Vec::with_capacity(4);
    for i in 1..5 {
        parts.push(bytes_of(args.get_or_undefined(i), ctx)?.unwrap_or_default());
    }
    let tag_len = args.get_or_undefined(5).as_number().unwrap_or(16.0) as usize;
    let out = if args.get_or_undefined(6).to_boolean() {
        aead_seal(spec, &parts[0], &parts[1], &parts[2], &parts[3], tag_len).ok()
    } else {
        aead_open(spec, &parts[0], &parts[1], &parts[2], &parts[3], tag_len)
            .ok()
            .flatten()
    };
    match out {
        Some(bytes) => to_buffer(ctx, &bytes),
        None => Ok(JsValue::null()),
    }
}

/// The `getCiphers()` list.
pub fn cipher_names(ctx: &mut Context) -> JsValue {
    boa_engine::object::builtins::JsArray::from_iter(
        names().into_iter().map(|n| JsValue::from(js_string!(n))),
        ctx,
    )
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use aes_gcm::aead::{Aead as _, Payload};

    fn hex(b: &[u8]) -> String {
        b.iter().map(|x| format!("{x:02x}")).collect()
    }

    fn spec(name: &str) -> &'static Spec {
        lookup(name).expect("known cipher")
    }

    fn run(
        name: &str,
        key: &[u8],
        iv: &[u8],
        encrypt: bool,
        data: &[u8],
    ) -> Result<Vec<u8>, FinishError> {
        let mut c = Cipher::new(spec(name), key, Some(iv), encrypt, None).expect("init");
        // Feed in uneven pieces to exercise the buffering.
        let mut out = Vec::new();
        for chunk in data.chunks(7) {
            out.extend(c.update(chunk).expect("update"));
        }
        out.extend(c.finish()?);
        Ok(out)
    }

    #[test]
    fn cbc_matches_node() {
        // Node 26: createCipheriv('aes-128-cbc', 16 x 0x01, 16 x 0x03).
        let (k, iv) = ([1u8; 16], [3u8; 16]);
        let ct = run("aes-128-cbc", &k, &iv, true, b"hello world").expect("enc");
        assert_eq!(hex(&ct), "2fc950ccc878ac5dbf81949290752f05");
        let pt = run("aes-128-cbc", &k, &iv, false, &ct).expect("dec");
        assert_eq!(pt, b"hello world");
        let ct = run("aes-128-cbc", &k, &iv, true, b"hello world 1234567").expect("enc");
        assert_eq!(
            hex(&ct),
            "f2df20735b1a1b6bbf74f4a1c6653cff115e19bf771aa6009bfbab1941cbae9a"
        );
        assert_eq!(
            run("aes-128-cbc", &k, &iv, false, &[0u8; 16]),
            Err(FinishError::BadDecrypt)
        );
        assert_eq!(
            run("aes-128-cbc", &k, &iv, false, &[0u8; 15]),
            Err(FinishError::WrongFinalBlockLength)
        );
    }

    #[test]
    fn ctr_and_ecb_round_trip() {
        let k = [9u8; 32];
        let iv = [0xffu8; 16];
        let data: Vec<u8> = (0..100).collect();
        let ct = run("aes-256-ctr", &k, &iv, true, &data).expect("enc");
        assert_eq!(run("aes-256-ctr", &k, &iv, false, &ct).expect("dec"), data);
        let ct = run("aes-192-ecb", &k[..24], &[], true, &data).expect("enc");
        assert_eq!(ct.len(), 112);
        assert_eq!(
            run("aes-192-ecb", &k[..24], &[], false, &ct).expect("dec"),
            data
        );
        // Node 26: aes-128-ctr, key 16 x 0x01, iv 16 x 0x03, "hello" -> base64 DllrdxQ=.
        let ct = run("aes-128-ctr", &[1; 16], &[3; 16], true, b"hello").expect("enc");
        assert_eq!(ct, [0x0e, 0x59, 0x6b, 0x77, 0x14]);
    }

    #[test]
    fn gcm_matches_aes_gcm_crate() {
        let key = [2u8; 32];
        let iv = [4u8; 12];
        let aad = b"aad";
        for len in [0usize, 1, 5, 16, 17, 100] {
            let data: Vec<u8> = (0..len as u8).collect();
            let ours = aead_seal(spec("aes-256-gcm"), &key, &iv, aad, &data, 16).expect("seal");
            let theirs = aes_gcm::Aes256Gcm::new_from_slice(&key)
                .expect("key")
                .encrypt(&iv.into(), Payload { msg: &data, aad })
                .expect("enc");
            assert_eq!(ours, theirs, "length {len}");
            let back = aead_open(spec("aes-256-gcm"), &key, &iv, aad, &ours, 16).expect("init");
            assert_eq!(back, Some(data));
        }
        // Node 26 values, including a 7-byte IV and a truncated tag.
        let ct = aead_seal(spec("aes-256-gcm"), &key, &iv, b"aad", b"hello", 16).expect("seal");
        assert_eq!(hex(&ct), "6c29bd6291d682fb34c3de69ca7f0b95e2a7045396");
        let ct = aead_seal(spec("aes-256-gcm"), &key, &[0; 7], b"", b"hello", 16).expect("seal");
        assert_eq!(hex(&ct), "a2197c7d0e7a8e9e320be7af2d313e5d69898bca48");
        let ct = aead_seal(spec("aes-256-gcm"), &key, &iv, b"", b"hello", 8).expect("seal");
        assert_eq!(hex(&ct), "6c29bd6291f2fd3389c0207285");
        let mut bad = ct.clone();
        bad[0] ^= 1;
        assert_eq!(
            aead_open(spec("aes-256-gcm"), &key, &iv, b"", &bad, 8).expect("init"),
            None
        );
    }

    #[test]
    fn chacha_matches_crate() {
        use chacha20poly1305::ChaCha20Poly1305;
        let key = [2u8; 32];
        let iv = [4u8; 12];
        for len in [0usize, 5, 64, 65, 200] {
            let data: Vec<u8> = (0..len).map(|i| i as u8).collect();
            let ours =
                aead_seal(spec("chacha20-poly1305"), &key, &iv, b"a", &data, 16).expect("seal");
            let theirs = ChaCha20Poly1305::new_from_slice(&key)
                .expect("key")
                .encrypt(
                    &iv.into(),
                    Payload {
                        msg: &data,
                        aad: b"a",
                    },
                )
                .expect("enc");
            assert_eq!(ours, theirs, "length {len}");
        }
        let ct = aead_seal(spec("chacha20-poly1305"), &key, &iv, b"a", b"hello", 16).expect("seal");
        assert_eq!(hex(&ct), "7437b8a0b3177a4ee6ae98e1ff1755e33d0ce7f263");
    }

    #[test]
    fn init_errors() {
        let s = spec("aes-128-cbc");
        assert_eq!(
            Cipher::new(s, &[0; 16], Some(&[0; 12]), true, None).err(),
            Some(InitError::Iv)
        );
        assert_eq!(
            Cipher::new(s, &[0; 32], Some(&[0; 16]), true, None).err(),
            Some(InitError::KeyLength)
        );
        let g = spec("aes-256-gcm");
        assert_eq!(
            Cipher::new(g, &[0; 32], Some(&[0; 12]), true, Some(7)).err(),
            Some(InitError::TagLength)
        );
        assert_eq!(
            Cipher::new(g, &[0; 32], Some(&[]), true, None).err(),
            Some(InitError::Iv)
        );
        assert!(lookup("AES256").is_some());
        assert!(lookup("aes-128-xyz").is_none());
    }
}
