//! The brotli engines behind `BrotliCompress` and `BrotliDecompress`: the `brotli` crate
//! (a Rust port of Google's encoder and decoder) with Node's parameters and errors.
//!
//! Parameters arrive as Node's `params` table (key = `BROTLI_PARAM_*` /
//! `BROTLI_DECODER_PARAM_*`, value u32, `u32::MAX` = unset). `NPOSTFIX`/`NDIRECT` (keys 7
//! and 8) have no setter in the crate and are accepted and ignored: the stream stays
//! valid, only the distance coding differs.
//!
//! Errors as Node reports them: a failed encoder call is "Compression failed"
//! (`ERR_BROTLI_COMPRESSION_FAILED`, errno -1); a corrupt stream is "Decompression
//! failed" with code `ERR_` + the C library's error name (e.g.
//! `ERR__ERROR_FORMAT_PADDING_2`) and the (negative) brotli error number; input that ends
//! mid-stream under `BROTLI_OPERATION_FINISH` is "unexpected end of file" (`Z_BUF_ERROR`).

use std::mem::MaybeUninit;

use ::brotli::enc::encode::{
    BrotliEncoderOperation, BrotliEncoderParameter, BrotliEncoderStateStruct,
};
use ::brotli::enc::interface::PredictionModeContextMap;
use ::brotli::enc::{InputPair, InputReferenceMut, StandardAlloc, StaticCommand};
use ::brotli::{BrotliResult, BrotliState};

use super::engine::{Codec, CodecError, StepResult};

const OPERATION_FINISH: i32 = 2;
const UNSET: u32 = u32::MAX;

type DecoderState = BrotliState<StandardAlloc, StandardAlloc, StandardAlloc>;

/// Zeroes `out` and views it as bytes (the crate wants `&mut [u8]`).
fn out_slice(out: &mut [MaybeUninit<u8>]) -> &mut [u8] {
    for b in out.iter_mut() {
        b.write(0);
    }
    // SAFETY: every element was just initialised; MaybeUninit<u8> has u8's layout.
    unsafe { std::slice::from_raw_parts_mut(out.as_mut_ptr().cast::<u8>(), out.len()) }
}

pub struct Encoder {
    state: BrotliEncoderStateStruct<StandardAlloc>,
    params: Vec<u32>,
}

// SAFETY: the encoder state owns plain heap memory (Vec-backed allocations of the
// standard allocator) and no thread-bound handles; it is moved between threads, never
// shared.
unsafe impl Send for Encoder {}

impl Encoder {
    fn build(params: &[u32]) -> BrotliEncoderStateStruct<StandardAlloc> {
        let mut state = BrotliEncoderStateStruct::new(StandardAlloc::default());
        for (key, &value) in params.iter().enumerate() {
            if value == UNSET {
                continue;
            }
            let p = match key {
                0 => BrotliEncoderParameter::BROTLI_PARAM_MODE,
                1 => BrotliEncoderParameter::BROTLI_PARAM_QUALITY,
                2 => BrotliEncoderParameter::BROTLI_PARAM_LGWIN,
                3 => BrotliEncoderParameter::BROTLI_PARAM_LGBLOCK,
                4 => BrotliEncoderParameter::BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING,
                5 => BrotliEncoderParameter::BROTLI_PARAM_SIZE_HINT,
                6 => BrotliEncoderParameter::BROTLI_PARAM_LARGE_WINDOW,
                _ => continue,
            };
            // The C encoder knows only modes 0-2; the crate's extra modes are not Node's.
            let value = if key == 0 && value > 2 { 0 } else { value };
            // Like the C library, an out-of-range value is clamped by the encoder later;
            // the crate refuses only a non-boolean DISABLE_LITERAL_CONTEXT_MODELING, which
            // the C library reads as "on".
            if !state.set_parameter(p, value) && key == 4 {
                state.set_parameter(p, 1);
            }
        }
        state
    }

