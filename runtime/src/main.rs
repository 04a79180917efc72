//! The `minirt` binary: everything lives in the library; this only picks the allocator and
//! hands over argv.

#[global_allocator]
static GLOBAL: minirt::allocator::Split = minirt::allocator::Split;

fn main() {
    minirt::allocator::tune();
    let code = minirt::cli::main(std::env::args_os().collect());
    std::process::exit(code);
}
