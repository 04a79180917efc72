//! A `break` or `continue` to a label that leaves one or more `for-of` loops on the way.
//! Boa 0.22 closes only the innermost loop's iterator then (a generator being iterated
//! never runs its `finally`), and when the labelled statement is itself inside another
//! `for-of` loop the jump goes wrong entirely: the program loops forever
//! (`for (const z of [1]) { mid: for (const b of [1, 2]) { for (const c of [1, 2]) break mid } }`).
//! A jump to the label of the nearest enclosing `for-of` loop is right (when that loop has
//! one label: two labels on a loop inside another `for-of` loop go wrong the same way), so
//! the jump is made in steps, each to the next `for-of` loop it leaves, through the loop's
//! label (one is added where it has none) and a flag:
//!
//! ```text
//! L: for (...) { for (const b of x) { for (const c of y) { break L } } }
//! L: for (...) { {var __minirt_j1;__minirt_jl2: for (const b of x) { {__minirt_jl1: for (const c of y) { {__minirt_j1=1;break __minirt_jl1} }if(__minirt_j1===1){break __minirt_jl2}} }if(__minirt_j1===1){__minirt_j1=0;break L}} }
//! ```
//!
//! Each loop left keeps its own labels (the block goes around them).
//!
//! Boa also loops forever on a `continue` naming any but the last of two or more labels on
//! one loop (`a: b: while (c()) { continue a }`, any kind of loop). All of a loop's labels
//! name the same loop, so such a `continue` is given the last one instead.

use std::collections::HashMap;

use swc_common::{BytePos, Spanned};
use swc_ecma_ast::{
    ArrowExpr, BreakStmt, Constructor, ContinueStmt, ForOfStmt, Function, GetterProp, Ident,
    LabeledStmt, Program, SetterProp, StaticBlock, Stmt,
};
use swc_ecma_visit::{Visit, VisitWith};

use super::{label_names, rank, Edits};

/// The prefix of the flags (numbered per jump).
const NAME: &str = "__minirt_j";
/// The prefix of the labels added to loops (numbered per loop).
const LABEL: &str = "__minirt_jl";

/// Whether `src` may hold a labelled jump out of a `for-of` loop (a cheap filter).
pub(super) fn may_have(src: &str) -> bool {
    src.contains(':') && (src.contains("continue") || (src.contains("break") && src.contains("of")))
}

/// Splits each labelled jump that leaves `for-of` loops into steps.
pub(super) fn edits(program: &Program, edits: &mut Edits) {
    program.visit_with(&mut Finder {
        edits,
        functions: vec![Scope::default()],
        label_chain: None,
        next_id: 1,
        added: HashMap::new(),
    });
}

/// A label in force: its name, how many `for-of` loops enclosed it, whether it labels
/// a `for-of` loop (directly or through more labels), and, when it labels a loop of any
/// kind through more labels, the last of them (the one a `continue` must name).
#[derive(Clone)]
struct Label {
    name: String,
    loops_outside: usize,
    on_loop: bool,
    continue_as: Option<String>,
}

/// An enclosing `for-of` loop: where it starts (the `for`), where its first label starts,
/// where it ends, and the label right in front of it.
#[derive(Clone)]
struct Loop {
    lo: BytePos,
    start: BytePos,
    hi: BytePos,
    label: Option<String>,
}

#[derive(Default)]
struct Scope {
    labels: Vec<Label>,
    loops: Vec<Loop>,
}

struct Finder<'a> {
    edits: &'a mut Edits,
    functions: Vec<Scope>,
    /// For a chain of labels in front of a statement: where the first begins, where the
    /// labelled statement begins, and the last label's name.
    label_chain: Option<(BytePos, BytePos, String)>,
    next_id: u32,
    /// The labels added to loops so far, by the loop's start.
    added: HashMap<BytePos, String>,
}