    /// An encoder with Node's `params` table applied.
    pub fn new(params: &[u32]) -> Self {
        Encoder {
            state: Self::build(params),
            params: params.to_vec(),
        }
    }
}

impl Codec for Encoder {
    fn step(&mut self, input: &[u8], out: &mut [MaybeUninit<u8>], flush: i32) -> StepResult {
        let op = match flush {
            1 => BrotliEncoderOperation::BROTLI_OPERATION_FLUSH,
            2 => BrotliEncoderOperation::BROTLI_OPERATION_FINISH,
            3 => BrotliEncoderOperation::BROTLI_OPERATION_EMIT_METADATA,
            _ => BrotliEncoderOperation::BROTLI_OPERATION_PROCESS,
        };
        let buf = out_slice(out);
        let out_len = buf.len();
        let mut avail_in = input.len();
        let mut in_off = 0usize;
        let mut avail_out = out_len;
        let mut out_off = 0usize;
        let ok = self.state.compress_stream(
            op,
            &mut avail_in,
            input,
            &mut in_off,
            &mut avail_out,
            buf,
            &mut out_off,
            &mut None,
            &mut |_: &mut PredictionModeContextMap<InputReferenceMut>,
                  _: &mut [StaticCommand],
                  _: InputPair,
                  _: &mut StandardAlloc| (),
        );
        StepResult {
            consumed: input.len() - avail_in,
            produced: out_len - avail_out,
            error: (!ok).then(|| CodecError {
                message: "Compression failed".into(),
                errno: -1,
                code: "ERR_BROTLI_COMPRESSION_FAILED".into(),
            }),
            out_full: avail_out == 0,
        }
    }

    fn reset(&mut self) -> Result<(), CodecError> {
        self.state = Self::build(&self.params);
        Ok(())
    }

    fn size_hint(&self, n: usize) -> usize {
        n / 4 + 64
    }
}

pub struct Decoder {
    state: Box<DecoderState>,
    params: Vec<u32>,
}

// SAFETY: as for `Encoder`: owned heap memory only, moved between threads, never shared.
unsafe impl Send for Decoder {}

impl Decoder {
    fn build(params: &[u32]) -> Box<DecoderState> {
        // Node's decoder (the C library) rejects large-window streams unless asked to.
        let mut state = Box::new(DecoderState::new_strict(
            StandardAlloc::default(),
            StandardAlloc::default(),
            StandardAlloc::default(),
        ));
        // Key 1 (LARGE_WINDOW) changes what is accepted; key 0 (no ring buffer
        // reallocation) only how memory is allocated, so it is accepted and ignored.
        if let Some(&v) = params.get(1) {
            if v != UNSET {
                state.large_window = v != 0;
            }
        }
        state
    }

    pub fn new(params: &[u32]) -> Self {
        Decoder {
            state: Self::build(params),
            params: params.to_vec(),
        }
    }
}

/// The C library's name for a decoder error number (`BrotliDecoderErrorString`).
fn decoder_error_name(code: i32) -> &'static str {
    match code {
        -1 => "_ERROR_FORMAT_EXUBERANT_NIBBLE",
        -2 => "_ERROR_FORMAT_RESERVED",
        -3 => "_ERROR_FORMAT_EXUBERANT_META_NIBBLE",
        -4 => "_ERROR_FORMAT_SIMPLE_HUFFMAN_ALPHABET",
        -5 => "_ERROR_FORMAT_SIMPLE_HUFFMAN_SAME",
        -6 => "_ERROR_FORMAT_CL_SPACE",
        -7 => "_ERROR_FORMAT_HUFFMAN_SPACE",
        -8 => "_ERROR_FORMAT_CONTEXT_MAP_REPEAT",
        -9 => "_ERROR_FORMAT_BLOCK_LENGTH_1",
        -10 => "_ERROR_FORMAT_BLOCK_LENGTH_2",
        -11 => "_ERROR_FORMAT_TRANSFORM",
        -12 => "_ERROR_FORMAT_DICTIONARY",
        -13 => "_ERROR_FORMAT_WINDOW_BITS",
        -14 => "_ERROR_FORMAT_PADDING_1",
        -15 => "_ERROR_FORMAT_PADDING_2",
        -16 => "_ERROR_FORMAT_DISTANCE",
        -18 => "_ERROR_COMPOUND_DICTIONARY",
        -19 => "_ERROR_DICTIONARY_NOT_SET",
        -20 => "_ERROR_INVALID_ARGUMENTS",
        -21 => "_ERROR_ALLOC_CONTEXT_MODES",
        -22 => "_ERROR_ALLOC_TREE_GROUPS",
        -25 => "_ERROR_ALLOC_CONTEXT_MAP",
        -26 => "_ERROR_ALLOC_RING_BUFFER_1",
        -27 => "_ERROR_ALLOC_RING_BUFFER_2",
        -30 => "_ERROR_ALLOC_BLOCK_TYPE_TREES",
        _ => "_ERROR_UNREACHABLE",
    }
}

