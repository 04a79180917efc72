//! Stop points in a worker's loops. Boa 0.22 has no way to interrupt running JavaScript from
//! another thread, so `worker.terminate()` could not stop a worker busy in a loop. In code a
//! worker thread loads, every loop gets a counter of its own and, every 10,000 iterations,
//! a call of `__minirt_loop`, which ends the worker if its parent asked it to stop:
//!
//! `L: for (;;) x();` becomes
//! `{let __minirt_lc=0;L: for (;;) {if(++__minirt_lc>9999){__minirt_lc=0;__minirt_loop()}x();}}`
//!
//! The counter is a block-scoped local, so the check costs an increment and a compare per
//! iteration (~15-25 ns in a tight loop); the main thread's code is rewritten only for a
//! `vm` run with a `timeout`, whose deadline the same check enforces ([`with_deadline`]),
//! or with `breakOnSigint`, which Ctrl-C ends ([`with_sigint_break`], the REPL's evaluations).

use std::cell::Cell;
use std::time::{Duration, Instant};

use boa_engine::{Context, JsResult, JsValue, NativeFunction};
use swc_common::{BytePos, Span, Spanned};
use swc_ecma_ast::{DoWhileStmt, ForInStmt, ForOfStmt, ForStmt, LabeledStmt, Stmt, WhileStmt};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

const HELPER: &str = "__minirt_loop";
const CHECK: &str = "if(++__minirt_lc>9999){__minirt_lc=0;__minirt_loop()}";

