//! WebAssembly memories whose bytes are an ArrayBuffer's, and that buffer's lifecycle.
//!
//! Each memory is made by the runtime (a module's own memories too: see
//! `memory_import.rs`) over one block reserved up front for the most pages the memory may
//! reach; the block never moves, so wasm code and the ArrayBuffer read and write the same
//! bytes. The ArrayBuffer owns the block. When the memory grows, the old ArrayBuffer is
//! detached and a new one, longer, takes over the same block, as the JS API specifies.
//! The current buffer of every memory is kept here for the thread's life, and JS cannot
//! detach it (`is_memory_buffer` is checked by `transfer()` and by postMessage), so the
//! block outlives every use wasm makes of it.

use std::cell::RefCell;
use std::mem::ManuallyDrop;

use boa_engine::object::builtins::{AlignedVec, JsArrayBuffer};
use boa_engine::{Context, JsNativeError, JsObject, JsResult, JsValue};
use wasmi::{Memory, MemoryType};

use super::store::with_store;

const PAGE: u64 = 65536;
/// The most pages a 32-bit memory has (4 GiB).
const MAX_PAGES: u64 = 65536;

struct Record {
    memory: Memory,
    /// Start of the block: the memory's identity.
    base: usize,
    buffer: JsArrayBuffer,
    handle: JsObject,
}

thread_local! {
    // Never dropped: the engine's collector frees these objects itself when the thread ends.
    static MEMORIES: ManuallyDrop<RefCell<Vec<Record>>> = const {
        ManuallyDrop::new(RefCell::new(Vec::new()))
    };
}

/// Native data of a memory handle.
#[derive(boa_gc::Trace, boa_gc::Finalize, boa_engine::JsData)]
pub(super) struct MemoryHandle {
    #[unsafe_ignore_trace]
    pub(super) memory: Memory,
}

/// A new memory of `initial` pages that may grow to `maximum` (js-lib checked both against
/// 65536 and each other). The handle is an object carrying the memory. `Err` holds the
/// message of a RangeError (the block could not be reserved).
pub(super) fn create(
    initial: u64,
    maximum: Option<u64>,
    ctx: &mut Context,
) -> JsResult<Result<JsObject, String>> {
    let mut builder = MemoryType::builder();
    builder.min(initial).max(maximum);
    let ty = match builder.build() {
        Ok(ty) => ty,
        Err(e) => return Ok(Err(e.to_string())),
    };
    let initial_bytes = initial * PAGE;
    // The whole range the memory may reach is reserved now; untouched pages cost no memory.
    // When the system refuses, less is tried, down to the initial size: growing past what
    // was reserved then fails as growing past a limit does.
    let mut reserve = maximum.unwrap_or(MAX_PAGES).min(MAX_PAGES) * PAGE;
    let mut block = AlignedVec::<u8>::new(64);
    loop {
        // At least one byte, so that every memory has its own address.
        let want = usize::try_from(reserve.max(64)).unwrap_or(usize::MAX);
        if block.try_reserve_exact(want).is_ok() {
            break;
        }
        if reserve <= initial_bytes {
            return Ok(Err(
                "WebAssembly.Memory(): could not allocate memory".to_string()
            ));
        }
        reserve = (reserve / 2).max(initial_bytes);
    }
    let base = block.as_mut_ptr();
    let capacity = block.capacity();
    // SAFETY: `base..base + capacity` is the block just reserved, owned by `block` and, from
    // below on, by the ArrayBuffer holding it. wasmi keeps only the pointer and length and
    // reads or writes the block only while a call into wasm runs on this thread; the block
    // is never reallocated (its length only changes within the capacity, in `refresh`) and
    // never freed, because its ArrayBuffer is kept in `MEMORIES` for the thread's life and
    // cannot be detached by JS (see the module comment).
    let whole: &'static mut [u8] = unsafe { std::slice::from_raw_parts_mut(base, capacity) };
    let memory = match with_store(|s| Memory::new_static(s, ty, whole))? {
        Ok(m) => m,
        Err(e) => return Ok(Err(e.to_string())),
    };
    let len = usize::try_from(initial_bytes).unwrap_or(0);
    // SAFETY: `new_static` zeroed the first `initial_bytes` bytes, and they are within the
    // capacity.
    unsafe { block.set_len(len) };
    let buffer = JsArrayBuffer::from_byte_block(block, ctx)?;
    let handle = crate::engine::shared_shape::handle_object(MemoryHandle { memory }, ctx);
    MEMORIES.with(|m| {
        m.borrow_mut().push(Record {
            memory,
            base: base as usize,
            buffer,
            handle: handle.clone(),
        });
    });
    Ok(Ok(handle))
}

