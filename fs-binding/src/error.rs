//! The one error type of the crate, and Node's message texts.
//!
//! * [`SysError`] is a failed system call: libuv errno (negative), the syscall name Node shows
//!   (`open`, `fstat`, `read`, `write`, `close`, ...), and optionally `path` / `dest`. Its
//!   `Display` is exactly Node's message: `ENOENT: no such file or directory, open '/x'`
//!   (docs/FS-SEMANTICS.md, "System errors"). Paths are kept as raw bytes, because a Linux path
//!   is bytes; they are decoded (lossily, as Node's C++ does with UTF-8) only when a message or
//!   a JS `path` property is built.
//! * [`FsError`] adds the non-OS failures the file jobs can produce, each of which maps to a
//!   Node `ERR_*` code: `ERR_FS_FILE_TOO_LARGE` (a RangeError) and `ERR_STRING_TOO_LONG` (a
//!   plain Error). The glue asks [`FsError::js_class`], [`FsError::code`] and `to_string()` and
//!   builds the JS object; which extra properties to set (`errno`, `syscall`, `path`) and in
//!   which order is its business (docs/FS-SEMANTICS.md, "Error shapes").
//!
//! Also here: Node's `ERR_OUT_OF_RANGE` "Received ..." rendering for numbers (JS number
//! formatting plus `_` separators), used by the flag parser and later by the glue.

use std::borrow::Cow;
use std::fmt;

use crate::errno;

/// Largest file `readFile` will load (`kIoMaxLength`, 2**31 - 1).
pub const K_IO_MAX_LENGTH: u64 = (1 << 31) - 1;

/// V8's maximum string length in UTF-16 units (`0x1fffffe8`), the limit behind
/// `ERR_STRING_TOO_LONG`.
pub const MAX_STRING_LENGTH: usize = 0x1fff_ffe8;

/// The JS constructor the glue should use for an error.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JsErrorClass {
    /// `Error`
    Error,
    /// `TypeError`
    TypeError,
    /// `RangeError`
    RangeError,
}

/// A failed system call, shaped like Node's `UVException`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SysError {
    /// libuv error number: negative (`-2` for ENOENT). This is the JS `errno` property.
    pub errno: i32,
    /// The syscall Node names in the message and the `syscall` property.
    pub syscall: &'static str,
    /// The path as given by the caller, raw bytes (no trailing NUL).
    pub path: Option<Vec<u8>>,
    /// The second path of two-path operations (`rename`, `copyFile`, ...). Unused by the
    /// read/write family but part of the message format.
    pub dest: Option<Vec<u8>>,
}

impl SysError {
    /// From a positive OS errno (what `errno` holds after a failed libc call).
    #[must_use]
    pub fn from_os(os_errno: i32, syscall: &'static str) -> Self {
        Self {
            errno: errno::uv_errno_from_os(os_errno),
            syscall,
            path: None,
            dest: None,
        }
    }

    /// Attaches the path (bytes as the caller gave them).
    #[must_use]
    pub fn with_path(mut self, path: &[u8]) -> Self {
        self.path = Some(path.to_vec());
        self
    }

    /// Attaches the destination path.
    #[must_use]
    pub fn with_dest(mut self, dest: &[u8]) -> Self {
        self.dest = Some(dest.to_vec());
        self
    }

    /// `code`, e.g. `"ENOENT"` (or `"Unknown system error -N"`).
    #[must_use]
    pub fn code(&self) -> Cow<'static, str> {
        errno::errname(self.errno)
    }

    /// The libuv description, e.g. `"no such file or directory"`.
    #[must_use]
    pub fn description(&self) -> Cow<'static, str> {
        errno::strerror(self.errno)
    }

    /// The `path` property value: the bytes decoded as UTF-8 (invalid sequences become
    /// U+FFFD, as a Buffer path's `toString()` would).
    #[must_use]
    pub fn path_lossy(&self) -> Option<Cow<'_, str>> {
        self.path.as_deref().map(String::from_utf8_lossy)
    }

    /// The `dest` property value, decoded like [`Self::path_lossy`].
    #[must_use]
    pub fn dest_lossy(&self) -> Option<Cow<'_, str>> {
        self.dest.as_deref().map(String::from_utf8_lossy)
    }
}

