//! `internalBinding('buffer')`: the native half of `buffer`, `string_decoder` and
//! `internal/encoding`. Every conversion between bytes and strings runs here, in one call
//! per operation; js-lib keeps argument handling that must call back into JS.
//!
//! Bytes are read by borrowing the viewed `ArrayBuffer` (never element by element) and
//! new Buffers are made from an `AlignedVec` with their prototype set here, which is the
//! cheapest way to make one in Boa (docs/PERFORMANCE.md, "Engine costs"). No JS runs while a buffer is
//! borrowed: every argument that may call user code (`valueOf`, getters) is converted
//! first, and byte ranges are checked again against the buffer's current length at the
//! moment of the borrow, so detached or shrunk buffers read as empty instead of panicking.
//!
//! One file per part: `views` (borrowing the bytes behind a view), `make` (new Buffers and
//! the external-memory account), `strings` + `codec` (encodings), `proto`
//! (Buffer.prototype natives), `statics` (Buffer's statics and js-lib helpers), `search`
//! (indexOf), `accessors` (number reads and writes), `string_decoder`, `text_coding` +
//! `decoder` (TextEncoder/TextDecoder); this file holds the state js-lib hands over and
//! builds the binding object.
//!
//! Node errors are made by js-lib: `setup()` hands over a `makeError(code, ...args)`
//! function, so that messages come from `internal/errors` like everywhere else.

mod accessors;
mod codec;
mod decoder;
mod make;
mod proto;
mod search;
mod statics;
mod string_decoder;
mod strings;
mod text_coding;
mod views;

use boa_engine::builtins::typed_array::{TypedArray, TypedArrayKind};
use boa_engine::object::builtins::{
    AlignedVec, JsArray, JsArrayBuffer, JsDataView, JsSharedArrayBuffer, JsTypedArray, JsUint8Array,
};
use boa_engine::object::{FunctionObjectBuilder, ObjectInitializer};
use boa_engine::property::{Attribute, PropertyKey};
use boa_engine::string::JsStrVariant;
use boa_engine::{
    js_string, Context, JsArgs, JsError, JsNativeError, JsObject, JsResult, JsString, JsValue,
    NativeFunction,
};

use codec::{Enc, Text, Units};
use decoder::{TdError, TdText, TextDecoderHandle};
pub use make::wrap_block;
use make::*;
use proto::*;
use search::*;
use statics::*;
use string_decoder::*;
pub(crate) use strings::encode_string;
use strings::*;
use text_coding::*;
use views::*;

/// `buffer.constants.MAX_LENGTH` (Node 26 on 64-bit: 2^53 - 1).
const MAX_LENGTH: f64 = 9_007_199_254_740_991.0;
/// `buffer.constants.MAX_STRING_LENGTH` (V8's limit, which Node reports).
const MAX_STRING_LENGTH: usize = 0x1fff_ffe8;

/// What js-lib hands over in `setup()`.
struct BufferState {
    /// `Buffer.prototype`, given to every Buffer made here.
    proto: JsObject,
    /// `(code, ...args) => new codes[code](...args)`.
    make_error: JsObject,
    /// js-lib's versions of the natives below, for the cases they do not handle (set
    /// when `buffer` loads): indexed by the `SLOW_*` constants.
    slow: Vec<JsObject>,
}

/// `Buffer.from` for everything but strings.
const SLOW_FROM: usize = 0;
/// `Buffer.alloc` with a fill value or an invalid size.
const SLOW_ALLOC: usize = 1;
/// `Buffer.allocUnsafe`/`allocUnsafeSlow` with an invalid size.
const SLOW_ALLOC_UNSAFE: usize = 2;

fn state(ctx: &Context) -> Option<(JsObject, JsObject)> {
    ctx.get_data::<BufferState>()
        .map(|s| (s.proto.clone(), s.make_error.clone()))
}

/// Hands a call over to js-lib's implementation `which`.
fn call_slow(
    which: usize,
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let slow = ctx
        .get_data::<BufferState>()
        .and_then(|s| s.slow.get(which).cloned());
    match slow {
        Some(f) => f.call(this, args, ctx),
        None => Err(JsNativeError::typ()
            .with_message("buffer binding not set up")
            .into()),
    }
}

/// Payload bytes handed to JS count towards the one external-memory budget.
fn account_external(len: usize) {
    fs_binding::glue::external_memory::add(len);
}

/// Runs a collection once the budget is spent; only called where no ArrayBuffer is
/// borrowed.
fn maybe_collect() {
    fs_binding::glue::external_memory::collect_if_spent();
}

/// Builds the Node error `code` through js-lib's factory (`new codes[code](...args)`).
fn node_error(ctx: &mut Context, code: &str, args: &[JsValue]) -> JsError {
    let Some((_, make_error)) = state(ctx) else {
        return JsNativeError::typ().with_message(code.to_string()).into();
    };
    let mut all = Vec::with_capacity(args.len() + 1);
    all.push(JsValue::from(JsString::from(code)));
    all.extend_from_slice(args);
    match make_error.call(&JsValue::undefined(), &all, ctx) {
        Ok(err) => JsError::from_opaque(err),
        Err(e) => e,
    }
}

fn strs(names: &[&str], ctx: &mut Context) -> JsValue {
    JsArray::from_iter(names.iter().map(|s| JsValue::from(JsString::from(*s))), ctx).into()
}

fn invalid_arg_type(ctx: &mut Context, name: &str, expected: &[&str], actual: &JsValue) -> JsError {
    let expected = strs(expected, ctx);
    node_error(
        ctx,
        "ERR_INVALID_ARG_TYPE",
        &[JsString::from(name).into(), expected, actual.clone()],
    )
}