impl Finder<'_> {
    /// The label a step jumps to for loop `l`: its own, or one added once.
    fn loop_label(&mut self, l: &Loop) -> String {
        if let Some(own) = &l.label {
            return own.clone();
        }
        if let Some(added) = self.added.get(&l.lo) {
            return added.clone();
        }
        let name = format!("{LABEL}{}", self.added.len() + 1);
        self.edits.insert(l.lo, rank::KEYWORD, format!("{name}: "));
        self.added.insert(l.lo, name.clone());
        name
    }

    fn inside(&mut self, visit: impl FnOnce(&mut Self)) {
        self.functions.push(Scope::default());
        let chain = self.label_chain.take();
        visit(self);
        self.label_chain = chain;
        self.functions.pop();
    }

    fn jump(&mut self, span: (BytePos, BytePos), label: Option<&Ident>, keyword: &str) {
        let Some(label) = label else {
            return;
        };
        let Some(scope) = self.functions.last() else {
            return;
        };
        let Some(target) = scope.labels.iter().rev().find(|l| *l.name == *label.sym) else {
            return;
        };
        let name = match (&target.continue_as, keyword) {
            (Some(last), "continue") => label_names::engine_name(last),
            _ => label_names::engine_name(&label.sym),
        };
        let first_left = target.loops_outside + usize::from(target.on_loop);
        let Some(left) = scope.loops.get(first_left..).filter(|l| !l.is_empty()) else {
            // A refused label's own rename (label_names) already replaces this span.
            if keyword == "continue"
                && target.continue_as.is_some()
                && !label_names::refused(&label.sym)
            {
                self.edits
                    .replace(label.span.lo, label.span.hi, rank::KEYWORD, name);
            }
            return;
        };
        // Innermost first.
        let left: Vec<Loop> = left.iter().rev().cloned().collect();
        let id = self.next_id;
        self.next_id += 1;
        let flag = format!("{NAME}{id}");
        let names: Vec<String> = left.iter().map(|l| self.loop_label(l)).collect();
        self.edits.replace(
            span.0,
            span.1,
            rank::KEYWORD,
            format!("{{{flag}=1;break {}}}", names[0]),
        );
        let last = left.len() - 1;
        for (i, l) in left.iter().enumerate() {
            let declare = if i == last {
                format!("var {flag};")
            } else {
                String::new()
            };
            let then = match names.get(i + 1) {
                Some(next) => format!("break {next}"),
                None => format!("{flag}=0;{keyword} {name}"),
            };
            self.edits
                .insert(l.start, rank::LOOP_OPEN, format!("{{{declare}"));
            // Outside a yielding loop's closing block when both go around the same loop.
            self.edits
                .close_nested(l.hi, l.start, 1, format!("if({flag}===1){{{then}}}}}"));
        }
    }
}