/// The handle of a memory made here (for a memory an instance exports).
pub(super) fn handle_of(memory: Memory) -> JsResult<Option<JsObject>> {
    let base = with_store(|s| memory.data_ptr(&s) as usize)?;
    Ok(MEMORIES.with(|m| {
        m.borrow()
            .iter()
            .find(|r| r.base == base)
            .map(|r| r.handle.clone())
    }))
}

/// The memory's current ArrayBuffer.
pub(super) fn buffer(memory: Memory, ctx: &mut Context) -> JsResult<JsValue> {
    refresh_all(ctx)?;
    let base = with_store(|s| memory.data_ptr(&s) as usize)?;
    MEMORIES.with(|m| {
        m.borrow()
            .iter()
            .find(|r| r.base == base)
            .map(|r| JsValue::from(r.buffer.clone()))
            .ok_or_else(|| JsNativeError::typ().with_message("not a memory").into())
    })
}

/// Grows the memory by `delta` pages: the old size in pages, or `None` when it cannot grow.
/// The buffer is replaced even for a zero delta, as the JS API asks.
pub(super) fn grow(memory: Memory, delta: u64, ctx: &mut Context) -> JsResult<Option<u64>> {
    let old = with_store(|s| memory.grow(s, delta).ok())?;
    if old.is_some() {
        let base = with_store(|s| memory.data_ptr(&s) as usize)?;
        replace_buffer(base, true, ctx)?;
    }
    Ok(old)
}

/// Whether `obj` is a memory's current buffer (which JS must not detach).
pub fn is_memory_buffer(obj: &JsObject) -> bool {
    MEMORIES.with(|m| {
        m.try_borrow().is_ok_and(|list| {
            list.iter()
                .any(|r| JsObject::equals(&JsObject::from(r.buffer.clone()), obj))
        })
    })
}

/// Gives every memory whose size changed inside wasm (`memory.grow`) a new buffer.
pub(super) fn refresh_all(ctx: &mut Context) -> JsResult<()> {
    let stale: Vec<usize> = MEMORIES.with(|m| {
        m.borrow()
            .iter()
            .filter(|r| {
                let now = with_store(|s| r.memory.data_size(&s)).unwrap_or(0);
                now != r.buffer.data().map_or(0, |d| d.len())
            })
            .map(|r| r.base)
            .collect()
    });
    for base in stale {
        replace_buffer(base, false, ctx)?;
    }
    Ok(())
}

/// Detaches the memory's buffer and gives the block, at the memory's current length, to a
/// new ArrayBuffer (when `always` is false, only if the length changed).
fn replace_buffer(base: usize, always: bool, ctx: &mut Context) -> JsResult<()> {
    let Some((memory, old)) = MEMORIES.with(|m| {
        m.borrow()
            .iter()
            .find(|r| r.base == base)
            .map(|r| (r.memory, r.buffer.clone()))
    }) else {
        return Ok(());
    };
    let len = with_store(|s| memory.data_size(&s))?;
    if !always && old.data().map_or(0, |d| d.len()) == len {
        return Ok(());
    }
    let mut block = old.detach(&JsValue::undefined())?;
    if block.as_mut_ptr() as usize != base || len > block.capacity() {
        // Cannot happen while the buffer is only detached here; refuse rather than alias.
        return Err(JsNativeError::error()
            .with_message("WebAssembly memory buffer was moved")
            .into());
    }
    // SAFETY: wasm zeroed every byte up to `len` (at creation or when it grew), and `len`
    // is within the block's capacity, checked above.
    unsafe { block.set_len(len) };
    let buffer = JsArrayBuffer::from_byte_block(block, ctx)?;
    MEMORIES.with(|m| {
        if let Some(r) = m.borrow_mut().iter_mut().find(|r| r.base == base) {
            r.buffer = buffer;
        }
    });
    Ok(())
}
