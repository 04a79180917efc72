//! Writes to an array's `length` through a read site's inline cache. Boa 0.22 caches the
//! slot that a `x.length = n` site wrote the first time; when the next object there has
//! the same shape (any other array), the value goes straight into the slot and the
//! array's own [[DefineOwnProperty]] never runs, so shrinking keeps the elements:
//! `function clear(a) { a.length = 0 } clear([]); const b = [1]; clear(b); b[0]` is `1`,
//! `0 in b` is true, and a later `b[0] = x` leaves `b.length` at 0 (crypto-js's RC4 and
//! every "empty the array in place" idiom). Computed keys are never cached there, so the
//! target becomes `x["length"]`: `.length` is replaced, in assignments of any operator,
//! `++`/`--`, and destructuring targets. Nothing else changes.

use swc_common::Spanned;
use swc_ecma_ast::{
    AssignExpr, AssignTarget, Expr, MemberExpr, MemberProp, Pat, Program, SimpleAssignTarget,
    UpdateExpr,
};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// Whether `src` may write a `length` property: `.length` followed by an assignment
/// operator or `++`/`--`. Prefix updates and destructuring targets are rewritten only when
/// the file is parsed for another reason.
pub(super) fn may_set_length(src: &str) -> bool {
    const OPERATORS: [&str; 16] = [
        "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "**=", "<<=", ">>=", ">>>=",
        "&&=", "||=",
    ];
    src.match_indices(".length").any(|(i, _)| {
        let rest = src[i + 7..].trim_start();
        (rest.starts_with('=') && !rest[1..].starts_with(['=', '>']))
            || rest.starts_with("??=")
            || OPERATORS.iter().any(|op| rest.starts_with(op))
    })
}

/// Rewrites every written `.length` member into `["length"]`.
pub(super) fn edits(program: &Program, edits: &mut Edits) {
    program.visit_with(&mut Finder { edits });
}

struct Finder<'a> {
    edits: &'a mut Edits,
}

impl Finder<'_> {
    fn member(&mut self, m: &MemberExpr) {
        if let MemberProp::Ident(prop) = &m.prop {
            if &*prop.sym == "length" {
                // From the end of the object (the `.` and any space) to the end of the name.
                // Ranked after whatever closes at the object's end (a parenthesised super
                // call, a regexp literal's wrapper), so their text comes first.
                self.edits.replace(
                    m.obj.span().hi,
                    prop.span.hi,
                    rank::BLOCK_CLOSE,
                    "[\"length\"]",
                );
            }
        }
    }

    fn target_expr(&mut self, e: &Expr) {
        if let Expr::Member(m) = e {
            self.member(m);
        }
    }
}

impl Visit for Finder<'_> {
    fn visit_assign_expr(&mut self, a: &AssignExpr) {
        if let AssignTarget::Simple(SimpleAssignTarget::Member(m)) = &a.left {
            self.member(m);
        }
        a.visit_children_with(self);
    }

    fn visit_update_expr(&mut self, u: &UpdateExpr) {
        self.target_expr(&u.arg);
        u.visit_children_with(self);
    }

    // Destructuring assignment targets (`[a.length] = [0]`, `({ n: a.length } = o)`).
    fn visit_pat(&mut self, p: &Pat) {
        if let Pat::Expr(e) = p {
            self.target_expr(e);
        }
        p.visit_children_with(self);
    }
}

#[cfg(test)]
mod tests {
    use super::may_set_length;
    use crate::engine::source_pass::{prepare_without_class_tails, Goal};

    fn run(src: &str) -> Option<String> {
        prepare_without_class_tails(src, Goal::Script)
    }

    #[test]
    fn written_lengths_become_computed() {
        assert_eq!(
            run("function f(a, n) { a.length = 0; a.length -= n; a.length--; }").as_deref(),
            Some("function f(a, n) { a[\"length\"] = 0; a[\"length\"] -= n; a[\"length\"]--; }")
        );
        assert_eq!(
            run("x.y .length = 1; [a.length] = [2];").as_deref(),
            Some("x.y[\"length\"] = 1; [a[\"length\"]] = [2];")
        );
    }

    #[test]
    fn reads_are_left_alone() {
        for src in [
            "if (a.length === 0) f(a.length)",
            "const g = a.length => 1; b = a.length >= 2 && a.length <= 3",
            "n = a.length + 1; m = a.length - 1",
        ] {
            assert!(!may_set_length(src), "{src}");
            assert_eq!(run(src), None, "{src}");
        }
        assert!(may_set_length("a.length = 0"));
        assert!(may_set_length("a.length >>>= 1"));
        assert!(may_set_length("a.length ??= 1"));
        assert!(may_set_length("a.length++"));
    }
}