impl Visit for Finder<'_> {
    fn visit_function(&mut self, f: &Function) {
        self.inside(|v| f.visit_children_with(v));
    }
    fn visit_arrow_expr(&mut self, a: &ArrowExpr) {
        self.inside(|v| a.visit_children_with(v));
    }
    fn visit_constructor(&mut self, c: &Constructor) {
        self.inside(|v| c.visit_children_with(v));
    }
    fn visit_getter_prop(&mut self, g: &GetterProp) {
        self.inside(|v| g.visit_children_with(v));
    }
    fn visit_setter_prop(&mut self, s: &SetterProp) {
        self.inside(|v| s.visit_children_with(v));
    }
    fn visit_static_block(&mut self, b: &StaticBlock) {
        self.inside(|v| b.visit_children_with(v));
    }

    fn visit_labeled_stmt(&mut self, l: &LabeledStmt) {
        let start = self.label_chain.take().map_or(l.span.lo, |(lo, _, _)| lo);
        let mut body = &*l.body;
        let mut last = &l.label;
        while let Stmt::Labeled(inner) = body {
            last = &inner.label;
            body = &*inner.body;
        }
        let on_loop = matches!(body, Stmt::ForOf(_));
        let is_loop = matches!(
            body,
            Stmt::ForOf(_) | Stmt::ForIn(_) | Stmt::For(_) | Stmt::While(_) | Stmt::DoWhile(_)
        );
        let continue_as = (is_loop && last.sym != l.label.sym).then(|| last.sym.to_string());
        if matches!(&*l.body, Stmt::Labeled(_) | Stmt::ForOf(_)) {
            self.label_chain = Some((start, l.body.span().lo, l.label.sym.to_string()));
        }
        if let Some(scope) = self.functions.last_mut() {
            let loops_outside = scope.loops.len();
            scope.labels.push(Label {
                name: l.label.sym.to_string(),
                loops_outside,
                on_loop,
                continue_as,
            });
        }
        l.body.visit_with(self);
        if let Some(scope) = self.functions.last_mut() {
            scope.labels.pop();
        }
        self.label_chain = None;
    }

    fn visit_for_of_stmt(&mut self, s: &ForOfStmt) {
        let (start, label) = match self.label_chain.take() {
            Some((lo, at, name)) if at == s.span.lo => (lo, Some(name)),
            _ => (s.span.lo, None),
        };
        if let Some(scope) = self.functions.last_mut() {
            scope.loops.push(Loop {
                lo: s.span.lo,
                start,
                hi: s.span.hi,
                label,
            });
        }
        s.visit_children_with(self);
        if let Some(scope) = self.functions.last_mut() {
            scope.loops.pop();
        }
    }

    fn visit_break_stmt(&mut self, b: &BreakStmt) {
        self.jump((b.span.lo, b.span.hi), b.label.as_ref(), "break");
    }

    fn visit_continue_stmt(&mut self, c: &ContinueStmt) {
        self.jump((c.span.lo, c.span.hi), c.label.as_ref(), "continue");
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::source_pass::{prepare_without_class_tails, Goal};

    fn changed(src: &str) -> Option<String> {
        prepare_without_class_tails(src, Goal::Script)
    }

    #[test]
    fn jumps_leaving_for_of_loops_go_in_steps() {
        assert_eq!(
            changed("L: for (;;) { for (const b of x) { for (const c of y) { break L } } }")
                .as_deref(),
            Some(
                "L: for (;;) { {var __minirt_j1;__minirt_jl2: for (const b of x) { \
                 {__minirt_jl1: for (const c of y) { {__minirt_j1=1;break __minirt_jl1} }\
                 if(__minirt_j1===1){break __minirt_jl2}} }\
                 if(__minirt_j1===1){__minirt_j1=0;break L}} }"
            )
        );
        // The target loop itself is not a step; a loop's own labels stay on it.
        assert_eq!(
            changed("o: for (const a of x) { i: for (const b of y) { continue o; } }").as_deref(),
            Some(
                "o: for (const a of x) { {var __minirt_j1;i: for (const b of y) \
                 { {__minirt_j1=1;break i} }\
                 if(__minirt_j1===1){__minirt_j1=0;continue o}} }"
            )
        );
    }

    #[test]
    fn continue_names_the_last_label_of_a_loop() {
        assert_eq!(
            changed("a: b: while (c()) { if (d) continue a; break a }").as_deref(),
            Some("a: b: while (c()) { if (d) continue b; break a }")
        );
        assert_eq!(
            changed("l1: l2: for (const x of p) for (const y of q) continue l1").as_deref(),
            Some(
                "l1: l2: for (const x of p) {var __minirt_j1;__minirt_jl1: for (const y of q) \
                 {__minirt_j1=1;break __minirt_jl1}if(__minirt_j1===1){__minirt_j1=0;continue l2}}"
            )
        );
        assert_eq!(changed("a: { b: for (;;) continue b }"), None);
    }

    #[test]
    fn other_jumps_stay() {
        for src in [
            "o: for (const a of x) { if (a) break o; for (;;) { continue o } }",
            "o: for (const a of x) { for (const b of y) { break } }",
            "o: { for (const a of x) { const f = () => { l: for (const b of y) break l } } }",
        ] {
            assert_eq!(changed(src), None, "{src}");
        }
    }
}
