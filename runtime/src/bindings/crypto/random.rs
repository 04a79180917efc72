//! Randomness for `randomBytes`, `randomFill(Sync)`, `randomInt`, `randomUUID` and
//! `getRandomValues`, plus the constant-time comparison behind `timingSafeEqual`. Large
//! fills come from the OS generator (`getrandom`). Small draws (UUIDs, integers, fills of
//! up to 256 bytes) come from a per-thread cache refilled 4 KiB at a time, as Node batches
//! its UUID entropy, by a user-space generator as Node's OpenSSL has one: ChaCha20 keyed
//! from the OS, re-keyed from its own output after every refill (so earlier output cannot
//! be recomputed from the state) and from the OS again every 1 MiB and after a fork. The
//! kernel's ChaCha took a sixth of a `randomUUID()` call. Bytes are zeroed in the cache
//! once handed out.

use std::cell::RefCell;

use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{
    js_string, Context, JsArgs, JsNativeError, JsObject, JsResult, JsString, JsValue,
    NativeFunction,
};
use chacha20::rand_core::{Rng, SeedableRng};
use chacha20::ChaCha20Rng;

use super::{to_buffer, with_bytes, with_bytes_mut};
use crate::host::event_loop::{host, Waiter};

/// Fills `buf` from the OS generator.
pub fn fill(buf: &mut [u8]) -> Result<(), String> {
    getrandom::fill(buf).map_err(|e| e.to_string())
}

struct Cache {
    bytes: Vec<u8>,
    used: usize,
    generator: Option<Generator>,
}

/// The user-space generator behind the cache.
struct Generator {
    rng: ChaCha20Rng,
    /// Refills left before the next key from the OS.
    refills_left: u32,
    /// The process that keyed it: a forked child must not repeat its parent's bytes.
    pid: u32,
}

const CACHE_SIZE: usize = 4096;

/// Refills between two keys from the OS (256 × 4 KiB = 1 MiB of output).
const REFILLS_PER_OS_KEY: u32 = 256;

thread_local! {
    static CACHE: RefCell<Cache> =
        const { RefCell::new(Cache { bytes: Vec::new(), used: 0, generator: None }) };
}

impl Generator {
    fn from_os() -> Result<Self, String> {
        let mut seed = [0u8; 32];
        fill(&mut seed)?;
        Ok(Generator {
            rng: ChaCha20Rng::from_seed(seed),
            refills_left: REFILLS_PER_OS_KEY,
            pid: std::process::id(),
        })
    }
}

/// Fills `out` from the cache's generator, keying it from the OS first when it has none,
/// has made 1 MiB, or was keyed by another process.
fn generate(generator: &mut Option<Generator>, out: &mut [u8]) -> Result<(), String> {
    let g = match generator {
        Some(g) if g.refills_left > 0 && g.pid == std::process::id() => g,
        _ => generator.insert(Generator::from_os()?),
    };
    g.rng.fill_bytes(out);
    let mut next_key = [0u8; 32];
    g.rng.fill_bytes(&mut next_key);
    g.rng = ChaCha20Rng::from_seed(next_key);
    next_key.fill(0);
    g.refills_left -= 1;
    Ok(())
}

/// Fills `out` (at most [`CACHE_SIZE`] bytes) from the per-thread cache.
fn fill_cached(out: &mut [u8]) -> Result<(), String> {
    let n = out.len();
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.bytes.len() != CACHE_SIZE || c.used + n > CACHE_SIZE {
            let Cache {
                bytes, generator, ..
            } = &mut *c;
            bytes.resize(CACHE_SIZE, 0);
            generate(generator, bytes)?;
            c.used = 0;
        }
        let used = c.used;
        out.copy_from_slice(&c.bytes[used..used + n]);
        // Used bytes are not kept around.
        c.bytes[used..used + n].fill(0);
        c.used += n;
        Ok(())
    })
}

/// `N` random bytes from the per-thread cache.
fn cached<const N: usize>() -> Result<[u8; N], String> {
    let mut out = [0u8; N];
    fill_cached(&mut out)?;
    Ok(out)
}

/// Fills below this size come from the cache: a system call per `randomBytes(16)` made
/// it 2.5x slower than Node, which draws from OpenSSL's user-space generator.
const SMALL_FILL: usize = 256;

/// Fills `buf` from the cache when small, else straight from the OS.
pub fn fill_any(buf: &mut [u8]) -> Result<(), String> {
    if buf.len() <= SMALL_FILL {
        fill_cached(buf)
    } else {
        fill(buf)
    }
}