impl fmt::Display for SysError {
    /// `` `${code}: ${description}, ${syscall}` `` + `` ` '${path}'` `` + `` ` -> '${dest}'` ``.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {}, {}",
            self.code(),
            self.description(),
            self.syscall
        )?;
        if let Some(path) = self.path_lossy() {
            write!(f, " '{path}'")?;
        }
        if let Some(dest) = self.dest_lossy() {
            write!(f, " -> '{dest}'")?;
        }
        Ok(())
    }
}

impl std::error::Error for SysError {}

/// Everything a job or fd operation can fail with.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FsError {
    /// A system call failed; Node builds a plain `Error` with `errno`/`code`/`syscall`/`path`.
    #[error(transparent)]
    Sys(#[from] SysError),
    /// `ERR_FS_FILE_TOO_LARGE` (RangeError): a regular file's size is above
    /// [`K_IO_MAX_LENGTH`], or an unknown-size stream produced more than that.
    #[error("File size ({size}) is greater than 2 GiB")]
    FileTooLarge {
        /// The size in bytes, printed in plain decimal.
        size: u64,
    },
    /// `ERR_STRING_TOO_LONG` (Error): decoded text would exceed [`MAX_STRING_LENGTH`].
    #[error("Cannot create a string longer than 0x1fffffe8 characters")]
    StringTooLong,
}

impl FsError {
    /// A system error from a positive OS errno, without a path.
    #[must_use]
    pub fn os(os_errno: i32, syscall: &'static str) -> Self {
        Self::Sys(SysError::from_os(os_errno, syscall))
    }

    /// The JS `code` property.
    #[must_use]
    pub fn code(&self) -> Cow<'static, str> {
        match self {
            Self::Sys(e) => e.code(),
            Self::FileTooLarge { .. } => Cow::Borrowed("ERR_FS_FILE_TOO_LARGE"),
            Self::StringTooLong => Cow::Borrowed("ERR_STRING_TOO_LONG"),
        }
    }

    /// Which constructor Node uses.
    #[must_use]
    pub fn js_class(&self) -> JsErrorClass {
        match self {
            Self::Sys(_) | Self::StringTooLong => JsErrorClass::Error,
            Self::FileTooLarge { .. } => JsErrorClass::RangeError,
        }
    }

    /// The system-error details, if this is one.
    #[must_use]
    pub fn as_sys(&self) -> Option<&SysError> {
        match self {
            Self::Sys(e) => Some(e),
            _ => None,
        }
    }

    /// Drops the path (sync APIs show read errors without a path; docs/FS-SEMANTICS.md,
    /// "readFileSync").
    #[must_use]
    pub fn without_path(mut self) -> Self {
        if let Self::Sys(e) = &mut self {
            e.path = None;
        }
        self
    }
}

