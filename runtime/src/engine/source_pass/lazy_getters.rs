//! Memoising getters on a prototype. Boa 0.22 fills a property read's inline cache after
//! the getter it found has run, pairing the object's shape *after* the getter with the slot
//! found *before* it. The common memoising getter, `get x() { const v = make();
//! Object.defineProperty(this, 'x', { value: v }); return v; }` on a class or a prototype,
//! gives the object its own `x` while it runs; the read site then maps that new shape to the
//! prototype's getter, so the next read there runs the getter again on an object that
//! already has its own `x` (a TypeError for a non-configurable `x`, a second value
//! otherwise). zod's lazy schema members do this.
//!
//! Such a getter gets a first statement that gives the right answer when it is run that
//! way: `if(__minirt_shadowed(this,K))return this[K];`, where `__minirt_shadowed` tells
//! whether `this` already has its own data property `K`. Only getters whose memoised key
//! is known to be their own are changed, so the answer is the one a correct read gives:
//! - a class or object-literal getter with a plain name that defines that same name on
//!   `this` (`get x() { ... Object.defineProperty(this, 'x', ...) }`);
//! - the `get` of a descriptor literal passed to `Object.defineProperty(T, K, {...})` or
//!   `Reflect.defineProperty` whose body defines the same `K` on `this` (the same
//!   identifier, not rebound inside the getter, or the same string).
//!
//! Left as a gap (docs/ENGINE.md): an own accessor that turns itself into a data property.

use boa_engine::property::PropertyKey;
use boa_engine::{Context, JsArgs, JsResult, JsValue, NativeFunction};
use swc_common::{BytePos, Spanned};
use swc_ecma_ast::{
    ArrowExpr, AssignExpr, AssignOp, AssignTarget, BindingIdent, CallExpr, Callee, Class,
    ClassMethod, Constructor, Expr, Function, FunctionBody, GetterProp, Lit, MemberProp,
    MethodKind, ObjectLit, Program, Prop, PropName, PropOrSpread, SimpleAssignTarget, Stmt,
};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// The global helper the inserted check calls.
const HELPER: &str = "__minirt_shadowed";

/// Whether `src` may hold a getter this pass changes (it skips the parse for most files).
pub(super) fn may_have(src: &str) -> bool {
    src.contains("defineProperty(this")
}

/// Adds the check to each memoising getter of `program`.
pub(super) fn edits(program: &Program, edits: &mut Edits) {
    program.visit_with(&mut Finder { edits });
}

/// Installs `__minirt_shadowed(object, key)`: true when `object` is an object with an own
/// data property `key`. It reads the object's own property table only (no proxy trap,
/// no getter runs), so asking has no effect a program can see.
pub(crate) fn install(ctx: &mut Context) -> JsResult<()> {
    let f = NativeFunction::from_fn_ptr(|_, args, ctx| {
        let Some(object) = args.get_or_undefined(0).as_object() else {
            return Ok(false.into());
        };
        let key: PropertyKey = args.get_or_undefined(1).to_property_key(ctx)?;
        let own = object.borrow().properties().get(&key);
        Ok(JsValue::from(own.is_some_and(|d| d.is_data_descriptor())))
    });
    super::install_helper(ctx, HELPER, 2, f)
}

/// The key a getter memoises, as the source spells it.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Key {
    /// An identifier in scope where the getter is defined.
    Name(String),
    /// A string; the source text of a literal (quotes included) for the inserted check.
    Text { value: String, raw: String },
}

impl Key {
    /// The key of a member's name or of an argument, when it is a plain identifier or a
    /// string literal on one line.
    fn of_expr(e: &Expr) -> Option<Key> {
        match e {
            Expr::Ident(id) => Some(Key::Name(id.sym.to_string())),
            Expr::Lit(Lit::Str(s)) => Key::of_str(s),
            Expr::Paren(p) => Key::of_expr(&p.expr),
            _ => None,
        }
    }

    fn of_str(s: &swc_ecma_ast::Str) -> Option<Key> {
        let value = s.value.as_str()?.to_string();
        let raw = s.raw.as_ref()?.to_string();
        if raw.contains(['\n', '\r', '\u{2028}', '\u{2029}']) {
            return None;
        }
        Some(Key::Text { value, raw })
    }

