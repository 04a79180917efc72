//! Views: the memory behind a TypedArray or DataView, borrowed safely.

use super::*;

/// The memory behind a view.
pub(super) enum Backing {
    Plain(JsArrayBuffer),
    Shared(JsSharedArrayBuffer),
}

/// A TypedArray or DataView, with its buffer. Offsets are resolved at each borrow.
pub(super) struct View {
    pub(super) obj: JsObject,
    pub(super) backing: Backing,
    /// `Some((offset, length))` for a DataView (resolved once, re-checked at borrow).
    pub(super) fixed: Option<(usize, usize)>,
}

pub(super) fn backing_of(v: &JsValue) -> Option<Backing> {
    let obj = v.as_object()?;
    if let Ok(ab) = JsArrayBuffer::from_object(obj.clone()) {
        return Some(Backing::Plain(ab));
    }
    JsSharedArrayBuffer::from_object(obj.clone())
        .ok()
        .map(Backing::Shared)
}

pub(super) fn element_size(kind: TypedArrayKind) -> usize {
    use TypedArrayKind as K;
    match kind {
        K::Int8 | K::Uint8 | K::Uint8Clamped => 1,
        K::Int32 | K::Uint32 | K::Float32 => 4,
        K::BigInt64 | K::BigUint64 | K::Float64 => 8,
        // 16-bit kinds (Float16 exists only with boa's `float16` feature).
        _ => 2,
    }
}

/// `v` as an ArrayBufferView, or `None`.
pub(super) fn view_of(v: &JsValue, ctx: &mut Context) -> JsResult<Option<View>> {
    let Some(obj) = v.as_object() else {
        return Ok(None);
    };
    if obj.is::<TypedArray>() {
        let ta = JsTypedArray::from_object(obj.clone())?;
        let Some(backing) = backing_of(&ta.buffer(ctx)?) else {
            return Ok(None);
        };
        return Ok(Some(View {
            obj: obj.clone(),
            backing,
            fixed: None,
        }));
    }
    if let Ok(dv) = JsDataView::from_object(obj.clone()) {
        let Some(backing) = backing_of(&dv.buffer(ctx)?) else {
            return Ok(None);
        };
        // The getters throw on a detached buffer; such a view has no bytes.
        let off = dv.byte_offset(ctx).unwrap_or(0) as usize;
        let len = dv.byte_length(ctx).unwrap_or(0) as usize;
        return Ok(Some(View {
            obj: obj.clone(),
            backing,
            fixed: Some((off, len)),
        }));
    }
    Ok(None)
}

/// `v` as a Uint8Array (Buffer included), or `None`.
pub(super) fn u8_view_of(v: &JsValue, ctx: &mut Context) -> JsResult<Option<View>> {
    let is_u8 = v
        .as_object()
        .and_then(|o| {
            o.downcast_ref::<TypedArray>()
                .map(|ta| ta.kind() == TypedArrayKind::Uint8)
        })
        .unwrap_or(false);
    if is_u8 {
        view_of(v, ctx)
    } else {
        Ok(None)
    }
}

impl View {
    /// Byte range of the view inside a buffer of `buf_len` bytes (empty when out of
    /// bounds, i.e. detached or shrunk).
    pub(super) fn range(&self, buf_len: usize) -> (usize, usize) {
        let (off, len) = match self.fixed {
            Some(r) => r,
            None => match self.obj.downcast_ref::<TypedArray>() {
                Some(ta) => (ta.byte_offset() as usize, ta.byte_length(buf_len) as usize),
                None => (0, 0),
            },
        };
        match off.checked_add(len) {
            Some(end) if end <= buf_len => (off, len),
            _ => (0, 0),
        }
    }

    /// Whether the view's buffer is detached, or shrunk below the view's end (as the
    /// engine's `%TypedArray%.prototype.set` refuses it).
    pub(super) fn detached_or_out_of_bounds(&self) -> bool {
        let Backing::Plain(ab) = &self.backing else {
            return false;
        };
        let Some(data) = ab.data() else {
            return true;
        };
        let (off, len) = match self.fixed {
            Some(r) => r,
            None => match self.obj.downcast_ref::<TypedArray>() {
                Some(ta) => (
                    ta.byte_offset() as usize,
                    ta.byte_length(data.len()) as usize,
                ),
                None => return false,
            },
        };
        off.checked_add(len).is_none_or(|end| end > data.len())
    }

