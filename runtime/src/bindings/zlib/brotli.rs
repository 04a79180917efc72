//! The brotli engines behind `BrotliCompress` and `BrotliDecompress`: Google's C library
//! (as Node uses; built by `brotlic-sys` from its bundled sources) through its streaming
//! API, with Node's parameters, operations and errors.
//!
//! Why the C library and not the `brotli` crate (a Rust port): on this machine the port was
//! 2.5-4x slower than Node at quality 11 and ~5x slower decoding, and its output differs
//! from Node's at more qualities.
//!
//! Parameters arrive as Node's `params` table (key = `BROTLI_PARAM_*` /
//! `BROTLI_DECODER_PARAM_*`, value u32, `u32::MAX` = unset), set in key order as Node does.
//! A `dictionary` option is a raw shared dictionary (an LZ77 prefix both sides agree on):
//! the encoder attaches it prepared for quality 11, the decoder attaches the bytes; data
//! made with one does not decode without it (`ERR__ERROR_FORMAT_DICTIONARY`). `reset()`
//! starts a state without the dictionary, on both sides, as Node 26's does.
//!
//! Errors as Node reports them: a failed encoder call is "Compression failed"
//! (`ERR_BROTLI_COMPRESSION_FAILED`, errno -1); a corrupt stream is "Decompression failed"
//! with code `ERR_` + the library's error name (e.g. `ERR__ERROR_FORMAT_PADDING_2`) and the
//! (negative) brotli error number; input that ends mid-stream under
//! `BROTLI_OPERATION_FINISH` is "unexpected end of file" (`Z_BUF_ERROR`).

use std::mem::MaybeUninit;

use brotlic_sys as b;

use super::engine::{Codec, CodecError, StepResult};

const OPERATION_FINISH: i32 = 2;
const MAX_QUALITY: i32 = 11;
const UNSET: u32 = u32::MAX;

const DECODER_RESULT_ERROR: i32 = 0;
const DECODER_RESULT_NEEDS_MORE_INPUT: i32 = 2;

/// The dictionary bytes and their encoder-side preparation. The library keeps pointers
/// into `data` (a boxed slice, so it never moves) for as long as the prepared dictionary
/// and the states it is attached to live; `Encoder`'s Drop frees the state first.
struct PreparedDictionary {
    prepared: *mut b::BrotliEncoderPreparedDictionary,
    _data: Box<[u8]>,
}

impl PreparedDictionary {
    fn new(data: Vec<u8>) -> Option<Self> {
        let data = data.into_boxed_slice();
        // SAFETY: `data` is live and outlives the prepared dictionary (same struct, freed
        // after it in Drop); default allocator.
        let prepared = unsafe {
            b::BrotliEncoderPrepareDictionary(
                b::BrotliSharedDictionaryType_BROTLI_SHARED_DICTIONARY_RAW,
                data.len(),
                data.as_ptr(),
                MAX_QUALITY,
                None,
                None,
                std::ptr::null_mut(),
            )
        };
        (!prepared.is_null()).then_some(PreparedDictionary {
            prepared,
            _data: data,
        })
    }
}

impl Drop for PreparedDictionary {
    fn drop(&mut self) {
        // SAFETY: made by BrotliEncoderPrepareDictionary, destroyed once, after every
        // encoder state using it (see `Encoder`'s Drop and `reset`).
        unsafe { b::BrotliEncoderDestroyPreparedDictionary(self.prepared) };
    }
}

pub(super) struct Encoder {
    state: *mut b::BrotliEncoderState,
    params: Vec<u32>,
    dictionary: Option<PreparedDictionary>,
}

// SAFETY: the encoder state is owned exclusively and used by one thread at a time (the
// binding moves it between the JS thread and pool threads behind a mutex).
unsafe impl Send for Encoder {}

