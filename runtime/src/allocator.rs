//! The binary's global allocator: mimalloc, tuned to keep peak RSS near glibc's.
//!
//! Boa allocates an object, a property map or a closure box at nearly every step, and the
//! pool hands buffers and settle closures between threads, which glibc serves through its
//! slower cross-thread paths. With mimalloc the JS thread runs 15% fewer instructions per
//! 1 KiB promise read, 6% per callback read and 10% per bare start-up
//! (benchmark/fs/PROFILE.md §7).
//!
//! Its defaults keep freed pages for a second (purge delay 1000 ms) and commit arenas eagerly,
//! which raised peak RSS by 20-30 MB on the fs benchmarks; [`tune`] sets a 10 ms purge delay
//! and lazy arena commits, unless the user set `MIMALLOC_PURGE_DELAY` /
//! `MIMALLOC_ARENA_EAGER_COMMIT` themselves.

/// Option numbers of the mimalloc v3 that libmimalloc-sys (pinned in Cargo.lock) builds; the
/// crate does not export them. The test below checks them against the documented defaults.
const ARENA_EAGER_COMMIT: libmimalloc_sys::mi_option_t = 4;
const PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Purge delay in ms: long enough to batch frees, short enough that garbage freed by a
/// collection leaves RSS soon (0 costs a madvise per freed page; 100 kept ~10 MB more).
const PURGE_DELAY_MS: std::ffi::c_long = 10;

/// Sets the allocator options. Call first thing in `main`, before any thread starts (mimalloc
/// options are not thread safe to set). Arenas created before this still commit eagerly.
pub fn tune() {
    let set = |option, env: &str, value| {
        if std::env::var_os(env).is_none() {
            // SAFETY: plain option store; called before other threads exist.
            unsafe { libmimalloc_sys::mi_option_set(option, value) };
        }
    };
    set(PURGE_DELAY, "MIMALLOC_PURGE_DELAY", PURGE_DELAY_MS);
    set(ARENA_EAGER_COMMIT, "MIMALLOC_ARENA_EAGER_COMMIT", 0);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Guards the hard-coded option numbers: before `tune`, they must read as mimalloc v3's
    /// documented defaults for purge_delay (1000) and arena_eager_commit (2); after it, as
    /// ours. An upgrade that renumbers the options fails here instead of silently tuning
    /// something else.
    #[test]
    fn option_numbers_match_this_mimalloc() {
        if std::env::var_os("MIMALLOC_PURGE_DELAY").is_some()
            || std::env::var_os("MIMALLOC_ARENA_EAGER_COMMIT").is_some()
        {
            eprintln!("skipped: MIMALLOC_* options set in the environment");
            return;
        }
        // SAFETY: option reads; no other test touches mimalloc options.
        let get = |o| unsafe { libmimalloc_sys::mi_option_get(o) };
        assert_eq!(get(PURGE_DELAY), 1000, "purge_delay default");
        assert_eq!(get(ARENA_EAGER_COMMIT), 2, "arena_eager_commit default");
        tune();
        assert_eq!(get(PURGE_DELAY), PURGE_DELAY_MS);
        assert_eq!(get(ARENA_EAGER_COMMIT), 0);
    }
}
