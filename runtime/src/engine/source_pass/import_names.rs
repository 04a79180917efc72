//! Which export names a module's static imports take from each specifier. A built-in's ES
//! module facade sets its lazily made exports (a getter such as `fs.promises` or
//! `crypto.webcrypto` loads more modules) only when some import takes them
//! (`runtime/src/host/module_loader.rs`), so `import fs from 'node:fs'` does not load
//! what `fs.promises` needs. A namespace import or `export *` takes every name, and a module
//! that calls `import()` may use any name of anything it imports.

use std::collections::{HashMap, HashSet};

use swc_ecma_ast::{
    CallExpr, Callee, ExportSpecifier, ImportSpecifier, Module, ModuleDecl, ModuleExportName,
    ModuleItem,
};
use swc_ecma_visit::{Visit, VisitWith};

/// The names taken from one specifier.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Wanted {
    All,
    Names(HashSet<String>),
}

impl Wanted {
    /// Whether `name` is among the names taken.
    #[must_use]
    pub fn covers(&self, name: &str) -> bool {
        match self {
            Wanted::All => true,
            Wanted::Names(names) => names.contains(name),
        }
    }

    /// Whether every name `other` takes is taken here.
    #[must_use]
    pub fn includes(&self, other: &Wanted) -> bool {
        match (self, other) {
            (Wanted::All, _) => true,
            (Wanted::Names(_), Wanted::All) => false,
            (Wanted::Names(mine), Wanted::Names(theirs)) => theirs.is_subset(mine),
        }
    }

    /// Both sets of names.
    #[must_use]
    pub fn union(&self, other: &Wanted) -> Wanted {
        match (self, other) {
            (Wanted::Names(a), Wanted::Names(b)) => Wanted::Names(a.union(b).cloned().collect()),
            _ => Wanted::All,
        }
    }
}

/// What a module's text imports.
#[derive(Debug, Default)]
pub struct ImportNames {
    by_specifier: HashMap<String, Wanted>,
    dynamic: bool,
}

impl ImportNames {
    /// The names the module may take from `specifier`.
    #[must_use]
    pub fn wanted(&self, specifier: &str) -> Wanted {
        if self.dynamic {
            return Wanted::All;
        }
        self.by_specifier
            .get(specifier)
            .cloned()
            .unwrap_or(Wanted::All)
    }
}

/// Scans a module's text; `None` when SWC cannot parse it.
#[must_use]
pub fn scan(src: &str) -> Option<ImportNames> {
    let module = super::module_scan::parse(src)?;
    let mut out = ImportNames {
        dynamic: calls_import(&module),
        ..ImportNames::default()
    };
    for item in &module.body {
        let ModuleItem::ModuleDecl(decl) = item else {
            continue;
        };
        let (specifier, wanted) = match decl {
            ModuleDecl::Import(d) if !d.type_only => {
                let mut names = HashSet::new();
                let mut all = false;
                for s in &d.specifiers {
                    match s {
                        ImportSpecifier::Named(n) if !n.is_type_only => {
                            let name = n
                                .imported
                                .as_ref()
                                .map_or_else(|| n.local.sym.to_string(), export_name);
                            names.insert(name);
                        }
                        ImportSpecifier::Named(_) => {}
                        ImportSpecifier::Default(_) => {
                            names.insert("default".to_owned());
                        }
                        ImportSpecifier::Namespace(_) => all = true,
                    }
                }
                let wanted = if all {
                    Wanted::All
                } else {
                    Wanted::Names(names)
                };
                (d.src.value.to_string_lossy().into_owned(), wanted)
            }
            ModuleDecl::ExportAll(d) if !d.type_only => {
                (d.src.value.to_string_lossy().into_owned(), Wanted::All)
            }
            ModuleDecl::ExportNamed(d) if !d.type_only => {
                let Some(src) = &d.src else { continue };
                let mut names = HashSet::new();
                let mut all = false;
                for s in &d.specifiers {
                    match s {
                        ExportSpecifier::Named(n) if !n.is_type_only => {
                            names.insert(export_name(&n.orig));
                        }
                        ExportSpecifier::Named(_) => {}
                        ExportSpecifier::Default(_) => {
                            names.insert("default".to_owned());
                        }
                        ExportSpecifier::Namespace(_) => all = true,
                    }
                }
                let wanted = if all {
                    Wanted::All
                } else {
                    Wanted::Names(names)
                };
                (src.value.to_string_lossy().into_owned(), wanted)
            }
            _ => continue,
        };
        let merged = match out.by_specifier.get(&specifier) {
            Some(before) => before.union(&wanted),
            None => wanted,
        };
        out.by_specifier.insert(specifier, merged);
    }
    Some(out)
}

fn export_name(name: &ModuleExportName) -> String {
    match name {
        ModuleExportName::Ident(i) => i.sym.to_string(),
        ModuleExportName::Str(s) => s.value.to_string_lossy().into_owned(),
    }
}

/// Whether the module calls `import()` anywhere.
fn calls_import(module: &Module) -> bool {
    struct Finder(bool);
    impl Visit for Finder {
        fn visit_call_expr(&mut self, call: &CallExpr) {
            if matches!(call.callee, Callee::Import(_)) {
                self.0 = true;
            }
            call.visit_children_with(self);
        }
    }
    let mut finder = Finder(false);
    module.visit_with(&mut finder);
    finder.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Wanted {
        Wanted::Names(list.iter().map(|s| (*s).to_owned()).collect())
    }

    #[test]
    fn names_by_specifier() {
        let scan = scan(
            "import fs, { readFileSync as r, 'x y' as z } from 'fs';\n\
             import { join } from 'node:path';\n\
             import 'side';\n\
             export { promises, default as d } from 'fs';\n\
             import * as os from 'os';\n\
             export * from 'util';\n\
             export * as c from 'crypto';",
        )
        .expect("parses");
        assert_eq!(
            scan.wanted("fs"),
            names(&["default", "readFileSync", "x y", "promises"])
        );
        assert_eq!(scan.wanted("node:path"), names(&["join"]));
        assert_eq!(scan.wanted("side"), names(&[]));
        assert_eq!(scan.wanted("os"), Wanted::All);
        assert_eq!(scan.wanted("util"), Wanted::All);
        assert_eq!(scan.wanted("crypto"), Wanted::All);
        // Not a static request of this module (a loader hook's, say): anything.
        assert_eq!(scan.wanted("other"), Wanted::All);
    }

    #[test]
    fn import_calls_take_everything() {
        let scan = scan("import { a } from 'fs'; const m = () => import('fs');").expect("parses");
        assert_eq!(scan.wanted("fs"), Wanted::All);
    }

    #[test]
    fn sets_compare_and_merge() {
        assert!(names(&["a", "b"]).includes(&names(&["a"])));
        assert!(!names(&["a"]).includes(&names(&["a", "b"])));
        assert!(!names(&["a"]).includes(&Wanted::All));
        assert!(Wanted::All.includes(&names(&["a"])));
        assert_eq!(names(&["a"]).union(&names(&["b"])), names(&["a", "b"]));
        assert_eq!(names(&["a"]).union(&Wanted::All), Wanted::All);
        assert!(names(&["a"]).covers("a") && !names(&["a"]).covers("b"));
    }

    #[test]
    fn text_that_does_not_parse_gives_nothing() {
        assert!(scan("import {").is_none());
    }
}
