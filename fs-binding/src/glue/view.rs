//! Bytes in and out of JS values: ArrayBufferViews (every TypedArray kind and DataView, over
//! plain or shared buffers), paths given as strings or Buffers, and new Buffers made from a
//! worker's [`AlignedVec`] without a copy.
//!
//! Nothing here keeps a borrow of a JS buffer across a call into JS. Whole-file writes read
//! the caller's ArrayBuffer in place from the pool thread ([`pin_view`]: the job holds the
//! ArrayBuffer object, resizable and shared buffers are copied); fd-level writes copy the
//! bytes out, and reads are copied in at completion on the JS thread.
//! Offsets are re-checked against the buffer's current length at that moment, so a detached
//! or shrunk buffer reads as empty instead of panicking.

use std::ffi::CString;

use boa_engine::builtins::array_buffer::ArrayBuffer;
use boa_engine::object::builtins::{
    JsArrayBuffer, JsDataView, JsSharedArrayBuffer, JsTypedArray, JsUint8Array,
};
use boa_engine::string::{JsStr, JsStrVariant};
use boa_engine::{Context, JsNativeError, JsObject, JsResult, JsString, JsValue};

use super::glue;
use crate::{AlignedVec, DecodedText};

/// The backing buffer and byte range of a view.
struct Span {
    buffer: JsObject,
    offset: usize,
    len: usize,
}

fn span_of(obj: &JsObject, ctx: &mut Context) -> JsResult<Option<Span>> {
    if let Ok(ta) = JsTypedArray::from_object(obj.clone()) {
        let buffer = ta.buffer(ctx)?;
        let offset = ta.byte_offset(ctx).unwrap_or(0);
        let len = ta.byte_length(ctx).unwrap_or(0);
        return Ok(buffer.as_object().map(|b| Span {
            buffer: b.clone(),
            offset,
            len,
        }));
    }
    if let Ok(dv) = JsDataView::from_object(obj.clone()) {
        let buffer = dv.buffer(ctx)?;
        let offset = usize::try_from(dv.byte_offset(ctx).unwrap_or(0)).unwrap_or(0);
        let len = usize::try_from(dv.byte_length(ctx).unwrap_or(0)).unwrap_or(0);
        return Ok(buffer.as_object().map(|b| Span {
            buffer: b.clone(),
            offset,
            len,
        }));
    }
    Ok(None)
}

/// Whether `v` is an ArrayBufferView.
pub fn is_view(v: &JsValue) -> bool {
    v.as_object().is_some_and(|o| {
        JsTypedArray::from_object(o.clone()).is_ok() || JsDataView::from_object(o.clone()).is_ok()
    })
}

/// A copy of the bytes an ArrayBufferView shows, or `None` if `v` is not a view.
///
/// # Errors
/// Only engine failures reading the view's getters.
pub fn view_bytes(v: &JsValue, ctx: &mut Context) -> JsResult<Option<Vec<u8>>> {
    let Some(obj) = v.as_object() else {
        return Ok(None);
    };
    let Some(span) = span_of(&obj, ctx)? else {
        return Ok(None);
    };
    let clip = |data: &[u8]| -> Vec<u8> {
        match span.offset.checked_add(span.len) {
            Some(end) if end <= data.len() => data[span.offset..end].to_vec(),
            _ => Vec::new(),
        }
    };
    if let Ok(ab) = JsArrayBuffer::from_object(span.buffer.clone()) {
        return Ok(Some(ab.data().map_or_else(Vec::new, |d| clip(&d))));
    }
    if let Ok(sab) = JsSharedArrayBuffer::from_object(span.buffer.clone()) {
        return Ok(Some(clip(&sab.to_vec())));
    }
    Ok(Some(Vec::new()))
}

/// Copies `data` into the view `obj` at byte `at` (clipped to the view); returns the count.
///
/// # Errors
/// Only engine failures reading the view's getters.
pub fn copy_into_view(
    obj: &JsObject,
    at: usize,
    data: &[u8],
    ctx: &mut Context,
) -> JsResult<usize> {
    let Some(span) = span_of(obj, ctx)? else {
        return Ok(0);
    };
    let Ok(ab) = JsArrayBuffer::from_object(span.buffer.clone()) else {
        return copy_into_shared(&span, at, data, ctx);
    };
    let Some(mut mem) = ab.data_mut() else {
        return Ok(0);
    };
    let start = span.offset.saturating_add(at);
    let end_view = span.offset.saturating_add(span.len).min(mem.len());
    if start >= end_view {
        return Ok(0);
    }
    let n = data.len().min(end_view - start);
    mem[start..start + n].copy_from_slice(&data[..n]);
    Ok(n)
}

