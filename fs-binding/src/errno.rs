//! The errno table: Node/libuv error numbers → (code, description).
//!
//! Node never shows raw OS errno values. Every system error carries libuv's number, which on
//! Linux is the *negated* OS errno (`ENOENT` is 2 in the kernel, `-2` in `err.errno`), plus a few
//! libuv-only numbers far below (`EOF` is -4095, the `EAI_*` resolver codes are -3000..-3014).
//! The names and descriptions below are what Node 26.10 reports on Linux x64
//! (`util.getSystemErrorMap()` / `process.binding('uv')`, observed; docs/FS-SEMANTICS.md,
//! "System errors", says how fs errors use it). Numbers libuv does not know get the name *and*
//! description `Unknown system error -N`, as `uv.errname(-122)` does.
//!
//! The JS side exposes this as `internalBinding('uv')`: `errname(err)` → [`errname`],
//! `getErrorMap()` → iterate [`ERROR_MAP`] (its order is Node's `Map` insertion order, so
//! `[...getErrorMap().keys()]` matches), `getErrorMessage(err)` → [`strerror`], and one
//! `UV_<code>` constant per entry.

use std::borrow::Cow;

/// One row of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UvErrorInfo {
    /// Node's `errno` value: negative (`-2` for `ENOENT`).
    pub errno: i32,
    /// The `code` property and the prefix of the message (`"ENOENT"`).
    pub code: &'static str,
    /// The text after `CODE: ` in the message (`"no such file or directory"`).
    pub description: &'static str,
}

const fn e(errno: i32, code: &'static str, description: &'static str) -> UvErrorInfo {
    UvErrorInfo {
        errno,
        code,
        description,
    }
}

