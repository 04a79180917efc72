//! Raises boa_gc's collection threshold once, before the context exists.
//!
//! boa_gc 0.22 starts collecting at 1 MiB of allocations and only raises the threshold when a
//! collection finds most of the heap alive; the setter for it is private. Every collection
//! traces the whole live heap, which after bootstrap is mostly js-lib's own functions and
//! prototypes, so a low threshold makes small-file I/O spend a fifth of its JS-thread time
//! marking the same objects again and again. Allocating a few large, never-written blocks
//! while the heap is still empty walks the threshold up through the collector's own growth
//! rule (each of those collections traces nothing); the blocks are then freed at once.
//! `MINIRT_GC_BUDGET_MB` overrides the size (0 keeps Boa's default of 1 MiB).

use std::mem::MaybeUninit;

use boa_gc::{Finalize, Gc, Trace};

const BLOCK: usize = 1 << 20;

/// A block the collector counts by its size but never reads. It is never written either, so
/// its pages are never touched and cost no resident memory.
struct Block(#[allow(dead_code)] MaybeUninit<[u8; BLOCK]>);

impl Finalize for Block {}

// SAFETY: a Block holds no GC pointers.
unsafe impl Trace for Block {
    boa_gc::empty_trace!();
}

const DEFAULT_MB: usize = 4;

pub fn raise_threshold() {
    let mb = std::env::var("MINIRT_GC_BUDGET_MB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_MB);
    let blocks: Vec<Gc<Block>> = (0..mb)
        .map(|_| Gc::new(Block(MaybeUninit::uninit())))
        .collect();
    drop(blocks);
    boa_gc::force_collect();
}
