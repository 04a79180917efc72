//! The `minirt` binary: everything lives in the library; this only hands over argv.
fn main() {
    let code = minirt::cli::main(std::env::args_os().collect());
    std::process::exit(code);
}
