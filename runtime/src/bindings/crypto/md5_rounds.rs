//! MD5 as a `Digest` type, with its compression function written out here.
//!
//! RustCrypto's MD5 rounds (md-5 0.11) and its x86-64 assembly (md5-asm) both ran at
//! about 80% of the MB/s of OpenSSL's assembly under Node on the AMD EPYC machines this
//! project runs on. The rounds are a chain of dependent additions; the fast order adds the
//! message word, the round constant and anything that does not depend on the previous
//! step's result first, so that only the round function of the newest word, the rotation
//! and one addition remain on the chain. LLVM reassociates the additions and puts the
//! constant last, lengthening every step by one addition; [`pinned`] stops it (an empty
//! `asm!` the optimiser cannot look through). Written this way the rounds run at OpenSSL's
//! speed or above. The framing (block count, length padding) goes through digest's block
//! buffer; `Md5` is used wherever md-5's type was: createHash, HMAC, PBKDF2, MD5-SHA1.

use core::fmt;
use digest::block_api::{
    AlgorithmName, Block, BlockSizeUser, Buffer, BufferKindUser, Eager, FixedOutputCore,
    OutputSizeUser, Reset, UpdateCore,
};
use digest::typenum::{Unsigned, U16, U64};
use digest::{HashMarker, Output};

/// MD5's initial chaining values (RFC 1321, 3.3).
const INITIAL_STATE: [u32; 4] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476];

/// A value the optimiser must compute as written: the additions before it are not moved
/// after it.
#[inline(always)]
fn pinned(mut v: u32) -> u32 {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: the template is a comment; no instruction runs, and the register keeps its
    // value. The options tell the compiler exactly that (no memory, no stack, no flags).
    unsafe {
        core::arch::asm!("/* {0:e} */", inout(reg) v, options(pure, nomem, nostack, preserves_flags));
    }
    v
}

/// RFC 1321's sine table: `floor(2^32 * abs(sin(i + 1)))`.
const K: [u32; 64] = [
    0xd76a_a478,
    0xe8c7_b756,
    0x2420_70db,
    0xc1bd_ceee,
    0xf57c_0faf,
    0x4787_c62a,
    0xa830_4613,
    0xfd46_9501,
    0x6980_98d8,
    0x8b44_f7af,
    0xffff_5bb1,
    0x895c_d7be,
    0x6b90_1122,
    0xfd98_7193,
    0xa679_438e,
    0x49b4_0821,
    0xf61e_2562,
    0xc040_b340,
    0x265e_5a51,
    0xe9b6_c7aa,
    0xd62f_105d,
    0x0244_1453,
    0xd8a1_e681,
    0xe7d3_fbc8,
    0x21e1_cde6,
    0xc337_07d6,
    0xf4d5_0d87,
    0x455a_14ed,
    0xa9e3_e905,
    0xfcef_a3f8,
    0x676f_02d9,
    0x8d2a_4c8a,
    0xfffa_3942,
    0x8771_f681,
    0x6d9d_6122,
    0xfde5_380c,
    0xa4be_ea44,
    0x4bde_cfa9,
    0xf6bb_4b60,
    0xbebf_bc70,
    0x289b_7ec6,
    0xeaa1_27fa,
    0xd4ef_3085,
    0x0488_1d05,
    0xd9d4_d039,
    0xe6db_99e5,
    0x1fa2_7cf8,
    0xc4ac_5665,
    0xf429_2244,
    0x432a_ff97,
    0xab94_23a7,
    0xfc93_a039,
    0x655b_59c3,
    0x8f0c_cc92,
    0xffef_f47d,
    0x8584_5dd1,
    0x6fa8_7e4f,
    0xfe2c_e6e0,
    0xa301_4314,
    0x4e08_11a1,
    0xf753_7e82,
    0xbd3a_f235,
    0x2ad7_d2bb,
    0xeb86_d391,
];

/// One step: `a = b + ((a + f + x + k) <<< s)`, where `off` is everything that does not
/// wait for `b` (the previous step's result) and `on` the part of the round function
/// that does.
#[inline(always)]
fn step(a: u32, b: u32, off: u32, on: u32, s: u32) -> u32 {
    pinned(a.wrapping_add(off))
        .wrapping_add(on)
        .rotate_left(s)
        .wrapping_add(b)
}

