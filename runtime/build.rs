//! Embeds every file of ../js-lib into the binary as a table of (module id, source).
use std::path::{Path, PathBuf};
use std::{env, fs};

fn walk(dir: &Path, root: &Path, out: &mut Vec<(String, PathBuf)>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            // Each directory too, so that a file added deep in the tree re-runs this script.
            println!("cargo:rerun-if-changed={}", path.display());
            walk(&path, root, out);
        } else if path.extension().is_some_and(|e| e == "js") {
            let rel = path.strip_prefix(root).unwrap_or(&path);
            let id = rel.with_extension("").to_string_lossy().replace('\\', "/");
            out.push((id, path.clone()));
        }
    }
}

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
    let root = manifest.join("../js-lib");
    let root = root.canonicalize().unwrap_or(root);
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    walk(&root, &root, &mut files);
    // js_lib.rs looks ids up by binary search.
    files.sort();
    let mut code = String::from("pub static JS_LIB: &[(&str, &str)] = &[\n");
    for (id, path) in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        code.push_str(&format!(
            "    ({id:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    code.push_str("];\n");
    let out = PathBuf::from(env::var("OUT_DIR").unwrap_or_default()).join("js_lib.rs");
    if let Err(e) = fs::write(&out, code) {
        panic!("cannot write {}: {e}", out.display());
    }
}
