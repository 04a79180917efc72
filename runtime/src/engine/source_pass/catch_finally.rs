//! `try A catch (e) B finally C` whose catch block throws: Boa 0.22 rethrows, after the
//! finally block, whatever exception the engine holds last, so a `finally` that catches an
//! exception of its own (`try { await writer.abort() } catch {}`) makes the catch block's
//! throw disappear and the statement complete normally (zip.js then accepts a wrong
//! password). The statement becomes `try { try A catch (e) B } finally C`, the same by the
//! language's rules, which Boa compiles through its `try`/`finally` path that keeps the
//! exception in a register.

use swc_ecma_ast::{Program, TryStmt};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// Whether `src` may hold a `finally` block (the word, then a brace).
pub(super) fn may_have(src: &str) -> bool {
    src.match_indices("finally")
        .any(|(at, w)| src[at + w.len()..].trim_start().starts_with('{'))
}

/// Nests each `try ... catch ... finally` as described above.
pub(super) fn edits(program: &Program, edits: &mut Edits) {
    program.visit_with(&mut Finder { edits });
}

struct Finder<'a> {
    edits: &'a mut Edits,
}

impl Visit for Finder<'_> {
    fn visit_try_stmt(&mut self, t: &TryStmt) {
        if let (Some(handler), Some(_)) = (&t.handler, &t.finalizer) {
            self.edits.insert(t.span.lo, rank::BLOCK_OPEN, "try {");
            self.edits.insert(handler.span.hi, rank::BLOCK_CLOSE, "}");
        }
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
    fn catch_and_finally_are_nested() {
        assert_eq!(
            changed("try { a() } catch (e) { throw e } finally { b() }").as_deref(),
            Some("try {try { a() } catch (e) {__minirt_fixerr(e); throw e }} finally { b() }")
        );
        // Nested statements are each rewritten; try/finally and try/catch stay.
        assert_eq!(
            changed("try { try {} catch {} finally {} } finally {}\ntry {} catch {}").as_deref(),
            Some("try { try {try {} catch {}} finally {} } finally {}\ntry {} catch {}")
        );
        assert_eq!(changed("p.finally(() => {}); try {} finally {}"), None);
    }
}