/// Every error libuv names on Linux, in the order Node's `getErrorMap()` yields them.
pub static ERROR_MAP: &[UvErrorInfo] = &[
    e(-7, "E2BIG", "argument list too long"),
    e(-13, "EACCES", "permission denied"),
    e(-98, "EADDRINUSE", "address already in use"),
    e(-99, "EADDRNOTAVAIL", "address not available"),
    e(-97, "EAFNOSUPPORT", "address family not supported"),
    e(-11, "EAGAIN", "resource temporarily unavailable"),
    e(-3000, "EAI_ADDRFAMILY", "address family not supported"),
    e(-3001, "EAI_AGAIN", "temporary failure"),
    e(-3002, "EAI_BADFLAGS", "bad ai_flags value"),
    e(-3013, "EAI_BADHINTS", "invalid value for hints"),
    e(-3003, "EAI_CANCELED", "request canceled"),
    e(-3004, "EAI_FAIL", "permanent failure"),
    e(-3005, "EAI_FAMILY", "ai_family not supported"),
    e(-3006, "EAI_MEMORY", "out of memory"),
    e(-3007, "EAI_NODATA", "no address"),
    e(-3008, "EAI_NONAME", "unknown node or service"),
    e(-3009, "EAI_OVERFLOW", "argument buffer overflow"),
    e(-3014, "EAI_PROTOCOL", "resolved protocol is unknown"),
    e(
        -3010,
        "EAI_SERVICE",
        "service not available for socket type",
    ),
    e(-3011, "EAI_SOCKTYPE", "socket type not supported"),
    e(-114, "EALREADY", "connection already in progress"),
    e(-9, "EBADF", "bad file descriptor"),
    e(-16, "EBUSY", "resource busy or locked"),
    e(-125, "ECANCELED", "operation canceled"),
    e(-4080, "ECHARSET", "invalid Unicode character"),
    e(-103, "ECONNABORTED", "software caused connection abort"),
    e(-111, "ECONNREFUSED", "connection refused"),
    e(-104, "ECONNRESET", "connection reset by peer"),
    e(-89, "EDESTADDRREQ", "destination address required"),
    e(-17, "EEXIST", "file already exists"),
    e(-14, "EFAULT", "bad address in system call argument"),
    e(-27, "EFBIG", "file too large"),
    e(-113, "EHOSTUNREACH", "host is unreachable"),
    e(-4, "EINTR", "interrupted system call"),
    e(-22, "EINVAL", "invalid argument"),
    e(-5, "EIO", "i/o error"),
    e(-106, "EISCONN", "socket is already connected"),
    e(-21, "EISDIR", "illegal operation on a directory"),
    e(-40, "ELOOP", "too many symbolic links encountered"),
    e(-24, "EMFILE", "too many open files"),
    e(-90, "EMSGSIZE", "message too long"),
    e(-36, "ENAMETOOLONG", "name too long"),
    e(-100, "ENETDOWN", "network is down"),
    e(-101, "ENETUNREACH", "network is unreachable"),
    e(-23, "ENFILE", "file table overflow"),
    e(-105, "ENOBUFS", "no buffer space available"),
    e(-19, "ENODEV", "no such device"),
    e(-2, "ENOENT", "no such file or directory"),
    e(-12, "ENOMEM", "not enough memory"),
    e(-64, "ENONET", "machine is not on the network"),
    e(-92, "ENOPROTOOPT", "protocol not available"),
    e(-28, "ENOSPC", "no space left on device"),
    e(-38, "ENOSYS", "function not implemented"),
    e(-107, "ENOTCONN", "socket is not connected"),
    e(-20, "ENOTDIR", "not a directory"),
    e(-39, "ENOTEMPTY", "directory not empty"),
    e(-88, "ENOTSOCK", "socket operation on non-socket"),
    e(-95, "ENOTSUP", "operation not supported on socket"),
    e(-75, "EOVERFLOW", "value too large for defined data type"),
    e(-1, "EPERM", "operation not permitted"),
    e(-32, "EPIPE", "broken pipe"),
    e(-71, "EPROTO", "protocol error"),
    e(-93, "EPROTONOSUPPORT", "protocol not supported"),
    e(-91, "EPROTOTYPE", "protocol wrong type for socket"),
    e(-34, "ERANGE", "result too large"),
    e(-30, "EROFS", "read-only file system"),
    e(
        -108,
        "ESHUTDOWN",
        "cannot send after transport endpoint shutdown",
    ),
    e(-29, "ESPIPE", "invalid seek"),
    e(-3, "ESRCH", "no such process"),
    e(-110, "ETIMEDOUT", "connection timed out"),
    e(-26, "ETXTBSY", "text file is busy"),
    e(-18, "EXDEV", "cross-device link not permitted"),
    e(-4094, "UNKNOWN", "unknown error"),
    e(-4095, "EOF", "end of file"),
    e(-6, "ENXIO", "no such device or address"),
    e(-31, "EMLINK", "too many links"),
    e(-112, "EHOSTDOWN", "host is down"),
    e(-121, "EREMOTEIO", "remote I/O error"),
    e(-25, "ENOTTY", "inappropriate ioctl for device"),
    e(-4028, "EFTYPE", "inappropriate file type or format"),
    e(-84, "EILSEQ", "illegal byte sequence"),
    e(-94, "ESOCKTNOSUPPORT", "socket type not supported"),
    e(-61, "ENODATA", "no data available"),
    e(-49, "EUNATCH", "protocol driver not attached"),
    e(-8, "ENOEXEC", "exec format error"),
];

/// libuv's number for an OS errno: the negation (Linux). `0` and negative inputs (already
/// libuv-style) are returned unchanged, so calling this twice is harmless.
#[must_use]
pub const fn uv_errno_from_os(os_errno: i32) -> i32 {
    if os_errno > 0 {
        -os_errno
    } else {
        os_errno
    }
}

/// The table row for a libuv (negative) error number, if libuv names it.
#[must_use]
pub fn lookup(errno: i32) -> Option<&'static UvErrorInfo> {
    // Linear scan: 85 rows, only ever used on an error path.
    ERROR_MAP.iter().find(|info| info.errno == errno)
}

