//! A `for-of` or `for await` loop that yields inside a generator. When the generator is
//! ended by `return()` while suspended at such a yield (a consumer's `break` out of
//! `for (const x of gen())` does this), Boa 0.22 runs the generator's `finally` blocks but
//! never closes the loop's iterator, so an inner generator's `finally` (a file handle, a
//! lock) never runs. Each such loop is put in a block that closes the iterator in that case:
//!
//! ```text
//! for (const x of EXPR) { yield x }
//! {let __minirt_lo1;try{for (const x of (__minirt_lo1=__minirt_forof(EXPR,0))) { yield x };__minirt_lo1=0}catch(__minirt_e){__minirt_lo1=0;throw __minirt_e}finally{__minirt_lo1&&__minirt_forof_close(__minirt_lo1,0)}}
//! ```
//!
//! Every other way out of the loop is the engine's, which closes the iterator itself when
//! the language says so: running to its end or `break` reach the `=0` after the loop, a
//! throw reaches the `catch`, and each `return`, and each `break`/`continue` to a label
//! outside the loop, in the body clears the variables of the loops it leaves first
//! (`{__minirt_lo1=0;return x}`). The loop's labels stay on it, inside the block; a
//! `for await` loop awaits the close. `js-lib/internal/engine/generator_loops.js` holds the
//! wrapper, which adds nothing per iteration; the two globals compile it in the realm on
//! first use.

use swc_common::{BytePos, Spanned};
use swc_ecma_ast::{
    ArrowExpr, BreakStmt, Class, Constructor, ContinueStmt, ForOfStmt, Function, GetterProp, Ident,
    LabeledStmt, Program, ReturnStmt, SetterProp, StaticBlock, Stmt, YieldExpr,
};
use swc_ecma_visit::{Visit, VisitWith};

use boa_engine::{Context, JsArgs, JsResult, NativeFunction};

use super::{rank, Edits};
use crate::engine::helper_module::HelperModule;

const MODULE: &str = "internal/engine/generator_loops";
/// The global that wraps a loop's iterable.
const WRAP: &str = "__minirt_forof";
/// The global the added `finally` blocks call.
const CLOSE: &str = "__minirt_forof_close";
/// The prefix of each rewritten loop's variable (numbered per file).
const VAR: &str = "__minirt_lo";

/// Whether `src` may hold a loop that yields (a cheap filter).
pub(super) fn may_have(src: &str) -> bool {
    src.contains("yield") && src.contains("of")
}

/// Puts each yielding loop of a generator in its closing block.
pub(super) fn edits(program: &Program, edits: &mut Edits) {
    program.visit_with(&mut Finder {
        edits,
        functions: vec![Scope::default()],
        label_start: None,
        next_id: 1,
    });
}

/// What the visitor knows of the function it is in.
#[derive(Default)]
struct Scope {
    generator: bool,
    /// The labels in force, outermost first.
    labels: Vec<String>,
    /// The rewritten loops enclosing the current node, outermost first: their number and
    /// how many labels were in force outside them (their own labels not counted).
    loops: Vec<(u32, usize)>,
}

struct Finder<'a> {
    edits: &'a mut Edits,
    functions: Vec<Scope>,
    /// For a chain of labels in front of a statement: where the first begins, where the
    /// labelled statement begins, and how many labels the chain has.
    label_start: Option<(BytePos, BytePos, usize)>,
    next_id: u32,
}

impl Finder<'_> {
    fn inside(&mut self, generator: bool, visit: impl FnOnce(&mut Self)) {
        self.functions.push(Scope {
            generator,
            ..Scope::default()
        });
        let labels = self.label_start.take();
        visit(self);
        self.label_start = labels;
        self.functions.pop();
    }

    fn scope(&mut self) -> Option<&mut Scope> {
        self.functions.last_mut()
    }

    /// Clears the variables of `loops` just before the jump at `lo..hi`.
    fn clear_before(&mut self, lo: BytePos, hi: BytePos, loops: &[u32]) {
        if loops.is_empty() {
            return;
        }
        let clears: String = loops.iter().map(|id| format!("{VAR}{id}=")).collect();
        self.edits
            .insert(lo, rank::BLOCK_OPEN, format!("{{{clears}0;"));
        self.edits.insert(hi, rank::BLOCK_CLOSE, "}");
    }

    /// A `break` or `continue` to `label`: the rewritten loops it leaves.
    fn jump(&mut self, lo: BytePos, hi: BytePos, label: Option<&Ident>) {
        let Some(label) = label else {
            // Unlabelled jumps stay inside the innermost loop or end it normally.
            return;
        };
        let Some(scope) = self.scope() else {
            return;
        };
        let Some(declared) = scope.labels.iter().rposition(|l| *l == *label.sym) else {
            return;
        };
        let left: Vec<u32> = scope
            .loops
            .iter()
            .filter(|&&(_, outside)| declared < outside)
            .map(|&(id, _)| id)
            .collect();
        self.clear_before(lo, hi, &left);
    }
}

