//! A function made inside the computed key of a class method. Boa 0.22's scope analysis
//! never visits a method's key (it does visit a field's), so a function created there has
//! no scopes: one with `var` or function declarations stops the bytecompiler with a panic,
//! and calling any other one panics in the engine's environment code. TypeScript writes its
//! downlevel private-member helpers there
//! (`[(_C_x = new WeakMap(), _C_run = function _C_run() {...}, Symbol.asyncIterator)]() {}`).
//!
//! Such a key is evaluated by a static field placed just before the method, whose key the
//! engine does analyse; the method takes the result:
//!
//! ```text
//! static async [EXPR]() {}
//! static [__minirt_key_put(EXPR)];static{delete this.__minirt_key}static async [__minirt_key_take()]() {}
//! ```
//!
//! The same analysis gap loses a variable read only in such a key from inside an inner
//! function (`const k = 'k'; function f() { class X { [k]() {} } }` in a CommonJS file is a
//! ReferenceError: the variable was never marked as captured), so a key that names a
//! variable is moved too when its class sits in a function below the file's own scope.
//!
//! Class elements' keys are evaluated in order, so the key is still computed (and converted
//! to a property key, once) between the keys before and after it. The field itself defines
//! `__minirt_key` on the class while static elements initialise, and the static block right
//! after it removes it again. Other keys are left alone. The method's modifiers move after
//! the key's text, so a method whose modifiers span a line break is left alone too (line
//! numbers must not move).

use std::cell::RefCell;

use boa_engine::property::PropertyKey;
use boa_engine::{js_string, Context, JsArgs, JsNativeError, JsResult, JsValue, NativeFunction};
use swc_ecma_ast::{
    ArrowExpr, Class, ClassMethod, Constructor, Function, GetterProp, Ident, Program, PropName,
    SetterProp, StaticBlock,
};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// The global that evaluates a moved key.
const PUT: &str = "__minirt_key_put";
/// The global the method's key calls for it.
const TAKE: &str = "__minirt_key_take";
/// The static field's name, defined and removed while the class's static elements run.
const FIELD: &str = "__minirt_key";

thread_local! {
    /// The key `PUT` converted, until `TAKE` reads it (nothing runs between the two).
    static PENDING: RefCell<Option<PropertyKey>> = const { RefCell::new(None) };
}

/// Whether `src` may hold a class with a computed method key (a cheap filter).
pub(super) fn may_have(src: &str) -> bool {
    src.contains("class") && src.contains('[')
}

/// Moves the keys the engine would get wrong into a static field before their method.
/// `wrapped`: the program is a CommonJS body inside its wrapper function.
pub(super) fn edits(program: &Program, src: &str, wrapped: bool, edits: &mut Edits) {
    program.visit_with(&mut Finder {
        src,
        edits,
        depth: 0,
        own_depth: u32::from(wrapped),
    });
}

struct Finder<'a> {
    /// The parsed text (SWC position `p` is byte `p - 1`).
    src: &'a str,
    edits: &'a mut Edits,
    /// How many functions enclose the current node.
    depth: u32,
    /// The depth of the file's own scope (1 inside the CommonJS wrapper).
    own_depth: u32,
}

impl Finder<'_> {
    fn nested(&mut self, visit: impl FnOnce(&mut Self)) {
        self.depth += 1;
        visit(self);
        self.depth -= 1;
    }
}

impl Visit for Finder<'_> {
    fn visit_class_method(&mut self, m: &ClassMethod) {
        if let PropName::Computed(key) = &m.key {
            let mut found = KeyContents::default();
            key.expr.visit_with(&mut found);
            if found.function || (found.variable && self.depth > self.own_depth) {
                self.lift(m, key.span.lo, key.span.hi);
            }
        }
        m.visit_children_with(self);
    }

    fn visit_function(&mut self, f: &Function) {
        self.nested(|v| f.visit_children_with(v));
    }
    fn visit_arrow_expr(&mut self, a: &ArrowExpr) {
        self.nested(|v| a.visit_children_with(v));
    }
    fn visit_constructor(&mut self, c: &Constructor) {
        self.nested(|v| c.visit_children_with(v));
    }
    fn visit_getter_prop(&mut self, g: &GetterProp) {
        self.nested(|v| g.visit_children_with(v));
    }
    fn visit_setter_prop(&mut self, s: &SetterProp) {
        self.nested(|v| s.visit_children_with(v));
    }
    fn visit_static_block(&mut self, b: &StaticBlock) {
        self.nested(|v| b.visit_children_with(v));
    }
}

