//! Workarounds for the engine: behaviour of Boa that a program can see and that differs
//! from V8 (so from Node), corrected from outside the engine, and tuning of its memory use.
//! Each module names the engine behaviour it corrects; docs/ENGINE.md lists what cannot be
//! corrected.

pub mod accessor_shape;
pub mod allocator;
pub mod array_buffer_transfer;
pub mod array_sort;
pub mod bigint_width;
pub mod date_local;
pub mod date_parse;
pub mod engine_fixes;
pub mod gc_budget;
pub mod helper_module;
pub mod json_errors;
pub mod json_fast;
pub mod math_fdlibm;
pub mod number_digits;
pub mod number_exact;
pub mod proxy_shape;
pub mod regexp_flags;
pub mod regexp_statics;
pub mod shared_shape;
pub mod source_pass;
pub mod string_limits;
pub mod string_split;
