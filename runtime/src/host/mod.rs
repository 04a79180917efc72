//! The host: the command line, the engine's set-up and bootstrap, the event loop and the
//! thread pool behind it, the module loader and the embedded js-lib. Everything a program
//! needs to run, apart from the built-in modules' native halves (`bindings`) and the engine
//! corrections (`engine`).

pub mod cli;
pub mod errors;
pub mod event_loop;
pub mod io_poll;
pub mod js_lib;
pub mod loop_times;
pub mod module_loader;
pub mod node_options;
pub mod runtime;
pub mod spin_gate;
pub mod thread_pool;
