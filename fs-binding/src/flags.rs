//! Node's open flags and `fs.constants` for Linux.
//!
//! * [`string_to_flags`] maps the flag strings of docs/FS-SEMANTICS.md, "Flags and modes"
//!   (`'r'`, `'wx'`, `'as+'`, ...) to the numbers Node uses (577 for `'w'`). Matching is exact:
//!   case-sensitive, no trimming, `''` is invalid. An unknown string is
//!   [`FlagsError::InvalidValue`], which the glue turns into `ERR_INVALID_ARG_VALUE` with name
//!   `'flags'` (it has the JS value to inspect).
//! * [`flags_from_number`] validates a numeric flag the way Node's `stringToFlags` does
//!   (int32 only; `-0` becomes 0).
//! * The numbers are what JS sees. `O_CLOEXEC` is *not* part of them: libuv adds it to every
//!   open, and so does [`crate::jobs::fd_ops::open`], so fds never leak into child processes.
//! * [`FS_CONSTANTS`] is `fs.constants` / `internalBinding('constants').fs` in Node's order,
//!   values observed from Node 26.10 on Linux x64.

use crate::error::{out_of_range_message, out_of_range_received, JsErrorClass};

/// `O_RDONLY` (0).
pub const O_RDONLY: i32 = libc::O_RDONLY;
/// `O_WRONLY` (1).
pub const O_WRONLY: i32 = libc::O_WRONLY;
/// `O_RDWR` (2).
pub const O_RDWR: i32 = libc::O_RDWR;
/// `O_CREAT` (64).
pub const O_CREAT: i32 = libc::O_CREAT;
/// `O_EXCL` (128).
pub const O_EXCL: i32 = libc::O_EXCL;
/// `O_TRUNC` (512).
pub const O_TRUNC: i32 = libc::O_TRUNC;
/// `O_APPEND` (1024).
pub const O_APPEND: i32 = libc::O_APPEND;
/// `O_SYNC` (1052672 on Linux: `__O_SYNC | O_DSYNC`).
pub const O_SYNC: i32 = libc::O_SYNC;

/// Default read flag (`'r'`).
pub const DEFAULT_READ_FLAGS: i32 = O_RDONLY;
/// Default write flag (`'w'`).
pub const DEFAULT_WRITE_FLAGS: i32 = O_TRUNC | O_CREAT | O_WRONLY;
/// Default append flag (`'a'`).
pub const DEFAULT_APPEND_FLAGS: i32 = O_APPEND | O_CREAT | O_WRONLY;
/// Default creation mode before the umask (`0o666`); read paths always pass it.
pub const DEFAULT_MODE: u32 = 0o666;

/// A flag value Node would reject.
#[derive(Debug, Clone, Copy, PartialEq, thiserror::Error)]
pub enum FlagsError {
    /// `ERR_INVALID_ARG_VALUE` (TypeError): not a known flag string (or not a string/number
    /// at all). Message: `error::invalid_arg_value_message("flags", "is invalid",
    /// &inspect(value))`; the name is always `'flags'` for this case.
    #[error("The argument 'flags' is invalid")]
    InvalidValue,
    /// `ERR_OUT_OF_RANGE` (RangeError): a number that is not an integer (`1.5`, `NaN`).
    #[error("flags must be an integer")]
    NotInteger(f64),
    /// `ERR_OUT_OF_RANGE` (RangeError): an integer outside int32.
    #[error("flags must be an int32")]
    OutOfRange(f64),
}

impl FlagsError {
    /// The JS `code` property.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            Self::InvalidValue => "ERR_INVALID_ARG_VALUE",
            Self::NotInteger(_) | Self::OutOfRange(_) => "ERR_OUT_OF_RANGE",
        }
    }

    /// Which constructor Node uses.
    #[must_use]
    pub fn js_class(&self) -> JsErrorClass {
        match self {
            Self::InvalidValue => JsErrorClass::TypeError,
            Self::NotInteger(_) | Self::OutOfRange(_) => JsErrorClass::RangeError,
        }
    }

    /// Node's message for the numeric cases; `name` is `"options.flag"` or `"flags"`
    /// depending on the caller (docs/FS-SEMANTICS.md, "Argument helpers"). `None` for
    /// [`Self::InvalidValue`], whose message needs `util.inspect` of the JS value.
    #[must_use]
    pub fn range_message(&self, name: &str) -> Option<String> {
        match *self {
            Self::InvalidValue => None,
            Self::NotInteger(v) => Some(out_of_range_message(
                name,
                "an integer",
                &out_of_range_received(v),
            )),
            Self::OutOfRange(v) => Some(out_of_range_message(
                name,
                ">= -2147483648 && <= 2147483647",
                &out_of_range_received(v),
            )),
        }
    }
}

