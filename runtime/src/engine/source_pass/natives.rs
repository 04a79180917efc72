//! V8's `%Name(args)` runtime calls under `--allow-natives-syntax`. Node's tests reach them
//! as `eval('%OptimizeFunctionOnNextCall(fn)')`, a direct eval of a string that only V8 can
//! parse. The natives they use are hints to V8's optimising compilers; Boa has none, so the
//! call's whole effect here is evaluating its arguments. The eval is replaced by a call of
//! the same name on the holder js-lib defines (internal/engine/natives_syntax.js), with the
//! argument text spliced in place so it still sees the eval's scope. Natives that answer
//! questions about the optimiser, or that V8 alone can do, are left alone: the eval then
//! fails as Boa's SyntaxError, as it does without the flag.

use std::sync::atomic::{AtomicBool, Ordering};

use swc_ecma_ast::{CallExpr, Callee, Expr, Lit, Program};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// Whether `--allow-natives-syntax` was given (set once, before any user code is read).
static ENABLED: AtomicBool = AtomicBool::new(false);

/// What the eval becomes: a lookup of the holder, then `.Name(args)`.
const HOLDER: &str = "globalThis[Symbol.for('minirt.natives')]";

/// The natives whose only effect in V8 is on when and how a function is compiled.
pub(crate) const HINTS: [&str; 9] = [
    "PrepareFunctionForOptimization",
    "OptimizeFunctionOnNextCall",
    "OptimizeOsr",
    "NeverOptimizeFunction",
    "DeoptimizeFunction",
    "DeoptimizeNow",
    "CompileBaseline",
    "BaselineOsr",
    "ClearFunctionFeedback",
];

/// Turns the rewrite on for this process.
pub fn enable() {
    ENABLED.store(true, Ordering::Relaxed);
}

/// Whether the pass should look for natives in `src`.
pub(super) fn may_have_natives(src: &str) -> bool {
    ENABLED.load(Ordering::Relaxed) && src.contains("eval") && src.contains('%')
}

/// Adds the replacement of each `eval('%Hint(...)')`.
pub(super) fn edits(program: &Program, edits: &mut Edits) {
    if !ENABLED.load(Ordering::Relaxed) {
        return;
    }
    program.visit_with(&mut Finder { edits });
}

/// `%Name(args)` (a trailing `;` allowed) as (Name, args), for a hint Name.
fn parse_native(code: &str) -> Option<(&str, &str)> {
    let code = code.trim().trim_end_matches(';').trim_end();
    let rest = code.strip_prefix('%')?;
    let open = rest.find('(')?;
    let name = &rest[..open];
    let args = rest[open + 1..].strip_suffix(')')?;
    // A newline in the replacement would move every later line.
    if !HINTS.contains(&name) || args.contains(['\n', '\r', '\u{2028}', '\u{2029}']) {
        return None;
    }
    Some((name, args))
}

struct Finder<'a> {
    edits: &'a mut Edits,
}

impl Visit for Finder<'_> {
    fn visit_call_expr(&mut self, call: &CallExpr) {
        let is_eval = matches!(&call.callee, Callee::Expr(e) if matches!(&**e, Expr::Ident(id) if &*id.sym == "eval"));
        if is_eval && call.args.len() == 1 && call.args[0].spread.is_none() {
            if let Expr::Lit(Lit::Str(s)) = &*call.args[0].expr {
                if let Some(code) = s.value.as_str() {
                    if let Some((name, args)) = parse_native(code) {
                        self.edits.replace(
                            call.span.lo,
                            call.span.hi,
                            rank::KEYWORD,
                            format!("{HOLDER}.{name}({args})"),
                        );
                        return;
                    }
                }
            }
        }
        call.visit_children_with(self);
    }
}

#[cfg(test)]
mod tests {
    use super::parse_native;

    #[test]
    fn only_hints_with_one_line_arguments() {
        assert_eq!(
            parse_native("%OptimizeFunctionOnNextCall(f);"),
            Some(("OptimizeFunctionOnNextCall", "f"))
        );
        assert_eq!(
            parse_native(" %PrepareFunctionForOptimization(process.hrtime) "),
            Some(("PrepareFunctionForOptimization", "process.hrtime"))
        );
        assert_eq!(parse_native("%GetOptimizationStatus(f)"), None);
        assert_eq!(parse_native("OptimizeFunctionOnNextCall(f)"), None);
        assert_eq!(parse_native("%OptimizeFunctionOnNextCall(f\n)"), None);
    }
}
