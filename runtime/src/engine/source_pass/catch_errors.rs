//! Errors the engine throws carry Boa's wording (`not a callable function`, `cannot convert
//! 'null' or 'undefined' to object`) where V8 names what failed (`o.f is not a function`,
//! `Cannot read properties of undefined (reading 'x')`), and no host hook sees an engine
//! error before a `catch` block does. So each `catch (e) { ... }` whose block reads `e`
//! starts by handing it over:
//!
//! ```text
//! catch (e) { report(e.message) }
//! catch (e) {__minirt_fixerr(e); report(e.message) }
//! ```
//!
//! `__minirt_fixerr` passes an error object to the hook js-lib registers
//! (`internal/errors_wording`), which rewrites the message of one the engine made, reading
//! the failing expression from the source at the error's position. A block that never
//! names its binding cannot see the message, so it is left alone, as are destructuring
//! bindings. `Function.prototype.toString` leaves the call out again (engine_fixes.rs).

use std::collections::HashSet;

use boa_engine::property::PropertyKey;
use boa_engine::{js_string, Context, JsArgs, JsResult, JsValue, NativeFunction};
use swc_common::{BytePos, Spanned};
use swc_ecma_ast::{CatchClause, Ident, Pat, Program};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};
use crate::host::event_loop::host;

/// The global the rewritten `catch` blocks call.
const FIX: &str = "__minirt_fixerr";

/// Whether `src` may hold a `catch` clause with a binding (the word, then a parenthesis).
pub(super) fn may_have(src: &str) -> bool {
    src.match_indices("catch")
        .any(|(at, w)| src[at + w.len()..].trim_start().starts_with('('))
}

/// Adds the call at the start of each `catch` block that reads its binding.
pub(super) fn edits(program: &Program, edits: &mut Edits) {
    program.visit_with(&mut Finder { edits });
}

struct Finder<'a> {
    edits: &'a mut Edits,
}

impl Visit for Finder<'_> {
    fn visit_catch_clause(&mut self, c: &CatchClause) {
        if let Some(Pat::Ident(binding)) = &c.param {
            let name = binding.id.sym.as_str();
            let mut reads = Reads { name, found: false };
            c.body.visit_with(&mut reads);
            if reads.found {
                // Before anything another pass opens at the block's first statement (a loop's
                // label or check block): this pass's edits are listed before theirs.
                let open = c.body.span().lo + BytePos(1);
                self.edits
                    .insert(open, rank::LOOP_OPEN, format!("{FIX}({name});"));
            }
        }
        c.visit_children_with(self);
    }
}

/// Whether a block names `name` anywhere (shadowing is ignored: a false yes only costs a
/// call), or calls `eval`, which can reach it without naming it.
struct Reads<'a> {
    name: &'a str,
    found: bool,
}

impl Visit for Reads<'_> {
    fn visit_ident(&mut self, i: &Ident) {
        let sym = i.sym.as_str();
        if sym == self.name || sym == "eval" {
            self.found = true;
        }
    }
}

/// `__minirt_fixerr(value)`: an error object goes to js-lib's wording hook; anything else,
/// or a hook that throws, leaves the value as it was (a `catch` block must never fail here).
fn fix_caught(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    reword(args.get_or_undefined(0), ctx);
    Ok(JsValue::undefined())
}

/// The messages js-lib's hook may change (it gives them once it has loaded): most caught
/// errors are the program's own, and this keeps them from a call into JS.
#[derive(Default)]
pub struct WordingFilter {
    exact: HashSet<String>,
    prefixes: Vec<String>,
    suffixes: Vec<String>,
    contains: Vec<String>,
}

impl WordingFilter {
    /// From js-lib's four lists of strings (exact messages, prefixes, suffixes, parts).
    pub fn from_lists(lists: [Vec<String>; 4]) -> Self {
        let [exact, prefixes, suffixes, contains] = lists;
        WordingFilter {
            exact: exact.into_iter().collect(),
            prefixes,
            suffixes,
            contains,
        }
    }

    fn wants(&self, message: &str) -> bool {
        self.exact.contains(message)
            || self
                .prefixes
                .iter()
                .any(|p| message.starts_with(p.as_str()))
            || self.suffixes.iter().any(|s| message.ends_with(s.as_str()))
            || self.contains.iter().any(|c| message.contains(c.as_str()))
    }
}

/// Hands `value` to js-lib's wording hook when it is an error object whose own message the
/// hook may change (also called for the value a promise reaction receives, event_loop.rs).
/// Never fails.
pub(crate) fn reword(value: &JsValue, ctx: &mut Context) {
    let Some(object) = value.as_object() else {
        return;
    };
    if !object.is::<boa_engine::builtins::error::Error>() {
        return;
    }
    let h = host(ctx);
    if let Some(filter) = h.error_wording_filter.borrow().as_ref() {
        let key = PropertyKey::from(js_string!("message"));
        let message = object.borrow().properties().get(&key).and_then(|d| {
            d.value()
                .and_then(|v| v.as_string())
                .map(|s| s.to_std_string_lossy())
        });
        if !message.is_some_and(|m| filter.wants(&m)) {
            return;
        }
    }
    let hook = h.error_wording.borrow().clone();
    if let Some(hook) = hook {
        let _ = hook.call(&JsValue::undefined(), std::slice::from_ref(value), ctx);
    }
}

/// Installs the global the rewritten `catch` blocks call.
pub(crate) fn install(ctx: &mut Context) -> JsResult<()> {
    super::install_helper(ctx, FIX, 1, NativeFunction::from_fn_ptr(fix_caught))
}

#[cfg(test)]
mod tests {
    use crate::engine::source_pass::{prepare_without_class_tails, Goal};

    fn changed(src: &str) -> Option<String> {
        prepare_without_class_tails(src, Goal::Script)
    }

    #[test]
    fn blocks_that_read_their_binding_get_the_call() {
        assert_eq!(
            changed("try { f() } catch (e) { log(e.message) }").as_deref(),
            Some("try { f() } catch (e) {__minirt_fixerr(e); log(e.message) }")
        );
        assert_eq!(
            changed("try {} catch (err) { try {} catch (e2) { throw err } }").as_deref(),
            Some("try {} catch (err) {__minirt_fixerr(err); try {} catch (e2) { throw err } }")
        );
    }

    #[test]
    fn other_catches_stay() {
        // Not read, no binding, a destructuring binding.
        assert_eq!(changed("try { f() } catch (e) { return false }"), None);
        assert_eq!(changed("try { f() } catch { g() }"), None);
        assert_eq!(
            changed("try { f() } catch ({ message }) { g(message) }"),
            None
        );
        assert_eq!(changed("p.catch((e) => e)"), None);
    }
}