impl Encoder {
    fn build(
        params: &[u32],
        dictionary: Option<&PreparedDictionary>,
    ) -> Option<*mut b::BrotliEncoderState> {
        // SAFETY: default allocator (null functions and opaque).
        let state = unsafe { b::BrotliEncoderCreateInstance(None, None, std::ptr::null_mut()) };
        if state.is_null() {
            return None;
        }
        for (key, &value) in params.iter().enumerate() {
            if value == UNSET {
                continue;
            }
            let key = i32::try_from(key).unwrap_or(i32::MAX);
            // SAFETY: live state; unknown keys are refused by the library, not undefined.
            if unsafe { b::BrotliEncoderSetParameter(state, key, value) } == 0 {
                // SAFETY: created above, destroyed once.
                unsafe { b::BrotliEncoderDestroyInstance(state) };
                return None;
            }
        }
        if let Some(d) = dictionary {
            // SAFETY: live state and prepared dictionary; the caller keeps the dictionary
            // alive until the state is destroyed.
            if unsafe { b::BrotliEncoderAttachPreparedDictionary(state, d.prepared) } == 0 {
                // SAFETY: created above, destroyed once.
                unsafe { b::BrotliEncoderDestroyInstance(state) };
                return None;
            }
        }
        Some(state)
    }

    /// An encoder with Node's `params` table applied and the raw `dictionary` attached;
    /// `None` if the library refused either.
    pub(super) fn new(params: &[u32], dictionary: Option<Vec<u8>>) -> Option<Self> {
        let dictionary = match dictionary {
            Some(d) => Some(PreparedDictionary::new(d)?),
            None => None,
        };
        Some(Encoder {
            state: Self::build(params, dictionary.as_ref())?,
            params: params.to_vec(),
            dictionary,
        })
    }
}

impl Codec for Encoder {
    fn step(&mut self, input: &[u8], out: &mut [MaybeUninit<u8>], flush: i32) -> StepResult {
        let out_len = out.len();
        let mut avail_in = input.len();
        let mut next_in = input.as_ptr();
        let mut avail_out = out_len;
        let mut next_out = out.as_mut_ptr().cast::<u8>();
        // SAFETY: live state; next_in/next_out describe `input` and `out`.
        let ok = unsafe {
            b::BrotliEncoderCompressStream(
                self.state,
                flush,
                &mut avail_in,
                &mut next_in,
                &mut avail_out,
                &mut next_out,
                std::ptr::null_mut(),
            )
        };
        StepResult {
            consumed: input.len() - avail_in,
            produced: out_len - avail_out,
            error: (ok == 0).then(|| CodecError {
                message: "Compression failed".into(),
                errno: -1,
                code: "ERR_BROTLI_COMPRESSION_FAILED".into(),
            }),
            out_full: avail_out == 0,
        }
    }

    fn reset(&mut self) -> Result<(), CodecError> {
        // Node 26's reset makes a state without the dictionary; so does this one.
        let fresh = Self::build(&self.params, None).ok_or_else(|| CodecError {
            message: "Failed to reset stream".into(),
            errno: -1,
            code: "ERR_ZLIB_INITIALIZATION_FAILED".into(),
        })?;
        // SAFETY: the old state was created by `build` and is destroyed once.
        unsafe { b::BrotliEncoderDestroyInstance(self.state) };
        self.state = fresh;
        // No state uses the dictionary any more.
        self.dictionary = None;
        Ok(())
    }

    fn size_hint(&self, n: usize) -> usize {
        n / 4 + 64
    }
}

impl Drop for Encoder {
    fn drop(&mut self) {
        // SAFETY: created by `build`, destroyed once; the dictionary field is dropped after
        // this body, so the state never outlives it.
        unsafe { b::BrotliEncoderDestroyInstance(self.state) };
    }
}

pub(super) struct Decoder {
    state: *mut b::BrotliDecoderState,
    params: Vec<u32>,
    /// Raw dictionary bytes the state points into (boxed: they never move); dropped after
    /// the state (see Drop).
    dictionary: Option<Box<[u8]>>,
}

// SAFETY: as for `Encoder`.
unsafe impl Send for Decoder {}

impl Decoder {
    fn build(params: &[u32], dictionary: Option<&[u8]>) -> Option<*mut b::BrotliDecoderState> {
        // SAFETY: default allocator (null functions and opaque).
        let state = unsafe { b::BrotliDecoderCreateInstance(None, None, std::ptr::null_mut()) };
        if state.is_null() {
            return None;
        }
        for (key, &value) in params.iter().enumerate() {
            if value == UNSET {
                continue;
            }
            let key = i32::try_from(key).unwrap_or(i32::MAX);
            // SAFETY: live state; unknown keys are refused by the library.
            if unsafe { b::BrotliDecoderSetParameter(state, key, value) } == 0 {
                // SAFETY: created above, destroyed once.
                unsafe { b::BrotliDecoderDestroyInstance(state) };
                return None;
            }
        }
        if let Some(d) = dictionary {
            // SAFETY: live state that has not decoded yet; the caller keeps `d` alive
            // until the state is destroyed.
            let ok = unsafe {
                b::BrotliDecoderAttachDictionary(
                    state,
                    b::BrotliSharedDictionaryType_BROTLI_SHARED_DICTIONARY_RAW,
                    d.len(),
                    d.as_ptr(),
                )
            };
            if ok == 0 {
                // SAFETY: created above, destroyed once.
                unsafe { b::BrotliDecoderDestroyInstance(state) };
                return None;
            }
        }
        Some(state)
    }

