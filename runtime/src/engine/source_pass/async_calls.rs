//! Calls of a function named `async`. Boa 0.22 reads `async(` followed by anything but an
//! arrow's parameters as the start of an async arrow and fails (`function async(x) {}
//! async(2)` is a SyntaxError; asynckit's `iterator(item, async(callback))` stops every
//! package that loads form-data). A parenthesised callee, `(async)(2)`, is the same call to
//! V8 and parses in Boa.
//!
//! Also `export default async (x) => ...` (and `async x => ...`): Boa reads `async` after
//! `export default` as the start of `async function` and fails (jose's modules do this).
//! The arrow in parentheses is the same default export, named `default` as before.
//! `export default async;` (a binding named `async`) fails the same way and gets the same
//! parentheses.
//!
//! Also imports bound to the names `async` and `of` (`import async from 'async'`, `import {
//! of } from 'rxjs'`): Boa's import-clause parser takes these words only after `as`
//! (`import { default as async }`, `import { of as of }` parse). A shorthand named import
//! gets its `of as `; a default import is bound by an added declaration `import { default
//! as of } from '...';` before the original, whose own default binding is renamed to a name
//! nothing reads (so other specifiers of the declaration stay as they were).

use swc_ecma_ast::{
    CallExpr, Callee, ExportDefaultExpr, Expr, ImportDecl, ImportSpecifier, Program,
};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// Whether `src` may call a function named `async`: the word `async`, not after `.`,
/// then `(` (async arrows pass too; a comment before does not matter).
pub(super) fn may_call_async(src: &str) -> bool {
    let bytes = src.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
    src.match_indices("async").any(|(i, _)| {
        let before = i.checked_sub(1).map(|j| bytes[j]);
        let after = bytes[i + 5..].iter().find(|c| !c.is_ascii_whitespace());
        after == Some(&b'(')
            && !matches!(before, Some(c) if ident(c) || c == b'.')
            && !bytes.get(i + 5).is_some_and(|&c| ident(c))
    })
}

/// Whether `src` may export an async arrow as its default: `default`, then `async`, then
/// anything but `function`.
pub(super) fn may_export_async_arrow(src: &str) -> bool {
    src.match_indices("default").any(|(i, _)| {
        let rest = src[i + 7..].trim_start();
        rest.strip_prefix("async")
            .is_some_and(|after| !after.trim_start().starts_with("function"))
    })
}

/// The names Boa's import-clause parser refuses as bindings.
const REFUSED_IMPORT_NAMES: [&str; 2] = ["async", "of"];

/// Whether `src` may bind or export a name of [`REFUSED_IMPORT_NAMES`] in a way Boa
/// refuses: the word (not a member, not part of a longer name) followed by `,`, `}`, `;`
/// or `from`. Object-literal shorthands pass too; they only cost the parse.
pub(super) fn may_bind_async(src: &str) -> bool {
    REFUSED_IMPORT_NAMES
        .iter()
        .any(|name| may_bind_name(src, name))
}

fn may_bind_name(src: &str, name: &str) -> bool {
    let bytes = src.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
    src.match_indices(name).any(|(i, _)| {
        let before = i.checked_sub(1).map(|j| bytes[j]);
        if matches!(before, Some(c) if ident(c) || c == b'.')
            || bytes.get(i + name.len()).is_some_and(|&c| ident(c))
        {
            return false;
        }
        let rest = src[i + name.len()..].trim_start();
        rest.starts_with(',')
            || rest.starts_with('}')
            || rest.starts_with(';')
            || rest.starts_with("from")
    })
}

/// Adds the parentheses around every `async` callee and default-exported async arrow.
pub(super) fn edits(program: &Program, edits: &mut Edits) {
    let mut finder = Finder { edits };
    program.visit_with(&mut finder);
}

struct Finder<'a> {
    edits: &'a mut Edits,
}

