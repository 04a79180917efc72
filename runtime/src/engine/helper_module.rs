//! A js-lib module (`internal/engine/...`) behind a native function, a correction or a
//! global that rewritten user code calls: compiled in the realm the first time it is
//! needed (so start-up never parses it) and kept.

use boa_engine::{js_string, Context, JsData, JsNativeError, JsObject, JsResult, JsValue, Source};
use boa_gc::{Finalize, Gc, GcRefCell, Trace};

/// One module's exports in one realm, once compiled.
#[derive(Trace, Finalize, JsData, Clone)]
pub(crate) struct HelperModule {
    #[unsafe_ignore_trace]
    name: &'static str,
    module: Gc<GcRefCell<Option<JsObject>>>,
}

impl HelperModule {
    /// The module `name` of js-lib (`internal/engine/...`), not compiled yet.
    pub(crate) fn new(name: &'static str) -> Self {
        HelperModule {
            name,
            module: Gc::new(GcRefCell::new(None)),
        }
    }

    /// The module's `module.exports`, compiling it in the current realm on first use.
    ///
    /// # Errors
    /// The module missing from js-lib, or what compiling or running it throws.
    pub(crate) fn get(&self, ctx: &mut Context) -> JsResult<JsObject> {
        if let Some(m) = self.module.borrow().as_ref() {
            return Ok(m.clone());
        }
        let name = self.name;
        let source = crate::host::js_lib::source(name)
            .ok_or_else(|| JsNativeError::error().with_message(format!("js-lib has no {name}")))?;
        let wrapped = format!("0, function (module) {{{source}\n}}");
        let f = ctx.eval(
            Source::from_bytes(wrapped.as_bytes())
                .with_path(std::path::Path::new(&format!("node:{name}"))),
        )?;
        let module = JsObject::with_object_proto(ctx.intrinsics());
        crate::host::runtime::as_function(&f, name)?.call(
            &JsValue::undefined(),
            &[module.clone().into()],
            ctx,
        )?;
        let exports = module
            .get(js_string!("exports"), ctx)?
            .as_object()
            .ok_or_else(|| JsNativeError::error().with_message("no exports"))?;
        *self.module.borrow_mut() = Some(exports.clone());
        Ok(exports)
    }

    /// Calls the export `export` with `args`.
    ///
    /// # Errors
    /// As [`HelperModule::get`], or what the call throws.
    pub(crate) fn call(
        &self,
        export: &str,
        args: &[JsValue],
        ctx: &mut Context,
    ) -> JsResult<JsValue> {
        let f = self.get(ctx)?.get(js_string!(export), ctx)?;
        crate::host::runtime::as_function(&f, export)?.call(&JsValue::undefined(), args, ctx)
    }
}