thread_local! {
    /// Set on worker threads: their user code gets the stop points.
    static ENABLED: Cell<bool> = const { Cell::new(false) };
    /// Set while a `vm` script with a timeout is compiled on this thread.
    static FORCED: Cell<bool> = const { Cell::new(false) };
    /// The deadline of the innermost `vm` run with a timeout.
    static DEADLINE: Cell<Option<Instant>> = const { Cell::new(None) };
    /// A stop point found the deadline passed (read and cleared by the vm binding).
    static TIMED_OUT: Cell<bool> = const { Cell::new(false) };
    /// How many `breakOnSigint` runs are active on this thread.
    static SIGINT_RUNS: Cell<u32> = const { Cell::new(0) };
    /// A stop point ended a `breakOnSigint` run after a SIGINT (read and cleared by it).
    static SIGINT_STOPPED: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f` as a `breakOnSigint` run: while the SIGINT watchdog
/// (`bindings::io::signal::watchdog_start`, which the caller starts and stops) has a pending
/// Ctrl-C, a stop point ends the run with an error no `catch` stops. Returns `f`'s result and
/// whether a stop point ended it so; a SIGINT that came too late for one is not reported, as
/// in Node, where the watchdog may find the script finished.
pub fn with_sigint_break<R>(f: impl FnOnce() -> R) -> (R, bool) {
    SIGINT_RUNS.with(|n| n.set(n.get() + 1));
    let r = f();
    SIGINT_RUNS.with(|n| n.set(n.get() - 1));
    (r, SIGINT_STOPPED.with(|c| c.replace(false)))
}

/// Compiles with stop points on this thread while `f` runs (code of a `vm` run with a
/// timeout), whatever thread it is.
pub fn forced<R>(f: impl FnOnce() -> R) -> R {
    let before = FORCED.with(|c| c.replace(true));
    let r = f();
    FORCED.with(|c| c.set(before));
    r
}

/// Runs `f` with a deadline `timeout` from now (or the enclosing one, if sooner): a stop
/// point reached after it ends the run with an error no `catch` in the script stops.
/// Returns `f`'s result and whether the deadline ended it.
pub fn with_deadline<R>(timeout: Duration, f: impl FnOnce() -> R) -> (R, bool) {
    let mine = Instant::now() + timeout;
    let outer = DEADLINE.with(Cell::get);
    let effective = outer.map_or(mine, |o| o.min(mine));
    DEADLINE.with(|d| d.set(Some(effective)));
    let r = f();
    DEADLINE.with(|d| d.set(outer));
    let fired = TIMED_OUT.with(|t| t.replace(false));
    if fired && outer.is_some_and(|o| o <= mine) {
        // The enclosing run's deadline came first: its error keeps going up to that run.
        TIMED_OUT.with(|t| t.set(true));
        return (r, false);
    }
    (r, fired)
}

/// Turns the stop points on for code compiled on this thread (a worker's).
pub fn enable() {
    ENABLED.with(|e| e.set(true));
}

/// Whether code compiled on this thread gets stop points and `src` may have a loop.
pub(super) fn wanted(src: &str) -> bool {
    (ENABLED.with(Cell::get) || FORCED.with(Cell::get))
        && (src.contains("for") || src.contains("while") || src.contains("do"))
}

/// Adds the counter and the check to every loop of `program`.
pub(super) fn edits(program: &swc_ecma_ast::Program, edits: &mut Edits) {
    let mut finder = Finder {
        edits,
        labels: Vec::new(),
    };
    program.visit_with(&mut finder);
}

struct Finder<'a> {
    edits: &'a mut Edits,
    /// Loops that are the body of a label: (loop start, label start). The counter's block
    /// must hold the label too, or `continue label` would name a label out of reach.
    labels: Vec<(BytePos, BytePos)>,
}

impl Finder<'_> {
    fn wrap(&mut self, span: Span, body: &Stmt) {
        let start = self
            .labels
            .iter()
            .find(|(lo, _)| *lo == span.lo)
            .map_or(span.lo, |(_, label)| *label);
        self.edits
            .insert(start, rank::LOOP_OPEN, "{let __minirt_lc=0;");
        match body {
            Stmt::Block(block) => {
                self.edits
                    .insert(block.span.lo + BytePos(1), rank::LOOP_OPEN, CHECK);
            }
            other => {
                let s = other.span();
                self.edits
                    .insert(s.lo, rank::LOOP_OPEN, format!("{{{CHECK}"));
                // Order 3: after the blocks of a loop that is itself this body, which open
                // at the same offset inside this brace.
                self.edits.close_nested(s.hi, s.lo, 3, "}");
            }
        }
        // Order 2: outside the blocks that labelled_jumps (1) and generator_loops (0) put
        // around the same loop, which open inside this one.
        self.edits.close_nested(span.hi, start, 2, "}");
    }
}

fn is_loop(stmt: &Stmt) -> bool {
    matches!(
        stmt,
        Stmt::For(_) | Stmt::ForIn(_) | Stmt::ForOf(_) | Stmt::While(_) | Stmt::DoWhile(_)
    )
}

impl Visit for Finder<'_> {
    fn visit_labeled_stmt(&mut self, s: &LabeledStmt) {
        if is_loop(&s.body) {
            self.labels.push((s.body.span().lo, s.span.lo));
        }
        s.visit_children_with(self);
    }

    fn visit_for_stmt(&mut self, s: &ForStmt) {
        self.wrap(s.span, &s.body);
        s.visit_children_with(self);
    }

    fn visit_for_in_stmt(&mut self, s: &ForInStmt) {
        self.wrap(s.span, &s.body);
        s.visit_children_with(self);
    }

    fn visit_for_of_stmt(&mut self, s: &ForOfStmt) {
        self.wrap(s.span, &s.body);
        s.visit_children_with(self);
    }

    fn visit_while_stmt(&mut self, s: &WhileStmt) {
        self.wrap(s.span, &s.body);
        s.visit_children_with(self);
    }

    fn visit_do_while_stmt(&mut self, s: &DoWhileStmt) {
        self.wrap(s.span, &s.body);
        s.visit_children_with(self);
    }
}

/// Defines `__minirt_loop` in the current realm: it ends the worker when its parent asked
/// it to stop, a `vm` run whose deadline passed, and a `breakOnSigint` run after Ctrl-C
/// (each with an error no `catch` stops), and otherwise does nothing.
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let f = NativeFunction::from_fn_ptr(|_, _, ctx| {
        if crate::bindings::worker::terminate_requested() {
            return Err(crate::bindings::worker::stop_worker(ctx, 1));
        }
        if DEADLINE
            .with(Cell::get)
            .is_some_and(|d| Instant::now() >= d)
        {
            TIMED_OUT.with(|t| t.set(true));
            return Err(boa_engine::error::RuntimeLimitError::Recursion.into());
        }
        if SIGINT_RUNS.with(Cell::get) > 0 && crate::bindings::io::signal::sigint_pending() {
            SIGINT_STOPPED.with(|c| c.set(true));
            return Err(boa_engine::error::RuntimeLimitError::Recursion.into());
        }
        Ok(JsValue::undefined())
    });
    super::install_helper(ctx, HELPER, 0, f)
}

#[cfg(test)]
mod tests {
    use crate::engine::source_pass::{prepare_without_class_tails, Goal};

    fn on_worker<R>(f: impl FnOnce() -> R + Send) -> R
    where
        R: Send,
    {
        std::thread::scope(|s| {
            s.spawn(|| {
                super::enable();
                f()
            })
            .join()
            .unwrap_or_else(|_| panic!("the pass thread panicked"))
        })
    }

    #[test]
    fn every_loop_gets_a_counter_and_a_check() {
        let out = on_worker(|| {
            prepare_without_class_tails("while (a) b(); L: for (;;) { continue L; }", Goal::Script)
        });
        let check = super::CHECK;
        assert_eq!(
            out.as_deref(),
            Some(
                format!(
                    "{{let __minirt_lc=0;while (a) {{{check}b();}}}} {{let __minirt_lc=0;L: for (;;) {{{check} continue L; }}}}"
                )
                .as_str()
            )
        );
    }

    // The closings of a body without braces, of a yielding loop's block (generator_loops)
    // and of the counter block all fall at the loop's end: innermost first.
    #[test]
    fn unbraced_yielding_bodies_close_in_order() {
        for src in [
            "function* g(b){ for (const a of b) yield a }",
            "function* g(b){ for (const a of b) for (const c of a) yield c }",
            "function* g(b){ L: for (const a of b) for (const c of a) if (c) continue L; else yield c }",
            "function* g(b){ for (const a of b) return a }",
        ] {
            let out = on_worker(|| prepare_without_class_tails(src, Goal::Script))
                .unwrap_or_else(|| panic!("rewritten: {src}"));
            let mut ctx = boa_engine::Context::default();
            let parsed =
                boa_engine::Script::parse(boa_engine::Source::from_bytes(&out), None, &mut ctx);
            assert!(parsed.is_ok(), "{out}");
        }
    }

    #[test]
    fn the_main_thread_is_left_alone() {
        assert_eq!(
            prepare_without_class_tails("for (;;) x();", Goal::Script),
            None
        );
    }
}
