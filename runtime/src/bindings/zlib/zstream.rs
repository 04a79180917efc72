//! The deflate/inflate engine behind `Deflate`, `Inflate`, `Gzip`, `Gunzip`, `DeflateRaw`,
//! `InflateRaw` and `Unzip`: one zlib stream (zlib-rs through its C ABI, `libz-rs-sys`)
//! with Node's rules on top of plain zlib:
//!
//! * window bits: +16 for gzip, +32 (auto-detect) for unzip, negated for raw streams;
//! * dictionaries: set right after init for deflate and raw inflate, on `Z_NEED_DICT` for
//!   zlib inflate (a wrong one reads as "Bad dictionary", no dictionary as "Missing
//!   dictionary");
//! * unzip sniffs the first two bytes and then behaves as gunzip or inflate;
//! * gunzip decodes concatenated members: after a member ends, a further non-zero byte
//!   starts a new member (zero bytes are padding and end the stream); with
//!   `rejectGarbageAfterEnd` only one member is read and the rest is left as junk;
//! * with `Z_FINISH`, a call that stops with output space left and no stream end is
//!   "unexpected end of file" (`Z_BUF_ERROR`);
//! * `params()` reaches zlib only for deflate and raw deflate (gzip ignores it, as in Node).
//!
//! Plain Rust, no engine types: the binding runs [`ZStream::step`] on the JS thread (Sync
//! calls) or on a pool thread (everything else).

use std::ffi::CStr;
use std::mem::MaybeUninit;

use libz_rs_sys as z;

use super::engine::{Codec, CodecError, StepResult};

/// Node's `node_zlib_mode` numbers (they are also `zlib.constants.DEFLATE`...).
pub(super) const DEFLATE: i32 = 1;
pub(super) const INFLATE: i32 = 2;
pub(super) const GZIP: i32 = 3;
pub(super) const GUNZIP: i32 = 4;
pub(super) const DEFLATERAW: i32 = 5;
pub(super) const INFLATERAW: i32 = 6;
pub(super) const UNZIP: i32 = 7;

const Z_OK: i32 = 0;
const Z_STREAM_END: i32 = 1;
const Z_NEED_DICT: i32 = 2;
const Z_DATA_ERROR: i32 = -3;
const Z_BUF_ERROR: i32 = -5;
const Z_FINISH: i32 = 4;

/// zlib's name for a return code (Node's `code` property of zlib errors).
pub(super) fn code_name(err: i32) -> &'static str {
    match err {
        0 => "Z_OK",
        1 => "Z_STREAM_END",
        2 => "Z_NEED_DICT",
        -1 => "Z_ERRNO",
        -2 => "Z_STREAM_ERROR",
        -3 => "Z_DATA_ERROR",
        -4 => "Z_MEM_ERROR",
        -5 => "Z_BUF_ERROR",
        -6 => "Z_VERSION_ERROR",
        _ => "Z_UNKNOWN_ERROR",
    }
}

/// A live zlib stream. The `z_stream` is boxed because zlib's state points back at it.
pub(super) struct ZStream {
    strm: Box<z::z_stream>,
    mode: i32,
    dictionary: Option<Vec<u8>>,
    /// Unzip: how many gzip magic bytes have been seen (0..=2).
    magic_seen: u8,
    /// Gunzip: stop after the first member (`rejectGarbageAfterEnd`).
    single_member: bool,
    /// The last return code, for error reporting.
    err: i32,
}

// SAFETY: the stream owns its state (allocated by zlib-rs with the Rust allocator) and
// its `next_in`/`next_out` pointers are only set for the duration of one `step` call.
// Moving the owner to another thread between calls is sound; it is never shared.
unsafe impl Send for ZStream {}

impl ZStream {
    fn is_deflate(mode: i32) -> bool {
        matches!(mode, DEFLATE | GZIP | DEFLATERAW)
    }

