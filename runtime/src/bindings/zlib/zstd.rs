//! The zstd engines behind `ZstdCompress` and `ZstdDecompress`: the reference C library
//! (zstd 1.5.7, the version Node 26 ships, built from `zstd-sys`) through its streaming
//! API, with Node's parameters, flush values (`ZSTD_e_continue/flush/end`) and errors.
//!
//! Errors as Node reports them: a failed library call is the library's error name as the
//! message ("Unknown frame descriptor"), `ZSTD_error_<name>` as the code and the library's
//! (positive) error number as errno; a frame cut short under `ZSTD_e_end` is "unexpected
//! end of file" (`Z_BUF_ERROR`). Decompression goes on across frames; bytes after a frame
//! that do not start another one end the stream (the JS side then drops or rejects them).

use std::ffi::CStr;
use std::mem::MaybeUninit;

use zstd_sys as zs;

use super::engine::{Codec, CodecError, StepResult};

const E_END: i32 = 2;
/// `ZSTD_MAGICNUMBER` and the skippable-frame magic (low nibble free), little-endian.
const MAGIC: u32 = 0xFD2F_B528;
const SKIPPABLE_MASK: u32 = 0xFFFF_FFF0;
const SKIPPABLE_MAGIC: u32 = 0x184D_2A50;

fn compress_param(key: u32) -> Option<zs::ZSTD_cParameter> {
    use zs::ZSTD_cParameter as P;
    Some(match key {
        100 => P::ZSTD_c_compressionLevel,
        101 => P::ZSTD_c_windowLog,
        102 => P::ZSTD_c_hashLog,
        103 => P::ZSTD_c_chainLog,
        104 => P::ZSTD_c_searchLog,
        105 => P::ZSTD_c_minMatch,
        106 => P::ZSTD_c_targetLength,
        107 => P::ZSTD_c_strategy,
        130 => P::ZSTD_c_targetCBlockSize,
        160 => P::ZSTD_c_enableLongDistanceMatching,
        161 => P::ZSTD_c_ldmHashLog,
        162 => P::ZSTD_c_ldmMinMatch,
        163 => P::ZSTD_c_ldmBucketSizeLog,
        164 => P::ZSTD_c_ldmHashRateLog,
        200 => P::ZSTD_c_contentSizeFlag,
        201 => P::ZSTD_c_checksumFlag,
        202 => P::ZSTD_c_dictIDFlag,
        400 => P::ZSTD_c_nbWorkers,
        401 => P::ZSTD_c_jobSize,
        402 => P::ZSTD_c_overlapLog,
        _ => return None,
    })
}

fn is_error(code: usize) -> bool {
    // SAFETY: pure function of its argument.
    unsafe { zs::ZSTD_isError(code) != 0 }
}

/// Node's error for a failed library call.
fn library_error(code: usize) -> CodecError {
    // SAFETY: ZSTD_getErrorName returns a static NUL-terminated string for any value.
    let message = unsafe { CStr::from_ptr(zs::ZSTD_getErrorName(code)) }
        .to_string_lossy()
        .into_owned();
    // SAFETY: pure function of its argument.
    let errno = unsafe { zs::ZSTD_getErrorCode(code) } as i32;
    CodecError {
        message,
        errno,
        code: format!("ZSTD_error_{}", error_name(errno)),
    }
}

/// The `ZSTD_ErrorCode` enumerator names (as in `zlib.constants.ZSTD_error_*`).
fn error_name(errno: i32) -> &'static str {
    match errno {
        0 => "no_error",
        1 => "GENERIC",
        10 => "prefix_unknown",
        12 => "version_unsupported",
        14 => "frameParameter_unsupported",
        16 => "frameParameter_windowTooLarge",
        20 => "corruption_detected",
        22 => "checksum_wrong",
        24 => "literals_headerWrong",
        30 => "dictionary_corrupted",
        32 => "dictionary_wrong",
        34 => "dictionaryCreation_failed",
        40 => "parameter_unsupported",
        41 => "parameter_combination_unsupported",
        42 => "parameter_outOfBound",
        44 => "tableLog_tooLarge",
        46 => "maxSymbolValue_tooLarge",
        48 => "maxSymbolValue_tooSmall",
        50 => "stabilityCondition_notRespected",
        60 => "stage_wrong",
        62 => "init_missing",
        64 => "memory_allocation",
        66 => "workSpace_tooSmall",
        70 => "dstSize_tooSmall",
        72 => "srcSize_wrong",
        74 => "dstBuffer_null",
        80 => "noForwardProgress_destFull",
        82 => "noForwardProgress_inputEmpty",
        _ => "GENERIC",
    }
}