/// `String(n)` for a JS number (ECMAScript Number::toString, radix 10).
///
/// Rust's `{:e}` already yields the shortest round-tripping digits, which is what JS uses;
/// only the layout (plain vs exponent form, `e+21` style) differs.
#[must_use]
pub fn js_number_to_string(v: f64) -> String {
    if v.is_nan() {
        return "NaN".to_owned();
    }
    if v == 0.0 {
        return "0".to_owned();
    }
    if v.is_infinite() {
        return if v > 0.0 { "Infinity" } else { "-Infinity" }.to_owned();
    }
    let sign = if v < 0.0 { "-" } else { "" };
    let sci = format!("{:e}", v.abs());
    let (mantissa, exp) = sci.split_once('e').unwrap_or((sci.as_str(), "0"));
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    if digits.is_empty() {
        // Not reachable for finite non-zero input; keeps the slicing below panic-free.
        return format!("{sign}0");
    }
    let exp: i64 = exp.parse().unwrap_or(0);
    let k = digits.len() as i64;
    let n = exp + 1; // value = 0.d1d2... * 10^n
    let body = if k <= n && n <= 21 {
        let zeros = "0".repeat(usize::try_from(n - k).unwrap_or(0));
        format!("{digits}{zeros}")
    } else if 0 < n && n <= 21 {
        let (int, frac) = digits.split_at(usize::try_from(n).unwrap_or(0));
        format!("{int}.{frac}")
    } else if -6 < n && n <= 0 {
        let zeros = "0".repeat(usize::try_from(-n).unwrap_or(0));
        format!("0.{zeros}{digits}")
    } else {
        let e = n - 1;
        let esign = if e < 0 { '-' } else { '+' };
        let (first, rest) = digits.split_at(1);
        if rest.is_empty() {
            format!("{first}e{esign}{}", e.abs())
        } else {
            format!("{first}.{rest}e{esign}{}", e.abs())
        }
    };
    format!("{sign}{body}")
}

/// Node's `addNumericalSeparator`: `_` between groups of three characters counted from the
/// end, never directly after a leading `-`. It works on the text, whatever the text is.
#[must_use]
pub fn add_numerical_separator(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let start = usize::from(chars.first() == Some(&'-'));
    let mut end = chars.len();
    let mut groups: Vec<String> = Vec::new();
    while end >= start + 4 {
        groups.push(chars[end - 3..end].iter().collect());
        end -= 3;
    }
    let mut out: String = chars[..end].iter().collect();
    for group in groups.iter().rev() {
        out.push('_');
        out.push_str(group);
    }
    out
}

/// The `Received ...` part of `ERR_OUT_OF_RANGE` for a number: integers above 2**32 in
/// magnitude get separators (`1_099_511_627_776`), everything else is `util.inspect`
/// (`1.5`, `NaN`, `-0`).
#[must_use]
pub fn out_of_range_received(v: f64) -> String {
    let is_integer = v.is_finite() && v.trunc() == v;
    if is_integer && v.abs() > 4_294_967_296.0 {
        add_numerical_separator(&js_number_to_string(v))
    } else if v == 0.0 && v.is_sign_negative() {
        "-0".to_owned()
    } else {
        js_number_to_string(v)
    }
}

/// `ERR_OUT_OF_RANGE` message: `The value of "{name}" is out of range. It must be {range}.
/// Received {received}`.
#[must_use]
pub fn out_of_range_message(name: &str, range: &str, received: &str) -> String {
    format!("The value of \"{name}\" is out of range. It must be {range}. Received {received}")
}