    /// `deflateInit2`/`inflateInit2` with Node's window-bit conventions; the dictionary is
    /// applied as Node does. `Err(code)` is zlib's return code.
    pub(super) fn new(
        mode: i32,
        window_bits: i32,
        level: i32,
        mem_level: i32,
        strategy: i32,
        dictionary: Option<Vec<u8>>,
        single_member: bool,
    ) -> Result<Self, i32> {
        if !(DEFLATE..=UNZIP).contains(&mode) {
            return Err(-2);
        }
        let wbits = match mode {
            GZIP | GUNZIP => window_bits + 16,
            UNZIP => window_bits + 32,
            DEFLATERAW | INFLATERAW => -window_bits,
            _ => window_bits,
        };
        let mut strm = Box::new(z::z_stream::default());
        let stream_size = i32::try_from(std::mem::size_of::<z::z_stream>()).unwrap_or(i32::MAX);
        // SAFETY: `strm` is a zeroed, boxed z_stream; the version string is zlib-rs' own.
        let rc = unsafe {
            if Self::is_deflate(mode) {
                z::deflateInit2_(
                    &mut *strm,
                    level,
                    8,
                    wbits,
                    mem_level,
                    strategy,
                    z::zlibVersion(),
                    stream_size,
                )
            } else {
                z::inflateInit2_(&mut *strm, wbits, z::zlibVersion(), stream_size)
            }
        };
        if rc != Z_OK {
            return Err(rc);
        }
        let mut s = ZStream {
            strm,
            mode,
            dictionary,
            magic_seen: 0,
            single_member,
            err: Z_OK,
        };
        let rc = s.set_dictionary();
        if rc != Z_OK {
            return Err(rc);
        }
        Ok(s)
    }

    /// Node sets the dictionary up front only for deflate, raw deflate and raw inflate.
    fn set_dictionary(&mut self) -> i32 {
        let Some(dict) = self.dictionary.as_ref() else {
            return Z_OK;
        };
        let len = u32::try_from(dict.len()).unwrap_or(u32::MAX);
        // SAFETY: `dict` outlives the call; zlib copies what it keeps.
        unsafe {
            match self.mode {
                DEFLATE | DEFLATERAW => {
                    z::deflateSetDictionary(&mut *self.strm, dict.as_ptr(), len)
                }
                INFLATERAW => z::inflateSetDictionary(&mut *self.strm, dict.as_ptr(), len),
                _ => Z_OK,
            }
        }
    }

    /// `reset()`: back to a fresh stream with the same settings (and dictionary).
    pub(super) fn reset(&mut self) -> Result<(), CodecError> {
        // SAFETY: the stream was initialised in `new` and is not in use.
        let rc = unsafe {
            match self.mode {
                DEFLATE | DEFLATERAW | GZIP => z::deflateReset(&mut *self.strm),
                INFLATE | INFLATERAW | GUNZIP => z::inflateReset(&mut *self.strm),
                _ => Z_OK,
            }
        };
        self.err = rc;
        if rc != Z_OK {
            return Err(self.error("Failed to reset stream"));
        }
        let rc = self.set_dictionary();
        self.err = rc;
        if rc != Z_OK {
            return Err(self.error("Failed to set dictionary"));
        }
        Ok(())
    }

    /// `params(level, strategy)`.
    pub(super) fn params(&mut self, level: i32, strategy: i32) -> Result<(), CodecError> {
        let rc = match self.mode {
            DEFLATE | DEFLATERAW => {
                // zlib may run deflate(Z_BLOCK) here, which wants an output buffer. js-lib
                // calls params() only after a sync flush, so nothing is pending and nothing
                // is written; the scratch space only keeps the call valid.
                let mut scratch = [0u8; 64];
                self.attach(&[], scratch.as_mut_ptr(), scratch.len());
                // SAFETY: initialised deflate stream; buffers attached just above.
                let rc = unsafe { z::deflateParams(&mut *self.strm, level, strategy) };
                self.strm.next_in = std::ptr::null();
                self.strm.next_out = std::ptr::null_mut();
                self.strm.avail_out = 0;
                rc
            }
            _ => Z_OK,
        };
        self.err = rc;
        if rc != Z_OK && rc != Z_BUF_ERROR {
            return Err(self.error("Failed to set parameters"));
        }
        Ok(())
    }

    /// An error with zlib's own message when it left one, else `fallback`.
    fn error(&self, fallback: &str) -> CodecError {
        let message = if self.strm.msg.is_null() {
            fallback.to_string()
        } else {
            // SAFETY: zlib-rs sets `msg` to a static NUL-terminated string.
            unsafe { CStr::from_ptr(self.strm.msg) }
                .to_string_lossy()
                .into_owned()
        };
        CodecError {
            message,
            errno: self.err,
            code: code_name(self.err).to_string(),
        }
    }

    fn attach(&mut self, input: &[u8], out: *mut u8, out_len: usize) {
        self.strm.next_in = input.as_ptr();
        self.strm.avail_in = u32::try_from(input.len()).unwrap_or(u32::MAX);
        self.strm.next_out = out;
        self.strm.avail_out = u32::try_from(out_len).unwrap_or(u32::MAX);
    }