impl Finder<'_> {
    fn lift(&mut self, m: &ClassMethod, open: swc_common::BytePos, close: swc_common::BytePos) {
        let byte = |p: swc_common::BytePos| (p.0 as usize).saturating_sub(1);
        let (start, open_at, close_at) = (byte(m.span.lo), byte(open), byte(close));
        let Some(modifiers) = self.src.get(start..open_at) else {
            return;
        };
        if modifiers.contains(['\n', '\r'])
            || self.src.get(open_at..open_at + 1) != Some("[")
            || close_at == 0
            || self.src.get(close_at - 1..close_at) != Some("]")
        {
            return;
        }
        self.edits.replace(
            m.span.lo,
            open + swc_common::BytePos(1),
            rank::BLOCK_OPEN,
            format!("static [{PUT}("),
        );
        // Ranked after every closing that ends at the key's last character.
        self.edits.replace(
            close - swc_common::BytePos(1),
            close,
            rank::CLASS_TAIL,
            format!(")];static{{delete this.{FIELD}}}{modifiers}[{TAKE}()]"),
        );
    }
}

/// What a key expression holds: something that creates a function object, and a
/// variable read (other than the global `Symbol`).
#[derive(Default)]
struct KeyContents {
    function: bool,
    variable: bool,
}

impl Visit for KeyContents {
    fn visit_function(&mut self, _: &Function) {
        self.function = true;
    }
    fn visit_arrow_expr(&mut self, _: &ArrowExpr) {
        self.function = true;
    }
    fn visit_class(&mut self, _: &Class) {
        self.function = true;
    }
    fn visit_getter_prop(&mut self, _: &GetterProp) {
        self.function = true;
    }
    fn visit_setter_prop(&mut self, _: &SetterProp) {
        self.function = true;
    }
    fn visit_ident(&mut self, i: &Ident) {
        if &*i.sym != "Symbol" {
            self.variable = true;
        }
    }
}

/// Installs the two globals the rewritten classes call.
pub(crate) fn install(ctx: &mut Context) -> JsResult<()> {
    let put = NativeFunction::from_fn_ptr(|_, args, ctx| {
        let key = args.get_or_undefined(0).to_property_key(ctx)?;
        PENDING.with(|p| *p.borrow_mut() = Some(key));
        Ok(js_string!(FIELD).into())
    });
    super::install_helper(ctx, PUT, 1, put)?;
    let take = NativeFunction::from_fn_ptr(|_, _, _| {
        let key = PENDING.with(|p| p.borrow_mut().take()).ok_or_else(|| {
            JsNativeError::typ().with_message("a class method key was read before it was made")
        })?;
        Ok(match key {
            PropertyKey::String(s) => s.into(),
            PropertyKey::Symbol(s) => s.into(),
            PropertyKey::Index(i) => JsValue::from(i.get()),
        })
    });
    super::install_helper(ctx, TAKE, 0, take)
}

#[cfg(test)]
mod tests {
    use crate::engine::source_pass::{prepare_without_class_tails, Goal};

    fn changed(src: &str) -> Option<String> {
        prepare_without_class_tails(src, Goal::Script)
    }

    #[test]
    fn keys_that_make_functions_move_into_a_static_field() {
        assert_eq!(
            changed("class C { static async *[(f = function () { var v; }, 'm')]() {} }")
                .as_deref(),
            Some(
                "class C { static [__minirt_key_put((f = function () { var v; }, 'm'))];\
                 static{delete this.__minirt_key}static async *[__minirt_key_take()]() {} }"
            )
        );
        assert_eq!(
            changed("class C { get [(g = (a) => a, 'x')]() { return 1 } }").as_deref(),
            Some(
                "class C { static [__minirt_key_put((g = (a) => a, 'x'))];\
                 static{delete this.__minirt_key}get [__minirt_key_take()]() { return 1 } }"
            )
        );
    }

    #[test]
    fn variables_in_keys_move_below_the_files_own_scope() {
        let src = "const k = 'k';\nclass A { [k]() {} }\nfunction f() { class X { [k]() {} } }";
        let lifted = "function f() { class X { static [__minirt_key_put(k)];\
                      static{delete this.__minirt_key}[__minirt_key_take()]() {} } }";
        for goal in [Goal::CommonJs, Goal::Script] {
            let out = prepare_without_class_tails(src, goal).unwrap_or_default();
            let lines: Vec<&str> = out.lines().collect();
            assert_eq!(
                lines,
                ["const k = 'k';", "class A { [k]() {} }", lifted],
                "{goal:?}"
            );
        }
        assert_eq!(
            changed("function f() { class X { [Symbol.iterator]() {} ['a']() {} } }"),
            None
        );
    }

    #[test]
    fn other_keys_and_broken_modifiers_stay() {
        for src in [
            "class C { [Symbol.iterator]() {} [k]() {} ['a' + b]() {} }",
            "function f() { return { [k]() {} } }",
            "class C { static [(() => 1, 'f')] = 1 }",
            "const o = { [(() => 1, 'm')]() {} }",
            "class C { static\n[(() => 1, 'm')]() {} }",
        ] {
            assert_eq!(changed(src), None, "{src}");
        }
    }
}
