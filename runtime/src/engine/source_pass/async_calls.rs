//! Calls of a function named `async`. Boa 0.22 reads `async(` followed by anything but an
//! arrow's parameters as the start of an async arrow and fails (`function async(x) {}
//! async(2)` is a SyntaxError; asynckit's `iterator(item, async(callback))` stops every
//! package that loads form-data). A parenthesised callee, `(async)(2)`, is the same call to
//! V8 and parses in Boa.
//!
//! Also `export default async (x) => ...` (and `async x => ...`): Boa reads `async` after
//! `export default` as the start of `async function` and fails (jose's modules do this).
//! The arrow in parentheses is the same default export, named `default` as before.

use swc_ecma_ast::{CallExpr, Callee, ExportDefaultExpr, Expr, Program};
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
        if let Expr::Arrow(arrow) = &*export.expr {
            if arrow.is_async {
                self.edits.insert(arrow.span.lo, rank::CALLEE_OPEN, "(");
                self.edits.insert(arrow.span.hi, rank::CALLEE_CLOSE, ")");
            }
        }
        export.visit_children_with(self);
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
