//! The engine-independent half of minirt's `fs` binding.
//!
//! Everything here is plain blocking Rust over libc: no JS values, no Boa objects, no event
//! loop. The runtime's glue validates JS arguments, turns them into C paths / byte slices /
//! flags, runs one of these functions on its thread pool (or inline for `*Sync` APIs), and
//! turns the result into a Buffer, a string or a Node-shaped error. The contract is Node
//! 26.10's behaviour as described in `docs/FS-SEMANTICS.md`.
//!
//! # The job model
//!
//! **Whole-file work is ONE thread-pool job.** Handing work to a pool thread and getting the
//! completion back costs far more than the syscalls of a small file (a pool round trip is
//! ~13 µs in libuv and was ~18 µs in our first pool; open/fstat/read/close on a cached 1 KiB
//! file is a few µs in total). Doing open, fstat, read and close as four separate requests,
//! as Node did before 26, pays the hand-off four times. So:
//!
//! * [`jobs::read_file::read_file_job`] (`readFile` with a path) = `open` + `fstat` +
//!   read-to-end + `close`, 4 syscalls for a 1 KiB file. A regular file over 512 KiB (524288
//!   bytes) stops after `fstat` and hands back `{fd, size}` ([`ReadOutcome::Large`]) so JS can
//!   read it in 512 KiB steps with an abort check before each
//!   ([`jobs::read_file::ChunkedReader`]). A file whose `st_size` is 0, or that is not a
//!   regular file (/proc, /sys, pipes, char devices, a directory), is read to EOF inside the
//!   job, since its size says nothing.
//! * [`jobs::write_file::write_file_job`] (`writeFile` with a path) = `open` + write-all
//!   (looping on short writes and EINTR) + `close`, 3 syscalls for 1 KiB.
//! * The `*Sync` one-call paths ([`jobs::read_file::read_file_sync_utf8`],
//!   [`jobs::read_file::read_file_sync_buffer`], [`jobs::write_file::write_file_sync`]) are the
//!   same work on the calling thread, so a sync call is one native crossing.
//!
//! **Descriptors live only inside the task.** A job opens and closes its fd before it
//! completes, so the number of open fds is bounded by the number of pool threads, not by the
//! number of requests in flight: 400 concurrent `readFile`s under `ulimit -n 64` succeed
//! (tests/fd_limit.rs), where four separate requests per file would hold up to 400 fds
//! between hand-offs and fail with EMFILE.
//!
//! **Bytes land where JS will use them.** Reads go straight into the spare capacity of the
//! 64-byte-aligned [`AlignedVec`] that `JsArrayBuffer::from_byte_block` adopts without a copy;
//! nothing is zero-filled first and nothing is staged. Text for the `'utf8'` paths is decoded
//! on the worker into Latin-1 bytes or UTF-16 units ([`utf8::DecodedText`]), the two layouts a
//! Boa `JsString` stores, so the JS thread does one memcpy.
//!
//! # Modules
//! * [`errno`]: libuv errno → (code, description), `internalBinding('uv')` data.
//! * [`error`]: [`FsError`] and Node's message texts.
//! * [`fault`]: opt-in fault injection into the syscall wrappers (tests, reliability drills).
//! * [`flags`]: flag strings/numbers → open(2) flags, `fs.constants`.
//! * [`jobs`]: the blocking operations, engine-free (the layer every syscall lives in,
//!   through the private `sys` wrappers).
//! * [`glue`]: the Boa-facing binding over them.
//! * [`utf8`]: UTF-8 decoding/encoding to and from Boa's string layouts.

pub mod errno;
pub mod error;
pub mod fault;
pub mod flags;
pub mod glue;
pub mod jobs;
mod sys;

/// The calling thread's errno (EIO if none): the one definition the runtime uses too.
pub use sys::last_errno;
pub mod utf8;

/// The byte container Boa's `ArrayBuffer` is built on. This is the same type as
/// `boa_engine::object::builtins::AlignedVec<u8>` (same aligned-vec version), so values move
/// into `JsArrayBuffer::from_byte_block` without a copy. Always create it with alignment 64
/// (`AlignedVec::new(64)`).
pub type AlignedVec<T> = aligned_vec::AVec<T, aligned_vec::ConstAlign<64>>;

pub use error::{FsError, JsErrorClass, SysError, K_IO_MAX_LENGTH, MAX_STRING_LENGTH};
pub use jobs::read_file::{
    read_file_job, read_file_sync_buffer, read_file_sync_pooled, read_file_sync_utf8,
    read_file_utf8_job, ChunkedReader, ReadOutcome, SyncBytes, Utf8Outcome,
    READ_FILE_BUFFER_LENGTH, SYNC_POOLED_MAX,
};
pub use jobs::stat::{Stat, Timespec};
pub use jobs::write_file::{write_all_fd, write_file_job, write_file_sync};
pub use jobs::FileRef;
pub use utf8::DecodedText;

#[cfg(test)]
pub(crate) mod test_util;

#[cfg(test)]
mod tests {
    /// Results cross from the pool thread to the JS thread.
    #[test]
    fn results_are_send() {
        fn send<T: Send + 'static>() {}
        send::<super::ReadOutcome>();
        send::<super::Utf8Outcome>();
        send::<super::ChunkedReader>();
        send::<super::DecodedText>();
        send::<super::FsError>();
        send::<super::Stat>();
        fn sync<T: Sync>() {}
        sync::<super::FsError>();
    }
}
