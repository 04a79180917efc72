//! Native fast paths for Buffer's fixed-width number accessors (`readUInt32LE`,
//! `writeDoubleBE`, ...). In Boa every element access of a TypedArray costs ~150 ns, so the
//! JS versions (an offset check and one access per byte) took 2.5-3.5 µs a call. The native
//! function handles the common case only: `this` a Uint8Array, the offset an integer Number
//! inside it, a written value a Number in range. Anything else calls the JS version it
//! wraps, which throws Node's errors in Node's order, so the only visible difference is
//! `toString()` showing native code.

use boa_engine::builtins::typed_array::{TypedArray, TypedArrayKind};
use boa_engine::object::builtins::{JsArrayBuffer, JsTypedArray};
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{js_string, Context, JsArgs, JsObject, JsResult, JsValue, NativeFunction};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Unsigned,
    Signed,
    Float,
}

/// What one accessor does, parsed from its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Accessor {
    write: bool,
    kind: Kind,
    width: usize,
    big_endian: bool,
}

/// `readUInt16BE` → read, unsigned, 2 bytes, big endian. `None` for names outside the
/// fixed-width family (`readUIntLE`, `readBigInt64LE`, ...).
fn parse(name: &str) -> Option<Accessor> {
    let (write, rest) = if let Some(r) = name.strip_prefix("read") {
        (false, r)
    } else {
        (true, name.strip_prefix("write")?)
    };
    let (kind, width, suffix) = if let Some(e) = rest.strip_prefix("Float") {
        (Kind::Float, 4, e)
    } else if let Some(e) = rest.strip_prefix("Double") {
        (Kind::Float, 8, e)
    } else {
        let (kind, bits) = if let Some(b) = rest.strip_prefix("UInt") {
            (Kind::Unsigned, b)
        } else {
            (Kind::Signed, rest.strip_prefix("Int")?)
        };
        match bits {
            "8" => (kind, 1, "LE"),
            _ if bits.starts_with("16") => (kind, 2, &bits[2..]),
            _ if bits.starts_with("32") => (kind, 4, &bits[2..]),
            _ => return None,
        }
    };
    endian(suffix).map(|big_endian| Accessor {
        write,
        kind,
        width,
        big_endian,
    })
}

fn endian(suffix: &str) -> Option<bool> {
    match suffix {
        "LE" => Some(false),
        "BE" => Some(true),
        _ => None,
    }
}

impl Accessor {
    /// The inclusive range a written integer must lie in.
    fn int_range(self) -> (f64, f64) {
        let bits = (self.width * 8) as i32;
        match self.kind {
            Kind::Signed => (-(2f64.powi(bits - 1)), 2f64.powi(bits - 1) - 1.0),
            _ => (0.0, 2f64.powi(bits) - 1.0),
        }
    }

    /// The offset argument, if it is `undefined` (0) or an integer Number.
    fn offset(v: &JsValue) -> Option<usize> {
        if v.is_undefined() {
            return Some(0);
        }
        let n = v.as_number()?;
        // Negative and fractional offsets (and NaN) are errors: the JS version reports them.
        (n >= 0.0 && n.fract() == 0.0 && n < 9.0e15).then_some(n as usize)
    }

    /// The bytes of `value` as stored, or `None` if the JS version must decide.
    fn encode(self, value: &JsValue) -> Option<[u8; 8]> {
        let v = value.as_number()?;
        let mut out = [0u8; 8];
        match self.kind {
            Kind::Float if v.is_nan() => return None,
            Kind::Float if self.width == 4 => out[..4].copy_from_slice(&(v as f32).to_le_bytes()),
            Kind::Float => out.copy_from_slice(&v.to_le_bytes()),
            _ => {
                let (min, max) = self.int_range();
                if !(v >= min && v <= max) || v.fract() != 0.0 {
                    return None;
                }
                // In range for its width, so the two's-complement low bytes are the value.
                out.copy_from_slice(&(v as i64).to_le_bytes());
            }
        }
        if self.big_endian {
            out[..self.width].reverse();
        }
        Some(out)
    }

    fn decode(self, bytes: &[u8]) -> f64 {
        let mut le = [0u8; 8];
        le[..self.width].copy_from_slice(bytes);
        if self.big_endian {
            le[..self.width].reverse();
        }
        match (self.kind, self.width) {
            (Kind::Float, 4) => f64::from(f32::from_le_bytes([le[0], le[1], le[2], le[3]])),
            (Kind::Float, _) => f64::from_le_bytes(le),
            (Kind::Unsigned, _) => u64::from_le_bytes(le) as f64,
            (Kind::Signed, w) => {
                let shift = 64 - 8 * w as u32;
                ((i64::from_le_bytes(le) << shift) >> shift) as f64
            }
        }
    }

