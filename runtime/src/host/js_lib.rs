//! The embedded js-lib sources, looked up by module id; `MINIRT_JS_LIB_DIR` overrides them
//! with files read from disk so JS changes need no rebuild.

use std::borrow::Cow;

include!(concat!(env!("OUT_DIR"), "/js_lib.rs"));

/// Source of built-in module `id` (e.g. `fs`, `internal/errors`), if it exists.
pub fn source(id: &str) -> Option<Cow<'static, str>> {
    if let Some(dir) = std::env::var_os("MINIRT_JS_LIB_DIR") {
        if id.split('/').any(|part| part == ".." || part.is_empty()) {
            return None;
        }
        let path = std::path::Path::new(&dir).join(format!("{id}.js"));
        match std::fs::read_to_string(path) {
            Ok(text) => return Some(Cow::Owned(text)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
            // A module that exists but cannot be read now (EMFILE in a program at its fd
            // limit) is taken from the binary, so that only a missing file changes the set.
            Err(_) => {}
        }
    }
    JS_LIB
        .binary_search_by(|(k, _)| (*k).cmp(id))
        .ok()
        .map(|i| Cow::Borrowed(JS_LIB[i].1))
}

/// Whether built-in module `id` exists, without reading its text.
pub fn exists(id: &str) -> bool {
    if std::env::var_os("MINIRT_JS_LIB_DIR").is_some() {
        return source(id).is_some();
    }
    JS_LIB.binary_search_by(|(k, _)| (*k).cmp(id)).is_ok()
}

/// Every built-in id (embedded table; sorted).
pub fn ids() -> Vec<String> {
    if let Some(dir) = std::env::var_os("MINIRT_JS_LIB_DIR") {
        let mut out = Vec::new();
        collect(std::path::Path::new(&dir), "", &mut out);
        out.sort();
        return out;
    }
    JS_LIB.iter().map(|(k, _)| (*k).to_string()).collect()
}

fn collect(dir: &std::path::Path, prefix: &str, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let path = e.path();
        if path.is_dir() {
            collect(&path, &format!("{prefix}{name}/"), out);
        } else if let Some(stem) = name.strip_suffix(".js") {
            out.push(format!("{prefix}{stem}"));
        }
    }
}
