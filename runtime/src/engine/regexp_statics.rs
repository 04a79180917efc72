//! The legacy static properties of `RegExp` that V8 keeps (`RegExp.$1` to `$9`, `input`/`$_`,
//! `lastMatch`/`$&`, `lastParen`/`$+`, `leftContext`/`` $` ``, `rightContext`/`$'`), which
//! Boa 0.22 lacks: older code reads `RegExp.$1` after a `test` (showdown does).
//!
//! Every regexp operation (`exec`, `test`, `match`, `replace`, `split`, `matchAll`) looks up
//! and calls `exec` on the regexp, so `RegExp.prototype.exec` is replaced by a native that
//! calls the engine's and keeps the last successful result. The accessors read from it when
//! asked: nothing is copied per match. Setters do nothing, except `input`'s, as in V8.
//!
//! Being the one `exec` every operation calls, it is also where a long one-byte input is
//! handed to the engine as a two-byte copy made once ([`WideInput`]), so that regexp work on
//! long text is not quadratic.

use boa_engine::object::builtins::JsFunction;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::property::PropertyDescriptor;
use boa_engine::{
    js_string, Context, JsArgs, JsObject, JsResult, JsString, JsValue, NativeFunction,
};
use boa_gc::{Finalize, Gc, GcRefCell, Trace};

use crate::engine::engine_fixes::define_method;

/// What the statics answer from.
#[derive(Trace, Finalize, Default)]
struct Last {
    /// The array the last successful `exec` returned.
    result: Option<JsObject>,
    /// A value assigned to `RegExp.input` since then.
    input: Option<JsValue>,
}

#[derive(Trace, Finalize, Clone)]
struct ExecCaptures {
    engine: JsFunction,
    last: Gc<GcRefCell<Last>>,
    wide: Gc<GcRefCell<WideInput>>,
}

/// The last long one-byte (Latin-1) input `exec` saw, and a two-byte copy of it.
///
/// Boa 0.22 copies a one-byte input into a fresh UTF-16 buffer on every `exec` (its matcher
/// reads UTF-16), so a loop of `exec` over a long string, and every `replace`, `match` or
/// `split` with a regexp (each calls `exec` once per match or position), cost the string's
/// length per call: `text.split(/\r?\n/)` on 680 KB took 28 s. Handing the engine the same
/// text already in two-byte form skips that copy; the copy is made once per input.
#[derive(Trace, Finalize, Default)]
struct WideInput {
    #[unsafe_ignore_trace]
    entry: Option<(JsString, JsString)>,
}

/// Inputs shorter than this are copied by the engine cheaply enough.
const WIDE_INPUT_MIN: usize = 256;

/// The two-byte form of `input` when it is a long one-byte string; `None` otherwise.
fn wide_input(input: &JsString, cache: &GcRefCell<WideInput>) -> Option<JsString> {
    let boa_engine::string::JsStrVariant::Latin1(bytes) = input.as_str().variant() else {
        return None;
    };
    if bytes.len() < WIDE_INPUT_MIN {
        return None;
    }
    if let Some((narrow, wide)) = cache.borrow().entry.as_ref() {
        // The cache holds `narrow` alive, so its buffer cannot belong to another string.
        if let boa_engine::string::JsStrVariant::Latin1(cached) = narrow.as_str().variant() {
            if cached.as_ptr() == bytes.as_ptr() && cached.len() == bytes.len() {
                return Some(wide.clone());
            }
        }
    }
    let units: Vec<u16> = bytes.iter().map(|&b| u16::from(b)).collect();
    let wide = JsString::from(units.as_slice());
    cache.borrow_mut().entry = Some((input.clone(), wide.clone()));
    Some(wide)
}

#[derive(Trace, Finalize, Clone)]
struct StaticCaptures {
    last: Gc<GcRefCell<Last>>,
    #[unsafe_ignore_trace]
    which: Which,
}

#[derive(Clone, Copy)]
enum Which {
    Group(u8),
    Input,
    LastMatch,
    LastParen,
    LeftContext,
    RightContext,
}