/// `ERR_INVALID_ARG_VALUE` message. `inspected` is `util.inspect(value)` (the glue has the JS
/// value; for strings that is the single-quoted, escaped form, cut at 128 characters).
#[must_use]
pub fn invalid_arg_value_message(name: &str, reason: &str, inspected: &str) -> String {
    let kind = if name.contains('.') {
        "property"
    } else {
        "argument"
    };
    format!("The {kind} '{name}' {reason}. Received {inspected}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sys_messages() {
        let e = SysError::from_os(libc::ENOENT, "open").with_path(b"/x");
        assert_eq!(
            e.to_string(),
            "ENOENT: no such file or directory, open '/x'"
        );
        assert_eq!(e.errno, -2);
        assert_eq!(e.code(), "ENOENT");
        let e = SysError::from_os(libc::EISDIR, "read");
        assert_eq!(
            e.to_string(),
            "EISDIR: illegal operation on a directory, read"
        );
        let e = SysError::from_os(libc::EXDEV, "rename")
            .with_path(b"/a")
            .with_dest(b"/b");
        assert_eq!(
            e.to_string(),
            "EXDEV: cross-device link not permitted, rename '/a' -> '/b'"
        );
        let e = SysError::from_os(122, "write");
        assert_eq!(
            e.to_string(),
            "Unknown system error -122: Unknown system error -122, write"
        );
        // Non-UTF-8 path bytes are shown with U+FFFD, never lost or panicking.
        let e = SysError::from_os(libc::ENOENT, "open").with_path(b"/a\xffb");
        assert_eq!(
            e.to_string(),
            "ENOENT: no such file or directory, open '/a\u{fffd}b'"
        );
        assert_eq!(e.path.as_deref(), Some(&b"/a\xffb"[..]));
    }

    #[test]
    fn fs_error_variants() {
        let e = FsError::FileTooLarge {
            size: 3_221_225_472,
        };
        assert_eq!(
            e.to_string(),
            "File size (3221225472) is greater than 2 GiB"
        );
        assert_eq!(e.code(), "ERR_FS_FILE_TOO_LARGE");
        assert_eq!(e.js_class(), JsErrorClass::RangeError);
        let e = FsError::StringTooLong;
        assert_eq!(
            e.to_string(),
            "Cannot create a string longer than 0x1fffffe8 characters"
        );
        assert_eq!(e.code(), "ERR_STRING_TOO_LONG");
        assert_eq!(e.js_class(), JsErrorClass::Error);
        let e = FsError::os(libc::EBADF, "write");
        assert_eq!(e.to_string(), "EBADF: bad file descriptor, write");
        assert_eq!(e.code(), "EBADF");
        assert_eq!(e.as_sys().map(|s| s.errno), Some(-9));
    }

    #[test]
    fn js_numbers() {
        let cases: &[(f64, &str)] = &[
            (0.0, "0"),
            (-0.0, "0"),
            (1.5, "1.5"),
            (-1.0, "-1"),
            (f64::NAN, "NaN"),
            (f64::INFINITY, "Infinity"),
            (f64::NEG_INFINITY, "-Infinity"),
            (2147483648.0, "2147483648"),
            (1099511627776.0, "1099511627776"),
            (1e21, "1e+21"),
            (1.5e21, "1.5e+21"),
            (123456789012345680000.0, "123456789012345680000"),
            (0.000001, "0.000001"),
            (1.5e-7, "1.5e-7"),
            (1e-7, "1e-7"),
            (0.1, "0.1"),
            (100.0, "100"),
            (12.345, "12.345"),
        ];
        for &(v, want) in cases {
            assert_eq!(js_number_to_string(v), want, "{v:?}");
        }
    }

    #[test]
    fn received_rendering() {
        assert_eq!(out_of_range_received(1099511627776.0), "1_099_511_627_776");
        assert_eq!(
            out_of_range_received(-1099511627776.0),
            "-1_099_511_627_776"
        );
        assert_eq!(out_of_range_received(2147483648.0), "2147483648");
        assert_eq!(out_of_range_received(4294967297.0), "4_294_967_297");
        assert_eq!(out_of_range_received(1.5), "1.5");
        assert_eq!(out_of_range_received(f64::NAN), "NaN");
        assert_eq!(out_of_range_received(-0.0), "-0");
        assert_eq!(out_of_range_received(1e21), "1e_+21");
        assert_eq!(add_numerical_separator("-123"), "-123");
        assert_eq!(add_numerical_separator("1234"), "1_234");
        assert_eq!(
            out_of_range_message("flags", "an integer", "1.5"),
            "The value of \"flags\" is out of range. It must be an integer. Received 1.5"
        );
        assert_eq!(
            invalid_arg_value_message("flags", "is invalid", "'z'"),
            "The argument 'flags' is invalid. Received 'z'"
        );
        assert_eq!(
            invalid_arg_value_message("options.buffer.byteLength", "is too small", "2"),
            "The property 'options.buffer.byteLength' is too small. Received 2"
        );
    }
}
