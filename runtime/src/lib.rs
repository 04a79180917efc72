//! minirt: a Node-compatible JavaScript runtime on the Boa engine.
//!
//! `cli` parses node's command line, `runtime` builds the engine and bootstraps js-lib,
//! `event_loop` + `thread_pool` run callbacks in Node's order, `module_loader` serves ES
//! modules, `bindings` holds the native halves of the built-in modules, `engine_fixes`
//! corrects engine behaviour that programs can see.

pub mod allocator;
pub mod array_sort;
pub mod bindings;
pub mod cli;
pub mod date_parse;
pub mod engine_fixes;
pub mod errors;
pub mod event_loop;
pub mod gc_budget;
pub mod js_lib;
pub mod json_errors;
pub mod module_loader;
pub mod proxy_shape;
pub mod runtime;
pub mod source_pass;
pub mod spin_gate;
pub mod string_split;
pub mod thread_pool;
pub mod watch;

/// The version minirt reports as `process.version` (the Node release it matches).
pub const NODE_VERSION: &str = "v26.10.0";
/// minirt's own version.
pub const MINIRT_VERSION: &str = env!("CARGO_PKG_VERSION");
