//! MD5 on RustCrypto's assembly compression function (`md5-asm`), as a `Digest` type.
//!
//! md-5 0.11 keeps only its Rust rounds, which run at about 85% of the MB/s of OpenSSL's
//! assembly under Node; `md5-asm` matches OpenSSL. It exports the compression function
//! alone, so this module supplies the Merkle–Damgård framing around it (block count and
//! the little-endian length padding, through digest's block buffer), and `Md5` is used
//! wherever md-5's type was: createHash, HMAC, PBKDF2, MD5-SHA1. Other targets compress
//! with md-5's Rust rounds.

use core::fmt;
use digest::block_api::{
    AlgorithmName, Block, BlockSizeUser, Buffer, BufferKindUser, Eager, FixedOutputCore,
    OutputSizeUser, Reset, UpdateCore,
};
use digest::typenum::{Unsigned, U16, U64};
use digest::{HashMarker, Output};

/// MD5's initial chaining values (RFC 1321, 3.3).
const INITIAL_STATE: [u32; 4] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476];

/// Runs the compression function over whole 64-byte blocks.
fn compress(state: &mut [u32; 4], blocks: &[[u8; 64]]) {
    #[cfg(target_arch = "x86_64")]
    md5_asm::compress(state, blocks);
    #[cfg(not(target_arch = "x86_64"))]
    md5::block_api::compress(state, blocks);
}

/// The chaining state and how many whole blocks it has absorbed.
#[derive(Clone)]
pub(crate) struct Md5Core {
    blocks_done: u64,
    state: [u32; 4],
}

impl HashMarker for Md5Core {}

impl BlockSizeUser for Md5Core {
    type BlockSize = U64;
}

impl BufferKindUser for Md5Core {
    type BufferKind = Eager;
}

impl OutputSizeUser for Md5Core {
    type OutputSize = U16;
}

impl UpdateCore for Md5Core {
    fn update_blocks(&mut self, blocks: &[Block<Self>]) {
        self.blocks_done = self.blocks_done.wrapping_add(blocks.len() as u64);
        compress(
            &mut self.state,
            digest::array::Array::cast_slice_to_core(blocks),
        );
    }
}

impl FixedOutputCore for Md5Core {
    fn finalize_fixed_core(&mut self, buffer: &mut Buffer<Self>, out: &mut Output<Self>) {
        // The message length in bits, modulo 2^64, closes the padding (RFC 1321, 3.2).
        let bits = self
            .blocks_done
            .wrapping_mul(Self::BlockSize::U64)
            .wrapping_add(buffer.get_pos() as u64)
            .wrapping_mul(8);
        let mut state = self.state;
        buffer.len64_padding_le(bits, |block| compress(&mut state, &[block.0]));
        for (bytes, word) in out.chunks_exact_mut(4).zip(state) {
            bytes.copy_from_slice(&word.to_le_bytes());
        }
    }
}

impl Default for Md5Core {
    fn default() -> Self {
        Md5Core {
            blocks_done: 0,
            state: INITIAL_STATE,
        }
    }
}

impl Reset for Md5Core {
    fn reset(&mut self) {
        *self = Md5Core::default();
    }
}

impl AlgorithmName for Md5Core {
    fn write_alg_name(f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Md5")
    }
}

impl fmt::Debug for Md5Core {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Md5Core { .. }")
    }
}

digest::buffer_fixed!(
    /// MD5 with buffering, a drop-in for `md5::Md5`.
    pub(crate) struct Md5(Md5Core);
    impl: BaseFixedTraits AlgorithmName Default Clone HashMarker Reset FixedOutputReset;
);

#[cfg(test)]
mod tests {
    use super::Md5;
    use digest::Digest;

    /// Matches md-5's Rust implementation on every length around the block and padding
    /// boundaries, fed whole and in uneven pieces, and the RFC 1321 test vector.
    #[test]
    fn agrees_with_md5_crate() {
        let data: Vec<u8> = (0..300u32).map(|i| (i * 7 + 3) as u8).collect();
        for len in 0..data.len() {
            let msg = &data[..len];
            let want = md5::Md5::digest(msg);
            assert_eq!(Md5::digest(msg), want, "length {len}");
            let mut pieces = Md5::new();
            for chunk in msg.chunks(13) {
                pieces.update(chunk);
            }
            assert_eq!(pieces.finalize(), want, "length {len} in pieces");
        }
        let abc = Md5::digest(b"abc");
        let hex: String = abc.iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(hex, "900150983cd24fb0d6963f7d28e17f72");
    }
}