    /// The call's result, or `None` when the JS version has to run.
    fn fast(self, this: &JsValue, args: &[JsValue], ctx: &mut Context) -> Option<JsValue> {
        let obj = this.as_object()?;
        let byte_offset = {
            let ta = obj.downcast_ref::<TypedArray>()?;
            if ta.kind() != TypedArrayKind::Uint8 {
                return None;
            }
            ta.byte_offset() as usize
        };
        let (value, offset_arg) = if self.write {
            (Some(args.get_or_undefined(0)), args.get_or_undefined(1))
        } else {
            (None, args.get_or_undefined(0))
        };
        let offset = Self::offset(offset_arg)?;
        let encoded = match value {
            Some(v) => Some(self.encode(v)?),
            None => None,
        };
        let buffer = JsTypedArray::from_object(obj.clone())
            .ok()?
            .buffer(ctx)
            .ok()?;
        // Shared and detached buffers are left to the JS version.
        let ab = JsArrayBuffer::from_object(buffer.as_object()?.clone()).ok()?;
        let view_len = obj
            .downcast_ref::<TypedArray>()?
            .byte_length(ab.data()?.len()) as usize;
        if offset.checked_add(self.width)? > view_len {
            return None;
        }
        let at = byte_offset + offset;
        match encoded {
            Some(bytes) => {
                let mut data = ab.data_mut()?;
                data.get_mut(at..at + self.width)?
                    .copy_from_slice(&bytes[..self.width]);
                Some(JsValue::from((offset + self.width) as f64))
            }
            None => {
                let data = ab.data()?;
                let value = self.decode(data.get(at..at + self.width)?);
                Some(JsValue::from(value))
            }
        }
    }
}

/// `fastAccessor(fn)`: a native function with `fn`'s name and length that does the common
/// case itself and calls `fn` for the rest; `fn` itself if its name is not a fixed-width
/// accessor.
pub(super) fn fast_accessor(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let slow_value = args.get_or_undefined(0).clone();
    let Some(slow) = slow_value.as_callable() else {
        return Ok(slow_value);
    };
    let name = slow.get(js_string!("name"), ctx)?.to_string(ctx)?;
    let length = slow.get(js_string!("length"), ctx)?.to_u32(ctx)?;
    let Some(spec) = parse(&name.to_std_string_escaped()) else {
        return Ok(slow_value);
    };
    let f = NativeFunction::from_copy_closure_with_captures(
        move |this, args, slow: &JsObject, ctx| match spec.fast(this, args, ctx) {
            Some(v) => Ok(v),
            None => slow.call(this, args, ctx),
        },
        slow.clone(),
    );
    let realm = ctx.realm().clone();
    let built = FunctionObjectBuilder::new(&realm, f)
        .name(name)
        .length(length as usize)
        .build();
    Ok(built.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_to_their_layout() {
        let a = parse("readUInt16BE").unwrap();
        assert_eq!(
            (a.write, a.kind, a.width, a.big_endian),
            (false, Kind::Unsigned, 2, true)
        );
        let a = parse("writeInt8").unwrap();
        assert_eq!((a.write, a.kind, a.width), (true, Kind::Signed, 1));
        let a = parse("readDoubleLE").unwrap();
        assert_eq!((a.kind, a.width, a.big_endian), (Kind::Float, 8, false));
        let a = parse("writeFloatBE").unwrap();
        assert_eq!(
            (a.write, a.kind, a.width, a.big_endian),
            (true, Kind::Float, 4, true)
        );
        for other in [
            "readUIntLE",
            "readBigInt64LE",
            "readInt24LE",
            "readFloat",
            "toString",
        ] {
            assert!(parse(other).is_none(), "{other}");
        }
    }

    #[test]
    fn integers_round_trip_and_out_of_range_values_are_left_to_js() {
        let w = parse("writeInt32BE").unwrap();
        let r = parse("readInt32BE").unwrap();
        let bytes = w.encode(&JsValue::from(-2.0)).unwrap();
        assert_eq!(&bytes[..4], &[0xff, 0xff, 0xff, 0xfe]);
        assert_eq!(r.decode(&bytes[..4]), -2.0);
        assert!(w.encode(&JsValue::from(2f64.powi(31))).is_none());
        assert!(w.encode(&JsValue::from(1.5)).is_none());
        assert!(w.encode(&JsValue::from(f64::NAN)).is_none());
        assert!(w.encode(&JsValue::from(js_string!("1"))).is_none());
        let u = parse("readUInt32LE").unwrap();
        assert_eq!(u.decode(&[0xff, 0xff, 0xff, 0xff]), 4_294_967_295.0);
    }
}