/// `copy_into_view` for a view over a SharedArrayBuffer. Boa gives no mutable borrow of
/// shared memory, so the bytes go through `%TypedArray%.prototype.set` from a Uint8Array
/// over the destination range: one extra copy, on a path only shared memory takes.
fn copy_into_shared(span: &Span, at: usize, data: &[u8], ctx: &mut Context) -> JsResult<usize> {
    let Ok(sab) = JsSharedArrayBuffer::from_object(span.buffer.clone()) else {
        return Ok(0);
    };
    let start = span.offset.saturating_add(at);
    let end_view = span.offset.saturating_add(span.len).min(sab.byte_length());
    if start >= end_view {
        return Ok(0);
    }
    let n = data.len().min(end_view - start);
    let ctor = ctx
        .intrinsics()
        .constructors()
        .typed_uint8_array()
        .constructor();
    let target = ctor.construct(
        &[JsValue::from(sab), JsValue::from(start), JsValue::from(n)],
        None,
        ctx,
    )?;
    let target = JsTypedArray::from_object(target)?;
    let source = JsUint8Array::from_iter(data[..n].iter().copied(), ctx)?;
    target.set_values(source.into(), Some(0), ctx)?;
    Ok(n)
}

/// A new Buffer (Uint8Array with `Buffer.prototype`) adopting `block` without a copy.
///
/// # Errors
/// Engine allocation failures.
pub fn make_buffer(block: AlignedVec<u8>, ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    // Every payload counts, Sync results included: the collector sees only the small
    // ArrayBuffer object, so a loop of big readFileSync calls would otherwise pile up garbage.
    g.account_external(block.len());
    let ab = JsArrayBuffer::from_byte_block(block, ctx)?;
    let u8a = JsUint8Array::from_array_buffer(ab, ctx)?;
    if let Some(proto) = g.buffer_proto(ctx)? {
        u8a.set_prototype(Some(proto));
    }
    Ok(u8a.into())
}

/// Size of the ArrayBuffer small `readFileSync` results are sliced from: Node 26.10's pool
/// ArrayBuffer is `Buffer.poolSize` (64 KiB) plus 64 bytes (observed: 65600), the slack its
/// aligned `allocUnsafe(size, alignment)` needs.
const SYNC_POOL_SIZE: usize = (64 << 10) + 64;

/// A Buffer holding a copy of `bytes` (at most [`crate::SYNC_POOLED_MAX`]) as a slice of the
/// shared sync-read pool. Node 26's `readFileSync` returns small files as slices of its
/// Buffer pool (`buf.buffer.byteLength` is the pool's, `byteOffset` is 8-aligned), and a
/// copy of a few KiB costs far less than a fresh ArrayBuffer object and its allocation.
///
/// # Errors
/// Engine allocation failures.
pub fn make_pooled_buffer(bytes: &[u8], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let len = bytes.len();
    let current = g.sync_pool.borrow_mut().take();
    let (pool, offset) = match current {
        Some((pool, offset)) if offset.saturating_add(len) <= SYNC_POOL_SIZE => (pool, offset),
        _ => {
            g.account_external(SYNC_POOL_SIZE);
            let mut block = AlignedVec::<u8>::new(64);
            block.resize(SYNC_POOL_SIZE, 0);
            (JsArrayBuffer::from_byte_block(block, ctx)?, 0)
        }
    };
    if let Some(mut mem) = pool.data_mut() {
        mem[offset..offset + len].copy_from_slice(bytes);
    }
    let ctor = ctx
        .intrinsics()
        .constructors()
        .typed_uint8_array()
        .constructor();
    let target = g.buffer_new_target(ctx)?;
    let view = ctor.construct(
        &[pool.clone().into(), offset.into(), len.into()],
        Some(target.as_ref().unwrap_or(&ctor)),
        ctx,
    )?;
    // Node keeps the pool offset 8-byte aligned after every allocation.
    *g.sync_pool.borrow_mut() = Some((pool, (offset + len + 7) & !7));
    Ok(view.into())
}

/// A JS string from text decoded on the worker (one memcpy).
#[must_use]
pub fn make_string(text: &DecodedText) -> JsValue {
    match text {
        DecodedText::Latin1(b) => JsString::from(JsStr::latin1(b)).into(),
        DecodedText::Utf16(u) => JsString::from(&u[..]).into(),
    }
}