    fn inflate(&mut self, flush: i32) -> i32 {
        // SAFETY: `attach` pointed next_in/next_out at live buffers of the given sizes.
        unsafe { z::inflate(&mut *self.strm, flush) }
    }

    /// Unzip: looks at the next input bytes for the gzip magic and settles the mode.
    fn sniff(&mut self, input: &[u8]) {
        let mut bytes = input.iter();
        if self.magic_seen == 0 {
            match bytes.next() {
                None => return,
                Some(&0x1f) => self.magic_seen = 1,
                Some(_) => {
                    self.mode = INFLATE;
                    return;
                }
            }
        }
        if self.magic_seen == 1 {
            match bytes.next() {
                None => {}
                Some(&0x8b) => {
                    self.magic_seen = 2;
                    self.mode = GUNZIP;
                }
                Some(_) => self.mode = INFLATE,
            }
        }
    }
}

impl Codec for ZStream {
    /// One zlib call over `input` into `out` (zlib only writes there), with Node's extra
    /// rules; see the module docs.
    fn step(&mut self, input: &[u8], out: &mut [MaybeUninit<u8>], flush: i32) -> StepResult {
        let in_len = u32::try_from(input.len()).unwrap_or(u32::MAX) as usize;
        let out_len = out.len();
        self.attach(input, out.as_mut_ptr().cast::<u8>(), out_len);
        if self.mode == UNZIP {
            self.sniff(input);
        }
        let rc = if Self::is_deflate(self.mode) {
            // SAFETY: as in `inflate`.
            unsafe { z::deflate(&mut *self.strm, flush) }
        } else {
            let mut rc = self.inflate(flush);
            if self.mode != INFLATERAW && rc == Z_NEED_DICT {
                if let Some(dict) = self.dictionary.as_ref() {
                    let len = u32::try_from(dict.len()).unwrap_or(u32::MAX);
                    // SAFETY: `dict` outlives the call.
                    rc = unsafe { z::inflateSetDictionary(&mut *self.strm, dict.as_ptr(), len) };
                    if rc == Z_OK {
                        rc = self.inflate(flush);
                    } else if rc == Z_DATA_ERROR {
                        // Tell a wrong dictionary from bad input below.
                        rc = Z_NEED_DICT;
                    }
                }
            }
            while self.mode == GUNZIP
                && !self.single_member
                && rc == Z_STREAM_END
                && self.strm.avail_in > 0
                // SAFETY: avail_in > 0, so next_in points at a readable byte of `input`.
                && unsafe { *self.strm.next_in } != 0
            {
                // Another member (or garbage, which then fails the header check).
                // SAFETY: initialised inflate stream; next_in/avail_in stay attached.
                unsafe { z::inflateReset(&mut *self.strm) };
                rc = self.inflate(flush);
            }
            rc
        };
        self.err = rc;
        let consumed = in_len - self.strm.avail_in as usize;
        let produced = out_len.min(u32::MAX as usize) - self.strm.avail_out as usize;
        let out_left = self.strm.avail_out != 0;
        self.strm.next_in = std::ptr::null();
        self.strm.next_out = std::ptr::null_mut();
        let error = match rc {
            Z_OK | Z_BUF_ERROR if out_left && flush == Z_FINISH => {
                self.err = Z_BUF_ERROR;
                Some(self.error("unexpected end of file"))
            }
            Z_OK | Z_BUF_ERROR | Z_STREAM_END => None,
            Z_NEED_DICT => Some(if self.dictionary.is_none() {
                self.error("Missing dictionary")
            } else {
                self.error("Bad dictionary")
            }),
            _ => Some(self.error("Zlib error")),
        };
        StepResult {
            consumed,
            produced,
            error,
            out_full: !out_left,
        }
    }

    fn reset(&mut self) -> Result<(), CodecError> {
        ZStream::reset(self)
    }

    fn params(&mut self, level: i32, strategy: i32) -> Result<(), CodecError> {
        ZStream::params(self, level, strategy)
    }

    fn size_hint(&self, n: usize) -> usize {
        if Self::is_deflate(self.mode) {
            n / 2 + 64
        } else {
            n.saturating_mul(4).saturating_add(1024)
        }
    }
}

impl Drop for ZStream {
    fn drop(&mut self) {
        // SAFETY: the stream was initialised in `new` (a failed init never builds one).
        unsafe {
            if Self::is_deflate(self.mode) {
                z::deflateEnd(&mut *self.strm);
            } else {
                z::inflateEnd(&mut *self.strm);
            }
        }
    }
}

