//! The binary's global allocator: mimalloc for small blocks, tuned to keep peak RSS near
//! glibc's, and the system allocator for blocks of 32 KiB and more ([`Split`]).
//!
//! Boa allocates an object, a property map or a closure box at nearly every step, and the
//! pool hands buffers and settle closures between threads, which glibc serves through its
//! slower cross-thread paths. With mimalloc the JS thread runs 15% fewer instructions per
//! 1 KiB promise read, 6% per callback read and 10% per bare start-up
//! (docs/PERFORMANCE.md, "Allocator").
//!
//! Its defaults keep freed pages for a second (purge delay 1000 ms) and commit arenas eagerly,
//! which raised peak RSS by 20-30 MB on the fs benchmarks; [`tune`] sets a 100 ms purge delay
//! and lazy arena commits, unless the user set `MIMALLOC_PURGE_DELAY` /
//! `MIMALLOC_ARENA_EAGER_COMMIT` themselves.

use std::alloc::{GlobalAlloc, Layout, System};

/// Blocks of at least this many bytes come from the system allocator: file payloads (64 KiB
/// and up) read 35-55% slower through mimalloc, which purges and re-faults their pages, while
/// glibc keeps big freed blocks mapped (its mmap threshold rises after the first free).
const LARGE: usize = 32 << 10;

/// mimalloc for the small blocks the engine lives on, the system allocator for large ones.
/// Each block goes back to the allocator its layout size chose.
pub struct Split;

// SAFETY: every block is freed (or resized) by the allocator that made it, chosen by the
// layout's size, which GlobalAlloc guarantees is the same at allocation and deallocation;
// a realloc across the threshold moves the block by hand.
unsafe impl GlobalAlloc for Split {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.size() >= LARGE {
            // SAFETY: forwarded under this call's own contract.
            unsafe { System.alloc(layout) }
        } else {
            // SAFETY: forwarded under this call's own contract.
            unsafe { mimalloc::MiMalloc.alloc(layout) }
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.size() >= LARGE {
            // SAFETY: forwarded under this call's own contract.
            unsafe { System.alloc_zeroed(layout) }
        } else {
            // SAFETY: forwarded under this call's own contract.
            unsafe { mimalloc::MiMalloc.alloc_zeroed(layout) }
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if layout.size() >= LARGE {
            // SAFETY: forwarded under this call's own contract.
            unsafe { System.dealloc(ptr, layout) }
        } else {
            // SAFETY: forwarded under this call's own contract.
            unsafe { mimalloc::MiMalloc.dealloc(ptr, layout) }
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let (old_large, new_large) = (layout.size() >= LARGE, new_size >= LARGE);
        if old_large == new_large {
            return if old_large {
                // SAFETY: forwarded under this call's own contract.
                unsafe { System.realloc(ptr, layout, new_size) }
            } else {
                // SAFETY: forwarded under this call's own contract.
                unsafe { mimalloc::MiMalloc.realloc(ptr, layout, new_size) }
            };
        }
        // SAFETY: the caller guarantees a valid non-zero new size for this alignment.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        // SAFETY: `new_layout` is valid (see above).
        let new = unsafe { self.alloc(new_layout) };
        if !new.is_null() {
            // SAFETY: both blocks are live and at least `min(old, new)` bytes long; the old
            // one is freed with the layout it was allocated with.
            unsafe {
                std::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
        }
        new
    }
}

/// Option numbers of the mimalloc v3 that libmimalloc-sys (pinned in Cargo.lock) builds; the
/// crate does not export them. The test below checks them against the documented defaults.
const ARENA_EAGER_COMMIT: libmimalloc_sys::mi_option_t = 4;
const PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Purge delay in ms: long enough that pages a collection frees are still mapped when the
/// next burst of allocations wants them, short enough that garbage leaves RSS soon. Against
/// 10 ms, 100 ms runs 1 KiB promise reads 10-19% and `createHash().update(1 KiB).digest()`
/// 8-10% faster (10 ms purged and re-faulted pages between collections) for 0-8 MB more
/// peak RSS; 0 costs a madvise per freed page.
const PURGE_DELAY_MS: std::ffi::c_long = 100;

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

    /// Blocks keep their bytes when a realloc moves them across the threshold, both ways,
    /// and each is freed by the allocator that holds it (a mismatch aborts the process).
    #[test]
    fn realloc_across_the_threshold_keeps_the_bytes() {
        let a = Split;
        // SAFETY: every block is used within its size and freed once with its layout.
        unsafe {
            let small = Layout::from_size_align(100, 8).unwrap();
            let p = a.alloc(small);
            assert!(!p.is_null());
            for i in 0..100 {
                *p.add(i) = i as u8;
            }
            let p = a.realloc(p, small, LARGE + 10);
            assert!(!p.is_null());
            assert!((0..100).all(|i| *p.add(i) == i as u8));
            let large = Layout::from_size_align(LARGE + 10, 8).unwrap();
            let p = a.realloc(p, large, 50);
            assert!(!p.is_null());
            assert!((0..50).all(|i| *p.add(i) == i as u8));
            a.dealloc(p, Layout::from_size_align(50, 8).unwrap());
            let z = Layout::from_size_align(LARGE * 2, 64).unwrap();
            let q = a.alloc_zeroed(z);
            assert!(!q.is_null() && (q as usize).is_multiple_of(64));
            assert!((0..LARGE * 2).all(|i| *q.add(i) == 0));
            a.dealloc(q, z);
        }
    }

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