impl Codec for Decoder {
    fn step(&mut self, input: &[u8], out: &mut [MaybeUninit<u8>], flush: i32) -> StepResult {
        let buf = out_slice(out);
        let out_len = buf.len();
        let mut avail_in = input.len();
        let mut in_off = 0usize;
        let mut avail_out = out_len;
        let mut out_off = 0usize;
        let mut total = 0usize;
        let result = ::brotli::BrotliDecompressStream(
            &mut avail_in,
            &mut in_off,
            input,
            &mut avail_out,
            &mut out_off,
            buf,
            &mut total,
            &mut self.state,
        );
        let error = match result {
            BrotliResult::ResultFailure => {
                let code = self.state.error_code as i32;
                Some(CodecError {
                    message: "Decompression failed".into(),
                    errno: code,
                    code: format!("ERR_{}", decoder_error_name(code)),
                })
            }
            BrotliResult::NeedsMoreInput if flush == OPERATION_FINISH => Some(CodecError {
                message: "unexpected end of file".into(),
                errno: -5,
                code: "Z_BUF_ERROR".into(),
            }),
            _ => None,
        };
        StepResult {
            consumed: input.len() - avail_in,
            produced: out_len - avail_out,
            error,
            out_full: avail_out == 0,
        }
    }

    fn reset(&mut self) -> Result<(), CodecError> {
        self.state = Self::build(&self.params);
        Ok(())
    }

    fn size_hint(&self, n: usize) -> usize {
        n.saturating_mul(4).saturating_add(1024)
    }
}

#[cfg(test)]
mod tests {
    use super::super::engine::run;
    use super::*;

    fn params(q: u32) -> Vec<u32> {
        let mut p = vec![UNSET; 9];
        p[1] = q;
        p
    }

    #[test]
    fn round_trip_and_node_errors() {
        let text = b"brotli brotli brotli text text text ".repeat(100);
        for q in [0, 5, 11] {
            let c = run(
                &mut Encoder::new(&params(q)),
                &text,
                OPERATION_FINISH,
                usize::MAX,
                0,
            );
            assert!(c.error.is_none());
            let d = run(
                &mut Decoder::new(&[]),
                c.out.as_slice(),
                OPERATION_FINISH,
                usize::MAX,
                0,
            );
            assert!(d.error.is_none());
            assert_eq!(d.out.as_slice(), &text[..]);
            let cut = &c.out.as_slice()[..c.out.len() / 2];
            let t = run(&mut Decoder::new(&[]), cut, OPERATION_FINISH, usize::MAX, 0);
            assert_eq!(t.error.map(|e| e.code), Some("Z_BUF_ERROR".to_string()));
        }
        let bad = run(
            &mut Decoder::new(&[]),
            b"not brotli at all",
            OPERATION_FINISH,
            usize::MAX,
            0,
        );
        let e = bad.error.unwrap();
        assert_eq!(
            (e.message.as_str(), e.errno, e.code.as_str()),
            ("Decompression failed", -15, "ERR__ERROR_FORMAT_PADDING_2")
        );
    }
}
