//! The nested-arrow `this` fix. Boa marks the middle arrow's scope as the one whose `this`
//! escapes, not the enclosing ordinary function's, so that function keeps `this` in a
//! register an inner arrow cannot reach; it works when the outer arrow mentions `this`
//! itself. So the outermost arrow of every chain whose inner arrows use `this` gets one
//! that never runs: `0&&this;` at the start of a block body, `(0&&this, body)` around an
//! expression body. `0&&` keeps it from reading `this` (a derived constructor's arrow may
//! run before `super()`).

use swc_common::{BytePos, Spanned};
use swc_ecma_ast::{
    ArrowExpr, ArrowFunctionBody, ClassProp, Constructor, Expr, Function, Lit, PrivateProp,
    Program, StaticBlock, Stmt, ThisExpr,
};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// Adds the edits that give each chain's outermost arrow its `this`.
pub(super) fn edits(program: &Program, edits: &mut Edits) {
    let mut finder = Finder::default();
    program.visit_with(&mut finder);
    for chain in finder.chains.iter().filter(|c| c.needs_fix) {
        match chain.body {
            BodySite::Block { after, directives } => {
                let text = if directives { ";0&&this;" } else { "0&&this;" };
                edits.insert(after, rank::ARROW_OPEN, text);
            }
            BodySite::Expr { lo, hi } => {
                edits.insert(lo, rank::ARROW_OPEN, "(0&&this,");
                edits.insert(hi, rank::ARROW_CLOSE, ")");
            }
        }
    }
}

/// Where an outermost arrow's body can take the extra `this`.
#[derive(Clone, Copy)]
enum BodySite {
    /// After the `{` or after the last directive of a block body.
    Block { after: BytePos, directives: bool },
    /// Around an expression body.
    Expr { lo: BytePos, hi: BytePos },
}

struct Chain {
    body: BodySite,
    needs_fix: bool,
}

/// Walks the tree tracking chains of nested arrows: `current` is the outermost arrow of
/// the chain being walked and how deep inside it the walk is.
#[derive(Default)]
struct Finder {
    chains: Vec<Chain>,
    current: Option<(usize, u32)>,
}

impl Finder {
    /// Visits something with a `this` of its own: no arrow chain continues into it.
    fn own_this(&mut self, visit: impl FnOnce(&mut Self)) {
        let saved = self.current.take();
        visit(self);
        self.current = saved;
    }
}

fn body_site(arrow: &ArrowExpr) -> BodySite {
    match &*arrow.body {
        ArrowFunctionBody::FunctionBody(block) => {
            let last_directive = block
                .stmts
                .iter()
                .take_while(
                    |s| matches!(s, Stmt::Expr(e) if matches!(&*e.expr, Expr::Lit(Lit::Str(_)))),
                )
                .last();
            match last_directive {
                Some(d) => BodySite::Block {
                    after: d.span().hi,
                    directives: true,
                },
                None => BodySite::Block {
                    after: block.span.lo + BytePos(1),
                    directives: false,
                },
            }
        }
        ArrowFunctionBody::Expr(e) => BodySite::Expr {
            lo: e.span().lo,
            hi: e.span().hi,
        },
    }
}

impl Visit for Finder {
    fn visit_arrow_expr(&mut self, arrow: &ArrowExpr) {
        let saved = self.current;
        self.current = Some(match saved {
            Some((outer, depth)) => (outer, depth + 1),
            None => {
                self.chains.push(Chain {
                    body: body_site(arrow),
                    needs_fix: false,
                });
                (self.chains.len() - 1, 1)
            }
        });
        arrow.visit_children_with(self);
        self.current = saved;
    }

    fn visit_this_expr(&mut self, _: &ThisExpr) {
        if let Some((outer, depth)) = self.current {
            if depth >= 2 {
                self.chains[outer].needs_fix = true;
            }
        }
    }

    // Functions, methods, getters and setters (all `Function` in SWC's tree).
    fn visit_function(&mut self, f: &Function) {
        self.own_this(|me| f.visit_children_with(me));
    }

    fn visit_constructor(&mut self, c: &Constructor) {
        self.own_this(|me| c.visit_children_with(me));
    }

    fn visit_class_prop(&mut self, p: &ClassProp) {
        p.key.visit_with(self);
        self.own_this(|me| p.value.visit_with(me));
    }

    fn visit_private_prop(&mut self, p: &PrivateProp) {
        self.own_this(|me| p.value.visit_with(me));
    }

    fn visit_static_block(&mut self, b: &StaticBlock) {
        self.own_this(|me| b.visit_children_with(me));
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::source_pass::{prepare, prepare_without_class_tails, Goal};

    fn script(src: &str) -> String {
        prepare(src, Goal::Script).unwrap_or_else(|| src.to_string())
    }

    #[test]
    fn leaves_code_without_nested_this_alone() {
        assert_eq!(
            prepare("const f = () => this; const g = () => 1;", Goal::Script),
            None
        );
        assert_eq!(prepare("a => b => c", Goal::Script), None);
        assert_eq!(
            prepare("function f() { return () => () => 1 } this", Goal::Script),
            None
        );
    }

    #[test]
    fn block_and_expression_bodies() {
        assert_eq!(
            script("o = { m() { return () => { return () => this } } }"),
            "o = { m() { return () => {0&&this; return () => this } } }"
        );
        assert_eq!(
            script("o = { m() { return () => () => this } }"),
            "o = { m() { return () => (0&&this,() => this) } }"
        );
    }

    #[test]
    fn directives_stay_first() {
        assert_eq!(
            script("f = () => { 'use strict'\n return () => this }"),
            "f = () => { 'use strict';0&&this;\n return () => this }"
        );
    }

    #[test]
    fn ordinary_functions_and_class_members_end_a_chain() {
        let src = "x = () => function () { return () => this }";
        assert_eq!(prepare(src, Goal::Script), None);
        let src = "x = () => class { f = () => this; m() { return () => this } }";
        assert_eq!(prepare_without_class_tails(src, Goal::Script), None);
        let src = "x = () => ({ get g() { return () => this } })";
        assert_eq!(prepare(src, Goal::Script), None);
    }

    #[test]
    fn modules_commonjs_returns_and_bad_syntax() {
        let src = "export const f = () => () => this;";
        assert_eq!(
            prepare(src, Goal::Module).as_deref(),
            Some("export const f = () => (0&&this,() => this);")
        );
        let src = "return () => () => this";
        assert_eq!(
            prepare(src, Goal::Script).as_deref(),
            Some("return () => (0&&this,() => this)")
        );
        assert_eq!(prepare("() => () => this +", Goal::Script), None);
    }

    #[test]
    fn multibyte_text_before_the_insertion() {
        assert_eq!(
            script("s = 'é✓'; o = { m() { return () => () => this } }"),
            "s = 'é✓'; o = { m() { return () => (0&&this,() => this) } }"
        );
    }
}
