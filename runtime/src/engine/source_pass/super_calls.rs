//! A `super(...)` call used as the start of a longer expression. Boa 0.22's parser ends the
//! expression at the call, so `super().x`, `super()[0]`, `super()()` and ``super()`t` `` are
//! SyntaxErrors (source-map's `return super(INTERNAL).then(...)` is one). The call gets
//! parentheses, which Boa reads: `(super()).x`; at the start of a statement `;(super()).x`,
//! so that a line before it without a semicolon does not become a call. Nothing else
//! changes.

use std::collections::HashSet;

use swc_common::BytePos;
use swc_ecma_ast::{CallExpr, Callee, Expr, ExprStmt, MemberExpr, Program, TaggedTpl};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// Adds the parentheses around each `super(...)` call that something reads from.
pub(super) fn edits(program: &Program, edits: &mut Edits) {
    program.visit_with(&mut Finder {
        edits,
        statement_starts: HashSet::new(),
    });
}

struct Finder<'a> {
    edits: &'a mut Edits,
    /// Where expression statements begin.
    statement_starts: HashSet<BytePos>,
}

impl Finder<'_> {
    fn wrap_if_super_call(&mut self, e: &Expr) {
        if let Expr::Call(call) = e {
            if matches!(call.callee, Callee::Super(_)) {
                let open = if self.statement_starts.contains(&call.span.lo) {
                    ";("
                } else {
                    "("
                };
                self.edits.insert(call.span.lo, rank::CALLEE_OPEN, open);
                self.edits.insert(call.span.hi, rank::CALLEE_CLOSE, ")");
            }
        }
    }
}

impl Visit for Finder<'_> {
    fn visit_expr_stmt(&mut self, s: &ExprStmt) {
        self.statement_starts.insert(s.span.lo);
        s.visit_children_with(self);
    }

    fn visit_member_expr(&mut self, m: &MemberExpr) {
        self.wrap_if_super_call(&m.obj);
        m.visit_children_with(self);
    }

    fn visit_call_expr(&mut self, call: &CallExpr) {
        if let Callee::Expr(callee) = &call.callee {
            self.wrap_if_super_call(callee);
        }
        call.visit_children_with(self);
    }

    fn visit_tagged_tpl(&mut self, t: &TaggedTpl) {
        self.wrap_if_super_call(&t.tag);
        t.visit_children_with(self);
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::source_pass::{prepare_without_class_tails, Goal};

    fn changed(src: &str) -> Option<String> {
        prepare_without_class_tails(src, Goal::Script)
    }

    #[test]
    fn calls_that_are_read_from_get_parentheses() {
        assert_eq!(
            changed("class B extends A { constructor() { return super(1).then(f); } }").as_deref(),
            Some("class B extends A { constructor() { return (super(1)).then(f); } }")
        );
        assert_eq!(
            changed("class B extends A { constructor() { super()[0]; super()(); super()`t`; } }")
                .as_deref(),
            Some(
                "class B extends A { constructor() { ;(super())[0]; ;(super())(); ;(super())`t`; } }"
            )
        );
        // A line without a semicolon before it stays a statement of its own.
        assert_eq!(
            changed("class B extends A { constructor() { let a = 1\n super().x; g(super().y) } }")
                .as_deref(),
            Some(
                "class B extends A { constructor() { let a = 1\n ;(super()).x; g((super()).y) } }"
            )
        );
    }

    #[test]
    fn plain_calls_and_super_properties_are_left_alone() {
        for src in [
            "class B extends A { constructor() { super(); this.x = super.y; } }",
            "class B extends A { constructor() { const r = super(); r?.x; } }",
            "class B extends A { constructor() { (super()).x; } }",
        ] {
            assert_eq!(changed(src), None, "{src}");
        }
    }
}