/// A path argument (string or Uint8Array) as a C string. JS validates first (null bytes,
/// types); this is the backstop. Strings with lone surrogates are encoded with U+FFFD, as
/// Node's UTF-8 conversion does.
///
/// # Errors
/// TypeError for other types or embedded NUL bytes.
pub fn path_arg(v: &JsValue, ctx: &mut Context) -> JsResult<CString> {
    let bytes = if let Some(s) = v.as_string() {
        s.to_std_string_lossy().into_bytes()
    } else if let Some(b) = view_bytes(v, ctx)? {
        b
    } else {
        return Err(JsNativeError::typ()
            .with_message("path must be a string or Buffer")
            .into());
    };
    CString::new(bytes).map_err(|_| {
        JsNativeError::typ()
            .with_message("path must not contain null bytes")
            .into()
    })
}

/// A fast-path string path: `Some` only for a string without NUL and without lone
/// surrogates (anything else takes the JS path, which produces Node's exact errors).
#[must_use]
pub fn simple_path(v: &JsValue) -> Option<CString> {
    let s = v.as_string()?;
    // Most paths are ASCII, stored by Boa as Latin-1: their bytes are already UTF-8, so
    // skip the char-by-char String build (about 1k instructions for a short path).
    if let JsStrVariant::Latin1(bytes) = s.as_str().variant() {
        if bytes.is_ascii() {
            return CString::new(bytes).ok();
        }
    }
    let text = s.to_std_string().ok()?;
    CString::new(text).ok()
}

/// The bytes a write job sends: either its own copy (strings, shared or resizable buffers)
/// or the caller's ArrayBuffer memory, pinned.
pub enum WriteBytes {
    Owned(Vec<u8>),
    Pinned(PinnedBytes),
}

/// A byte range inside a JS ArrayBuffer's store, read by a pool thread while the JS thread
/// keeps the ArrayBuffer object alive (see [`pin_view`]).
pub struct PinnedBytes {
    ptr: *const u8,
    len: usize,
}

// SAFETY: the pointer targets the heap store of a fixed-length, non-shared ArrayBuffer. The
// store is freed only when the ArrayBuffer is collected or detached, and reallocated only by
// `resize` on resizable buffers. `pin_view` never pins resizable or shared buffers, the
// caller holds the ArrayBuffer object until the job completes (so it is not collected), and
// nothing in minirt detaches buffers (Boa's `transfer` is compiled out). JS may still write
// the bytes while the job runs; like Node, the file then gets some mix of old and new bytes,
// which is the documented contract of passing a buffer to an async write.
unsafe impl Send for PinnedBytes {}

impl WriteBytes {
    #[must_use]
    pub fn as_slice(&self) -> &[u8] {
        match self {
            Self::Owned(v) => v,
            // SAFETY: see `PinnedBytes`; `ptr..ptr+len` was in bounds when pinned and the
            // store cannot move or shrink while pinned.
            Self::Pinned(p) if p.len > 0 => unsafe { std::slice::from_raw_parts(p.ptr, p.len) },
            Self::Pinned(_) => &[],
        }
    }
}

/// Views of at most this many bytes are copied by [`pin_view`] instead of pinned.
const COPY_MAX: usize = 16 << 10;