impl Visit for Finder<'_> {
    fn visit_call_expr(&mut self, call: &CallExpr) {
        if let Callee::Expr(callee) = &call.callee {
            if let Expr::Ident(id) = &**callee {
                if &*id.sym == "async" {
                    self.edits.insert(id.span.lo, rank::CALLEE_OPEN, "(");
                    self.edits.insert(id.span.hi, rank::CALLEE_CLOSE, ")");
                }
            }
        }
        call.visit_children_with(self);
    }

    fn visit_export_default_expr(&mut self, export: &ExportDefaultExpr) {
        match &*export.expr {
            Expr::Arrow(arrow) if arrow.is_async => {
                self.edits.insert(arrow.span.lo, rank::CALLEE_OPEN, "(");
                self.edits.insert(arrow.span.hi, rank::CALLEE_CLOSE, ")");
            }
            Expr::Ident(id) if &*id.sym == "async" => {
                self.edits.insert(id.span.lo, rank::CALLEE_OPEN, "(");
                self.edits.insert(id.span.hi, rank::CALLEE_CLOSE, ")");
            }
            _ => {}
        }
        export.visit_children_with(self);
    }

    fn visit_import_decl(&mut self, decl: &ImportDecl) {
        for spec in &decl.specifiers {
            match spec {
                ImportSpecifier::Named(named)
                    if named.imported.is_none()
                        && REFUSED_IMPORT_NAMES.contains(&&*named.local.sym) =>
                {
                    self.edits.insert(
                        named.local.span.lo,
                        rank::KEYWORD,
                        format!("{} as ", named.local.sym),
                    );
                }
                ImportSpecifier::Default(default)
                    if REFUSED_IMPORT_NAMES.contains(&&*default.local.sym) =>
                {
                    let name = &*default.local.sym;
                    // Import attributes would have to be repeated; such a file keeps
                    // Boa's error.
                    let Some(raw) = decl.src.raw.as_ref().filter(|_| decl.with.is_none()) else {
                        continue;
                    };
                    self.edits.insert(
                        decl.span.lo,
                        rank::KEYWORD,
                        format!("import {{ default as {name} }} from {raw}; "),
                    );
                    self.edits.replace(
                        default.local.span.lo,
                        default.local.span.hi,
                        rank::KEYWORD,
                        format!("$minirt_default_{name}"),
                    );
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::may_call_async;
    use crate::engine::source_pass::{prepare, prepare_without_class_tails, Goal};

    #[test]
    fn the_callee_is_parenthesised() {
        assert_eq!(
            prepare(
                "function async(x) { return x } f(async(cb), async (1))",
                Goal::Script
            )
            .as_deref(),
            Some("function async(x) { return x } f((async)(cb), (async) (1))")
        );
    }

    #[test]
    fn a_default_exported_async_arrow_is_parenthesised() {
        assert_eq!(
            prepare(
                "export default async (a, b) => { return a + b; }\n",
                Goal::Module
            )
            .as_deref(),
            Some("export default (async (a, b) => { return a + b; })\n")
        );
        assert_eq!(
            prepare("export default async x => x", Goal::Module).as_deref(),
            Some("export default (async x => x)")
        );
        assert!(super::may_export_async_arrow(
            "export default\n  async x => x"
        ));
        assert!(!super::may_export_async_arrow(
            "export default async function f() {}"
        ));
    }

    #[test]
    fn imports_and_exports_named_async_are_spelled_out() {
        assert_eq!(
            prepare(
                "import async from 'async';\nasync.map([], f);",
                Goal::Module
            )
            .as_deref(),
            Some(
                "import { default as async } from 'async'; import $minirt_default_async \
                 from 'async';\nasync.map([], f);"
            )
        );
        assert_eq!(
            prepare("import { x, async } from './a.js'; async(x)", Goal::Module).as_deref(),
            Some("import { x, async as async } from './a.js'; (async)(x)")
        );
        assert_eq!(
            prepare("const async = 1; export default async;", Goal::Module).as_deref(),
            Some("const async = 1; export default (async);")
        );
        assert_eq!(
            prepare(
                "import of from './o.js';\nimport { map, of as o2, of } from 'rxjs';",
                Goal::Module
            )
            .as_deref(),
            Some(
                "import { default as of } from './o.js'; import $minirt_default_of from \
                 './o.js';\nimport { map, of as o2, of as of } from 'rxjs';"
            )
        );
        assert!(super::may_bind_async("import async from 'async'"));
        assert!(super::may_bind_async("import { async } from 'x'"));
        assert!(super::may_bind_async("import { of } from 'rxjs'"));
        assert!(!super::may_bind_async("for (const x of list) {}"));
        assert!(!super::may_bind_async(
            "async function f() {} const g = async () => 1"
        ));
    }

    #[test]
    fn async_functions_and_methods_are_left_alone() {
        for src in [
            "const f = async (x) => x; async function g() {}",
            "o.async(1); class K { async() {} }",
        ] {
            assert_eq!(
                prepare_without_class_tails(src, Goal::Script),
                None,
                "{src}"
            );
        }
        assert!(!may_call_async("asyncFn(1); o.async(2)"));
        assert!(may_call_async("x = async(1)"));
        assert!(may_call_async("// so far\n  async(cb)(null)"));
    }
}
