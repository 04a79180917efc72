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
    js_string, Context, JsError, JsNativeError, JsObject, JsResult, JsString, JsValue, Module,
    Source,
};
use boa_gc::{Finalize, Trace};

use crate::engine::source_pass::import_names::{self, ImportNames, Wanted};

/// The js-lib functions the loader calls (internal/modules/esm.js through cjs.js).
#[derive(Clone)]
pub struct LoaderHooks {
    /// `esmResolve(specifier, parentPath, attributes)` → `[kind, key]`.
    pub resolve: JsFunction,
    /// `esmExports(kind, key)` → `[value, names]`: runs a CommonJS file at link time.
    pub exports: JsFunction,
    /// `esmLink(kind, key)` → export names, without running anything; with `evaluate`,
    /// CommonJS and built-ins are evaluated when the graph evaluates, as in Node.
    pub link: Option<JsFunction>,
    /// `esmEvaluate(kind, key)` → an object holding each export's value.
    pub evaluate: Option<JsFunction>,
    /// `esmImportMeta(meta, path, suffix)` fills `import.meta` (`suffix`: the `?query` /
    /// `#fragment` the module was imported with, for its `url`).
    pub import_meta: Option<JsFunction>,
    /// `esmSource(key)` → the module text when a load hook or a data: URL provides it.
    pub source: Option<JsFunction>,
    /// `esmParseError(error)` gives a module's parse error Node's message and pointer.
    pub parse_error: Option<JsFunction>,
}

#[derive(Default)]
pub struct NodeLoader {
    hooks: RefCell<Option<LoaderHooks>>,
    cache: RefCell<HashMap<String, Module>>,
    /// `vm` modules whose imports and `import.meta` js-lib answers: each module's record,
    /// whose `resolve(specifier, attributes)` gives the module a linker chose and whose
    /// `importMeta(meta)` runs the `initializeImportMeta` option (js-lib/internal/vm/module.js).
    vm_records: RefCell<HashMap<Module, JsObject>>,
    /// The `?query` / `#fragment` of ES modules imported with one: as in Node, each such
    /// URL is a module of its own (evaluated again), whose `import.meta.url` keeps it.
    url_suffixes: RefCell<HashMap<Module, String>>,
    /// The text of each ES module of user code, until a request of it for a built-in needs
    /// the names it imports (then `import_scans`).
    module_texts: RefCell<HashMap<Module, String>>,
    import_scans: RefCell<HashMap<Module, Option<Rc<ImportNames>>>>,
    /// Each built-in's ES module facade and the names its lazily made exports were set for
    /// (the others are left undefined: no import takes them). A request for more names
    /// gets a new facade with them all; the modules that imported the old one keep it.
    builtin_facades: RefCell<HashMap<String, (Module, Wanted)>>,
}

/// The search and fragment of a file specifier (`./a.mjs?v=1` → `?v=1`), or "" for none and
/// for bare and built-in specifiers.
fn url_suffix(specifier: &str) -> &str {
    let is_file = specifier.starts_with("./")
        || specifier.starts_with("../")
        || specifier.starts_with('/')
        || specifier.starts_with("file:");
    if !is_file {
        return "";
    }
    specifier.find(['?', '#']).map_or("", |i| &specifier[i..])
}

#[derive(Trace, Finalize, Clone)]
struct Exports {
    value: JsValue,
    names: Vec<JsString>,
}

/// A module evaluated when the graph evaluates: `evaluate(kind, key)` gives the values.
#[derive(Trace, Finalize, Clone)]
struct Deferred {
    kind: JsString,
    key: JsString,
    evaluate: JsFunction,
    names: Vec<JsString>,
    /// For a built-in: the names to set even where the export is a getter.
    #[unsafe_ignore_trace]
    wanted: Option<Rc<Wanted>>,
}

impl NodeLoader {
    pub fn set_hooks(&self, hooks: LoaderHooks) {
        *self.hooks.borrow_mut() = Some(hooks);
    }

    /// Hands `module`'s imports and `import.meta` to `record` (a vm module's).
    pub fn set_vm_record(&self, module: Module, record: JsObject) {
        self.vm_records.borrow_mut().insert(module, record);
    }

    /// Stops asking `module`'s record: once linked, a vm module needs it only for
    /// `import.meta` and dynamic `import()`.
    pub fn forget_vm_record(&self, module: &Module) {
        self.vm_records.borrow_mut().remove(module);
    }

    fn vm_record(&self, module: &Module) -> Option<JsObject> {
        self.vm_records.borrow().get(module).cloned()
    }