fn buffers(input: &[u8], out: &mut [MaybeUninit<u8>]) -> (zs::ZSTD_inBuffer, zs::ZSTD_outBuffer) {
    (
        zs::ZSTD_inBuffer {
            src: input.as_ptr().cast(),
            size: input.len(),
            pos: 0,
        },
        zs::ZSTD_outBuffer {
            dst: out.as_mut_ptr().cast(),
            size: out.len(),
            pos: 0,
        },
    )
}

pub(super) struct Compressor {
    cctx: *mut zs::ZSTD_CCtx,
}

// SAFETY: the context is owned exclusively and only used by one thread at a time (the
// binding moves it between the JS thread and pool threads behind a mutex).
unsafe impl Send for Compressor {}

impl Compressor {
    /// A compression context with Node's `params` (pairs of key and value) and optional
    /// pledged source size; `Err` carries Node's init message.
    pub(super) fn new(params: &[(u32, i32)], pledged: Option<u64>) -> Result<Self, &'static str> {
        // SAFETY: plain constructor; null means allocation failure.
        let cctx = unsafe { zs::ZSTD_createCCtx() };
        if cctx.is_null() {
            return Err("Could not initialize zstd instance");
        }
        let c = Compressor { cctx };
        for &(key, value) in params {
            let Some(p) = compress_param(key) else {
                return Err("Setting parameter failed");
            };
            // SAFETY: live context, known parameter.
            if is_error(unsafe { zs::ZSTD_CCtx_setParameter(c.cctx, p, value) }) {
                return Err("Setting parameter failed");
            }
        }
        if let Some(n) = pledged {
            // SAFETY: live context.
            if is_error(unsafe { zs::ZSTD_CCtx_setPledgedSrcSize(c.cctx, n) }) {
                return Err("Could not set pledged src size");
            }
            // Start the frame now, so that the pledge holds: a first call that ends the
            // frame would otherwise take its own input size as the pledge (Node reports a
            // wrong pledge as srcSize_wrong). With no input and `continue`, nothing is
            // written yet.
            let mut scratch = [MaybeUninit::<u8>::uninit(); 16];
            let (mut inb, mut outb) = buffers(&[], &mut scratch);
            // SAFETY: live context; the buffers describe an empty input and `scratch`.
            let r = unsafe {
                zs::ZSTD_compressStream2(
                    c.cctx,
                    &mut outb,
                    &mut inb,
                    zs::ZSTD_EndDirective::ZSTD_e_continue,
                )
            };
            if is_error(r) || outb.pos != 0 {
                return Err("Could not set pledged src size");
            }
        }
        Ok(c)
    }
}

impl Codec for Compressor {
    fn step(&mut self, input: &[u8], out: &mut [MaybeUninit<u8>], flush: i32) -> StepResult {
        let out_len = out.len();
        let (mut inb, mut outb) = buffers(input, out);
        let op = match flush {
            1 => zs::ZSTD_EndDirective::ZSTD_e_flush,
            2 => zs::ZSTD_EndDirective::ZSTD_e_end,
            _ => zs::ZSTD_EndDirective::ZSTD_e_continue,
        };
        // SAFETY: live context; the buffers describe `input` and the output range.
        let ret = unsafe { zs::ZSTD_compressStream2(self.cctx, &mut outb, &mut inb, op) };
        StepResult {
            consumed: inb.pos,
            produced: outb.pos,
            error: is_error(ret).then(|| library_error(ret)),
            out_full: outb.pos == out_len,
        }
    }

    fn reset(&mut self) -> Result<(), CodecError> {
        // SAFETY: live context.
        let r = unsafe {
            zs::ZSTD_CCtx_reset(self.cctx, zs::ZSTD_ResetDirective::ZSTD_reset_session_only)
        };
        if is_error(r) {
            return Err(library_error(r));
        }
        Ok(())
    }

    fn size_hint(&self, n: usize) -> usize {
        n / 3 + 64
    }
}

impl Drop for Compressor {
    fn drop(&mut self) {
        // SAFETY: created in `new`, freed once.
        unsafe { zs::ZSTD_freeCCtx(self.cctx) };
    }
}

pub(super) struct Decompressor {
    dctx: *mut zs::ZSTD_DCtx,
    /// Input of an unfinished frame has been read (or no frame has ended yet).
    in_frame: bool,
}

// SAFETY: as for `Compressor`.
unsafe impl Send for Decompressor {}

impl Decompressor {
    pub(super) fn new(params: &[(u32, i32)]) -> Result<Self, &'static str> {
        // SAFETY: plain constructor; null means allocation failure.
        let dctx = unsafe { zs::ZSTD_createDCtx() };
        if dctx.is_null() {
            return Err("Could not initialize zstd instance");
        }
        let d = Decompressor {
            dctx,
            in_frame: true,
        };
        for &(key, value) in params {
            if key != 100 {
                return Err("Setting parameter failed");
            }
            // SAFETY: live context, known parameter.
            let r = unsafe {
                zs::ZSTD_DCtx_setParameter(d.dctx, zs::ZSTD_dParameter::ZSTD_d_windowLogMax, value)
            };
            if is_error(r) {
                return Err("Setting parameter failed");
            }
        }
        Ok(d)
    }
}

