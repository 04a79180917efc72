//! Blocking file operations, each meant to run whole on a pool thread (or inline for the
//! `*Sync` APIs). Nothing here touches JS; inputs are C paths, byte slices and raw fds, outputs
//! are owned buffers, [`std::os::fd::OwnedFd`]s and [`crate::FsError`]s.
//!
//! * [`read_file`]: `readFile` jobs (path → bytes or text, or a hand-off of big files to
//!   [`read_file::ChunkedReader`]) and the one-call `readFileSync` paths.
//! * [`write_file`]: the `writeFile` job and the write-all loop for user fds.
//! * [`fd_ops`]: single `open`/`close`/`read`/`write`/`fsync` calls.
//! * [`stat`]: the one conversion to [`stat::Stat`], for fds and paths.
//! * [`meta`]: statfs, access, chmod, chown, utimes.
//! * [`dirs`]: mkdir, mkdtemp, listings, directory streams, rm, names and links, realpath,
//!   copyFile.
//!
//! This is the engine-free layer of the crate: every syscall goes through `sys` (one EINTR
//! and close policy, the fault layer), and the glue only decodes arguments, dispatches and
//! converts results.

pub(crate) mod buf;
pub(crate) mod dirs;
pub mod fd_ops;
pub(crate) mod meta;
pub mod read_file;
pub mod stat;
pub mod write_file;

use std::ffi::CStr;
use std::os::fd::RawFd;

/// What a sync whole-file call operates on: a path it opens and closes itself, or a
/// caller-owned fd that is used from its current position and left open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileRef<'a> {
    /// A NUL-free path (the glue has already rejected paths with NUL bytes).
    Path(&'a CStr),
    /// A caller-owned descriptor.
    Fd(RawFd),
}