    fn hooks(&self) -> JsResult<LoaderHooks> {
        self.hooks.borrow().clone().ok_or_else(|| {
            JsNativeError::error()
                .with_message("module loader is not ready")
                .into()
        })
    }

    /// The text a load hook (or a data: URL) gives for `key`, if any.
    fn hooked_source(&self, key: &str, ctx: &mut Context) -> JsResult<Option<String>> {
        let Some(source) = self.hooks()?.source else {
            return Ok(None);
        };
        let v = source.call(&JsValue::undefined(), &[js_string!(key).into()], ctx)?;
        Ok(v.as_string().map(|s| s.to_std_string_escaped()))
    }

    /// Parses (or returns the cached) module for an absolute ESM file path.
    pub fn load_esm_file(&self, path: &Path, ctx: &mut Context) -> JsResult<Module> {
        let key = format!("esm:{}", path.display());
        if let Some(m) = self.cache.borrow().get(&key) {
            return Ok(m.clone());
        }
        let module = self.parse_esm_file(path, ctx)?;
        self.cache.borrow_mut().insert(key, module.clone());
        Ok(module)
    }

    /// Reads and parses the ES module at `path` (a new module record every time).
    fn parse_esm_file(&self, path: &Path, ctx: &mut Context) -> JsResult<Module> {
        // TypeScript files run as js-lib strips them, a .wasm file as the ES module text
        // js-lib writes for it (internal/modules/esm_wasm.js), and any file as the load
        // hooks give it when there are some (js-lib answers at once when there are none).
        let stripped = self.hooked_source(&path.to_string_lossy(), ctx)?;
        let text = match stripped {
            Some(text) => text.into_bytes(),
            None => match std::fs::read(path) {
                Ok(text) => text,
                // An OS failure (EACCES for another user's file, EMFILE at the fd limit) is
                // Node's system error from the open, with errno, code, syscall and path.
                Err(e) => {
                    return Err(match e.raw_os_error() {
                        Some(n) => {
                            use std::os::unix::ffi::OsStrExt;
                            let err = fs_binding::SysError::from_os(n, "open")
                                .with_path(path.as_os_str().as_bytes());
                            let shape = fs_binding::glue::error::Shape::Sync;
                            JsError::from_opaque(fs_binding::glue::error::sys_to_js(
                                &err, shape, ctx,
                            ))
                        }
                        None => JsNativeError::error()
                            .with_message(format!("Cannot find module '{}': {e}", path.display()))
                            .into(),
                    });
                }
            },
        };
        self.parse_user_module(&text, path, ctx)
    }

    /// Parses a module of user code (see [`parse_user_module`]) and keeps its text for
    /// [`Self::wanted_from`].
    fn parse_user_module(&self, text: &[u8], path: &Path, ctx: &mut Context) -> JsResult<Module> {
        let module = parse_user_module(text, path, ctx)?;
        if let Ok(text) = std::str::from_utf8(text) {
            self.module_texts
                .borrow_mut()
                .insert(module.clone(), text.to_owned());
        }
        Ok(module)
    }

    /// The names `referrer` imports from `specifier` (every name when unknown).
    fn wanted_from(&self, referrer: &Referrer, specifier: &str) -> Wanted {
        let Referrer::Module(module) = referrer else {
            return Wanted::All;
        };
        let scanned = self.import_scans.borrow().get(module).cloned();
        let scan = match scanned {
            Some(scan) => scan,
            None => {
                let Some(text) = self.module_texts.borrow_mut().remove(module) else {
                    return Wanted::All;
                };
                let scan = import_names::scan(&text).map(Rc::new);
                self.import_scans
                    .borrow_mut()
                    .insert(module.clone(), scan.clone());
                scan
            }
        };
        scan.map_or(Wanted::All, |s| s.wanted(specifier))
    }

    /// The facade of built-in `key` for an import taking `wanted`.
    fn builtin_facade(&self, key: &str, wanted: Wanted, ctx: &mut Context) -> JsResult<Module> {
        let existing = self.builtin_facades.borrow().get(key).cloned();
        let wanted = match existing {
            Some((module, had)) if had.includes(&wanted) => return Ok(module),
            Some((_, had)) => had.union(&wanted),
            None => wanted,
        };
        let module = self.synthetic("builtin", key, Some(Rc::new(wanted.clone())), ctx)?;
        self.builtin_facades
            .borrow_mut()
            .insert(key.to_owned(), (module.clone(), wanted));
        Ok(module)
    }