/// A Node flag string → its open(2) flags (without `O_CLOEXEC`), or `None` if Node rejects it.
#[must_use]
pub fn string_to_flags(flag: &str) -> Option<i32> {
    let bits = match flag {
        "r" => O_RDONLY,
        "rs" | "sr" => O_RDONLY | O_SYNC,
        "r+" => O_RDWR,
        "rs+" | "sr+" => O_RDWR | O_SYNC,
        "w" => O_TRUNC | O_CREAT | O_WRONLY,
        "wx" | "xw" => O_TRUNC | O_CREAT | O_WRONLY | O_EXCL,
        "w+" => O_TRUNC | O_CREAT | O_RDWR,
        "wx+" | "xw+" => O_TRUNC | O_CREAT | O_RDWR | O_EXCL,
        "a" => O_APPEND | O_CREAT | O_WRONLY,
        "ax" | "xa" => O_APPEND | O_CREAT | O_WRONLY | O_EXCL,
        "as" | "sa" => O_APPEND | O_CREAT | O_WRONLY | O_SYNC,
        "a+" => O_APPEND | O_CREAT | O_RDWR,
        "ax+" | "xa+" => O_APPEND | O_CREAT | O_RDWR | O_EXCL,
        "as+" | "sa+" => O_APPEND | O_CREAT | O_RDWR | O_SYNC,
        _ => return None,
    };
    Some(bits)
}

/// Like [`string_to_flags`] but with the error value the glue maps to `ERR_INVALID_ARG_VALUE`.
///
/// # Errors
/// [`FlagsError::InvalidValue`] for any string not in the table.
pub fn parse_flag_string(flag: &str) -> Result<i32, FlagsError> {
    string_to_flags(flag).ok_or(FlagsError::InvalidValue)
}

/// A numeric flag: must be an int32 (Node's `validateInt32`). `-0` becomes 0.
///
/// # Errors
/// [`FlagsError::NotInteger`] for fractions/NaN/infinities, [`FlagsError::OutOfRange`] for
/// integers outside `i32`.
pub fn flags_from_number(v: f64) -> Result<i32, FlagsError> {
    if !v.is_finite() || v.trunc() != v {
        return Err(FlagsError::NotInteger(v));
    }
    if v < f64::from(i32::MIN) || v > f64::from(i32::MAX) {
        return Err(FlagsError::OutOfRange(v));
    }
    // In range and integral, so the cast is exact; `-0.0 as i32` is 0.
    #[allow(clippy::cast_possible_truncation)]
    Ok(v as i32)
}

/// `fs.constants` on Linux, in Node's property order.
pub static FS_CONSTANTS: &[(&str, i32)] = &[
    ("UV_FS_SYMLINK_DIR", 1),
    ("UV_FS_SYMLINK_JUNCTION", 2),
    ("O_RDONLY", libc::O_RDONLY),
    ("O_WRONLY", libc::O_WRONLY),
    ("O_RDWR", libc::O_RDWR),
    ("UV_DIRENT_UNKNOWN", 0),
    ("UV_DIRENT_FILE", 1),
    ("UV_DIRENT_DIR", 2),
    ("UV_DIRENT_LINK", 3),
    ("UV_DIRENT_FIFO", 4),
    ("UV_DIRENT_SOCKET", 5),
    ("UV_DIRENT_CHAR", 6),
    ("UV_DIRENT_BLOCK", 7),
    ("S_IFMT", libc::S_IFMT as i32),
    ("S_IFREG", libc::S_IFREG as i32),
    ("S_IFDIR", libc::S_IFDIR as i32),
    ("S_IFCHR", libc::S_IFCHR as i32),
    ("S_IFBLK", libc::S_IFBLK as i32),
    ("S_IFIFO", libc::S_IFIFO as i32),
    ("S_IFLNK", libc::S_IFLNK as i32),
    ("S_IFSOCK", libc::S_IFSOCK as i32),
    ("O_CREAT", libc::O_CREAT),
    ("O_EXCL", libc::O_EXCL),
    // libuv's Windows-only open flags are 0 on POSIX.
    ("UV_FS_O_FILEMAP", 0),
    ("UV_FS_O_TEMPORARY", 0),
    ("UV_FS_O_SHORT_LIVED", 0),
    ("UV_FS_O_SEQUENTIAL", 0),
    ("UV_FS_O_RANDOM", 0),
    ("O_NOCTTY", libc::O_NOCTTY),
    ("O_TRUNC", libc::O_TRUNC),
    ("O_APPEND", libc::O_APPEND),
    ("O_DIRECTORY", libc::O_DIRECTORY),
    ("O_NOATIME", libc::O_NOATIME),
    ("O_NOFOLLOW", libc::O_NOFOLLOW),
    ("O_SYNC", libc::O_SYNC),
    ("O_DSYNC", libc::O_DSYNC),
    ("O_DIRECT", libc::O_DIRECT),
    ("O_NONBLOCK", libc::O_NONBLOCK),
    ("S_IRWXU", libc::S_IRWXU as i32),
    ("S_IRUSR", libc::S_IRUSR as i32),
    ("S_IWUSR", libc::S_IWUSR as i32),
    ("S_IXUSR", libc::S_IXUSR as i32),
    ("S_IRWXG", libc::S_IRWXG as i32),
    ("S_IRGRP", libc::S_IRGRP as i32),
    ("S_IWGRP", libc::S_IWGRP as i32),
    ("S_IXGRP", libc::S_IXGRP as i32),
    ("S_IRWXO", libc::S_IRWXO as i32),
    ("S_IROTH", libc::S_IROTH as i32),
    ("S_IWOTH", libc::S_IWOTH as i32),
    ("S_IXOTH", libc::S_IXOTH as i32),
    ("F_OK", libc::F_OK),
    ("R_OK", libc::R_OK),
    ("W_OK", libc::W_OK),
    ("X_OK", libc::X_OK),
    ("UV_FS_COPYFILE_EXCL", 1),
    ("COPYFILE_EXCL", 1),
    ("UV_FS_COPYFILE_FICLONE", 2),
    ("COPYFILE_FICLONE", 2),
    ("UV_FS_COPYFILE_FICLONE_FORCE", 4),
    ("COPYFILE_FICLONE_FORCE", 4),
];

