//! The codec-independent part of a zlib-module write: the [`Codec`] trait every engine
//! (zlib, brotli decoder/encoder) implements, and [`run`], which feeds one input chunk
//! through a codec into one growing output block, the way Node's JS loop calls the native
//! `write` again and again while the output buffer comes back full.
//!
//! Why one block and not Node's `chunkSize` buffers: each Node round trip is a native call
//! (and, async, a thread-pool job); here one job does the whole chunk and js-lib cuts the
//! block into `chunkSize` views, so the stream's 'data' chunks keep Node's boundaries.
//! The block is an `AlignedVec` so that the binding can hand it to JS as the store of a
//! new ArrayBuffer without copying.
//!
//! `limit` bounds the output of one call: `maxOutputLength + 1` for the one-shot helpers
//! (a decompression bomb stops there), a few hundred KiB per job for streams (the rest
//! follows in further jobs, when the readable side wants more).

use std::mem::MaybeUninit;

use boa_engine::object::builtins::AlignedVec;

/// A failed write, in the shape of Node's zlib errors (`message`, `errno`, `code`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct CodecError {
    pub message: String,
    pub errno: i32,
    pub code: String,
}

/// What one engine call did.
pub(super) struct StepResult {
    pub consumed: usize,
    pub produced: usize,
    pub error: Option<CodecError>,
    /// The call stopped because the output space ran out (more output may follow).
    pub out_full: bool,
}

/// One compression engine.
pub(super) trait Codec: Send {
    /// One engine call over `input` into `out` (uninitialised memory: engines only write
    /// there, and report how much in `produced`), with Node's flush value for this engine.
    fn step(&mut self, input: &[u8], out: &mut [MaybeUninit<u8>], flush: i32) -> StepResult;

    /// `reset()`.
    fn reset(&mut self) -> Result<(), CodecError>;

    /// `params(level, strategy)` (zlib only; others ignore it).
    fn params(&mut self, _level: i32, _strategy: i32) -> Result<(), CodecError> {
        Ok(())
    }

    /// A guess at the output size for `n` input bytes (the first allocation).
    fn size_hint(&self, n: usize) -> usize;
}

/// The result of [`run`].
pub(super) struct Outcome {
    pub out: AlignedVec<u8>,
    pub consumed: usize,
    /// Output stopped at `limit` with more to come.
    pub more: bool,
    pub error: Option<CodecError>,
}

/// The largest first allocation; bigger outputs grow from there.
const FIRST_BLOCK_MAX: usize = 256 << 20;

/// The largest input slice one engine call takes (zlib counts in u32).
const MAX_STEP_INPUT: usize = u32::MAX as usize;

/// Feeds `input` to `codec` with `flush` until the engine wants more input, the stream
/// ends, an error occurs, or `limit` output bytes exist and more are pending.
pub(super) fn run(
    codec: &mut dyn Codec,
    input: &[u8],
    flush: i32,
    limit: usize,
    hint: usize,
) -> Outcome {
    let first = if hint > 0 {
        hint
    } else {
        codec.size_hint(input.len())
    };
    let mut out = AlignedVec::<u8>::new(64);
    // A failed first guess is no error: the loop grows the block (fallibly) as needed.
    let _ = out.try_reserve(first.clamp(64, limit.clamp(64, FIRST_BLOCK_MAX)));
    run_into(codec, input, flush, limit, out)
}

/// [`run`] appending to `out` (`limit` counts the bytes already there).
pub(super) fn run_into(
    codec: &mut dyn Codec,
    input: &[u8],
    flush: i32,
    limit: usize,
    mut out: AlignedVec<u8>,
) -> Outcome {
    let limit = limit.max(1);
    let mut pos = 0usize;
    let mut more = false;
    loop {
        if out.len() >= limit {
            more = true;
            break;
        }
        if out.len() == out.capacity() {
            let grow = out.capacity().max(16 << 10).min(limit - out.len());
            if out.try_reserve(grow).is_err() {
                return Outcome {
                    out: AlignedVec::new(64),
                    consumed: pos,
                    more: false,
                    error: Some(CodecError {
                        message: "Cannot allocate memory".into(),
                        errno: -4,
                        code: "Z_MEM_ERROR".into(),
                    }),
                };
            }
        }
        let len = out.len();
        let room = (out.capacity() - len)
            .min(limit - len)
            .min(u32::MAX as usize);
        let rest = input.get(pos..).unwrap_or(&[]);
        let clipped = rest.len() > MAX_STEP_INPUT;
        let feed = &rest[..rest.len().min(MAX_STEP_INPUT)];
        // SAFETY: `len + room <= capacity`: the range is inside the allocation, and viewing
        // it as MaybeUninit makes no claim about its contents.
        let spare = unsafe {
            std::slice::from_raw_parts_mut(
                out.as_mut_ptr().add(len).cast::<MaybeUninit<u8>>(),
                room,
            )
        };
        let r = codec.step(feed, spare, flush);
        let produced = r.produced.min(room);
        // SAFETY: the engine initialised `produced` bytes after `len`.
        unsafe { out.set_len(len + produced) };
        pos += r.consumed.min(feed.len());
        if let Some(e) = r.error {
            return Outcome {
                out,
                consumed: pos,
                more: false,
                error: Some(e),
            };
        }
        if r.out_full || (clipped && r.consumed == feed.len()) {
            continue;
        }
        break;
    }
    if out.capacity() > out.len() + out.len() / 4 + (4 << 10) {
        out.shrink_to_fit();
    }
    Outcome {
        out,
        consumed: pos,
        more,
        error: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Copies input to output one byte per call, like an engine with tiny buffers.
    struct Echo;

    impl Codec for Echo {
        fn step(&mut self, input: &[u8], out: &mut [MaybeUninit<u8>], _: i32) -> StepResult {
            let n = input.len().min(out.len());
            for (o, &i) in out.iter_mut().zip(&input[..n]) {
                o.write(i);
            }
            StepResult {
                consumed: n,
                produced: n,
                error: None,
                out_full: n == out.len() && n > 0,
            }
        }
        fn reset(&mut self) -> Result<(), CodecError> {
            Ok(())
        }
        fn size_hint(&self, _: usize) -> usize {
            1
        }
    }

    #[test]
    fn output_grows_until_the_input_is_used() {
        let input: Vec<u8> = (0..200_000u32).map(|i| i as u8).collect();
        let o = run(&mut Echo, &input, 0, usize::MAX, 0);
        assert_eq!(o.out.as_slice(), &input[..]);
        assert_eq!(o.consumed, input.len());
        assert!(!o.more);
    }

    #[test]
    fn the_limit_stops_output_and_says_more_is_pending() {
        let input = vec![7u8; 10_000];
        let o = run(&mut Echo, &input, 0, 1001, 0);
        assert_eq!(o.out.len(), 1001);
        assert_eq!(o.consumed, 1001);
        assert!(o.more);
    }
}
