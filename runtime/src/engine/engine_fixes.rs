//! Engine behaviour a program can see that differs from V8 (so from Node), corrected with
//! native functions when a realm is made (the main one and every `vm` context), before any
//! JS runs. Native functions cost nothing to parse, so the corrections add almost nothing
//! to start-up.
//!
//! - `Function.prototype.toString` of functions made by `Function`, `AsyncFunction`,
//!   `GeneratorFunction` and `AsyncGeneratorFunction` gives the text the spec builds
//!   (`function anonymous(a,b\n) {\nbody\n}`); Boa prints `[native code]` for them.
//! - `RegExp.prototype.source` escapes `/` only where a literal needs it (outside classes
//!   and escapes), as V8 does; Boa escapes every `/`, so a regex rebuilt from `.source`
//!   stops matching what it matched.
//! - `Array.prototype.toLocaleString` and `%TypedArray%.prototype.toLocaleString` join with
//!   `,` as V8 does (Boa uses `, `).
//! - `Array.fromAsync`, `Error.isError` and `Iterator.prototype[Symbol.dispose]`, which V8
//!   has and Boa 0.22 lacks (and `ArrayBuffer.prototype.transfer` in
//!   array_buffer_transfer.rs); and the other way round, what Boa has and V8 does not.
//! - `toString()` of a class defined in user code gives its text (with
//!   source_pass/class_text, which files each class's text as it is defined).
//!
//! The gaps that cannot be corrected this way are listed in docs/ENGINE.md.

use boa_engine::object::builtins::{JsFunction, JsTypedArray, JsWeakMap};
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::property::PropertyDescriptor;
use boa_engine::{
    js_string, Context, JsArgs, JsData, JsNativeError, JsObject, JsResult, JsString, JsValue,
    NativeFunction, Source,
};
use boa_gc::{Finalize, Trace};

use crate::engine::helper_module::HelperModule;

/// Installs every correction in the current realm.
///
/// # Errors
/// Engine failures while defining properties (none expected on a fresh realm).
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let texts = JsWeakMap::new(ctx);
    install_function_to_string(&texts, ctx)?;
    install_mark_native(&texts, ctx)?;
    crate::engine::source_pass::class_text::install(&texts, ctx)?;
    install_function_constructors(&texts, ctx)?;
    install_regexp_source(ctx)?;
    install_to_locale_string(ctx)?;
    install_missing_builtins(ctx)?;
    install_json_parse_messages(ctx)?;
    crate::engine::date_parse::install(ctx)?;
    crate::engine::date_local::install(ctx)?;
    crate::engine::number_digits::install(ctx)?;
    crate::engine::number_exact::install(ctx)?;
    crate::engine::math_fdlibm::install(ctx)?;
    crate::engine::array_sort::install(ctx)?;
    crate::engine::bigint_width::install(ctx)?;
    crate::engine::regexp_flags::install(ctx)?;
    crate::engine::proxy_shape::install(ctx)?;
    crate::engine::accessor_shape::install(ctx)?;
    crate::engine::regexp_statics::install(ctx)?;
    crate::engine::array_buffer_transfer::install(ctx)?;
    crate::engine::string_limits::install(ctx)?;
    crate::engine::source_pass::regexp_sites::install(ctx)?;
    crate::engine::source_pass::loop_checks::install(ctx)?;
    crate::engine::source_pass::explicit_resources::install(ctx)?;
    crate::engine::source_pass::lazy_getters::install(ctx)?;
    crate::engine::source_pass::method_keys::install(ctx)?;
    crate::engine::source_pass::generator_loops::install(ctx)?;
    crate::engine::source_pass::catch_errors::install(ctx)?;
    crate::engine::source_pass::exponent::install(ctx)?;
    Ok(())
}

fn method(ctx: &mut Context, f: NativeFunction, name: &str, length: usize) -> JsFunction {
    FunctionObjectBuilder::new(ctx.realm(), f)
        .name(js_string!(name))
        .length(length)
        .build()
}

/// Defines `name` on `target` as a built-in method is: writable, configurable, not
/// enumerable (also used for the replaced built-ins in date_parse.rs and array_sort.rs).
pub(crate) fn define_method(
    target: &JsObject,
    name: &str,
    value: impl Into<JsValue>,
    ctx: &mut Context,
) -> JsResult<()> {
    define_method_key(target, js_string!(name), value, ctx)
}