impl Visit for Finder<'_> {
    fn visit_function(&mut self, f: &Function) {
        self.inside(f.is_generator, |v| f.visit_children_with(v));
    }
    fn visit_arrow_expr(&mut self, a: &ArrowExpr) {
        self.inside(false, |v| a.visit_children_with(v));
    }
    fn visit_constructor(&mut self, c: &Constructor) {
        self.inside(false, |v| c.visit_children_with(v));
    }
    fn visit_getter_prop(&mut self, g: &GetterProp) {
        self.inside(false, |v| g.visit_children_with(v));
    }
    fn visit_setter_prop(&mut self, s: &SetterProp) {
        self.inside(false, |v| s.visit_children_with(v));
    }
    fn visit_static_block(&mut self, b: &StaticBlock) {
        self.inside(false, |v| b.visit_children_with(v));
    }

    fn visit_labeled_stmt(&mut self, l: &LabeledStmt) {
        // The first label of a chain (`a: b: for ...`) is where the block must start.
        let (start, count) = self
            .label_start
            .take()
            .map_or((l.span.lo, 1), |(lo, _, n)| (lo, n + 1));
        if matches!(&*l.body, Stmt::Labeled(_) | Stmt::ForOf(_)) {
            self.label_start = Some((start, l.body.span().lo, count));
        }
        if let Some(scope) = self.scope() {
            scope.labels.push(l.label.sym.to_string());
        }
        l.body.visit_with(self);
        if let Some(scope) = self.scope() {
            scope.labels.pop();
        }
        self.label_start = None;
    }

    fn visit_return_stmt(&mut self, r: &ReturnStmt) {
        let loops: Vec<u32> = self
            .scope()
            .map(|s| s.loops.iter().map(|&(id, _)| id).collect())
            .unwrap_or_default();
        self.clear_before(r.span.lo, r.span.hi, &loops);
        r.visit_children_with(self);
    }

    fn visit_break_stmt(&mut self, b: &BreakStmt) {
        self.jump(b.span.lo, b.span.hi, b.label.as_ref());
    }

    fn visit_continue_stmt(&mut self, c: &ContinueStmt) {
        self.jump(c.span.lo, c.span.hi, c.label.as_ref());
    }

    fn visit_for_of_stmt(&mut self, s: &ForOfStmt) {
        let labels = self.label_start.take();
        let generator = self.scope().is_some_and(|f| f.generator);
        if !generator || !yields(&s.body) {
            s.visit_children_with(self);
            return;
        }
        let (start, own_labels) = match labels {
            Some((lo, at, n)) if at == s.span.lo => (lo, n),
            _ => (s.span.lo, 0),
        };
        let id = self.next_id;
        self.next_id += 1;
        let right = s.right.span();
        let flag = u8::from(s.is_await);
        let wait = if s.is_await { "await " } else { "" };
        let var = format!("{VAR}{id}");
        self.edits
            .insert(start, rank::BLOCK_OPEN, format!("{{let {var};try{{"));
        self.edits
            .insert(right.lo, rank::BLOCK_OPEN, format!("({var}={WRAP}("));
        self.edits
            .insert(right.hi, rank::BLOCK_CLOSE, format!(",{flag}))"));
        if let Some(scope) = self.scope() {
            let outside = scope.labels.len().saturating_sub(own_labels);
            scope.loops.push((id, outside));
        }
        s.visit_children_with(self);
        if let Some(scope) = self.scope() {
            scope.loops.pop();
        }
        // A jump that ends the body (`else return;`) closes its block at the loop's end too:
        // that is a BLOCK_CLOSE, before this; loops and labelled-jump checks ending here
        // close innermost first.
        self.edits.close_nested(
            s.span.hi,
            start,
            0,
            format!(
                ";{var}=0}}catch(__minirt_e){{{var}=0;throw __minirt_e}}\
                 finally{{{var}&&{wait}{CLOSE}({var},{flag})}}}}"
            ),
        );
    }
}

/// Whether a loop body yields (outside the functions and classes defined in it).
fn yields(body: &Stmt) -> bool {
    let mut finder = YieldFinder(false);
    body.visit_with(&mut finder);
    finder.0
}