/// Whether `rest` can be the start of another (regular or skippable) frame.
fn starts_frame(rest: &[u8]) -> bool {
    let mut word = [0u8; 4];
    let n = rest.len().min(4);
    word[..n].copy_from_slice(&rest[..n]);
    let magic = MAGIC.to_le_bytes();
    if word[..n] == magic[..n] {
        return true;
    }
    let skippable = SKIPPABLE_MAGIC.to_le_bytes();
    n == 4 && (u32::from_le_bytes(word) & SKIPPABLE_MASK) == SKIPPABLE_MAGIC
        || (n < 4 && n > 0 && word[1..n] == skippable[1..n] && word[0] & 0xF0 == 0x50)
}

impl Codec for Decompressor {
    fn step(&mut self, input: &[u8], out: &mut [MaybeUninit<u8>], flush: i32) -> StepResult {
        let out_len = out.len();
        let (mut inb, mut outb) = buffers(input, out);
        let mut ret;
        loop {
            if inb.pos < inb.size {
                self.in_frame = true;
            }
            // SAFETY: live context; the buffers describe `input` and the output range.
            ret = unsafe { zs::ZSTD_decompressStream(self.dctx, &mut outb, &mut inb) };
            if is_error(ret) {
                return StepResult {
                    consumed: inb.pos,
                    produced: outb.pos,
                    error: Some(library_error(ret)),
                    out_full: false,
                };
            }
            if ret == 0 {
                self.in_frame = false;
                let rest = input.get(inb.pos..).unwrap_or(&[]);
                // Another frame follows: go on with it; anything else ends the stream.
                if !rest.is_empty() && outb.pos < out_len && starts_frame(rest) {
                    continue;
                }
            }
            break;
        }
        let out_full = outb.pos == out_len;
        let truncated = flush == E_END && ret != 0 && self.in_frame && !out_full;
        StepResult {
            consumed: inb.pos,
            produced: outb.pos,
            error: truncated.then(|| CodecError {
                message: "unexpected end of file".into(),
                errno: -5,
                code: "Z_BUF_ERROR".into(),
            }),
            out_full,
        }
    }

    fn reset(&mut self) -> Result<(), CodecError> {
        self.in_frame = true;
        // SAFETY: live context.
        let r = unsafe {
            zs::ZSTD_DCtx_reset(self.dctx, zs::ZSTD_ResetDirective::ZSTD_reset_session_only)
        };
        if is_error(r) {
            return Err(library_error(r));
        }
        Ok(())
    }

    fn size_hint(&self, n: usize) -> usize {
        n.saturating_mul(4).saturating_add(1024)
    }
}

impl Drop for Decompressor {
    fn drop(&mut self) {
        // SAFETY: created in `new`, freed once.
        unsafe { zs::ZSTD_freeDCtx(self.dctx) };
    }
}

#[cfg(test)]
mod tests {
    use super::super::engine::run;
    use super::*;

    #[test]
    fn same_bytes_as_node_and_node_errors() {
        // Node 26.10: zstdCompressSync('hello hello hello').
        let c = run(
            &mut Compressor::new(&[], None).unwrap(),
            b"hello hello hello",
            E_END,
            usize::MAX,
            0,
        );
        let hex: String = c.out.iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(hex, "28b52ffd20116500003068656c6c6f200100314a11");
        let both = [c.out.as_slice(), c.out.as_slice(), b"junk"].concat();
        let d = run(
            &mut Decompressor::new(&[]).unwrap(),
            &both,
            E_END,
            usize::MAX,
            0,
        );
        assert!(d.error.is_none());
        assert_eq!(d.out.as_slice(), b"hello hello hellohello hello hello");
        let bad = run(
            &mut Decompressor::new(&[]).unwrap(),
            b"not zstd at all",
            E_END,
            usize::MAX,
            0,
        );
        let e = bad.error.unwrap();
        assert_eq!(
            (e.message.as_str(), e.errno, e.code.as_str()),
            ("Unknown frame descriptor", 10, "ZSTD_error_prefix_unknown")
        );
        let cut = run(
            &mut Decompressor::new(&[]).unwrap(),
            &c.out[..8],
            E_END,
            usize::MAX,
            0,
        );
        assert_eq!(cut.error.unwrap().code, "Z_BUF_ERROR");
        assert_eq!(
            Compressor::new(&[(99, 1)], None).err(),
            Some("Setting parameter failed")
        );
    }
}