/// The bytes of view `v` for an async write, without copying when they are more than
/// [`COPY_MAX`] bytes in a plain fixed-length ArrayBuffer; the returned object is that ArrayBuffer, which the caller must
/// keep alive until the write is done. `None` if `v` is not a view.
///
/// # Errors
/// Only engine failures reading the view's getters.
pub fn pin_view(
    v: &JsValue,
    ctx: &mut Context,
) -> JsResult<Option<(WriteBytes, Option<JsObject>)>> {
    let Some(obj) = v.as_object() else {
        return Ok(None);
    };
    let Some(span) = span_of(&obj, ctx)? else {
        return Ok(None);
    };
    if let Ok(ab) = JsArrayBuffer::from_object(span.buffer.clone()) {
        // Small payloads are copied: a memcpy of a few KiB costs less than asking the
        // buffer whether it is resizable (a getter call through the prototype chain), and
        // a copy taken before the job runs is one of the outcomes the contract allows.
        if span.len <= COPY_MAX {
            let Some(data) = ab.data() else {
                return Ok(Some((WriteBytes::Owned(Vec::new()), None)));
            };
            let bytes = match span.offset.checked_add(span.len) {
                Some(end) if end <= data.len() => data[span.offset..end].to_vec(),
                _ => Vec::new(),
            };
            return Ok(Some((WriteBytes::Owned(bytes), None)));
        }
        // Resizable buffers may reallocate their store while the job runs: copy them.
        let resizable = is_resizable(&span.buffer);
        let Some(data) = ab.data() else {
            return Ok(Some((WriteBytes::Owned(Vec::new()), None)));
        };
        let range = match span.offset.checked_add(span.len) {
            Some(end) if end <= data.len() => span.offset..end,
            _ => return Ok(Some((WriteBytes::Owned(Vec::new()), None))),
        };
        if resizable {
            return Ok(Some((WriteBytes::Owned(data[range].to_vec()), None)));
        }
        let bytes = &data[range];
        let pinned = PinnedBytes {
            ptr: bytes.as_ptr(),
            len: bytes.len(),
        };
        drop(data);
        return Ok(Some((WriteBytes::Pinned(pinned), Some(span.buffer))));
    }
    Ok(view_bytes(v, ctx)?.map(|b| (WriteBytes::Owned(b), None)))
}

/// Whether ArrayBuffer `buffer` was made with a `maxByteLength`. Boa 0.22 exposes this only
/// through the `resizable` getter (a JS call through the prototype chain, which user code can
/// also replace); resizing to the current length is the same question asked natively: it
/// fails exactly for fixed-length buffers and changes nothing otherwise. Detached buffers
/// count as resizable, so the caller copies (their empty) contents.
fn is_resizable(buffer: &JsObject) -> bool {
    let Some(mut ab) = buffer.downcast_mut::<ArrayBuffer>() else {
        return true;
    };
    let Some(len) = ab.data().map(<[u8]>::len) else {
        return true;
    };
    ab.resize(len as u64).is_ok()
}

/// Runs `f` on the bytes of view `v` borrowed mutably in place, or returns `None` if `v` is
/// not a view over a (non-shared) ArrayBuffer. `f` must not call into JS.
///
/// # Errors
/// Only engine failures reading the view's getters.
pub fn with_view_mut<R>(
    v: &JsValue,
    ctx: &mut Context,
    f: impl FnOnce(&mut [u8]) -> R,
) -> JsResult<Option<R>> {
    let Some(obj) = v.as_object() else {
        return Ok(None);
    };
    let Some(span) = span_of(&obj, ctx)? else {
        return Ok(None);
    };
    let Ok(ab) = JsArrayBuffer::from_object(span.buffer.clone()) else {
        return Ok(None);
    };
    let Some(mut data) = ab.data_mut() else {
        return Ok(Some(f(&mut [])));
    };
    let bytes = match span.offset.checked_add(span.len) {
        Some(end) if end <= data.len() => &mut data[span.offset..end],
        _ => &mut [],
    };
    Ok(Some(f(bytes)))
}

/// The byte length of view `v` (over an ArrayBuffer or a SharedArrayBuffer), or `None`
/// if `v` is not a view.
///
/// # Errors
/// Only engine failures reading the view's getters.
pub fn view_len(v: &JsValue, ctx: &mut Context) -> JsResult<Option<usize>> {
    let Some(obj) = v.as_object() else {
        return Ok(None);
    };
    Ok(span_of(&obj, ctx)?.map(|span| span.len))
}

/// Runs `f` on the bytes of view `v` borrowed in place (no copy), or returns `None` if `v`
/// is not a view. `f` must not call into JS.
///
/// # Errors
/// Only engine failures reading the view's getters.
pub fn with_view<R>(
    v: &JsValue,
    ctx: &mut Context,
    f: impl FnOnce(&[u8]) -> R,
) -> JsResult<Option<R>> {
    let Some(obj) = v.as_object() else {
        return Ok(None);
    };
    let Some(span) = span_of(&obj, ctx)? else {
        return Ok(None);
    };
    if let Ok(ab) = JsArrayBuffer::from_object(span.buffer.clone()) {
        let Some(data) = ab.data() else {
            return Ok(Some(f(&[])));
        };
        let bytes = match span.offset.checked_add(span.len) {
            Some(end) if end <= data.len() => &data[span.offset..end],
            _ => &[],
        };
        return Ok(Some(f(bytes)));
    }
    Ok(view_bytes(v, ctx)?.map(|b| f(&b)))
}