/// The textual form of a version 4 (random) UUID made from 16 random bytes.
pub fn uuid_v4(mut b: [u8; 16]) -> [u8; 36] {
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    format_uuid(&b)
}

/// Each byte's two lower-case hex digits.
const HEX_PAIRS: [[u8; 2]; 256] = {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut pairs = [[0u8; 2]; 256];
    let mut i = 0;
    while i < 256 {
        pairs[i] = [DIGITS[i >> 4], DIGITS[i & 15]];
        i += 1;
    }
    pairs
};

/// Where each byte's two digits start in `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`.
const UUID_DIGIT_AT: [usize; 16] = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

/// `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in lower-case hex. Table lookups at fixed
/// positions: a digit-by-digit loop with a moving index was most of a `randomUUID()`
/// call's own work.
pub fn format_uuid(b: &[u8; 16]) -> [u8; 36] {
    let mut out = [b'-'; 36];
    for (byte, &at) in b.iter().zip(UUID_DIGIT_AT.iter()) {
        let [hi, lo] = HEX_PAIRS[usize::from(*byte)];
        out[at] = hi;
        out[at + 1] = lo;
    }
    out
}

/// The largest value six random bytes give (Node's `RAND_MAX` for `randomInt`).
pub const RAND_MAX: u64 = 0xFFFF_FFFF_FFFF;

/// A uniform integer in `[0, range)` for `1 <= range <= RAND_MAX`, by rejection of the
/// biased top of the 48-bit space (as Node: `x % range` below `RAND_MAX - RAND_MAX % range`).
pub fn uniform_below(
    range: u64,
    mut next48: impl FnMut() -> Result<u64, String>,
) -> Result<u64, String> {
    let range = range.clamp(1, RAND_MAX);
    let limit = RAND_MAX - (RAND_MAX % range);
    loop {
        let x = next48()?;
        if x < limit {
            return Ok(x % range);
        }
    }
}

fn next48() -> Result<u64, String> {
    let b = cached::<6>()?;
    Ok(b.iter().fold(0u64, |acc, &x| (acc << 8) | u64::from(x)))
}

/// Constant-time equality of two equally long byte strings.
pub fn ct_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let diff = a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y));
    // Keep the compiler from short-cutting the fold.
    std::hint::black_box(diff) == 0
}

// ---------------------------------------------------------------------------------------
// JS entries

fn os_error(msg: String) -> boa_engine::JsError {
    JsNativeError::error()
        .with_message(format!("random number generation failed: {msg}"))
        .into()
}

fn index(v: &JsValue) -> usize {
    v.as_number()
        .filter(|n| n.is_finite() && *n >= 0.0)
        .map_or(0, |n| n as usize)
}

/// `randomFillSync(view, byteOffset, byteLength)`: js-lib has checked the range.
pub fn random_fill_sync(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let off = index(args.get_or_undefined(1));
    let len = index(args.get_or_undefined(2));
    let r = with_bytes_mut(args.get_or_undefined(0), ctx, |b| {
        let end = off.saturating_add(len).min(b.len());
        let start = off.min(end);
        fill_any(&mut b[start..end])
    })?;
    match r {
        Some(Err(e)) => Err(os_error(e)),
        _ => Ok(JsValue::undefined()),
    }
}

/// `randomBytes(size)` → a new Buffer of `size` random bytes (js-lib checked `size`).
pub fn random_bytes(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let size = index(args.get_or_undefined(0));
    let mut block = boa_engine::object::builtins::AlignedVec::<u8>::new(64);
    if block.try_reserve_exact(size).is_err() {
        return Err(JsNativeError::range()
            .with_message("Array buffer allocation failed")
            .into());
    }
    block.resize(size, 0);
    fill_any(block.as_mut_slice()).map_err(os_error)?;
    Ok(crate::bindings::buffer::wrap_block(ctx, block)?.into())
}