    /// A getter's own name, as the string key it is.
    fn of_member_name(name: &PropName) -> Option<String> {
        match name {
            PropName::Ident(id) => Some(id.sym.to_string()),
            PropName::Str(s) => s.value.as_str().map(str::to_string),
            _ => None,
        }
    }

    fn source(&self) -> &str {
        match self {
            Key::Name(n) => n,
            Key::Text { raw, .. } => raw,
        }
    }

    /// Whether an argument spells this key the same way (a string by its value).
    fn same_as(&self, other: &Key) -> bool {
        match (self, other) {
            (Key::Name(a), Key::Name(b)) => a == b,
            (Key::Text { value: a, .. }, Key::Text { value: b, .. }) => a == b,
            _ => false,
        }
    }
}

/// `Object.defineProperty(...)` or `Reflect.defineProperty(...)`.
fn is_define_property(call: &CallExpr) -> bool {
    let Callee::Expr(callee) = &call.callee else {
        return false;
    };
    let Expr::Member(m) = &**callee else {
        return false;
    };
    let holder =
        matches!(&*m.obj, Expr::Ident(id) if &*id.sym == "Object" || &*id.sym == "Reflect");
    holder && matches!(&m.prop, MemberProp::Ident(p) if &*p.sym == "defineProperty")
}

/// Where the check goes in a body: after the `{`, or after its directives (with a `;`
/// first, as a directive may end without one).
fn body_site(block: &FunctionBody) -> (BytePos, bool) {
    let last_directive = block
        .stmts
        .iter()
        .take_while(|s| matches!(s, Stmt::Expr(e) if matches!(&*e.expr, Expr::Lit(Lit::Str(_)))))
        .last();
    match last_directive {
        Some(d) => (d.span().hi, true),
        None => (block.span.lo + BytePos(1), false),
    }
}

struct Finder<'a> {
    edits: &'a mut Edits,
}

impl Finder<'_> {
    /// Adds the check to `body` when it defines `key` on `this`.
    fn consider(&mut self, body: &FunctionBody, key: &Key) {
        let mut search = Search {
            key,
            defines: false,
            rebinds: false,
        };
        body.visit_with(&mut search);
        if !search.defines || search.rebinds {
            return;
        }
        let (at, directives) = body_site(body);
        let k = key.source();
        let lead = if directives { ";" } else { "" };
        self.edits.insert(
            at,
            rank::BLOCK_OPEN,
            format!("{lead}if({HELPER}(this,{k}))return this[{k}];"),
        );
    }

    /// The descriptor literal of `Object.defineProperty(T, K, { get() {...}, ... })`.
    fn descriptor_getter(&mut self, call: &CallExpr) {
        if !is_define_property(call) || call.args.len() < 3 {
            return;
        }
        if call.args.iter().take(3).any(|a| a.spread.is_some()) {
            return;
        }
        let Some(key) = Key::of_expr(&call.args[1].expr) else {
            return;
        };
        let Expr::Object(desc) = &*call.args[2].expr else {
            return;
        };
        self.descriptor_literal(desc, &key);
    }

    /// A descriptor literal stored under the key it describes, to be defined later
    /// (`styles[name] = { get() {...} }`, `styles.visible = { get() {...} }`, then
    /// `Object.defineProperties(proto, styles)`: chalk's styles).
    fn stored_descriptor(&mut self, assign: &AssignExpr) {
        if assign.op != AssignOp::Assign {
            return;
        }
        let AssignTarget::Simple(SimpleAssignTarget::Member(m)) = &assign.left else {
            return;
        };
        let key = match &m.prop {
            MemberProp::Computed(c) => Key::of_expr(&c.expr),
            MemberProp::Ident(name) => Some(Key::Text {
                value: name.sym.to_string(),
                raw: format!("'{}'", name.sym),
            }),
            MemberProp::PrivateName(_) => None,
        };
        let (Some(key), Expr::Object(desc)) = (key, &*assign.right) else {
            return;
        };
        self.descriptor_literal(desc, &key);
    }

    /// Adds the check to the getter of `desc`, a whole accessor descriptor for `key`.
    fn descriptor_literal(&mut self, desc: &ObjectLit, key: &Key) {
        let mut getter = None;
        for prop in &desc.props {
            let PropOrSpread::Prop(prop) = prop else {
                return;
            };
            let (name, f) = match &**prop {
                Prop::Method(m) => (Key::of_member_name(&m.key), Some(&*m.function)),
                Prop::KeyValue(kv) => (
                    Key::of_member_name(&kv.key),
                    match &*kv.value {
                        Expr::Fn(f) => Some(&*f.function),
                        _ => None,
                    },
                ),
                _ => return,
            };
            // Only a literal that is a whole accessor descriptor: anything else may be an
            // object whose `get` method means something of its own.
            match name.as_deref() {
                Some("get") => getter = f,
                Some("set" | "enumerable" | "configurable") => {}
                _ => return,
            }
        }
        let Some(f) = getter.filter(|f| !f.is_async && !f.is_generator) else {
            return;
        };
        if let Some(body) = &f.body {
            self.consider(body, key);
        }
    }
}

