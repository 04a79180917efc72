//! ES module loading. Resolution is NOT done here: every specifier goes to js-lib's
//! resolver (`esmResolve`, the same code as `require.resolve`, with the `import`
//! condition), so CommonJS and ESM can never disagree about where a package lives.
//! Built-ins and CommonJS files become synthetic modules whose `default` is
//! `module.exports` and whose named exports are its own enumerable keys.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use boa_engine::module::{ModuleLoader, Referrer, SyntheticModuleInitializer};
use boa_engine::object::builtins::{JsArray, JsFunction};
use boa_engine::{
    js_string, Context, JsNativeError, JsObject, JsResult, JsString, JsValue, Module, Source,
};
use boa_gc::{Finalize, Trace};

#[derive(Default)]
pub struct NodeLoader {
    hooks: RefCell<Option<(JsFunction, JsFunction)>>,
    cache: RefCell<HashMap<String, Module>>,
}

#[derive(Trace, Finalize, Clone)]
struct Exports {
    value: JsValue,
    names: Vec<JsString>,
}

impl NodeLoader {
    pub fn set_hooks(&self, resolve: JsFunction, exports: JsFunction) {
        *self.hooks.borrow_mut() = Some((resolve, exports));
    }

    /// Parses (or returns the cached) module for an absolute ESM file path.
    pub fn load_esm_file(&self, path: &Path, ctx: &mut Context) -> JsResult<Module> {
        let key = format!("esm:{}", path.display());
        if let Some(m) = self.cache.borrow().get(&key) {
            return Ok(m.clone());
        }
        let source = Source::from_filepath(path).map_err(|e| {
            JsNativeError::error()
                .with_message(format!("Cannot find module '{}': {e}", path.display()))
        })?;
        let module = Module::parse(source, None, ctx).map_err(|e| prefix_syntax_error(e, path))?;
        self.cache.borrow_mut().insert(key, module.clone());
        Ok(module)
    }

    fn resolve(
        &self,
        specifier: &JsString,
        referrer: Option<&Path>,
        ctx: &mut Context,
    ) -> JsResult<(String, String)> {
        let Some((resolve, _)) = self.hooks.borrow().clone() else {
            return Err(JsNativeError::error()
                .with_message("module loader is not ready")
                .into());
        };
        let parent = referrer.map_or(JsValue::undefined(), |p| {
            js_string!(p.to_string_lossy().as_ref()).into()
        });
        let r = resolve.call(
            &JsValue::undefined(),
            &[specifier.clone().into(), parent],
            ctx,
        )?;
        let arr = r
            .as_object()
            .ok_or_else(|| JsNativeError::typ().with_message("esmResolve returned no array"))?;
        let kind = arr.get(0, ctx)?.to_string(ctx)?.to_std_string_escaped();
        let key = arr.get(1, ctx)?.to_string(ctx)?.to_std_string_escaped();
        Ok((kind, key))
    }

    fn synthetic(&self, kind: &str, key: &str, ctx: &mut Context) -> JsResult<Module> {
        let Some((_, exports_fn)) = self.hooks.borrow().clone() else {
            return Err(JsNativeError::error()
                .with_message("module loader is not ready")
                .into());
        };
        let r = exports_fn.call(
            &JsValue::undefined(),
            &[js_string!(kind).into(), js_string!(key).into()],
            ctx,
        )?;
        let arr = r
            .as_object()
            .ok_or_else(|| JsNativeError::typ().with_message("esmExports returned no array"))?;
        let value = arr.get(0, ctx)?;
        let names_val = arr.get(1, ctx)?;
        let mut names: Vec<JsString> = vec![js_string!("default")];
        if let Some(list) = names_val.as_object() {
            let list = JsArray::from_object(list.clone())?;
            let n = list.length(ctx)?;
            for i in 0..n {
                let s = list.get(i, ctx)?.to_string(ctx)?;
                if s != js_string!("default") {
                    names.push(s);
                }
            }
        }
        let data = Exports {
            value,
            names: names.clone(),
        };
        let path = (kind != "builtin").then(|| PathBuf::from(key));
        Ok(Module::synthetic(
            &names,
            SyntheticModuleInitializer::from_copy_closure_with_captures(
                |m, data: &Exports, ctx| {
                    for name in &data.names {
                        let v = if *name == js_string!("default") {
                            data.value.clone()
                        } else if let Some(o) = data.value.as_object() {
                            o.get(name.clone(), ctx)?
                        } else {
                            JsValue::undefined()
                        };
                        m.set_export(name, v)?;
                    }
                    Ok(())
                },
                data,
            ),
            path,
            None,
            ctx,
        ))
    }
}

/// Parse errors carry line/column but not the file: Node prints `file:line`.
pub fn prefix_syntax_error(e: boa_engine::JsError, path: &Path) -> boa_engine::JsError {
    match e.as_native() {
        Some(native) if matches!(native.kind(), boa_engine::JsNativeErrorKind::Syntax) => {
            JsNativeError::syntax()
                .with_message(format!("{} ({})", native.message(), path.display()))
                .into()
        }
        _ => e,
    }
}

impl ModuleLoader for NodeLoader {
    async fn load_imported_module(
        self: Rc<Self>,
        referrer: Referrer,
        request: boa_engine::module::ModuleRequest,
        context: &RefCell<&mut Context>,
    ) -> JsResult<Module> {
        let ctx: &mut Context = &mut context.borrow_mut();
        let specifier = request.specifier().clone();
        let (kind, key) = self.resolve(&specifier, referrer.path(), ctx)?;
        let cache_key = format!("{kind}:{key}");
        if let Some(m) = self.cache.borrow().get(&cache_key) {
            return Ok(m.clone());
        }
        let module = match kind.as_str() {
            "esm" => self.load_esm_file(Path::new(&key), ctx)?,
            _ => self.synthetic(&kind, &key, ctx)?,
        };
        self.cache.borrow_mut().insert(cache_key, module.clone());
        Ok(module)
    }

    fn init_import_meta(self: Rc<Self>, meta: &JsObject, module: &Module, ctx: &mut Context) {
        let Some(path) = module.path() else { return };
        let file = path.to_string_lossy().into_owned();
        let dir = path
            .parent()
            .map_or_else(|| "/".to_string(), |p| p.to_string_lossy().into_owned());
        let url = file_url(&file);
        let _ = meta.set(js_string!("url"), js_string!(url), false, ctx);
        let _ = meta.set(js_string!("filename"), js_string!(file), false, ctx);
        let _ = meta.set(js_string!("dirname"), js_string!(dir), false, ctx);
        let _ = meta.set(js_string!("main"), JsValue::from(false), false, ctx);
    }
}

/// `file://` URL of an absolute path, percent-encoding what URL parsing would change.
pub fn file_url(path: &str) -> String {
    let mut out = String::from("file://");
    for b in path.bytes() {
        match b {
            b'a'..=b'z'
            | b'A'..=b'Z'
            | b'0'..=b'9'
            | b'/'
            | b'-'
            | b'_'
            | b'.'
            | b'~'
            | b'!'
            | b'$'
            | b'&'
            | b'\''
            | b'('
            | b')'
            | b'*'
            | b'+'
            | b','
            | b';'
            | b'='
            | b':'
            | b'@' => out.push(b as char),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}
