//! minirt: a Node-compatible JavaScript runtime on the Boa engine.
//!
//! Three parts, one folder each:
//! - `host`: what runs a program: `cli` parses node's command line, `runtime` builds the
//!   engine and bootstraps js-lib, `event_loop` + `thread_pool` run callbacks in Node's
//!   order, `module_loader` serves ES modules, `js_lib` holds the embedded JS sources.
//! - `bindings`: the native halves of the built-in modules (`internalBinding(...)`), one
//!   module per API.
//! - `engine`: corrections for engine behaviour programs can see (`engine_fixes`, source
//!   rewrites in `source_pass`, V8's messages) and tuning of the engine's memory use
//!   (`allocator`, `gc_budget`).

pub mod bindings;
pub mod engine;
pub mod host;

/// The version minirt reports as `process.version` (the Node release it matches).
pub const NODE_VERSION: &str = "v26.10.0";
/// minirt's own version.
pub const MINIRT_VERSION: &str = env!("CARGO_PKG_VERSION");
