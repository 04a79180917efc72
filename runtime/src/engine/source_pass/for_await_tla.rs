//! A module whose top-level waits are all `for await` loops. Boa 0.22 decides whether a
//! module is asynchronous by looking for an await expression only, so such a module runs
//! as a synchronous one: at the loop's first wait its evaluation counts as finished, and
//! whatever the module throws afterwards is lost (`for await (const x of [1]) {} throw e`
//! imports without error and exits 0). An `if (0) await 0;` that never runs, added after
//! the last statement, makes Boa compile the module as the asynchronous one it is.

use swc_ecma_ast::{ArrowExpr, Class, ForOfStmt, Function, Program};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// Whether `src` may hold a `for await` loop: `for`, blanks, `await`.
pub(super) fn may_have_for_await(src: &str) -> bool {
    src.match_indices("for").any(|(i, _)| {
        src[i + 3..]
            .trim_start_matches(|c: char| c.is_ascii_whitespace())
            .starts_with("await")
    })
}

/// Adds the never-run await when a module has a `for await` outside every function.
pub(super) fn edits(program: &Program, edits: &mut Edits) {
    let Program::Module(module) = program else {
        return;
    };
    let mut finder = Finder(false);
    module.visit_with(&mut finder);
    if finder.0 {
        edits.insert(module.span.hi, rank::MODULE_TAIL, ";if(0)await 0;");
    }
}

struct Finder(bool);

impl Visit for Finder {
    fn visit_for_of_stmt(&mut self, s: &ForOfStmt) {
        self.0 |= s.is_await;
        s.visit_children_with(self);
    }
    fn visit_function(&mut self, _: &Function) {}
    fn visit_arrow_expr(&mut self, _: &ArrowExpr) {}
    fn visit_class(&mut self, _: &Class) {}
}

#[cfg(test)]
mod tests {
    use super::may_have_for_await;
    use crate::engine::source_pass::{prepare, Goal};

    #[test]
    fn a_top_level_for_await_gets_a_never_run_await() {
        assert_eq!(
            prepare("for await (const x of y) {}\nthrow e", Goal::Module).as_deref(),
            Some("for await (const x of y) {}\nthrow e;if(0)await 0;")
        );
    }

    #[test]
    fn loops_inside_functions_and_scripts_are_left_alone() {
        assert_eq!(
            prepare(
                "async function f() { for await (const x of y) {} }",
                Goal::Module
            ),
            None
        );
        assert_eq!(prepare("for await (const x of y) {}", Goal::Script), None);
    }

    #[test]
    fn prefilter() {
        assert!(may_have_for_await("for  await (x of y)"));
        assert!(may_have_for_await("for\nawait (x of y)"));
        assert!(!may_have_for_await("for (x of await y)"));
    }
}