    /// A decoder with Node's `params` table applied and the raw `dictionary` attached;
    /// `None` if the library refused either.
    pub(super) fn new(params: &[u32], dictionary: Option<Vec<u8>>) -> Option<Self> {
        let dictionary = dictionary.map(Vec::into_boxed_slice);
        Some(Decoder {
            state: Self::build(params, dictionary.as_deref())?,
            params: params.to_vec(),
            dictionary,
        })
    }
}

/// Node 26's brotli (1.2.0) name for a decoder error number, as `BrotliDecoderErrorString`
/// gives it there (the bundled library's names lack the `_ERROR_FORMAT_`-style prefix).
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
        let out_len = out.len();
        let mut avail_in = input.len();
        let mut next_in = input.as_ptr();
        let mut avail_out = out_len;
        let mut next_out = out.as_mut_ptr().cast::<u8>();
        // SAFETY: live state; next_in/next_out describe `input` and `out`.
        let result = unsafe {
            b::BrotliDecoderDecompressStream(
                self.state,
                &mut avail_in,
                &mut next_in,
                &mut avail_out,
                &mut next_out,
                std::ptr::null_mut(),
            )
        };
        let error = match result {
            DECODER_RESULT_ERROR => {
                // SAFETY: live state.
                let code = unsafe { b::BrotliDecoderGetErrorCode(self.state) };
                Some(CodecError {
                    message: "Decompression failed".into(),
                    errno: code,
                    code: format!("ERR_{}", decoder_error_name(code)),
                })
            }
            DECODER_RESULT_NEEDS_MORE_INPUT if flush == OPERATION_FINISH => Some(CodecError {
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
        // As the encoder: Node 26's reset forgets the dictionary.
        let fresh = Self::build(&self.params, None).ok_or_else(|| CodecError {
            message: "Failed to reset stream".into(),
            errno: -1,
            code: "ERR_ZLIB_INITIALIZATION_FAILED".into(),
        })?;
        // SAFETY: the old state was created by `build` and is destroyed once.
        unsafe { b::BrotliDecoderDestroyInstance(self.state) };
        self.state = fresh;
        self.dictionary = None;
        Ok(())
    }

    fn size_hint(&self, n: usize) -> usize {
        n.saturating_mul(4).saturating_add(1024)
    }
}

impl Drop for Decoder {
    fn drop(&mut self) {
        // SAFETY: created by `build`, destroyed once, before the dictionary bytes it
        // points into (fields drop after this body).
        unsafe { b::BrotliDecoderDestroyInstance(self.state) };
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
            let mut enc = Encoder::new(&params(q), None).unwrap();
            let c = run(&mut enc, &text, OPERATION_FINISH, usize::MAX, 0);
            assert!(c.error.is_none());
            let mut dec = Decoder::new(&[], None).unwrap();
            let d = run(&mut dec, c.out.as_slice(), OPERATION_FINISH, usize::MAX, 0);
            assert!(d.error.is_none());
            assert_eq!(d.out.as_slice(), &text[..]);
            let cut = &c.out.as_slice()[..c.out.len() / 2];
            let t = run(
                &mut Decoder::new(&[], None).unwrap(),
                cut,
                OPERATION_FINISH,
                usize::MAX,
                0,
            );
            assert_eq!(t.error.map(|e| e.code), Some("Z_BUF_ERROR".to_string()));
        }
        let mut dec = Decoder::new(&[], None).unwrap();
        let bad = run(
            &mut dec,
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
        // Node 26: brotliCompressSync('hi').
        let hi = run(
            &mut Encoder::new(&[], None).unwrap(),
            b"hi",
            OPERATION_FINISH,
            usize::MAX,
            0,
        );
        assert_eq!(hi.out.as_slice(), &[0x8b, 0x00, 0x80, 0x68, 0x69, 0x03]);
    }
}
