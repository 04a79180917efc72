//! The realm side of explicit resource management: `SuppressedError`, `DisposableStack` and
//! `AsyncDisposableStack` globals, and `__minirt_using()`, which blocks rewritten by
//! `using_decls.rs` call for their scope object. All of it is written in js-lib
//! (`internal/engine/explicit_resources.js`), compiled in the realm on first use so that
//! start-up does not parse it, and shared by the globals and the rewritten blocks (an error
//! thrown by a disposal is an instance of the realm's `SuppressedError`).

use boa_engine::object::FunctionObjectBuilder;
use boa_engine::property::PropertyDescriptor;
use boa_engine::{js_string, Context, JsArgs, JsData, JsResult, JsValue, NativeFunction};
use boa_gc::{Finalize, Gc, GcRefCell, Trace};

use crate::engine::helper_module::HelperModule as Exports;

const MODULE: &str = "internal/engine/explicit_resources";

/// The global the rewritten blocks call.
pub(crate) const SCOPE_HELPER: &str = "__minirt_using";

/// A lazily loaded global: the module's export of that name until a program assigns one.
#[derive(Trace, Finalize, JsData, Clone)]
struct LazyGlobal {
    exports: Exports,
    #[unsafe_ignore_trace]
    name: &'static str,
    assigned: Gc<GcRefCell<Option<JsValue>>>,
}

/// Installs `__minirt_using` and the three globals (unless the engine has them) in the
/// current realm.
///
/// # Errors
/// Engine failures while defining the properties.
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let exports = Exports::new(MODULE);
    let scope = NativeFunction::from_copy_closure_with_captures(
        |_, _, exports: &Exports, ctx| {
            let module = exports.get(ctx)?;
            let f = module.get(js_string!("usingScope"), ctx)?;
            crate::host::runtime::as_function(&f, "usingScope")?.call(
                &JsValue::undefined(),
                &[],
                ctx,
            )
        },
        exports.clone(),
    );
    super::install_helper(ctx, SCOPE_HELPER, 0, scope)?;
    let global = ctx.global_object();
    for name in ["SuppressedError", "DisposableStack", "AsyncDisposableStack"] {
        if global.has_own_property(js_string!(name), ctx)? {
            continue;
        }
        let lazy = LazyGlobal {
            exports: exports.clone(),
            name,
            assigned: Gc::new(GcRefCell::new(None)),
        };
        let get = NativeFunction::from_copy_closure_with_captures(
            |_, _, lazy: &LazyGlobal, ctx| {
                if let Some(v) = lazy.assigned.borrow().as_ref() {
                    return Ok(v.clone());
                }
                lazy.exports.get(ctx)?.get(js_string!(lazy.name), ctx)
            },
            lazy.clone(),
        );
        let set = NativeFunction::from_copy_closure_with_captures(
            |_, args, lazy: &LazyGlobal, _| {
                *lazy.assigned.borrow_mut() = Some(args.get_or_undefined(0).clone());
                Ok(JsValue::undefined())
            },
            lazy,
        );
        let get = FunctionObjectBuilder::new(ctx.realm(), get)
            .name(js_string!(format!("get {name}").as_str()))
            .length(0)
            .build();
        let set = FunctionObjectBuilder::new(ctx.realm(), set)
            .name(js_string!(format!("set {name}").as_str()))
            .length(1)
            .build();
        global.define_property_or_throw(
            js_string!(name),
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