/// Defines the accessor `name` with only a getter, as the spec's built-in accessors are: the
/// function named `get <name>` with length 0; not enumerable, configurable.
pub(crate) fn define_getter(
    target: &JsObject,
    name: &str,
    getter: NativeFunction,
    ctx: &mut Context,
) -> JsResult<()> {
    let getter = method(ctx, getter, &format!("get {name}"), 0);
    target.define_property_or_throw(
        js_string!(name),
        PropertyDescriptor::builder()
            .get(getter)
            .set(JsValue::undefined())
            .enumerable(false)
            .configurable(true),
        ctx,
    )?;
    Ok(())
}

/// `define_method` for any key (a symbol among them).
pub(crate) fn define_method_key(
    target: &JsObject,
    key: impl Into<boa_engine::property::PropertyKey>,
    value: impl Into<JsValue>,
    ctx: &mut Context,
) -> JsResult<()> {
    target.define_property_or_throw(
        key,
        PropertyDescriptor::builder()
            .value(value.into())
            .writable(true)
            .enumerable(false)
            .configurable(true),
        ctx,
    )?;
    Ok(())
}

/// `Object.getOwnPropertyDescriptor(object, key)` as an object, or `None` when absent.
fn own_descriptor(object: &JsObject, key: &str, ctx: &mut Context) -> JsResult<Option<JsObject>> {
    let object_ctor = ctx.intrinsics().constructors().object().constructor();
    let f = object_ctor.get(js_string!("getOwnPropertyDescriptor"), ctx)?;
    let f = crate::host::runtime::as_function(&f, "Object.getOwnPropertyDescriptor")?;
    let d = f.call(
        &object_ctor.into(),
        &[object.clone().into(), js_string!(key).into()],
        ctx,
    )?;
    Ok(d.as_object())
}

// --- Function.prototype.toString and the function constructors ---------------------------

/// `__minirt_markNative(fn, name)`: a built-in that js-lib replaces (the global `Proxy`,
/// `DisposableStack`, the `Intl` constructors) prints as V8's own do,
/// `function name() { [native code] }`. A hidden global, as the source pass's helpers: realm
/// helper modules without bindings (explicit_resources) call it too.
fn install_mark_native(texts: &JsWeakMap, ctx: &mut Context) -> JsResult<()> {
    let f = NativeFunction::from_copy_closure_with_captures(
        |_, args, texts: &JsWeakMap, ctx| {
            if let Some(obj) = args.get_or_undefined(0).as_object() {
                if obj.is_callable() {
                    let name = args.get_or_undefined(1).to_string(ctx)?;
                    let text = format!(
                        "function {}() {{ [native code] }}",
                        name.to_std_string_escaped()
                    );
                    texts.set(&obj, JsString::from(text).into(), ctx)?;
                }
            }
            Ok(JsValue::undefined())
        },
        texts.clone(),
    );
    crate::engine::source_pass::install_helper(ctx, "__minirt_markNative", 2, f)
}

#[derive(Trace, Finalize, JsData, Clone)]
struct ToStringCaptures {
    texts: JsWeakMap,
    engine: JsFunction,
}

fn install_function_to_string(texts: &JsWeakMap, ctx: &mut Context) -> JsResult<()> {
    let proto = ctx.intrinsics().constructors().function().prototype();
    let engine = proto
        .get(js_string!("toString"), ctx)?
        .as_object()
        .and_then(|o| JsFunction::from_object(o.clone()))
        .ok_or_else(|| JsNativeError::typ().with_message("no Function.prototype.toString"))?;
    let captures = ToStringCaptures {
        texts: texts.clone(),
        engine,
    };
    let f = NativeFunction::from_copy_closure_with_captures(
        |this, _, caps: &ToStringCaptures, ctx| {
            if let Some(obj) = this.as_object() {
                let text = caps.texts.get(&obj, ctx)?;
                if text.is_string() {
                    return Ok(text);
                }
            }
            let text = caps.engine.call(this, &[], ctx)?;
            Ok(without_catch_calls(&text).unwrap_or(text))
        },
        captures,
    );
    let f = method(ctx, f, "toString", 0);
    define_method(&proto, "toString", f, ctx)
}

