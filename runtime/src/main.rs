//! The `minirt` binary: everything lives in the library; this only picks the allocator and
//! hands over argv.

#[global_allocator]
static GLOBAL: minirt::engine::allocator::Split = minirt::engine::allocator::Split;

fn main() {
    minirt::engine::allocator::tune();
    let code = minirt::host::cli::main(std::env::args_os().collect());
    // A terminal left in raw mode by the script is put back first, as Node does.
    minirt::bindings::io::reset_tty_mode();
    std::process::exit(code);
}