impl Visit for Finder<'_> {
    fn visit_call_expr(&mut self, call: &CallExpr) {
        self.descriptor_getter(call);
        call.visit_children_with(self);
    }

    fn visit_assign_expr(&mut self, assign: &AssignExpr) {
        self.stored_descriptor(assign);
        assign.visit_children_with(self);
    }

    fn visit_class_method(&mut self, m: &ClassMethod) {
        if m.kind == MethodKind::Getter {
            if let (Some(name), Some(body)) = (Key::of_member_name(&m.key), &m.function.body) {
                let key = Key::Text {
                    raw: String::new(),
                    value: name,
                };
                self.named_getter(body, &key);
            }
        }
        m.visit_children_with(self);
    }

    fn visit_getter_prop(&mut self, g: &GetterProp) {
        if let (Some(name), Some(body)) = (Key::of_member_name(&g.key), &g.function.body) {
            let key = Key::Text {
                raw: String::new(),
                value: name,
            };
            self.named_getter(body, &key);
        }
        g.visit_children_with(self);
    }
}

impl Finder<'_> {
    /// A getter named `name` that defines a string key on `this`: changed when the first
    /// such key is its own name (spelled as in the defining call).
    fn named_getter(&mut self, body: &FunctionBody, name: &Key) {
        let mut first = FirstKey { key: None };
        body.visit_with(&mut first);
        if let Some(key) = first.key.filter(|k| k.same_as(name)) {
            self.consider(body, &key);
        }
    }
}

/// The first string key a body defines on `this`.
struct FirstKey {
    key: Option<Key>,
}

impl Visit for FirstKey {
    fn visit_call_expr(&mut self, call: &CallExpr) {
        if self.key.is_none()
            && is_define_property(call)
            && call.args.len() >= 2
            && matches!(&*call.args[0].expr, Expr::This(_))
            && call.args[1].spread.is_none()
        {
            if let Expr::Lit(Lit::Str(s)) = &*call.args[1].expr {
                self.key = Key::of_str(s);
            }
        }
        call.visit_children_with(self);
    }
    // A nested function or class has a `this` of its own.
    fn visit_function(&mut self, _: &Function) {}
    fn visit_class(&mut self, _: &Class) {}
    fn visit_arrow_expr(&mut self, a: &ArrowExpr) {
        a.visit_children_with(self);
    }
}

/// Whether a getter's body defines `key` on its `this` (directly or in an arrow), and
/// whether it binds or assigns a name that `key` uses.
struct Search<'k> {
    key: &'k Key,
    defines: bool,
    rebinds: bool,
}