/// Runs the compression function over whole 64-byte blocks.
fn compress(state: &mut [u32; 4], blocks: &[[u8; 64]]) {
    let [mut a, mut b, mut c, mut d] = *state;
    for block in blocks {
        let x: [u32; 16] = core::array::from_fn(|i| {
            u32::from_le_bytes([
                block[4 * i],
                block[4 * i + 1],
                block[4 * i + 2],
                block[4 * i + 3],
            ])
        });
        let (a0, b0, c0, d0) = (a, b, c, d);
        // Round 1, F = d ^ (b & (c ^ d)): only the `and` and the last `xor` wait for b.
        macro_rules! f {
            ($a:ident, $b:ident, $c:ident, $d:ident, $i:expr, $s:expr) => {
                $a = step($a, $b, x[$i].wrapping_add(K[$i]), (($c ^ $d) & $b) ^ $d, $s);
            };
        }
        // Round 2, G = (b & d) | (c & !d), as a sum (the two parts share no bit), so that
        // `c & !d` joins the early additions.
        macro_rules! g {
            ($a:ident, $b:ident, $c:ident, $d:ident, $i:expr, $k:expr, $s:expr) => {
                $a = step(
                    $a,
                    $b,
                    x[$k].wrapping_add(K[$i]).wrapping_add($c & !$d),
                    $b & $d,
                    $s,
                );
            };
        }
        // Round 3, H = b ^ c ^ d: `c ^ d` is ready before b.
        macro_rules! h {
            ($a:ident, $b:ident, $c:ident, $d:ident, $i:expr, $k:expr, $s:expr) => {
                $a = step($a, $b, x[$k].wrapping_add(K[$i]), $b ^ pinned($c ^ $d), $s);
            };
        }
        // Round 4, I = c ^ (b | !d).
        macro_rules! i {
            ($a:ident, $b:ident, $c:ident, $d:ident, $i:expr, $k:expr, $s:expr) => {
                $a = step($a, $b, x[$k].wrapping_add(K[$i]), $c ^ ($b | !$d), $s);
            };
        }
        f!(a, b, c, d, 0, 7);
        f!(d, a, b, c, 1, 12);
        f!(c, d, a, b, 2, 17);
        f!(b, c, d, a, 3, 22);
        f!(a, b, c, d, 4, 7);
        f!(d, a, b, c, 5, 12);
        f!(c, d, a, b, 6, 17);
        f!(b, c, d, a, 7, 22);
        f!(a, b, c, d, 8, 7);
        f!(d, a, b, c, 9, 12);
        f!(c, d, a, b, 10, 17);
        f!(b, c, d, a, 11, 22);
        f!(a, b, c, d, 12, 7);
        f!(d, a, b, c, 13, 12);
        f!(c, d, a, b, 14, 17);
        f!(b, c, d, a, 15, 22);
        g!(a, b, c, d, 16, 1, 5);
        g!(d, a, b, c, 17, 6, 9);
        g!(c, d, a, b, 18, 11, 14);
        g!(b, c, d, a, 19, 0, 20);
        g!(a, b, c, d, 20, 5, 5);
        g!(d, a, b, c, 21, 10, 9);
        g!(c, d, a, b, 22, 15, 14);
        g!(b, c, d, a, 23, 4, 20);
        g!(a, b, c, d, 24, 9, 5);
        g!(d, a, b, c, 25, 14, 9);
        g!(c, d, a, b, 26, 3, 14);
        g!(b, c, d, a, 27, 8, 20);
        g!(a, b, c, d, 28, 13, 5);
        g!(d, a, b, c, 29, 2, 9);
        g!(c, d, a, b, 30, 7, 14);
        g!(b, c, d, a, 31, 12, 20);
        h!(a, b, c, d, 32, 5, 4);
        h!(d, a, b, c, 33, 8, 11);
        h!(c, d, a, b, 34, 11, 16);
        h!(b, c, d, a, 35, 14, 23);
        h!(a, b, c, d, 36, 1, 4);
        h!(d, a, b, c, 37, 4, 11);
        h!(c, d, a, b, 38, 7, 16);
        h!(b, c, d, a, 39, 10, 23);
        h!(a, b, c, d, 40, 13, 4);
        h!(d, a, b, c, 41, 0, 11);
        h!(c, d, a, b, 42, 3, 16);
        h!(b, c, d, a, 43, 6, 23);
        h!(a, b, c, d, 44, 9, 4);
        h!(d, a, b, c, 45, 12, 11);
        h!(c, d, a, b, 46, 15, 16);
        h!(b, c, d, a, 47, 2, 23);
        i!(a, b, c, d, 48, 0, 6);
        i!(d, a, b, c, 49, 7, 10);
        i!(c, d, a, b, 50, 14, 15);
        i!(b, c, d, a, 51, 5, 21);
        i!(a, b, c, d, 52, 12, 6);
        i!(d, a, b, c, 53, 3, 10);
        i!(c, d, a, b, 54, 10, 15);
        i!(b, c, d, a, 55, 1, 21);
        i!(a, b, c, d, 56, 8, 6);
        i!(d, a, b, c, 57, 15, 10);
        i!(c, d, a, b, 58, 6, 15);
        i!(b, c, d, a, 59, 13, 21);
        i!(a, b, c, d, 60, 4, 6);
        i!(d, a, b, c, 61, 11, 10);
        i!(c, d, a, b, 62, 2, 15);
        i!(b, c, d, a, 63, 9, 21);
        a = a.wrapping_add(a0);
        b = b.wrapping_add(b0);
        c = c.wrapping_add(c0);
        d = d.wrapping_add(d0);
    }
    *state = [a, b, c, d];
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