/// A function's text without the `__minirt_fixerr(e);` calls the source pass put at the
/// start of its `catch` blocks (source_pass/catch_errors.rs); `None` when it has none.
fn without_catch_calls(text: &JsValue) -> Option<JsValue> {
    const CALL: &str = "__minirt_fixerr(";
    let s = text.as_string()?.to_std_string().ok()?;
    if !s.contains(CALL) {
        return None;
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s.as_str();
    while let Some(at) = rest.find(CALL) {
        let after = &rest[at + CALL.len()..];
        let end = after.find(");")?;
        out.push_str(&rest[..at]);
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    Some(JsString::from(out.as_str()).into())
}

#[derive(Trace, Finalize, JsData, Clone)]
struct ConstructorCaptures {
    texts: JsWeakMap,
    engine: JsObject,
    /// `function`, `async function`, `function*` or `async function*`.
    keyword: JsString,
}

/// The body of a wrapped function constructor. Arguments are converted to strings once (a
/// `toString` side effect runs once, as in the spec); the engine parses parameters and body
/// and builds the function; the wrapper records the text the spec assigns to it.
fn construct_dynamic(
    this: &JsValue,
    args: &[JsValue],
    caps: &ConstructorCaptures,
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let mut strings = Vec::with_capacity(args.len());
    for a in args {
        strings.push(a.to_string(ctx)?);
    }
    // Called with `new`, a native constructor gets new.target as `this`.
    let new_target = this.as_object().filter(|o| o.is_constructor());
    let target = new_target.clone().unwrap_or_else(|| caps.engine.clone());
    let (params, body) = match strings.split_last() {
        Some((body, params)) => (params.to_vec(), body.clone()),
        None => (Vec::new(), JsString::default()),
    };
    let joined = join_params(&params);
    let text = source_text(&caps.keyword, " anonymous(", &joined, &body, "\n}");
    // `new Function(...)` has the wrapper as new.target (its `prototype` is the engine's);
    // a subclass gets the engine's function, made with the subclass's prototype.
    let plain = match &new_target {
        None => true,
        Some(t) => {
            let own = t.get(js_string!("prototype"), ctx)?;
            own.strict_equals(&caps.engine.get(js_string!("prototype"), ctx)?)
        }
    };
    // Otherwise, and for text that is not one function expression (a SyntaxError, which
    // the engine words), the engine checks parameters and body each on its own and builds
    // the function.
    let sited = if plain {
        sited_copy(&caps.keyword, &joined, &body, ctx)
    } else {
        None
    };
    let f = match sited {
        Some(f) => f,
        None => {
            let values: Vec<JsValue> = strings.iter().cloned().map(JsValue::from).collect();
            caps.engine.construct(&values, Some(&target), ctx)?
        }
    };
    caps.texts
        .set(&f, JsString::from(text.as_slice()).into(), ctx)?;
    Ok(f.into())
}

/// The parameters as the spec joins them: with commas.
fn join_params(params: &[JsString]) -> Vec<u16> {
    let mut out = Vec::new();
    for (i, p) in params.iter().enumerate() {
        if i > 0 {
            out.push(u16::from(b','));
        }
        out.extend(p.iter());
    }
    out
}

/// `keyword` `head` `params` `\n) {\n` `body` `tail`: the spec's source text of a dynamic
/// function (head ` anonymous(`, tail `\n}`) or the expression compiled for its frames.
fn source_text(
    keyword: &JsString,
    head: &str,
    params: &[u16],
    body: &JsString,
    tail: &str,
) -> Vec<u16> {
    let mut text: Vec<u16> = keyword.iter().collect();
    text.extend(head.encode_utf16());
    text.extend_from_slice(params);
    text.extend("\n) {\n".encode_utf16());
    text.extend(body.iter());
    text.extend(tail.encode_utf16());
    text
}

/// Whether `text` parses as a script of one statement: a parenthesised function, async
/// function, generator or async generator expression.
fn one_function_expression(text: &[u16], ctx: &mut Context) -> bool {
    use boa_engine::ast::{Expression, Statement, StatementListItem};
    let scope = boa_engine::ast::scope::Scope::new_global();
    let parsed = boa_engine::parser::Parser::new(Source::from_utf16(text))
        .parse_script(&scope, ctx.interner_mut());
    let Ok(script) = parsed else {
        return false;
    };
    let [StatementListItem::Statement(statement)] = script.statements().statements() else {
        return false;
    };
    let Statement::Expression(Expression::Parenthesized(p)) = statement.as_ref() else {
        return false;
    };
    matches!(
        p.expression(),
        Expression::FunctionExpression(_)
            | Expression::AsyncFunctionExpression(_)
            | Expression::GeneratorExpression(_)
            | Expression::AsyncGeneratorExpression(_)
    )
}

/// Where a frame path names the place a dynamic function was made:
/// `\u{1}dyn:eval at NAME (FILE:LINE:COL)`. internal/errors_stack.js shows such frames as
/// V8 does, `at eval (eval at NAME (FILE:LINE:COL), <anonymous>:L:C)`.
const DYNAMIC_SITE: &str = "\u{1}dyn:";

/// The function `Function(...)` makes, compiled from the text V8 compiles (a parenthesised
/// function expression, so the body's lines and columns are V8's) under a path naming
/// where it was made, because the engine gives such code no location at all. None (the
/// engine makes the function) when the maker is not code from a file, when the code may
/// `import()` (a dynamic import resolves against the code's path), and when the text is
/// not one function expression.
fn sited_copy(
    keyword: &JsString,
    params: &[u16],
    body: &JsString,
    ctx: &mut Context,
) -> Option<JsObject> {
    const IMPORT: &[u16] = &[105, 109, 112, 111, 114, 116];
    if body
        .iter()
        .collect::<Vec<u16>>()
        .windows(6)
        .any(|w| w == IMPORT)
        || params.windows(6).any(|w| w == IMPORT)
    {
        return None;
    }
    let site = {
        let maker = ctx.stack_trace().next()?.position();
        let boa_engine::vm::SourcePath::Path(path) = &maker.path else {
            return None;
        };
        let at = maker.position?;
        let name = maker.function_name.to_std_string_escaped();
        let name = if name.is_empty() || name == "<main>" {
            "<anonymous>"
        } else {
            name.as_str()
        };
        format!(
            "{DYNAMIC_SITE}eval at {name} ({}:{}:{})",
            path.display(),
            at.line_number(),
            at.column_number()
        )
    };
    // Unnamed: a named expression would bind `anonymous` inside the body, which the
    // engine's function (and V8's) does not.
    let text = source_text(keyword, " (", params, body, "\n})");
    let mut wrapped = vec![u16::from(b'(')];
    wrapped.extend(text);
    // Parameters and body joined could close the expression early and add statements of
    // their own, which evaluating the text would run: compile only what parses as the one
    // parenthesised function expression intended.
    if !one_function_expression(&wrapped, ctx) {
        return None;
    }
    // `**` is the one fix of the source pass applied to these functions: the others have
    // not been checked against generated code (validators, templates), which would pay a
    // parse for each function made.
    let passed = String::from_utf16(&wrapped).ok().and_then(|text| {
        if crate::engine::source_pass::exponent::may_have(&text) {
            crate::engine::source_pass::prepare_named(
                &text,
                crate::engine::source_pass::Goal::Script,
                &site,
                0,
            )
        } else {
            None
        }
    });
    let f = match &passed {
        Some(text) => {
            ctx.eval(Source::from_bytes(text.as_bytes()).with_path(std::path::Path::new(&site)))
        }
        None => ctx.eval(Source::from_utf16(&wrapped).with_path(std::path::Path::new(&site))),
    }
    .ok()?;
    let f = f.as_object()?;
    f.define_property_or_throw(
        js_string!("name"),
        PropertyDescriptor::builder()
            .value(js_string!("anonymous"))
            .writable(false)
            .enumerable(false)
            .configurable(true),
        ctx,
    )
    .ok()?;
    Some(f)
}

fn install_function_constructors(texts: &JsWeakMap, ctx: &mut Context) -> JsResult<()> {
    let function = ctx.intrinsics().constructors().function().constructor();
    let wrapper = wrap_constructor(texts, function, "Function", "function", ctx)?;
    ctx.global_object().define_property_or_throw(
        js_string!("Function"),
        PropertyDescriptor::builder()
            .value(wrapper)
            .writable(true)
            .enumerable(false)
            .configurable(true),
        ctx,
    )?;
    let others = [
        (
            ctx.intrinsics()
                .constructors()
                .async_function()
                .constructor(),
            "AsyncFunction",
            "async function",
        ),
        (
            ctx.intrinsics()
                .constructors()
                .generator_function()
                .constructor(),
            "GeneratorFunction",
            "function*",
        ),
        (
            ctx.intrinsics()
                .constructors()
                .async_generator_function()
                .constructor(),
            "AsyncGeneratorFunction",
            "async function*",
        ),
    ];
    for (engine, name, keyword) in others {
        wrap_constructor(texts, engine, name, keyword, ctx)?;
    }
    Ok(())
}

/// A constructor that stands in for `engine` everywhere a program reaches it: same
/// `prototype`, same [[Prototype]], and `engine.prototype.constructor` points to it.
fn wrap_constructor(
    texts: &JsWeakMap,
    engine: JsObject,
    name: &str,
    keyword: &str,
    ctx: &mut Context,
) -> JsResult<JsFunction> {
    let captures = ConstructorCaptures {
        texts: texts.clone(),
        engine: engine.clone(),
        keyword: js_string!(keyword),
    };
    let f = NativeFunction::from_copy_closure_with_captures(construct_dynamic, captures);
    let wrapper = FunctionObjectBuilder::new(ctx.realm(), f)
        .name(js_string!(name))
        .length(1)
        .constructor(true)
        .build();
    let prototype = engine.get(js_string!("prototype"), ctx)?;
    wrapper.define_property_or_throw(
        js_string!("prototype"),
        PropertyDescriptor::builder()
            .value(prototype.clone())
            .writable(false)
            .enumerable(false)
            .configurable(false),
        ctx,
    )?;
    wrapper.set_prototype(engine.prototype());
    if let Some(proto) = prototype.as_object() {
        let writable = own_descriptor(&proto, "constructor", ctx)?
            .map(|d| d.get(js_string!("writable"), ctx).map(|w| w.to_boolean()))
            .transpose()?
            .unwrap_or(true);
        proto.define_property_or_throw(
            js_string!("constructor"),
            PropertyDescriptor::builder()
                .value(wrapper.clone())
                .writable(writable)
                .enumerable(false)
                .configurable(true),
            ctx,
        )?;
    }
    Ok(wrapper)
}

// --- RegExp.prototype.source -------------------------------------------------------------

use crate::engine::source_pass::regexp_surrogates;

#[derive(Trace, Finalize, JsData, Clone)]
struct SourceCaptures {
    engine: JsFunction,
}

/// V8's escaping of a pattern for `.source`: `/` outside classes and escapes becomes `\/`.
/// Boa's text is the pattern with every `/` written `\/`; every `/` in it follows a
/// backslash Boa added, so dropping those gives the pattern back first.
fn escape_source(boa: &JsString) -> Option<JsString> {
    let units: Vec<u16> = boa.iter().collect();
    let slash = u16::from(b'/');
    let backslash = u16::from(b'\\');
    if !units.contains(&slash) {
        return None;
    }
    let mut pattern = Vec::with_capacity(units.len());
    for (i, &u) in units.iter().enumerate() {
        if u == backslash && units.get(i + 1) == Some(&slash) {
            continue;
        }
        pattern.push(u);
    }
    let mut out = Vec::with_capacity(units.len());
    let mut in_class = false;
    let mut i = 0;
    while i < pattern.len() {
        let u = pattern[i];
        if u == backslash {
            out.push(u);
            if let Some(&next) = pattern.get(i + 1) {
                out.push(next);
                i += 1;
            }
        } else if u == u16::from(b'[') {
            in_class = true;
            out.push(u);
        } else if u == u16::from(b']') {
            in_class = false;
            out.push(u);
        } else if u == slash && !in_class {
            out.push(backslash);
            out.push(slash);
        } else {
            out.push(u);
        }
        i += 1;
    }
    Some(JsString::from(out.as_slice()))
}

fn install_regexp_source(ctx: &mut Context) -> JsResult<()> {
    let proto = ctx.intrinsics().constructors().regexp().prototype();
    let getter = match own_descriptor(&proto, "source", ctx)? {
        Some(d) => d.get(js_string!("get"), ctx)?,
        None => JsValue::undefined(),
    };
    let engine = getter
        .as_object()
        .and_then(|o| JsFunction::from_object(o.clone()))
        .ok_or_else(|| JsNativeError::typ().with_message("no RegExp.prototype.source getter"))?;
    let f = NativeFunction::from_copy_closure_with_captures(
        |this, _, caps: &SourceCaptures, ctx| {
            let text = caps.engine.call(this, &[], ctx)?;
            let text = match text.as_string().and_then(|s| escape_source(&s)) {
                Some(fixed) => JsValue::from(fixed),
                None => text,
            };
            // A literal whose pattern the source pass rewrote shows the text it was written
            // with.
            let original = text
                .as_string()
                .filter(|_| regexp_surrogates::any_rewritten())
                .and_then(|s| regexp_surrogates::original_source(&s.to_std_string_lossy()));
            Ok(match original {
                Some(o) => js_string!(o.as_str()).into(),
                None => text,
            })
        },
        SourceCaptures { engine },
    );
    define_getter(&proto, "source", f, ctx)
}

// --- toLocaleString of arrays --------------------------------------------------------------

/// Joins `element.toLocaleString(locales, options)` of each element with `,`; holes,
/// undefined and null give empty strings.
fn join_locale(
    list: &JsObject,
    len: u64,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let mut out: Vec<u16> = Vec::new();
    let pass = [
        args.get_or_undefined(0).clone(),
        args.get_or_undefined(1).clone(),
    ];
    for i in 0..len {
        if i > 0 {
            out.push(u16::from(b','));
        }
        let element = list.get(i, ctx)?;
        if element.is_null_or_undefined() {
            continue;
        }
        let f = element
            .to_object(ctx)?
            .get(js_string!("toLocaleString"), ctx)?;
        let Some(f) = f.as_callable() else {
            return Err(JsNativeError::typ()
                .with_message("toLocaleString is not a function")
                .into());
        };
        let s = f.call(&element, &pass, ctx)?.to_string(ctx)?;
        out.extend(s.iter());
    }
    Ok(JsString::from(out.as_slice()).into())
}

fn array_to_locale_string(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let obj = this.to_object(ctx)?;
    let len = obj.get(js_string!("length"), ctx)?.to_length(ctx)?;
    join_locale(&obj, len, args, ctx)
}

fn typed_array_to_locale_string(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let array = this
        .as_object()
        .and_then(|o| JsTypedArray::from_object(o.clone()).ok())
        .ok_or_else(|| JsNativeError::typ().with_message("Value is not a typed array object"))?;
    let len = array.length(ctx)? as u64;
    join_locale(&array.into(), len, args, ctx)
}

fn install_to_locale_string(ctx: &mut Context) -> JsResult<()> {
    let array_proto = ctx.intrinsics().constructors().array().prototype();
    let f = method(
        ctx,
        NativeFunction::from_fn_ptr(array_to_locale_string),
        "toLocaleString",
        0,
    );
    define_method(&array_proto, "toLocaleString", f, ctx)?;
    let typed_proto = ctx.intrinsics().constructors().typed_array().prototype();
    let f = method(
        ctx,
        NativeFunction::from_fn_ptr(typed_array_to_locale_string),
        "toLocaleString",
        0,
    );
    define_method(&typed_proto, "toLocaleString", f, ctx)
}

// --- built-ins V8 has and Boa 0.22 lacks ---------------------------------------------------

fn error_is_error(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(args
        .get_or_undefined(0)
        .as_object()
        .is_some_and(|o| o.is::<boa_engine::builtins::error::Error>())
        .into())
}

#[derive(Trace, Finalize, JsData, Clone)]
struct FromAsyncCaptures {
    /// `internal/engine/array_from_async`, whose export is the method's body.
    module: HelperModule,
}

fn from_async(
    this: &JsValue,
    args: &[JsValue],
    caps: &FromAsyncCaptures,
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let f = caps.module.get(ctx)?;
    crate::host::runtime::as_function(&f.into(), "Array.fromAsync")?.call(this, args, ctx)
}

// --- JSON.parse error messages ----------------------------------------------------------

#[derive(Trace, Finalize, JsData, Clone)]
struct JsonParseCaptures {
    engine: JsFunction,
    json: JsObject,
}

/// `JSON.parse` that reads texts without a reviver itself (src/engine/json_fast.rs) and
/// throws V8's SyntaxError messages (src/engine/json_errors.rs). The text is converted
/// once, so a `toString` with side effects runs once, as in V8.
fn install_json_parse_messages(ctx: &mut Context) -> JsResult<()> {
    let json = ctx
        .global_object()
        .get(js_string!("JSON"), ctx)?
        .as_object()
        .ok_or_else(|| JsNativeError::typ().with_message("no JSON object"))?;
    let engine = json
        .get(js_string!("parse"), ctx)?
        .as_object()
        .and_then(JsFunction::from_object)
        .ok_or_else(|| JsNativeError::typ().with_message("no JSON.parse"))?;
    let f = NativeFunction::from_copy_closure_with_captures(
        |_, args, caps: &JsonParseCaptures, ctx| {
            let text = args.get_or_undefined(0).to_string(ctx)?;
            let reviver = args.get_or_undefined(1);
            if !reviver.is_callable() {
                if let Some(v) = crate::engine::json_fast::parse(&text, ctx) {
                    return Ok(v);
                }
            }
            let mut call_args = vec![JsValue::from(text.clone())];
            if let Some(reviver) = args.get(1) {
                call_args.push(reviver.clone());
            }
            let e = match caps.engine.call(&caps.json.clone().into(), &call_args, ctx) {
                Ok(v) => return Ok(v),
                Err(e) => e,
            };
            // Invalid text never reaches a reviver, so the error is the parser's.
            let units: Vec<u16> = text.iter().collect();
            if let Some(message) = crate::engine::json_errors::v8_message(&units) {
                return Err(JsNativeError::syntax().with_message(message).into());
            }
            // A text V8 reads that the engine refused (a number beyond the double range, an
            // escaped lone surrogate, deep nesting) goes to js-lib's reader, when this
            // realm's runtime has one.
            let valid = ctx
                .get_data::<std::rc::Rc<crate::host::event_loop::Host>>()
                .and_then(|h| h.hooks.borrow().as_ref()?.json_parse_valid.clone());
            match valid {
                Some(reader) if is_engine_refusal(&e) => {
                    reader.call(&JsValue::undefined(), &[text.into(), reviver.clone()], ctx)
                }
                _ => Err(e),
            }
        },
        JsonParseCaptures {
            engine,
            json: json.clone(),
        },
    );
    let f = method(ctx, f, "parse", 2);
    define_method(&json, "parse", f, ctx)
}

/// Whether `e` is the engine's JSON check refusing a text: a SyntaxError in serde_json's
/// words (`... at line L column C`), not one a reviver threw.
fn is_engine_refusal(e: &boa_engine::JsError) -> bool {
    let Some(native) = e.as_native() else {
        return false;
    };
    if !matches!(native.kind(), boa_engine::error::JsNativeErrorKind::Syntax) {
        return false;
    }
    let message = native.message();
    let Some((_, place)) = message.rsplit_once(" at line ") else {
        return false;
    };
    let Some((line, column)) = place.split_once(" column ") else {
        return false;
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    digits(line) && digits(column)
}

fn install_missing_builtins(ctx: &mut Context) -> JsResult<()> {
    let array = ctx.intrinsics().constructors().array().constructor();
    if !array.has_own_property(js_string!("fromAsync"), ctx)? {
        let f = NativeFunction::from_copy_closure_with_captures(
            from_async,
            FromAsyncCaptures {
                module: HelperModule::new("internal/engine/array_from_async"),
            },
        );
        let f = method(ctx, f, "fromAsync", 1);
        define_method(&array, "fromAsync", f, ctx)?;
    }
    let error = ctx.intrinsics().constructors().error().constructor();
    if !error.has_own_property(js_string!("isError"), ctx)? {
        let f = method(
            ctx,
            NativeFunction::from_fn_ptr(error_is_error),
            "isError",
            1,
        );
        define_method(&error, "isError", f, ctx)?;
    }
    install_iterator_dispose(ctx)?;
    remove_extras(ctx)
}

/// `%IteratorPrototype%[Symbol.dispose]`, which V8 has: calls the iterator's `return`, if any.
fn install_iterator_dispose(ctx: &mut Context) -> JsResult<()> {
    // %IteratorPrototype% is the prototype of %ArrayIteratorPrototype%.
    let Some(proto) = ctx
        .intrinsics()
        .objects()
        .iterator_prototypes()
        .array()
        .prototype()
    else {
        return Ok(());
    };
    let key = boa_engine::JsSymbol::dispose();
    if proto.has_own_property(key.clone(), ctx)? {
        return Ok(());
    }
    // GetMethod(this, "return"): a primitive receiver reads through its prototype.
    let f = NativeFunction::from_fn_ptr(|this, _, ctx| {
        let ret = this.to_object(ctx)?.get(js_string!("return"), ctx)?;
        if !ret.is_null_or_undefined() {
            let ret = crate::host::runtime::as_function(&ret, "iterator.return")?;
            ret.call(this, &[], ctx)?;
        }
        Ok(JsValue::undefined())
    });
    let f = method(ctx, f, "[Symbol.dispose]", 0);
    define_method_key(&proto, key, f, ctx)
}

/// Properties Boa defines that V8 does not, so feature checks take the same branch as on
/// Node: `Math.sumPrecise` (a proposal V8 does not ship), an own `lastIndex` on
/// `RegExp.prototype` (only instances have one), and `Symbol.species` on each typed-array
/// constructor (V8 has it once, on %TypedArray%, which answers the same).
fn remove_extras(ctx: &mut Context) -> JsResult<()> {
    let math = ctx.intrinsics().objects().math();
    math.delete_property_or_throw(js_string!("sumPrecise"), ctx)?;
    let regexp_proto = ctx.intrinsics().constructors().regexp().prototype();
    regexp_proto.delete_property_or_throw(js_string!("lastIndex"), ctx)?;
    let c = ctx.intrinsics().constructors();
    let typed = [
        c.typed_int8_array(),
        c.typed_uint8_array(),
        c.typed_uint8clamped_array(),
        c.typed_int16_array(),
        c.typed_uint16_array(),
        c.typed_int32_array(),
        c.typed_uint32_array(),
        c.typed_bigint64_array(),
        c.typed_biguint64_array(),
        c.typed_float16_array(),
        c.typed_float32_array(),
        c.typed_float64_array(),
    ]
    .map(|s| s.constructor());
    for ctor in typed {
        ctor.delete_property_or_throw(boa_engine::JsSymbol::species(), ctx)?;
    }
    Ok(())
}

/// Evaluates `src` in a fresh context with every correction installed, and gives the
/// result as a string (for the corrections' tests).
#[cfg(test)]
pub(crate) fn eval_fixed(src: &str) -> String {
    let mut ctx = Context::default();
    install(&mut ctx).expect("fixes");
    let v = ctx.eval(Source::from_bytes(src)).expect("eval");
    v.to_string(&mut ctx)
        .expect("string")
        .to_std_string_escaped()
}

#[cfg(test)]
mod tests {
    use super::escape_source;
    use boa_engine::JsString;

    fn fix(boa: &str) -> String {
        escape_source(&JsString::from(boa))
            .map_or_else(|| boa.to_string(), |s| s.to_std_string_escaped())
    }

    #[test]
    fn slashes_escaped_as_v8() {
        // Boa's text for /a\/b[^/]/ is `a\\/b[^\/]`.
        assert_eq!(fix(r"a\\/b[^\/]"), r"a\/b[^/]");
        assert_eq!(fix(r"[\/]"), "[/]");
        assert_eq!(fix(r"\/"), r"\/");
        assert_eq!(fix(r"\\\/"), r"\\\/");
        assert_eq!(fix("abc"), "abc");
        assert_eq!(fix(r"[\]\/]"), r"[\]/]");
    }
}