struct YieldFinder(bool);

impl Visit for YieldFinder {
    fn visit_yield_expr(&mut self, _: &YieldExpr) {
        self.0 = true;
    }
    fn visit_function(&mut self, _: &Function) {}
    fn visit_arrow_expr(&mut self, _: &ArrowExpr) {}
    fn visit_class(&mut self, _: &Class) {}
}

/// Installs the two globals the rewritten loops call.
pub(crate) fn install(ctx: &mut Context) -> JsResult<()> {
    let module = HelperModule::new(MODULE);
    let wrap = NativeFunction::from_copy_closure_with_captures(
        |_, args, module: &HelperModule, ctx| {
            let iterable = args.get_or_undefined(0).clone();
            let is_async = args.get_or_undefined(1).clone();
            module.call("forOf", &[iterable, is_async.to_boolean().into()], ctx)
        },
        module.clone(),
    );
    super::install_helper(ctx, WRAP, 2, wrap)?;
    let close = NativeFunction::from_copy_closure_with_captures(
        |_, args, module: &HelperModule, ctx| {
            let wrapper = args.get_or_undefined(0).clone();
            let is_async = args.get_or_undefined(1).to_boolean();
            module.call("close", &[wrapper, is_async.into()], ctx)
        },
        module,
    );
    super::install_helper(ctx, CLOSE, 2, close)
}

#[cfg(test)]
mod tests {
    use crate::engine::source_pass::{prepare_without_class_tails, Goal};

    fn changed(src: &str) -> Option<String> {
        prepare_without_class_tails(src, Goal::Script)
    }

    #[test]
    fn yielding_loops_in_generators_get_the_closing_block() {
        assert_eq!(
            changed("function* g(a) { for (const x of a) yield x; }").as_deref(),
            Some(
                "function* g(a) { {let __minirt_lo1;try{for (const x of \
                 (__minirt_lo1=__minirt_forof(a,0))) yield x;;__minirt_lo1=0}\
                 catch(__minirt_e){__minirt_lo1=0;throw __minirt_e}finally{\
                 __minirt_lo1&&__minirt_forof_close(__minirt_lo1,0)}} }"
            )
        );
        assert_eq!(
            changed("async function* g(a) { outer: for await (const x of f(a)) { yield x } }")
                .as_deref(),
            Some(
                "async function* g(a) { {let __minirt_lo1;try{outer: for await (const x of \
                 (__minirt_lo1=__minirt_forof(f(a),1))) { yield x };__minirt_lo1=0}\
                 catch(__minirt_e){__minirt_lo1=0;throw __minirt_e}finally{\
                 __minirt_lo1&&await __minirt_forof_close(__minirt_lo1,1)}} }"
            )
        );
    }

    #[test]
    fn jumps_out_of_the_loops_clear_their_variables() {
        let out = changed(
            "function* g(a, b) { top: for (;;) { l: for (const x of a) { \
             for (const y of b) { yield y; if (y) return 1; if (x) break top; \
             if (y > 1) continue l; if (y > 2) break; } } } }",
        )
        .unwrap_or_default();
        assert!(
            out.contains("{__minirt_lo1=__minirt_lo2=0;return 1;}"),
            "{out}"
        );
        // labelled_jumps then splits the jumps into steps.
        assert!(
            out.contains("{__minirt_lo1=__minirt_lo2=0;{__minirt_j1=1;"),
            "{out}"
        );
        assert!(out.contains("{__minirt_lo2=0;{__minirt_j2=1;"), "{out}");
        assert!(out.contains("if (y > 2) break; }"), "{out}");
    }

    #[test]
    fn a_jump_ending_the_body_closes_before_the_loop() {
        let out = changed("function* g(a) { for (const e of a) if (e) yield 1; else return; }")
            .unwrap_or_default();
        assert!(
            out.ends_with("else {__minirt_lo1=0;return;};__minirt_lo1=0}catch(__minirt_e){__minirt_lo1=0;throw __minirt_e}finally{__minirt_lo1&&__minirt_forof_close(__minirt_lo1,0)}} }"),
            "{out}"
        );
    }

    #[test]
    fn other_loops_stay() {
        for src in [
            "function* g(a) { for (const x of a) console.log(x); yield 1 }",
            "function f(a) { for (const x of a) console.log(x) }",
            "function* g(a) { for (const x of a) { const f = function* () { yield x } } }",
            "function* g(a) { for (const x in a) yield x }",
        ] {
            assert_eq!(changed(src), None, "{src}");
        }
    }
}