/// `zlib.crc32(data, value)`.
pub(super) fn crc32(value: u32, data: &[u8]) -> u32 {
    let mut crc = u64::from(value);
    // crc32_z takes the whole length (size_t), so no chunking is needed.
    // SAFETY: `data` is a live slice of `data.len()` bytes.
    crc = unsafe { z::crc32_z(crc as _, data.as_ptr(), data.len()) } as u64;
    crc as u32
}

#[cfg(test)]
mod tests {
    use super::super::engine::run;
    use super::*;

    fn once(
        mode: i32,
        input: &[u8],
        level: i32,
        dict: Option<&[u8]>,
    ) -> Result<Vec<u8>, CodecError> {
        let mut s =
            ZStream::new(mode, 15, level, 8, 0, dict.map(<[u8]>::to_vec), false).map_err(|c| {
                CodecError {
                    message: "init".into(),
                    errno: c,
                    code: code_name(c).into(),
                }
            })?;
        let o = run(&mut s, input, Z_FINISH, usize::MAX, 0);
        match o.error {
            Some(e) => Err(e),
            None => Ok(o.out.as_slice().to_vec()),
        }
    }

    #[test]
    fn gzip_header_is_unix_with_zero_mtime() {
        let gz = once(GZIP, b"hello", 6, None).unwrap();
        assert_eq!(&gz[..10], &[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
        assert_eq!(once(GUNZIP, &gz, 0, None).unwrap(), b"hello");
        assert_eq!(once(UNZIP, &gz, 0, None).unwrap(), b"hello");
    }

    #[test]
    fn round_trips_every_format() {
        let text = b"a stream of words, a stream of words, a stream of words".repeat(50);
        for (enc, dec) in [
            (DEFLATE, INFLATE),
            (DEFLATERAW, INFLATERAW),
            (GZIP, GUNZIP),
            (DEFLATE, UNZIP),
        ] {
            let c = once(enc, &text, 6, None).unwrap();
            assert!(c.len() < text.len());
            assert_eq!(once(dec, &c, 0, None).unwrap(), text);
        }
    }

    #[test]
    fn concatenated_members_and_padding() {
        let a = once(GZIP, b"abc", 6, None).unwrap();
        let b = once(GZIP, b"def", 6, None).unwrap();
        let both = [a.clone(), b].concat();
        assert_eq!(once(GUNZIP, &both, 0, None).unwrap(), b"abcdef");
        let padded = [a.clone(), vec![0; 8]].concat();
        assert_eq!(once(GUNZIP, &padded, 0, None).unwrap(), b"abc");
        let junk = [a, b"junk".to_vec()].concat();
        let e = once(GUNZIP, &junk, 0, None).unwrap_err();
        assert_eq!(
            (e.message.as_str(), e.errno),
            ("incorrect header check", Z_DATA_ERROR)
        );
    }

    #[test]
    fn node_error_messages() {
        let e = once(GUNZIP, b"not gzip", 0, None).unwrap_err();
        assert_eq!(
            (e.message.as_str(), e.code.as_str()),
            ("incorrect header check", "Z_DATA_ERROR")
        );
        let gz = once(GZIP, b"hello hello", 6, None).unwrap();
        let e = once(GUNZIP, &gz[..gz.len() - 4], 0, None).unwrap_err();
        assert_eq!(
            (e.message.as_str(), e.errno, e.code.as_str()),
            ("unexpected end of file", -5, "Z_BUF_ERROR")
        );
        let d = once(DEFLATE, b"hello", 6, Some(b"hello")).unwrap();
        let e = once(INFLATE, &d, 0, None).unwrap_err();
        assert_eq!((e.message.as_str(), e.errno), ("Missing dictionary", 2));
        let e = once(INFLATE, &d, 0, Some(b"other")).unwrap_err();
        assert_eq!(
            (e.message.as_str(), e.code.as_str()),
            ("Bad dictionary", "Z_NEED_DICT")
        );
        assert_eq!(once(INFLATE, &d, 0, Some(b"hello")).unwrap(), b"hello");
    }

    #[test]
    fn crc32_matches_known_values() {
        assert_eq!(crc32(0, b"hello"), 907_060_870);
        assert_eq!(crc32(5, b"world"), 4_070_022_707);
        assert_eq!(crc32(0, b""), 0);
    }
}