    /// `length` of a TypedArray (bytes for a DataView).
    pub(super) fn elements(&self) -> usize {
        let bytes = self.len();
        match self.obj.downcast_ref::<TypedArray>() {
            Some(ta) => bytes / element_size(ta.kind()),
            None => bytes,
        }
    }

    pub(super) fn len(&self) -> usize {
        match &self.backing {
            Backing::Plain(ab) => {
                let n = ab.data().map_or(0, |d| d.len());
                self.range(n).1
            }
            Backing::Shared(sab) => self.range(sab.byte_length()).1,
        }
    }

    /// Runs `f` on the view's bytes.
    pub(super) fn read<R>(&self, f: impl FnOnce(&[u8]) -> R) -> R {
        match &self.backing {
            Backing::Plain(ab) => match ab.data() {
                Some(data) => {
                    let (off, len) = self.range(data.len());
                    f(&data[off..off + len])
                }
                None => f(&[]),
            },
            Backing::Shared(sab) => {
                // Shared memory has no safe borrowing API in Boa: work on a snapshot.
                let data = sab.to_vec();
                let (off, len) = self.range(data.len());
                f(&data[off..off + len])
            }
        }
    }

    /// Runs `f` on the view's bytes, mutably. Shared memory is written back through the
    /// engine's own `TypedArray.prototype.set`.
    pub(super) fn modify<R>(
        &self,
        ctx: &mut Context,
        f: impl FnOnce(&mut [u8]) -> R,
    ) -> JsResult<R> {
        match &self.backing {
            Backing::Plain(ab) => match ab.data_mut() {
                Some(mut data) => {
                    let (off, len) = self.range(data.len());
                    Ok(f(&mut data[off..off + len]))
                }
                None => Ok(f(&mut [])),
            },
            Backing::Shared(sab) => {
                let data = sab.to_vec();
                let (off, len) = self.range(data.len());
                let mut copy = data[off..off + len].to_vec();
                let r = f(&mut copy);
                shared_store(sab, off, copy, ctx)?;
                Ok(r)
            }
        }
    }

    pub(super) fn to_vec(&self) -> Vec<u8> {
        self.read(<[u8]>::to_vec)
    }

    /// Whether two views share one backing store (then they must not be borrowed
    /// separately: one borrow would block the other).
    pub(super) fn same_memory(&self, other: &View) -> bool {
        match (&self.backing, &other.backing) {
            (Backing::Plain(a), Backing::Plain(b)) => JsObject::equals(a, b),
            (Backing::Shared(a), Backing::Shared(b)) => JsObject::equals(a, b),
            _ => false,
        }
    }
}

/// Writes `bytes` at byte `at` of a SharedArrayBuffer (via a temporary Uint8Array).
pub(super) fn shared_store(
    sab: &JsSharedArrayBuffer,
    at: usize,
    bytes: Vec<u8>,
    ctx: &mut Context,
) -> JsResult<()> {
    if bytes.is_empty() {
        return Ok(());
    }
    let u8ctor = ctx
        .intrinsics()
        .constructors()
        .typed_uint8_array()
        .constructor();
    let target = u8ctor.construct(
        &[JsValue::from(sab.clone()), JsValue::from(at as f64)],
        None,
        ctx,
    )?;
    let src = plain_u8(ctx, bytes)?;
    let set = target.get(js_string!("set"), ctx)?;
    if let Some(set) = set.as_callable() {
        set.call(&target.into(), &[src.into()], ctx)?;
    }
    Ok(())
}

/// An error with Node's C++ shape: a bare message and a `code` property.
pub(super) fn raw_error(ctx: &mut Context, code: &str, kind: &str, message: &str) -> JsError {
    let code = format!("!{code}");
    node_error(
        ctx,
        &code,
        &[JsString::from(kind).into(), JsString::from(message).into()],
    )
}

pub(super) fn this_view(this: &JsValue, ctx: &mut Context) -> JsResult<View> {
    match view_of(this, ctx)? {
        Some(v) => Ok(v),
        None => Err(raw_error(
            ctx,
            "ERR_INVALID_ARG_TYPE",
            "TypeError",
            "argument must be a buffer",
        )),
    }
}