    fn resolve(
        &self,
        specifier: &JsString,
        referrer: Option<&Path>,
        attributes: JsValue,
        ctx: &mut Context,
    ) -> JsResult<(String, String)> {
        let resolve = self.hooks()?.resolve;
        let parent = referrer.map_or(JsValue::undefined(), |p| {
            js_string!(p.to_string_lossy().as_ref()).into()
        });
        let r = resolve.call(
            &JsValue::undefined(),
            &[specifier.clone().into(), parent, attributes],
            ctx,
        )?;
        let arr = r
            .as_object()
            .ok_or_else(|| JsNativeError::typ().with_message("esmResolve returned no array"))?;
        let kind = arr.get(0, ctx)?.to_string(ctx)?.to_std_string_escaped();
        let key = arr.get(1, ctx)?.to_string(ctx)?.to_std_string_escaped();
        Ok((kind, key))
    }

    fn synthetic(
        &self,
        kind: &str,
        key: &str,
        wanted: Option<Rc<Wanted>>,
        ctx: &mut Context,
    ) -> JsResult<Module> {
        let hooks = self.hooks()?;
        let path = (kind != "builtin").then(|| PathBuf::from(key));
        if let (Some(link), Some(evaluate)) = (hooks.link, hooks.evaluate) {
            let list = link.call(
                &JsValue::undefined(),
                &[js_string!(kind).into(), js_string!(key).into()],
                ctx,
            )?;
            let names = string_list(&list, ctx)?;
            let data = Deferred {
                kind: js_string!(kind),
                key: js_string!(key),
                evaluate,
                names: names.clone(),
                wanted,
            };
            return Ok(Module::synthetic(
                &names,
                SyntheticModuleInitializer::from_copy_closure_with_captures(
                    |m, d: &Deferred, ctx| {
                        let record = d.evaluate.call(
                            &JsValue::undefined(),
                            &[d.kind.clone().into(), d.key.clone().into()],
                            ctx,
                        )?;
                        let record = record.as_object().ok_or_else(|| {
                            JsNativeError::typ().with_message("esmEvaluate returned no object")
                        })?;
                        for name in &d.names {
                            if let Some(wanted) = &d.wanted {
                                // A getter no import takes stays unread (see
                                // `builtin_facades`).
                                // js-lib's record holds those on its prototype.
                                let lazy = !record.has_own_property(name.clone(), ctx)?;
                                if lazy && !wanted.covers(&name.to_std_string_escaped()) {
                                    continue;
                                }
                            }
                            m.set_export(name, record.get(name.clone(), ctx)?)?;
                        }
                        Ok(())
                    },
                    data,
                ),
                path,
                None,
                ctx,
            ));
        }
        let r = hooks.exports.call(
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

/// The strings of a JS array (names returned by js-lib).
fn string_list(list: &JsValue, ctx: &mut Context) -> JsResult<Vec<JsString>> {
    let mut out = Vec::new();
    if let Some(list) = list.as_object() {
        let list = JsArray::from_object(list.clone())?;
        for i in 0..list.length(ctx)? {
            out.push(list.get(i, ctx)?.to_string(ctx)?);
        }
    }
    Ok(out)
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

impl NodeLoader {
    /// The module record of an ES module file or data: URL (`kind` "esm" or "data"),
    /// from a load hook's source when there is one.
    fn load_user_module(
        &self,
        kind: &str,
        key: &str,
        suffix: &str,
        ctx: &mut Context,
    ) -> JsResult<Module> {
        Ok(match self.hooked_source(key, ctx)? {
            Some(text) => self.parse_user_module(text.as_bytes(), Path::new(&key), ctx)?,
            None if kind == "esm" && !suffix.is_empty() => {
                let module = self.parse_esm_file(Path::new(&key), ctx)?;
                self.url_suffixes
                    .borrow_mut()
                    .insert(module.clone(), suffix.to_owned());
                module
            }
            None if kind == "esm" => self.load_esm_file(Path::new(&key), ctx)?,
            None => {
                return Err(JsNativeError::error()
                    .with_message(format!("no source for {key}"))
                    .into())
            }
        })
    }

    /// Hands a load failure to js-lib, which gives a parse error Node's message and
    /// pointer lines; the error comes back as it was when js-lib cannot be asked.
    fn note_parse_error(&self, err: JsError, ctx: &mut Context) -> JsError {
        let hook = self
            .hooks
            .borrow()
            .as_ref()
            .and_then(|h| h.parse_error.clone());
        let Some(hook) = hook else { return err };
        // An engine limit (no JS value) stays as it is.
        let value = match err.into_opaque(ctx) {
            Ok(value) => value,
            Err(limit) => return limit,
        };
        let _ = hook.call(&JsValue::undefined(), std::slice::from_ref(&value), ctx);
        JsError::from_opaque(value)
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
        let attributes = boa_engine::object::ObjectInitializer::new(ctx).build();
        // Defined, not assigned: a setter a program put on Object.prototype (say for `type`)
        // must not swallow the attribute.
        for attr in request.attributes() {
            attributes.create_data_property_or_throw(
                attr.key().clone(),
                JsValue::from(attr.value().clone()),
                ctx,
            )?;
        }
        if let Referrer::Module(parent) = &referrer {
            if let Some(record) = self.vm_record(parent) {
                return crate::bindings::vm_modules::resolve_request(
                    &record, specifier, attributes, ctx,
                );
            }
        }
        let (kind, key) = self.resolve(&specifier, referrer.path(), attributes.into(), ctx)?;
        let specifier_text = specifier.to_std_string_escaped();
        let suffix = if kind == "esm" {
            url_suffix(&specifier_text)
        } else {
            ""
        };
        if kind == "builtin" {
            let wanted = self.wanted_from(&referrer, &specifier_text);
            return self.builtin_facade(&key, wanted, ctx);
        }
        let cache_key = format!("{kind}:{key}{suffix}");
        if let Some(m) = self.cache.borrow().get(&cache_key) {
            return Ok(m.clone());
        }
        let module = match kind.as_str() {
            "esm" | "data" => self
                .load_user_module(&kind, &key, suffix, ctx)
                .map_err(|e| self.note_parse_error(e, ctx))?,
            _ => self.synthetic(&kind, &key, None, ctx)?,
        };
        self.cache.borrow_mut().insert(cache_key, module.clone());
        Ok(module)
    }

    fn init_import_meta(self: Rc<Self>, meta: &JsObject, module: &Module, ctx: &mut Context) {
        if let Some(record) = self.vm_record(module) {
            crate::bindings::vm_modules::init_import_meta(&record, meta, ctx);
            return;
        }
        let Some(path) = module.path() else { return };
        let file = path.to_string_lossy().into_owned();
        if let Some(import_meta) = self
            .hooks
            .borrow()
            .as_ref()
            .and_then(|h| h.import_meta.clone())
        {
            // js-lib defines url, dirname, filename, main and resolve in Node's order; an
            // error there leaves import.meta as far as it got (there is no caller to tell).
            let suffix = self
                .url_suffixes
                .borrow()
                .get(module)
                .map_or_else(JsValue::undefined, |s| js_string!(s.as_str()).into());
            let _ = import_meta.call(
                &JsValue::undefined(),
                &[meta.clone().into(), js_string!(file).into(), suffix],
                ctx,
            );
            return;
        }
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

/// Parses a module of user code after the pre-pass for Boa's gaps (src/engine/source_pass).
fn parse_user_module(text: &[u8], path: &Path, ctx: &mut Context) -> JsResult<Module> {
    let fixed = std::str::from_utf8(text).ok().and_then(|s| {
        crate::engine::source_pass::prepare_named(
            s,
            crate::engine::source_pass::Goal::Module,
            &path.to_string_lossy(),
            0,
        )
    });
    let bytes = fixed.as_deref().map_or(text, str::as_bytes);
    let bytes = with_closing_statement(bytes);
    Module::parse(Source::from_bytes(&bytes).with_path(path), None, ctx)
        .map_err(|e| prefix_syntax_error(e, path))
}

/// Boa 0.22 does not insert the semicolon that ends a module's last `export { ... }` at the
/// end of the input (`const a = 1; export { a }` is "abrupt end"), a common last line. An
/// empty statement after the text closes it; it changes nothing else and shifts no
/// position.
pub fn with_closing_statement(text: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    match text.iter().rev().find(|b| !b.is_ascii_whitespace()) {
        Some(b';') | None => std::borrow::Cow::Borrowed(text),
        Some(_) => {
            let mut owned = Vec::with_capacity(text.len() + 2);
            owned.extend_from_slice(text);
            owned.extend_from_slice(b"\n;");
            std::borrow::Cow::Owned(owned)
        }
    }
}

#[cfg(test)]
mod closing_statement_tests {
    use super::with_closing_statement;

    #[test]
    fn an_empty_statement_closes_text_that_does_not_end_in_one() {
        assert_eq!(
            &*with_closing_statement(b"export { a }"),
            b"export { a }\n;"
        );
        assert_eq!(&*with_closing_statement(b"x // c\n"), b"x // c\n\n;");
        assert_eq!(&*with_closing_statement(b"export {};\n"), b"export {};\n");
        assert_eq!(&*with_closing_statement(b""), b"");
    }
}
