//! Labels Boa 0.22 cannot parse: `of:`, `async:` and `let:` (a sloppy-mode label) are
//! SyntaxErrors there, though each is an identifier like any other (wasm2js and asm.js
//! output name labels `a`, `b`, ... and reach `of` in long functions; `brotli@2` cannot be
//! loaded). Such a label, and every `break` and `continue` naming it, gets a name the
//! engine reads. Labels have a namespace of their own, so the new names cannot clash with
//! a variable.

use swc_ecma_ast::{BreakStmt, ContinueStmt, Ident, LabeledStmt, Program};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// The names Boa refuses as labels.
const REFUSED: [&str; 3] = ["of", "async", "let"];

/// Whether `src` may hold such a label: one of the names followed, maybe after spaces, by
/// a colon.
pub(super) fn may_have(src: &str) -> bool {
    REFUSED.iter().any(|name| {
        src.match_indices(name).any(|(at, _)| {
            src[at + name.len()..]
                .trim_start_matches([' ', '\t'])
                .starts_with(':')
        })
    })
}

/// Whether Boa refuses `name` as a label.
pub(super) fn refused(name: &str) -> bool {
    REFUSED.contains(&name)
}

/// The name the engine reads for label `name`: `name` itself unless Boa refuses it.
pub(super) fn engine_name(name: &str) -> String {
    if refused(name) {
        format!("__minirt_label_{name}")
    } else {
        name.to_owned()
    }
}

/// Renames the refused labels and their uses.
pub(super) fn edits(program: &Program, edits: &mut Edits) {
    program.visit_with(&mut Renamer { edits });
}

struct Renamer<'a> {
    edits: &'a mut Edits,
}

impl Renamer<'_> {
    fn rename(&mut self, label: &Ident) {
        if REFUSED.contains(&label.sym.as_ref()) {
            self.edits.replace(
                label.span.lo,
                label.span.hi,
                rank::KEYWORD,
                engine_name(&label.sym),
            );
        }
    }
}

impl Visit for Renamer<'_> {
    fn visit_labeled_stmt(&mut self, s: &LabeledStmt) {
        self.rename(&s.label);
        s.body.visit_with(self);
    }

    fn visit_break_stmt(&mut self, s: &BreakStmt) {
        if let Some(label) = &s.label {
            self.rename(label);
        }
    }

    fn visit_continue_stmt(&mut self, s: &ContinueStmt) {
        if let Some(label) = &s.label {
            self.rename(label);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{prepare, Goal};
    use super::may_have;

    #[test]
    fn renames_refused_labels_and_their_uses() {
        let src = "of: for (;;) { async: while (1) { break async; } continue of; }";
        let out = prepare(src, Goal::Script).expect("changed");
        assert_eq!(
            out,
            "__minirt_label_of: for (;;) { __minirt_label_async: while (1) { break \
             __minirt_label_async; } continue __minirt_label_of; }"
        );
    }

    #[test]
    fn leaves_other_labels_and_names_alone() {
        assert!(prepare("outer: for (;;) { break outer; }", Goal::Script).is_none());
        // `of` as a property name or in a `for...of` is not a label.
        assert!(may_have("let x = { of: 1 }"));
        assert!(prepare("let x = { of: 1 }; for (const a of []) {}", Goal::Script).is_none());
    }
}
