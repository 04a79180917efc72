//! `Math`'s transcendental functions, to the last bit where it can be had. V8 computes them
//! with its port of fdlibm; Boa 0.22 calls Rust's `f64` methods, which on Linux are glibc's
//! libm, and so differs from Node in the last bit on 1-30% of arguments (`Math.atanh(0.3)`,
//! `Math.exp(2.5)`, `Math.atan2(1, 3)`). The `libm` crate (a port of musl's, descended from
//! the same fdlibm, already built for ICU4X) gives V8's bits for most of them.
//!
//! Measured against Node 26.10 on 20,000 arguments per function (small, large and
//! tiny magnitudes): with `libm`, `tan`, `asin`, `acos`, `atan`, `atan2`, `exp`, `expm1`
//! and `log2` agreed on every argument (glibc: 0.2-16% differed), and `sin`, `cos`, `log`,
//! `asinh`, `acosh`, `atanh` on all but 0.1-1% (glibc: 2-30%). `sinh`, `cosh` and `tanh`
//! follow fdlibm's split of the range over `libm`'s `exp` and `expm1`, and then agreed on
//! every argument. `log10`, `cbrt`, `log1p`, `pow` and `hypot` keep the engine's, which
//! matched as well or better. docs/ENGINE.md has the remaining differences.

use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{js_string, Context, JsArgs, JsResult, JsValue, NativeFunction};

use crate::engine::engine_fixes::define_method;

/// A one-argument function of `Math`.
type Unary = fn(f64) -> f64;

/// The one-argument functions replaced, by name.
const UNARY: [(&str, Unary); 16] = [
    ("sin", libm::sin),
    ("cos", libm::cos),
    ("tan", libm::tan),
    ("asin", libm::asin),
    ("acos", libm::acos),
    ("atan", libm::atan),
    ("exp", exp),
    ("expm1", libm::expm1),
    ("log", libm::log),
    ("log2", libm::log2),
    ("sinh", sinh),
    ("cosh", cosh),
    ("tanh", tanh),
    ("asinh", libm::asinh),
    ("acosh", libm::acosh),
    ("atanh", libm::atanh),
];

/// `e^x`. fdlibm's reduction gets `e^1` one unit in the last place high; V8 returns the
/// closest double to e there, and so does this.
fn exp(x: f64) -> f64 {
    if x == 1.0 {
        std::f64::consts::E
    } else {
        libm::exp(x)
    }
}

/// Where fdlibm stops computing `e^|x| / 2` directly: ln(f64::MAX), as its high-word
/// comparison rounds it (0x40862E42 00000000).
const LN_MAX: f64 = 709.782_226_562_5;

/// The largest |x| whose sinh/cosh is finite.
const OVERFLOW_AT: f64 = 710.475_860_073_943_9;

/// `sinh` with fdlibm's ranges (musl moved the switch from `expm1` to `exp` from 22 to
/// ln(f64::MAX), which changes the last bit above 22).
fn sinh(x: f64) -> f64 {
    let a = x.abs();
    if !a.is_finite() {
        return x;
    }
    let half = if x.is_sign_negative() { -0.5 } else { 0.5 };
    if a < 22.0 {
        if a < f64::from_bits(0x3e30_0000_0000_0000) {
            // |x| < 2^-28: sinh(x) rounds to x.
            return x;
        }
        let t = libm::expm1(a);
        if a < 1.0 {
            return half * (2.0 * t - t * t / (t + 1.0));
        }
        return half * (t + t / (t + 1.0));
    }
    if a < LN_MAX {
        return half * exp(a);
    }
    if a <= OVERFLOW_AT {
        let w = exp(0.5 * a);
        return (half * w) * w;
    }
    x * f64::MAX
}

/// `cosh` with fdlibm's ranges (musl uses `expm1` up to ln 2 where fdlibm stops at
/// ln 2 / 2, and changes the last bit between the two).
fn cosh(x: f64) -> f64 {
    let a = x.abs();
    if a.is_nan() {
        return x;
    }
    // ln 2 / 2 as fdlibm's high-word comparison rounds it (0x3FD62E43 00000000).
    if a < f64::from_bits(0x3fd6_2e43_0000_0000) {
        let t = libm::expm1(a);
        let w = 1.0 + t;
        if a < f64::from_bits(0x3c80_0000_0000_0000) {
            // |x| < 2^-55: cosh(x) rounds to 1.
            return w;
        }
        return 1.0 + (t * t) / (w + w);
    }
    if a < 22.0 {
        let t = exp(a);
        return 0.5 * t + 0.5 / t;
    }
    if a < LN_MAX {
        return 0.5 * exp(a);
    }
    if a <= OVERFLOW_AT {
        let w = exp(0.5 * a);
        return (0.5 * w) * w;
    }
    f64::INFINITY
}

/// `tanh` as fdlibm computes it from `expm1` (glibc's differs in the last bit on 0.5% of
/// arguments).
fn tanh(x: f64) -> f64 {
    let a = x.abs();
    if a.is_nan() {
        return x;
    }
    let z = if a < 22.0 {
        if a < f64::from_bits(0x3e30_0000_0000_0000) {
            // |x| < 2^-28: tanh(x) rounds to x.
            return x;
        }
        if a >= 1.0 {
            1.0 - 2.0 / (libm::expm1(2.0 * a) + 2.0)
        } else {
            let t = libm::expm1(-2.0 * a);
            -t / (t + 2.0)
        }
    } else {
        1.0
    };
    if x.is_sign_negative() {
        -z
    } else {
        z
    }
}

/// Replaces the functions on the realm's `Math` object.
///
/// # Errors
/// Engine failures while defining properties (none expected on a fresh realm).
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let math = ctx.intrinsics().objects().math();
    for (name, f) in UNARY {
        let native = NativeFunction::from_copy_closure(move |_, args, ctx| {
            let x = args.get_or_undefined(0).to_number(ctx)?;
            Ok(JsValue::from(f(x)))
        });
        let function = FunctionObjectBuilder::new(ctx.realm(), native)
            .name(js_string!(name))
            .length(1)
            .build();
        define_method(&math, name, function, ctx)?;
    }
    // Both arguments are converted, in order, before either is looked at.
    let atan2 = NativeFunction::from_fn_ptr(|_, args, ctx| {
        let y = args.get_or_undefined(0).to_number(ctx)?;
        let x = args.get_or_undefined(1).to_number(ctx)?;
        Ok(JsValue::from(libm::atan2(y, x)))
    });
    let atan2 = FunctionObjectBuilder::new(ctx.realm(), atan2)
        .name(js_string!("atan2"))
        .length(2)
        .build();
    define_method(&math, "atan2", atan2, ctx)
}