/// `getRandomValues(array)` → 0 after filling an integer TypedArray of at most 65536
/// bytes, 1 for anything that is not an integer TypedArray, 2 when it is too long
/// (js-lib throws TypeMismatchError / QuotaExceededError).
pub fn get_random_values(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    use boa_engine::builtins::typed_array::{TypedArray, TypedArrayKind as K};
    let v = args.get_or_undefined(0);
    let integer = v.as_object().is_some_and(|o| {
        o.downcast_ref::<TypedArray>().is_some_and(|ta| {
            matches!(
                ta.kind(),
                K::Int8
                    | K::Uint8
                    | K::Uint8Clamped
                    | K::Int16
                    | K::Uint16
                    | K::Int32
                    | K::Uint32
                    | K::BigInt64
                    | K::BigUint64
            )
        })
    });
    if !integer {
        return Ok(1.into());
    }
    let r = with_bytes_mut(v, ctx, |b| {
        if b.len() > 65536 {
            return Ok(2);
        }
        fill_any(b).map(|()| 0)
    })?;
    match r {
        Some(Err(e)) => Err(os_error(e)),
        Some(Ok(code)) => Ok(code.into()),
        // A TypedArray over shared memory: nothing to fill here.
        None => Ok(0.into()),
    }
}

/// `randomFill(size, callback)`: `size` random bytes made on the pool, then
/// `callback(null, buffer)` (js-lib copies them where they belong).
pub fn random_fill(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let size = index(args.get_or_undefined(0));
    let cb = crate::host::runtime::as_function(args.get_or_undefined(1), "callback")?;
    host(ctx).submit(
        Waiter::Callback(cb),
        Box::new(move || {
            let mut bytes = Vec::new();
            let r = match bytes.try_reserve_exact(size) {
                Ok(()) => {
                    bytes.resize(size, 0);
                    fill(&mut bytes)
                }
                Err(_) => Err("out of memory".to_string()),
            };
            Box::new(move |ctx: &mut Context| match r {
                Ok(()) => Ok(Ok(to_buffer(ctx, &bytes)?)),
                Err(e) => Ok(Err(os_error(e).into_opaque(ctx)?)),
            })
        }),
    );
    Ok(JsValue::undefined())
}

/// The JS functions behind a native `crypto.randomUUID`.
#[derive(Clone, boa_gc::Trace, boa_gc::Finalize)]
struct UuidEntry {
    /// The whole of Node's `randomUUID(options)`, for shapes the entry does not take.
    slow: JsObject,
    /// Throws Node's error for a `disableEntropyCache` that is not a boolean.
    reject_option: JsObject,
}

/// `randomUUIDEntry(randomUUID, rejectEntropyOption)` → a native `crypto.randomUUID(options)`.
/// It answers from the entropy cache itself without options and for a plain object whose
/// `disableEntropyCache` reads as a boolean or undefined (Node's own benchmark passes one);
/// a JS wrapper around the native call cost about a third of the call on Boa. Other
/// shapes (arrays, functions, proxies, primitives) go to `randomUUID`, which validates
/// them as Node does; a plain object's option is read once, as Node reads it.
pub fn random_uuid_entry(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (Some(slow), Some(reject_option)) = (
        args.get_or_undefined(0).as_callable(),
        args.get_or_undefined(1).as_callable(),
    ) else {
        return Err(JsNativeError::typ()
            .with_message("randomUUIDEntry: expected two functions")
            .into());
    };
    let captures = UuidEntry {
        slow: slow.clone(),
        reject_option: reject_option.clone(),
    };
    let entry = NativeFunction::from_copy_closure_with_captures(
        |this, args, fns: &UuidEntry, ctx| {
            let options = args.get_or_undefined(0);
            let disable = match options.as_object() {
                None if options.is_undefined() => false,
                Some(o) if o.is_ordinary() => {
                    let value = o.get(js_string!("disableEntropyCache"), ctx)?;
                    match value.as_boolean() {
                        Some(b) => b,
                        None if value.is_undefined() => false,
                        None => return fns.reject_option.call(this, &[value], ctx),
                    }
                }
                _ => return fns.slow.call(this, args, ctx),
            };
            random_uuid(this, &[disable.into()], ctx)
        },
        captures,
    );
    Ok(FunctionObjectBuilder::new(ctx.realm(), entry)
        .name(js_string!("randomUUID"))
        .length(1)
        .build()
        .into())
}

/// `randomUUID(disableEntropyCache)` → a version 4 UUID string.
pub fn random_uuid(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let bytes = if args.get_or_undefined(0).to_boolean() {
        let mut b = [0u8; 16];
        fill(&mut b).map(|()| b)
    } else {
        cached::<16>()
    }
    .map_err(os_error)?;
    let text = uuid_v4(bytes);
    Ok(JsString::from(boa_engine::JsStr::latin1(&text)).into())
}

