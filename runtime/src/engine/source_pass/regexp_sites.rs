//! Compile-once regular-expression literals. V8 compiles a literal's pattern once per site;
//! Boa compiles it on every evaluation, which makes `function f() { return /.../g }` called
//! per character (string-width's emoji test, for one) cost ~3 ms a call. A literal inside a
//! function becomes
//!
//! ```text
//! (__minirt_regexp(N)||__minirt_regexp(N,/pattern/flags))
//! ```
//!
//! The first evaluation compiles the literal and keeps that object, never handed out, for
//! site N; every evaluation returns a new RegExp object with a copy of its compiled matcher,
//! `lastIndex` 0 and `%RegExp.prototype%`: what evaluating the literal gives, without the
//! compile. Literals outside functions run once per module and are left alone.
//! `__minirt_regexp` is a non-enumerable global of every realm (engine_fixes installs it).

use boa_engine::builtins::regexp::RegExp;
use boa_engine::property::PropertyDescriptor;
use boa_engine::{
    js_string, Context, JsArgs, JsData, JsNativeError, JsObject, JsResult, JsValue, NativeFunction,
};
use boa_gc::{Finalize, Gc, GcRefCell, Trace};
use swc_common::BytePos;
use swc_ecma_ast::{
    ArrowExpr, ClassProp, Constructor, Function, PrivateProp, Program, Regex, StaticBlock,
};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// The global the rewritten literals call.
const HELPER: &str = "__minirt_regexp";

/// Numbers the literals inside functions from `first_site`, adds the edits that rewrite
/// each, and returns how many there were.
pub(super) fn edits(program: &Program, first_site: u32, edits: &mut Edits) -> u32 {
    let mut finder = Finder::default();
    program.visit_with(&mut finder);
    let mut n = first_site;
    for &(lo, hi) in &finder.sites {
        edits.insert(
            lo,
            rank::LITERAL_OPEN,
            format!("({HELPER}({n})||{HELPER}({n},"),
        );
        edits.insert(hi, rank::LITERAL_CLOSE, "))");
        n += 1;
    }
    n - first_site
}

/// Collects the spans of regular-expression literals inside functions.
#[derive(Default)]
struct Finder {
    sites: Vec<(BytePos, BytePos)>,
    depth: u32,
}

impl Finder {
    fn inside(&mut self, visit: impl FnOnce(&mut Self)) {
        self.depth += 1;
        visit(self);
        self.depth -= 1;
    }
}

impl Visit for Finder {
    fn visit_regex(&mut self, r: &Regex) {
        if self.depth > 0 {
            self.sites.push((r.span.lo, r.span.hi));
        }
    }

    fn visit_function(&mut self, f: &Function) {
        self.inside(|me| f.visit_children_with(me));
    }

    fn visit_arrow_expr(&mut self, a: &ArrowExpr) {
        self.inside(|me| a.visit_children_with(me));
    }

    fn visit_constructor(&mut self, c: &Constructor) {
        self.inside(|me| c.visit_children_with(me));
    }

    fn visit_class_prop(&mut self, p: &ClassProp) {
        self.inside(|me| p.visit_children_with(me));
    }

    fn visit_private_prop(&mut self, p: &PrivateProp) {
        self.inside(|me| p.visit_children_with(me));
    }

    fn visit_static_block(&mut self, b: &StaticBlock) {
        self.inside(|me| b.visit_children_with(me));
    }
}

/// Site number → the object its literal first evaluated to, per realm.
#[derive(Trace, Finalize, JsData, Clone)]
struct Sites {
    compiled: Gc<GcRefCell<Vec<Option<JsObject>>>>,
}

/// Defines `__minirt_regexp(site[, literal])` on the current realm's global object.
///
/// # Errors
/// Engine failures while defining the property.
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let sites = Sites {
        compiled: Gc::new(GcRefCell::new(Vec::new())),
    };
    let f = NativeFunction::from_copy_closure_with_captures(
        |_, args, sites: &Sites, ctx| {
            let site = args
                .get_or_undefined(0)
                .as_number()
                .filter(|n| n.fract() == 0.0 && *n >= 0.0 && *n < f64::from(u32::MAX))
                .ok_or_else(|| JsNativeError::typ().with_message("bad regexp literal site"))?
                as usize;
            if let Some(literal) = args.get(1) {
                let literal = literal.as_object().ok_or_else(|| {
                    JsNativeError::typ().with_message("regexp literal site without a literal")
                })?;
                let mut compiled = sites.compiled.borrow_mut();
                if compiled.len() <= site {
                    compiled.resize(site + 1, None);
                }
                compiled[site] = Some(literal.clone());
            }
            let kept = sites.compiled.borrow().get(site).cloned().flatten();
            match kept {
                Some(literal) => fresh_copy(&literal, ctx).map(JsValue::from),
                None => Ok(JsValue::undefined()),
            }
        },
        sites,
    );
    super::install_helper(ctx, HELPER, 2, f)
}

/// A new RegExp object sharing nothing with `literal` but a copy of its compiled form.
fn fresh_copy(literal: &JsObject, ctx: &mut Context) -> JsResult<JsObject> {
    let data = literal
        .downcast_ref::<RegExp>()
        .ok_or_else(|| JsNativeError::typ().with_message("regexp literal site holds no RegExp"))?
        .clone();
    let proto = ctx.intrinsics().constructors().regexp().prototype();
    let copy = JsObject::from_proto_and_data(proto, data);
    copy.define_property_or_throw(
        js_string!("lastIndex"),
        PropertyDescriptor::builder()
            .value(0)
            .writable(true)
            .enumerable(false)
            .configurable(false),
        ctx,
    )?;
    Ok(copy)
}

#[cfg(test)]
mod tests {
    use crate::engine::source_pass::{prepare, Goal};

    #[test]
    fn literals_inside_functions_are_numbered_sites() {
        let out = prepare(
            "const a = /x/; function f() { return /y/g.test(s) }",
            Goal::Script,
        )
        .expect("rewritten");
        assert!(out.starts_with("const a = /x/; function f() { return (__minirt_regexp("));
        assert!(out.ends_with(",/y/g)).test(s) }"), "{out}");
    }

    #[test]
    fn division_and_comments_are_not_literals() {
        assert_eq!(
            prepare("function f(a, b) { return a / b } // c /d/", Goal::Script),
            None
        );
    }

    #[test]
    fn an_arrow_whose_body_is_a_literal_keeps_its_parentheses_outside() {
        let out = prepare(
            "o = { m() { return () => () => /t/.test(this) } }",
            Goal::Script,
        )
        .expect("rewritten");
        assert!(out.contains("=> (0&&this,() => (__minirt_regexp("), "{out}");
        assert!(out.ends_with(",/t/)).test(this)) } }"), "{out}");
    }
}