/// `uv.errname(err)`: `"ENOENT"` for -2, `"Unknown system error -122"` for unnamed numbers.
///
/// Node asserts `err < 0` before calling this; the glue must throw for non-negative input
/// before getting here (this function itself just formats whatever it is given).
#[must_use]
pub fn errname(errno: i32) -> Cow<'static, str> {
    match lookup(errno) {
        Some(info) => Cow::Borrowed(info.code),
        None => Cow::Owned(unknown_text(errno)),
    }
}

/// `uv_strerror`: the description in messages, e.g. `"no such file or directory"`;
/// `"Unknown system error -122"` for unnamed numbers.
#[must_use]
pub fn strerror(errno: i32) -> Cow<'static, str> {
    match lookup(errno) {
        Some(info) => Cow::Borrowed(info.description),
        None => Cow::Owned(unknown_text(errno)),
    }
}

fn unknown_text(errno: i32) -> String {
    format!("Unknown system error {errno}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_rows_and_sign() {
        assert_eq!(uv_errno_from_os(libc::ENOENT), -2);
        assert_eq!(uv_errno_from_os(-2), -2);
        assert_eq!(errname(-2), "ENOENT");
        assert_eq!(strerror(-2), "no such file or directory");
        assert_eq!(strerror(-21), "illegal operation on a directory");
        assert_eq!(strerror(-5), "i/o error");
        assert_eq!(errname(-4095), "EOF");
        assert_eq!(errname(-4094), "UNKNOWN");
        assert_eq!(errname(-4028), "EFTYPE");
    }

    #[test]
    fn unmapped_numbers() {
        // EDQUOT (122) is not mapped by libuv.
        assert_eq!(errname(-122), "Unknown system error -122");
        assert_eq!(strerror(-122), "Unknown system error -122");
    }

    #[test]
    fn table_is_consistent() {
        assert_eq!(ERROR_MAP.len(), 85);
        for (i, a) in ERROR_MAP.iter().enumerate() {
            assert!(a.errno < 0, "{a:?}");
            for b in &ERROR_MAP[i + 1..] {
                assert_ne!(a.errno, b.errno, "duplicate errno {a:?} {b:?}");
                assert_ne!(a.code, b.code, "duplicate code {a:?} {b:?}");
            }
        }
        // Every Linux errno in the table really is that errno (guards typos in numbers).
        let linux = [
            (libc::EPERM, "EPERM"),
            (libc::ENOENT, "ENOENT"),
            (libc::EBADF, "EBADF"),
            (libc::EEXIST, "EEXIST"),
            (libc::ENOTDIR, "ENOTDIR"),
            (libc::EISDIR, "EISDIR"),
            (libc::EMFILE, "EMFILE"),
            (libc::ENAMETOOLONG, "ENAMETOOLONG"),
            (libc::ELOOP, "ELOOP"),
            (libc::ENOTEMPTY, "ENOTEMPTY"),
            (libc::EUNATCH, "EUNATCH"),
            (libc::ENONET, "ENONET"),
            (libc::EOVERFLOW, "EOVERFLOW"),
            (libc::EILSEQ, "EILSEQ"),
            (libc::ENOTSUP, "ENOTSUP"),
            (libc::ESOCKTNOSUPPORT, "ESOCKTNOSUPPORT"),
            (libc::EHOSTDOWN, "EHOSTDOWN"),
            (libc::EREMOTEIO, "EREMOTEIO"),
            (libc::ECANCELED, "ECANCELED"),
            (libc::ENODATA, "ENODATA"),
            (libc::ENOEXEC, "ENOEXEC"),
            (libc::ESHUTDOWN, "ESHUTDOWN"),
            (libc::EALREADY, "EALREADY"),
        ];
        for (os, code) in linux {
            assert_eq!(errname(uv_errno_from_os(os)), code);
        }
    }
}
