//! The native entries: fs functions that are native themselves for their common argument
//! shapes and hand every other call to a JS version (the "slow" one, with Node's
//! validation and errors). One row per entry: its id, the name and length the public
//! function has (Node's), and the native function.
//!
//! js-lib gets each public function with `binding.entry(id, slowFunction)`, which records the
//! JS version and hands back the native function, so the two are declared in one statement
//! (`const readFile = binding.entry('readFile', readFileSlow)`). An entry is reachable only
//! that way: a js-lib module cannot export one whose fallback it did not give. An unknown
//! id or a fallback that is not a function throws when the module loads, and
//! `binding.missingEntries()` lists rows nobody claimed (case `fs-entry-table`); debug
//! builds refuse to finish loading `fs/promises` (the last fs module) with one unclaimed.

use boa_engine::object::builtins::{JsArray, JsFunction};
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{native_function::NativeFunctionPointer, NativeFunction};
use boa_engine::{Context, JsArgs, JsNativeError, JsResult, JsString, JsValue};

use super::{entries, glue, whole};

/// One native entry.
pub(crate) struct Entry {
    /// What js-lib names it in `binding.entry(id, ...)`, and the key its JS version is
    /// found under when the native hands a call over.
    pub(crate) id: &'static str,
    /// The public function's `name` and `length` (Node's).
    pub(crate) name: &'static str,
    pub(crate) length: usize,
    pub(crate) native: NativeFunctionPointer,
}

const fn row(
    id: &'static str,
    name: &'static str,
    length: usize,
    native: NativeFunctionPointer,
) -> Entry {
    Entry {
        id,
        name,
        length,
        native,
    }
}

/// Every entry. Ids are unique; the JS version is registered under the id.
pub(crate) const ENTRIES: &[Entry] = &[
    // Whole-file (glue/whole.rs): `fs.js` and `fs/promises.js`.
    row("readFile", "readFile", 3, whole::read_file),
    row("readFileSync", "readFileSync", 2, whole::read_file_sync),
    row("writeFile", "writeFile", 4, whole::write_file),
    row(
        "writeFileSync",
        "writeFileSync",
        3,
        whole::write_file_sync_fast,
    ),
    row("promisesReadFile", "readFile", 2, whole::read_file_promise),
    row(
        "promisesWriteFile",
        "writeFile",
        3,
        whole::write_file_promise,
    ),
    // Metadata (glue/entries.rs): `internal/fs/meta_ops.js`.
    row("statSync", "statSync", 1, entries::stat_sync),
    row("lstatSync", "lstatSync", 1, entries::lstat_sync),
    row("existsSync", "existsSync", 1, entries::exists_sync),
    row("fstatSync", "fstatSync", 1, entries::fstat_sync),
    row("accessSync", "accessSync", 2, entries::access_sync),
    row("stat", "stat", 1, entries::stat_callback),
    row("lstat", "lstat", 1, entries::lstat_callback),
    row("promisesStat", "stat", 1, entries::stat_promise),
    row("promisesLstat", "lstat", 1, entries::lstat_promise),
    // Descriptors (glue/entries.rs): `internal/fs/fd_ops.js`.
    row("openSync", "openSync", 3, entries::open_sync),
    row("closeSync", "closeSync", 1, entries::close_sync),
    row("readSync", "readSync", 5, entries::read_sync),
    row("writeSync", "writeSync", 5, entries::write_sync),
    row("read", "read", 6, entries::read_callback),
    row("write", "write", 6, entries::write_callback),
    // Directories and names (glue/entries.rs): `internal/fs/dir_ops.js`.
    row("readdirSync", "readdirSync", 2, entries::readdir_sync),
    row("mkdirSync", "mkdirSync", 2, entries::mkdir_sync),
    row("rmdirSync", "rmdirSync", 2, entries::rmdir_sync),
    row("unlinkSync", "unlinkSync", 1, entries::unlink_sync),
    row("renameSync", "renameSync", 2, entries::rename_sync),
    row("realpathSync", "realpathSync", 2, entries::realpath_sync),
];

/// `entry(id, slow)`: records `slow` as the JS version of entry `id` and returns the native
/// public function (the same object on every call for one id).
pub(crate) fn entry(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let id = args
        .get_or_undefined(0)
        .as_string()
        .map(|s| s.to_std_string_escaped());
    let Some(row) = id
        .as_deref()
        .and_then(|id| ENTRIES.iter().find(|e| e.id == id))
    else {
        return Err(JsNativeError::typ()
            .with_message(format!(
                "no fs entry named {}",
                args.get_or_undefined(0).display()
            ))
            .into());
    };
    let Some(slow) = args
        .get_or_undefined(1)
        .as_object()
        .filter(|o| o.is_callable())
    else {
        return Err(JsNativeError::typ()
            .with_message(format!(
                "fs entry {}: the JS version must be a function",
                row.id
            ))
            .into());
    };
    g.set_slow(row.id, slow);
    if let Some(f) = g.entry_function(row.id) {
        return Ok(f.into());
    }
    let f: JsFunction =
        FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_fn_ptr(row.native))
            .name(JsString::from(row.name))
            .length(row.length)
            .build();
    g.set_entry_function(row.id, f.clone().into());
    Ok(f.into())
}

/// `missingEntries()`: the ids of entries whose JS version nobody registered.
pub(crate) fn missing_entries(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let ids = ENTRIES
        .iter()
        .filter(|e| g.slow(e.id).is_none())
        .map(|e| JsValue::from(JsString::from(e.id)));
    Ok(JsArray::from_iter(ids, ctx).into())
}

/// `assertEntriesClaimed()`, called once every fs module has loaded: in debug builds (the
/// ones the tests run) an entry js-lib did not claim is an error at that moment, not when
/// some program first calls the function; release builds skip the check.
pub(crate) fn assert_entries_claimed(
    _: &JsValue,
    _: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    if cfg!(debug_assertions) {
        let g = glue(ctx)?;
        let missing: Vec<&str> = ENTRIES
            .iter()
            .filter(|e| g.slow(e.id).is_none())
            .map(|e| e.id)
            .collect();
        if !missing.is_empty() {
            return Err(JsNativeError::error()
                .with_message(format!(
                    "fs entries without a JS version: {}",
                    missing.join(", ")
                ))
                .into());
        }
    }
    Ok(JsValue::undefined())
}

#[cfg(test)]
mod tests {
    use super::ENTRIES;

    #[test]
    fn ids_are_unique() {
        for (i, a) in ENTRIES.iter().enumerate() {
            assert!(
                ENTRIES[i + 1..].iter().all(|b| b.id != a.id),
                "{} twice",
                a.id
            );
        }
    }
}