// ---------------------------------------------------------------------------------------
// The binding object

fn method(
    f: fn(Enc, &JsValue, &[JsValue], &mut Context) -> JsResult<JsValue>,
    enc: Enc,
) -> NativeFunction {
    NativeFunction::from_copy_closure(move |this, args, ctx| f(enc, this, args, ctx))
}

/// The methods js-lib installs on `Buffer.prototype`.
fn proto_methods(ctx: &mut Context) -> JsObject {
    let mut init = ObjectInitializer::new(ctx);
    init.function(
        NativeFunction::from_fn_ptr(proto_to_string),
        js_string!("toString"),
        3,
    );
    init.function(
        NativeFunction::from_fn_ptr(proto_subarray),
        js_string!("subarray"),
        2,
    );
    let encs = [
        ("utf8", Enc::Utf8),
        ("ucs2", Enc::Ucs2),
        ("latin1", Enc::Latin1),
        ("ascii", Enc::Ascii),
        ("base64", Enc::Base64),
        ("base64url", Enc::Base64Url),
        ("hex", Enc::Hex),
    ];
    for (name, enc) in encs {
        init.function(
            method(slice_method, enc),
            JsString::from(format!("{name}Slice")),
            2,
        );
        init.function(
            method(write_method, enc),
            JsString::from(format!("{name}Write")),
            3,
        );
    }
    init.build()
}

/// A native function as `NativeFunction::from_fn_ptr` takes it.
type NativeFnPtr = fn(&JsValue, &[JsValue], &mut Context) -> JsResult<JsValue>;

/// Keeps glibc from handing freed multi-megabyte blocks back to the OS. By default it
/// unmaps (or trims) them and page-faults fresh pages in on the next allocation; for
/// Buffers and strings of a few MiB made in a loop that cost several times the
/// conversion itself (about 5 ms instead of 0.7 ms per MiB in benchmark/buffer). The
/// setting is process-wide, so it belongs at startup; it is made here, once, because
/// Buffer is what allocates such blocks. Blocks of 64 MiB and more are still mapped.
fn tune_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only adjusts allocator parameters; it takes the allocator's own
    // lock and has no memory-safety preconditions.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 64 << 20);
        libc::mallopt(libc::M_TRIM_THRESHOLD, 256 << 20);
    }
}

pub fn create(ctx: &mut Context) -> JsObject {
    tune_allocator();
    let fns: &[(&str, usize, NativeFnPtr)] = &[
        ("setup", 2, setup),
        ("setSlowPaths", 3, set_slow_paths),
        ("fromString", 2, from_string_native),
        ("createBuffer", 1, create_buffer),
        ("copyBytes", 3, copy_bytes),
        ("fromArrayLike", 2, from_array_like),
        ("byteLength", 2, byte_length),
        ("concat", 2, concat),
        ("compare", 2, compare),
        ("compareRange", 6, compare_range),
        ("copy", 5, copy),
        ("fill", 5, fill),
        ("fastAccessor", 1, accessors::fast_accessor),
        ("indexOf", 5, index_of),
        ("swap", 2, swap),
        ("isUtf8", 1, is_utf8),
        ("isAscii", 1, is_ascii),
        ("transcode", 3, transcode),
        ("atob", 1, atob),
        ("btoa", 1, btoa),
        ("getOwnNonIndexProperties", 1, own_non_index_properties),
        ("toArray", 1, to_array),
        ("write", 5, write),
        ("slice", 4, slice),
        ("decodeBytes", 2, decode_bytes),
        ("decoderWrite", 2, decoder_write),
        ("decoderFlush", 1, decoder_flush),
        ("encodingName", 2, encoding_name),
        ("createDecoder", 3, create_decoder),
        ("decode", 3, text_decode),
        ("encodeUtf8", 1, encode_utf8),
        ("encodeInto", 2, encode_into),
    ];
    // Buffer.alloc, allocUnsafe and from are these natives themselves. Node's are ordinary
    // functions, so `new Buffer.alloc(n)` gives the buffer (form-data does this): they are
    // built as constructors, whose result, an object, is what `new` returns.
    let statics: &[(&str, usize, NativeFnPtr)] = &[
        ("alloc", 3, buffer_alloc),
        ("allocUnsafe", 2, buffer_alloc_unsafe),
        ("from", 3, buffer_from),
    ];
    let statics: Vec<(&str, JsObject)> = statics
        .iter()
        .map(|&(name, len, f)| {
            let function = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_fn_ptr(f))
                .name(js_string!(name))
                .length(len)
                .constructor(true)
                .build();
            (name, function.into())
        })
        .collect();
    let protos = proto_methods(ctx);
    let mut init = ObjectInitializer::new(ctx);
    for &(name, len, f) in fns {
        init.function(NativeFunction::from_fn_ptr(f), js_string!(name), len);
    }
    for (name, function) in statics {
        init.property(
            js_string!(name),
            function,
            Attribute::WRITABLE | Attribute::CONFIGURABLE,
        );
    }
    init.property(js_string!("protoMethods"), protos, Attribute::all());
    init.property(js_string!("kMaxLength"), MAX_LENGTH, Attribute::all());
    init.property(
        js_string!("kStringMaxLength"),
        MAX_STRING_LENGTH as f64,
        Attribute::all(),
    );
    init.property(
        js_string!("kStateSize"),
        decoder::STATE_SIZE as f64,
        Attribute::all(),
    );
    init.build()
}