/// Looks up one of [`FS_CONSTANTS`] by name.
#[must_use]
pub fn fs_constant(name: &str) -> Option<i32> {
    FS_CONSTANTS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, v)| v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flag_strings_match_node() {
        // Values printed by Node 26.10's stringToFlags.
        let table: &[(&str, i32)] = &[
            ("r", 0),
            ("rs", 1052672),
            ("sr", 1052672),
            ("r+", 2),
            ("rs+", 1052674),
            ("sr+", 1052674),
            ("w", 577),
            ("wx", 705),
            ("xw", 705),
            ("w+", 578),
            ("wx+", 706),
            ("xw+", 706),
            ("a", 1089),
            ("ax", 1217),
            ("xa", 1217),
            ("as", 1053761),
            ("sa", 1053761),
            ("a+", 1090),
            ("ax+", 1218),
            ("xa+", 1218),
            ("as+", 1053762),
            ("sa+", 1053762),
        ];
        for &(s, v) in table {
            assert_eq!(string_to_flags(s), Some(v), "{s}");
        }
        for bad in [
            "", "R", "rw", "s", "x", "ws", "ws+", "rx", "r ", " r", "xs", "W",
        ] {
            assert_eq!(string_to_flags(bad), None, "{bad:?}");
            assert_eq!(parse_flag_string(bad), Err(FlagsError::InvalidValue));
        }
        assert_eq!(DEFAULT_WRITE_FLAGS, 577);
        assert_eq!(DEFAULT_APPEND_FLAGS, 1089);
    }

    #[test]
    fn numeric_flags() {
        assert_eq!(flags_from_number(-0.0), Ok(0));
        assert_eq!(flags_from_number(2147483647.0), Ok(i32::MAX));
        assert_eq!(flags_from_number(-2147483648.0), Ok(i32::MIN));
        let e = flags_from_number(2147483648.0).unwrap_err();
        assert_eq!(e.code(), "ERR_OUT_OF_RANGE");
        assert_eq!(e.js_class(), JsErrorClass::RangeError);
        assert_eq!(
            e.range_message("flags").as_deref(),
            Some("The value of \"flags\" is out of range. It must be >= -2147483648 && <= 2147483647. Received 2147483648")
        );
        let e = flags_from_number(1_099_511_627_776.0).unwrap_err();
        assert_eq!(
            e.range_message("flags").as_deref(),
            Some("The value of \"flags\" is out of range. It must be >= -2147483648 && <= 2147483647. Received 1_099_511_627_776")
        );
        let e = flags_from_number(1.5).unwrap_err();
        assert_eq!(
            e.range_message("options.flag").as_deref(),
            Some("The value of \"options.flag\" is out of range. It must be an integer. Received 1.5")
        );
        assert!(matches!(
            flags_from_number(f64::NAN),
            Err(FlagsError::NotInteger(_))
        ));
        assert!(matches!(
            flags_from_number(f64::INFINITY),
            Err(FlagsError::NotInteger(_))
        ));
        assert_eq!(FlagsError::InvalidValue.code(), "ERR_INVALID_ARG_VALUE");
        assert_eq!(FlagsError::InvalidValue.range_message("flags"), None);
    }

    #[test]
    fn constants_table() {
        assert_eq!(FS_CONSTANTS.len(), 60);
        assert_eq!(fs_constant("O_SYNC"), Some(1052672));
        assert_eq!(fs_constant("S_IFMT"), Some(61440));
        assert_eq!(fs_constant("O_DIRECT"), Some(16384));
        assert_eq!(fs_constant("O_NOATIME"), Some(262144));
        assert_eq!(fs_constant("UV_FS_O_FILEMAP"), Some(0));
        assert_eq!(fs_constant("COPYFILE_FICLONE_FORCE"), Some(4));
        assert_eq!(fs_constant("O_CLOEXEC"), None);
    }
}