/// Installs the statics and the recording `exec` in the current realm.
///
/// # Errors
/// Engine failures while defining properties (none expected on a fresh realm).
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let regexp = ctx.intrinsics().constructors().regexp().constructor();
    let proto = ctx.intrinsics().constructors().regexp().prototype();
    let engine = proto.get(js_string!("exec"), ctx)?;
    let engine = crate::host::runtime::as_function(&engine, "RegExp.prototype.exec")?;
    let last = Gc::new(GcRefCell::new(Last::default()));
    let exec = NativeFunction::from_copy_closure_with_captures(
        |this, args, caps: &ExecCaptures, ctx| {
            let wide = args
                .first()
                .and_then(JsValue::as_string)
                .and_then(|input| wide_input(&input, &caps.wide));
            let result = match wide {
                Some(wide) => caps.engine.call(this, &[wide.into()], ctx)?,
                None => caps.engine.call(this, args, ctx)?,
            };
            if let Some(array) = result.as_object() {
                let mut last = caps.last.borrow_mut();
                last.result = Some(array);
                last.input = None;
            }
            Ok(result)
        },
        ExecCaptures {
            engine,
            last: last.clone(),
            wide: Gc::new(GcRefCell::new(WideInput::default())),
        },
    );
    let exec = FunctionObjectBuilder::new(ctx.realm(), exec)
        .name(js_string!("exec"))
        .length(1)
        .build();
    define_method(&proto, "exec", exec, ctx)?;

    let mut names: Vec<(String, Which)> = (1..=9u8)
        .map(|n| (format!("${n}"), Which::Group(n)))
        .collect();
    for (long, short, which) in [
        ("input", "$_", Which::Input),
        ("lastMatch", "$&", Which::LastMatch),
        ("lastParen", "$+", Which::LastParen),
        ("leftContext", "$`", Which::LeftContext),
        ("rightContext", "$'", Which::RightContext),
    ] {
        names.push((long.to_string(), which));
        names.push((short.to_string(), which));
    }
    for (name, which) in names {
        let caps = StaticCaptures {
            last: last.clone(),
            which,
        };
        let get = NativeFunction::from_copy_closure_with_captures(
            |_, _, caps: &StaticCaptures, ctx| read(caps, ctx),
            caps.clone(),
        );
        let set = NativeFunction::from_copy_closure_with_captures(
            |_, args, caps: &StaticCaptures, _| {
                if matches!(caps.which, Which::Input) {
                    caps.last.borrow_mut().input = Some(args.get_or_undefined(0).clone());
                }
                Ok(JsValue::undefined())
            },
            caps,
        );
        let get = FunctionObjectBuilder::new(ctx.realm(), get)
            .name(JsString::from(format!("get {name}")))
            .length(0)
            .build();
        let set = FunctionObjectBuilder::new(ctx.realm(), set)
            .name(JsString::from(format!("set {name}")))
            .length(1)
            .build();
        regexp.define_property_or_throw(
            JsString::from(name.as_str()),
            PropertyDescriptor::builder()
                .get(get)
                .set(set)
                .enumerable(false)
                .configurable(true),
            ctx,
        )?;
    }
    Ok(())
}

/// One static's value: a string, `""` before any match.
fn read(caps: &StaticCaptures, ctx: &mut Context) -> JsResult<JsValue> {
    let (result, input) = {
        let last = caps.last.borrow();
        (last.result.clone(), last.input.clone())
    };
    if let (Which::Input, Some(input)) = (caps.which, input) {
        return Ok(input);
    }
    let Some(result) = result else {
        return Ok(js_string!().into());
    };
    let text = |v: JsValue, ctx: &mut Context| -> JsResult<JsValue> {
        if v.is_undefined() {
            Ok(js_string!().into())
        } else {
            Ok(v.to_string(ctx)?.into())
        }
    };
    match caps.which {
        Which::Group(n) => text(result.get(u32::from(n), ctx)?, ctx),
        Which::Input => text(result.get(js_string!("input"), ctx)?, ctx),
        Which::LastMatch => text(result.get(0, ctx)?, ctx),
        Which::LastParen => {
            let len = result.get(js_string!("length"), ctx)?.to_length(ctx)?;
            if len <= 1 {
                return Ok(js_string!().into());
            }
            text(result.get(len - 1, ctx)?, ctx)
        }
        Which::LeftContext | Which::RightContext => {
            let input = result.get(js_string!("input"), ctx)?.to_string(ctx)?;
            let index = result.get(js_string!("index"), ctx)?.to_length(ctx)?;
            let matched = result.get(0, ctx)?.to_string(ctx)?;
            let len = input.len() as u64;
            let (from, to) = if matches!(caps.which, Which::LeftContext) {
                (0, index.min(len))
            } else {
                ((index + matched.len() as u64).min(len), len)
            };
            let from = usize::try_from(from).unwrap_or(usize::MAX);
            let to = usize::try_from(to).unwrap_or(usize::MAX);
            Ok(input.get(from..to).unwrap_or_default().into())
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::engine_fixes::eval_fixed as run;

    #[test]
    fn statics_follow_the_last_successful_match() {
        let src = "const a = [RegExp.$1, RegExp.input].join('|'); \
            /(a)(b)?/.exec('xxab yy'); \
            const b = [RegExp.$1, RegExp.$2, RegExp.$3, RegExp.lastMatch, RegExp['$+'], \
              RegExp.leftContext, RegExp[\"$'\"], RegExp.$_].join('|'); \
            /(q)/.test('zzz'); const c = RegExp.$1; \
            'abc'.replace(/(b)/, 'X'); const d = RegExp.$1 + RegExp['$`']; \
            RegExp.$1 = 'set'; RegExp.input = 'in'; \
            [a, b, c, d, RegExp.$1, RegExp.input].join(',')";
        assert_eq!(run(src), "|,a|b||ab|b|xx| yy|xxab yy,a,ba,b,in");
    }

    #[test]
    fn long_one_byte_inputs_match_as_themselves() {
        // Long enough for the two-byte copy; a Latin-1 letter above ASCII included.
        let src = r#"const t = 'caf\u00e9 line\n'.repeat(300); const re = /(\w+)\u00e9/g;
            let n = 0, m, last; while ((m = re.exec(t)) !== null) { n++; last = m; }
            const parts = t.split(/\r?\n/);
            [n, last.index, last[1], last.input === t, parts.length, JSON.stringify(parts[299]),
             JSON.stringify(t.replace(/line/g, 'L').slice(0, 14)), t.match(/\u00e9/g).length,
             RegExp.lastMatch === '\u00e9'].join(',')"#;
        assert_eq!(
            run(src),
            "300,2990,caf,true,301,\"café line\",\"café L\\ncafé L\\n\",300,true"
        );
    }
}
