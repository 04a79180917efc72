//! `Function.prototype.toString` of a class. Boa 0.22 keeps no source text for classes and
//! prints `function K() { [native code] }`; V8 gives the class's own text, and code that
//! tells classes from functions by it (`/^class\b/.test(fn.toString())`, as dependency
//! injection containers do) goes wrong. Every class in user code gets one more element,
//! last in its body:
//!
//! ```text
//! class K { m() {} ;static{__minirt_class(this,N)}}
//! ```
//!
//! which, when the class is defined, files the text of site N (the class as written, kept
//! once per site) for the toString that engine_fixes installs. Classes whose text does not
//! start with `class` (none in plain JavaScript) are left alone.

use std::cell::RefCell;

use boa_engine::object::builtins::JsWeakMap;
use boa_engine::{
    Context, JsArgs, JsData, JsNativeError, JsResult, JsString, JsValue, NativeFunction,
};
use boa_gc::{Finalize, Trace};
use swc_common::BytePos;
use swc_ecma_ast::{Class, Program};
use swc_ecma_visit::{Visit, VisitWith};

/// The global the added static blocks call.
pub(crate) const HELPER: &str = "__minirt_class";

thread_local! {
    /// The text of every class site seen on this thread, by site number.
    static TEXTS: RefCell<Vec<JsString>> = const { RefCell::new(Vec::new()) };
}

/// The spans of the classes in `program` (SWC positions: from `class` to the closing brace).
pub(super) fn spans(program: &Program) -> Vec<(BytePos, BytePos)> {
    let mut finder = Finder { spans: Vec::new() };
    program.visit_with(&mut finder);
    finder.spans
}

struct Finder {
    spans: Vec<(BytePos, BytePos)>,
}

impl Visit for Finder {
    fn visit_class(&mut self, class: &Class) {
        self.spans.push((class.span.lo, class.span.hi));
        class.visit_children_with(self);
    }
}

/// Numbers the classes of `src` (byte ranges) on this thread, keeps their texts, and
/// returns the insertion for each: (offset of its closing brace, the text to insert).
pub(super) fn register(src: &str, classes: &[(usize, usize)]) -> Vec<(usize, String)> {
    TEXTS.with(|texts| {
        let mut texts = texts.borrow_mut();
        classes
            .iter()
            .filter_map(|&(lo, hi)| {
                let text = src.get(lo..hi)?;
                if !text.starts_with("class") || !text.ends_with('}') {
                    return None;
                }
                let site = texts.len();
                texts.push(JsString::from(text));
                Some((hi - 1, format!(";static{{{HELPER}(this,{site})}}")))
            })
            .collect()
    })
}

#[derive(Trace, Finalize, JsData, Clone)]
struct Captures {
    texts: JsWeakMap,
}

/// Installs `__minirt_class(constructor, site)`, which files the site's text in `texts`
/// (what `Function.prototype.toString` consults first).
pub(crate) fn install(texts: &JsWeakMap, ctx: &mut Context) -> JsResult<()> {
    let f = NativeFunction::from_copy_closure_with_captures(
        |_, args, caps: &Captures, ctx| {
            let ctor = args
                .get_or_undefined(0)
                .as_object()
                .ok_or_else(|| JsNativeError::typ().with_message("class site without a class"))?;
            let site = args
                .get_or_undefined(1)
                .as_number()
                .filter(|n| n.fract() == 0.0 && *n >= 0.0)
                .ok_or_else(|| JsNativeError::typ().with_message("bad class site"))?
                as usize;
            let text = TEXTS.with(|t| t.borrow().get(site).cloned());
            if let Some(text) = text {
                caps.texts.set(&ctor, text.into(), ctx)?;
            }
            Ok(JsValue::undefined())
        },
        Captures {
            texts: texts.clone(),
        },
    );
    super::install_helper(ctx, HELPER, 2, f)
}

#[cfg(test)]
mod tests {
    use crate::engine::source_pass::{prepare, Goal};

    #[test]
    fn each_class_gets_a_static_block_before_its_closing_brace() {
        let out = prepare(
            "class A { m() {} }\nconst B = class extends A { x = 1 };",
            Goal::Script,
        )
        .unwrap_or_default();
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 2);
        assert!(lines[0].starts_with("class A { m() {} ;static{__minirt_class(this,"));
        assert!(lines[0].ends_with(")}}"));
        assert!(
            lines[1].starts_with("const B = class extends A { x = 1 ;static{__minirt_class(this,")
        );
        assert!(lines[1].ends_with(")}};"));
    }
}