/// `randomInt(min, max)` → a uniform integer in `[min, max)`; js-lib has checked that
/// both are safe integers with `0 < max - min <= RAND_MAX`.
pub fn random_int(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let min = args.get_or_undefined(0).as_number().unwrap_or(0.0);
    let max = args.get_or_undefined(1).as_number().unwrap_or(1.0);
    let range = (max - min) as u64;
    let x = uniform_below(range, next48).map_err(os_error)?;
    Ok(JsValue::from(min + x as f64))
}

/// `timingSafeEqual(a, b)`: js-lib has checked both are equally long byte sources.
pub fn timing_safe_equal(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let a = super::bytes_of(args.get_or_undefined(0), ctx)?.unwrap_or_default();
    let eq = with_bytes(args.get_or_undefined(1), ctx, |b| ct_eq(&a, b))?;
    Ok(eq.unwrap_or(false).into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uuid_shape() {
        let text = uuid_v4([0xff; 16]);
        assert_eq!(&text, b"ffffffff-ffff-4fff-bfff-ffffffffffff");
        let text = uuid_v4([0; 16]);
        assert_eq!(&text, b"00000000-0000-4000-8000-000000000000");
        let b: [u8; 16] = std::array::from_fn(|i| i as u8 * 17);
        assert_eq!(&format_uuid(&b), b"00112233-4455-6677-8899-aabbccddeeff");
        for byte in 0..=255u8 {
            let text = format_uuid(&[byte; 16]);
            let pair = format!("{byte:02x}");
            let want = format!("{0}{0}{0}{0}-{0}{0}-{0}{0}-{0}{0}-{0}{0}{0}{0}{0}{0}", pair);
            assert_eq!(std::str::from_utf8(&text), Ok(want.as_str()));
        }
    }

    #[test]
    fn cache_gives_fresh_bytes() {
        let a = cached::<16>().expect("rng");
        let b = cached::<16>().expect("rng");
        assert_ne!(a, b);
        // Draining past the cache size refills it.
        for _ in 0..(CACHE_SIZE / 6 + 2) {
            next48().expect("rng");
        }
    }

    #[test]
    fn generator_rekeys() {
        let mut g = None;
        let mut a = [0u8; 64];
        let mut b = [0u8; 64];
        generate(&mut g, &mut a).expect("rng");
        generate(&mut g, &mut b).expect("rng");
        assert_ne!(a, b);
        let g_ref = g.as_mut().expect("keyed");
        assert_eq!(g_ref.refills_left, REFILLS_PER_OS_KEY - 2);
        // Another process's state, or one that has made its 1 MiB, is keyed from the OS.
        g_ref.pid = 0;
        generate(&mut g, &mut a).expect("rng");
        assert_eq!(
            g.as_ref().map(|g| g.refills_left),
            Some(REFILLS_PER_OS_KEY - 1)
        );
        if let Some(g) = g.as_mut() {
            g.refills_left = 0;
        }
        generate(&mut g, &mut a).expect("rng");
        assert_eq!(
            g.as_ref().map(|g| g.refills_left),
            Some(REFILLS_PER_OS_KEY - 1)
        );
        assert_eq!(g.as_ref().map(|g| g.pid), Some(std::process::id()));
    }

    #[test]
    fn rejection_sampling() {
        // With range 3, 2^48-1 % 3 == 0 so the limit is RAND_MAX itself: values at or over it
        // are drawn again.
        let mut seq = vec![RAND_MAX, 7].into_iter();
        let v = uniform_below(3, || Ok(seq.next().unwrap_or(0))).expect("draw");
        assert_eq!(v, 1);
        for _ in 0..100 {
            assert!(uniform_below(10, next48).expect("rng") < 10);
        }
    }

    #[test]
    fn small_and_large_fills() {
        let mut a = [0u8; 32];
        let mut b = [0u8; 32];
        fill_any(&mut a).expect("rng");
        fill_any(&mut b).expect("rng");
        assert_ne!(a, b);
        let mut big = vec![0u8; 5000];
        fill_any(&mut big).expect("rng");
        assert!(big.iter().any(|&x| x != 0));
        // A fill that does not fit in what is left of the cache refills it.
        for _ in 0..40 {
            let mut x = [0u8; 200];
            fill_any(&mut x).expect("rng");
        }
    }

    #[test]
    fn constant_time_equality() {
        assert!(ct_eq(b"abc", b"abc"));
        assert!(!ct_eq(b"abc", b"abd"));
        assert!(!ct_eq(b"abc", b"ab"));
        assert!(ct_eq(b"", b""));
    }
}