impl Visit for Search<'_> {
    fn visit_call_expr(&mut self, call: &CallExpr) {
        if is_define_property(call)
            && call.args.len() >= 2
            && call.args.iter().take(2).all(|a| a.spread.is_none())
            && matches!(&*call.args[0].expr, Expr::This(_))
            && Key::of_expr(&call.args[1].expr).is_some_and(|k| k.same_as(self.key))
        {
            self.defines = true;
        }
        call.visit_children_with(self);
    }

    fn visit_binding_ident(&mut self, b: &BindingIdent) {
        if matches!(self.key, Key::Name(n) if *n == *b.id.sym) {
            self.rebinds = true;
        }
    }

    fn visit_function(&mut self, f: &Function) {
        // Its `this` is another; a name it binds may still shadow the key's (checked).
        let mut inner = Search {
            key: self.key,
            defines: false,
            rebinds: false,
        };
        f.visit_children_with(&mut inner);
        self.rebinds |= inner.rebinds;
    }

    fn visit_constructor(&mut self, c: &Constructor) {
        let mut inner = Search {
            key: self.key,
            defines: false,
            rebinds: false,
        };
        c.visit_children_with(&mut inner);
        self.rebinds |= inner.rebinds;
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::source_pass::{prepare, prepare_without_class_tails, Goal};

    fn changed(src: &str) -> Option<String> {
        prepare_without_class_tails(src, Goal::Script)
    }

    #[test]
    fn class_getter_that_memoises_its_own_name() {
        let src = "class A { get x() { const v = {}; Object.defineProperty(this, 'x', { value: v }); return v; } }";
        assert_eq!(
            changed(src).as_deref(),
            Some("class A { get x() {if(__minirt_shadowed(this,'x'))return this['x']; const v = {}; Object.defineProperty(this, 'x', { value: v }); return v; } }")
        );
    }

    #[test]
    fn object_getter_with_directive() {
        let src = "o = { get \"y\"() { 'use strict'\n return Reflect.defineProperty(this, \"y\", { value: 1 }) } }";
        assert_eq!(
            prepare(src, Goal::Script).as_deref(),
            Some("o = { get \"y\"() { 'use strict';if(__minirt_shadowed(this,\"y\"))return this[\"y\"];\n return Reflect.defineProperty(this, \"y\", { value: 1 }) } }")
        );
    }

    #[test]
    fn descriptor_getter_with_the_same_key() {
        let src = "function lazy(p, key, make) { Object.defineProperty(p, key, { configurable: true, get() { const v = make(this); Object.defineProperty(this, key, { value: v }); return v; } }); }";
        assert_eq!(
            prepare(src, Goal::Script).as_deref(),
            Some("function lazy(p, key, make) { Object.defineProperty(p, key, { configurable: true, get() {if(__minirt_shadowed(this,key))return this[key]; const v = make(this); Object.defineProperty(this, key, { value: v }); return v; } }); }")
        );
        let src = "Object.defineProperty(p, 'k', { get: function () { return () => Object.defineProperty(this, 'k', { value: 1 }) } })";
        assert!(prepare(src, Goal::Script).is_some_and(
            |s| s.contains("function () {if(__minirt_shadowed(this,'k'))return this['k'];")
        ));
    }

    #[test]
    fn descriptors_stored_under_their_key() {
        let src = "for (const [name, style] of entries) { styles[name] = { get() { const b = make(style); Object.defineProperty(this, name, { value: b }); return b; } }; }";
        assert!(prepare(src, Goal::Script).is_some_and(
            |s| s.contains("get() {if(__minirt_shadowed(this,name))return this[name]; const b")
        ));
        let src = "styles.visible = { get() { const b = make(); Object.defineProperty(this, 'visible', { value: b }); return b; } };";
        assert!(prepare(src, Goal::Script)
            .is_some_and(|s| s
                .contains("get() {if(__minirt_shadowed(this,'visible'))return this['visible'];")));
        // Stored under another key, or not an assignment of a descriptor literal.
        for src in [
            "styles[other] = { get() { Object.defineProperty(this, name, { value: 1 }); } };",
            "styles.a = { get() { Object.defineProperty(this, 'b', { value: 1 }); } };",
            "styles[name] += { get() { Object.defineProperty(this, name, { value: 1 }); } };",
            "styles[name] = { get() { Object.defineProperty(this, name, {}); }, other: 1 };",
        ] {
            assert_eq!(changed(src), None, "{src}");
        }
    }

    #[test]
    fn other_getters_are_left_alone() {
        for src in [
            // Memoises another key: its own answer differs from that key's value.
            "class A { get x() { Object.defineProperty(this, '_x', { value: 1 }); return this._x.y; } }",
            // Not a descriptor literal: `get` is a method of its own.
            "Object.defineProperty(p, key, { get() { Object.defineProperty(this, key, {}) }, other: 1 })",
            // A different key, or the key rebound inside the getter.
            "Object.defineProperty(p, key, { get() { Object.defineProperty(this, other, {}) } })",
            "Object.defineProperty(p, key, { get() { key = 'z'; Object.defineProperty(this, key, {}) } })",
            // `this` of a nested function is another object.
            "class A { get x() { return function () { Object.defineProperty(this, 'x', {}) } } }",
        ] {
            assert_eq!(changed(src), None, "{src}");
        }
    }
}
