//! The `minirt` binary: everything lives in the library; this only picks the allocator and
//! hands over argv.

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    minirt::allocator::tune();
    let code = minirt::cli::main(std::env::args_os().collect());
    std::process::exit(code);
}
