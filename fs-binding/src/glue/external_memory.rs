//! The one budget for memory the collector cannot see: ArrayBuffer payloads handed to JS.
//!
//! boa_gc counts only its own object headers, so big reads and Buffers left unreachable
//! would pile up until enough small objects are allocated. Every payload handed to JS (fs
//! results here in the glue, Buffers and strings made by the runtime's Buffer binding) is
//! added to one per-thread count; past 64 MiB a collection is forced. It lives in this
//! crate because fs-binding is the lowest crate that hands payloads to JS; the runtime
//! uses it from there.

use std::cell::Cell;

/// Force a collection once this much payload has been handed to JS since the last one.
const BUDGET: usize = 64 << 20;

thread_local! {
    static HANDED_OUT: Cell<usize> = const { Cell::new(0) };
}

/// Counts `n` bytes handed to JS without collecting (for callers that hold a borrow of an
/// ArrayBuffer right now and call [`collect_if_spent`] once it is released).
pub fn add(n: usize) {
    HANDED_OUT.with(|c| c.set(c.get().saturating_add(n)));
}

/// Runs a collection if the budget is spent. Must not be called while an ArrayBuffer is
/// borrowed; values held by Rust or by the VM stack are roots for Boa's collector, so it is
/// safe in the middle of a native call.
pub fn collect_if_spent() {
    if HANDED_OUT.with(Cell::get) > BUDGET {
        HANDED_OUT.with(|c| c.set(0));
        boa_gc::force_collect();
    }
}

/// [`add`] then [`collect_if_spent`].
pub fn account(n: usize) {
    add(n);
    collect_if_spent();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spending_the_budget_resets_the_count() {
        add(BUDGET);
        collect_if_spent();
        assert_eq!(HANDED_OUT.with(Cell::get), BUDGET);
        account(1);
        assert_eq!(HANDED_OUT.with(Cell::get), 0);
    }
}
