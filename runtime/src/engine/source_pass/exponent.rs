//! `a ** b`: Boa 0.22 computes the operator with `powi` when the exponent is a 32-bit
//! integer and the result is not an exact integer, which is off by one unit in the last
//! place for about a fifth of small integer powers (`10 ** 23` is `1e+23` where V8 gives
//! `1.0000000000000001e+23`, `10 ** -24` the other way round), while `Math.pow` agrees with
//! V8. Each `a ** b` becomes `__minirt_pow(a, b)` and `x **= b` (a plain variable)
//! `x = __minirt_pow(x, b)`: the helper evaluates as the operator does (both operands, then
//! their numeric values) and takes the engine's `Math.pow` route for numbers.

use boa_engine::{Context, JsArgs, JsNativeError, JsResult, JsValue, NativeFunction};
use swc_common::{BytePos, Spanned};
use swc_ecma_ast::{
    AssignExpr, AssignOp, AssignTarget, BinExpr, BinaryOp, Program, SimpleAssignTarget,
};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

const POW: &str = "__minirt_pow";

/// Whether `src` may hold the operator: a `**` that is no part of a `/**` comment opener, a
/// `**/` closer or a row of stars (doc comments would otherwise send most files through the
/// pass).
pub fn may_have(src: &str) -> bool {
    let bytes = src.as_bytes();
    let mut from = 0;
    while let Some(at) = src.get(from..).and_then(|rest| rest.find("**")) {
        let i = from + at;
        let before = i.checked_sub(1).and_then(|j| bytes.get(j)).copied();
        let after = bytes.get(i + 2).copied();
        if !matches!(before, Some(b'/' | b'*')) && !matches!(after, Some(b'/' | b'*')) {
            return true;
        }
        from = i + 2;
        while bytes.get(from) == Some(&b'*') {
            from += 1;
        }
    }
    false
}

pub(super) fn edits(program: &Program, text: &str, edits: &mut Edits) {
    program.visit_with(&mut Finder { text, edits });
}

struct Finder<'a> {
    text: &'a str,
    edits: &'a mut Edits,
}

impl Finder<'_> {
    /// The SWC position of the `op` token between two operands (none when a comment holding
    /// it comes first, which is left alone).
    fn operator(&self, after: BytePos, before: BytePos, op: &str) -> Option<BytePos> {
        let from = (after.0 as usize).checked_sub(1)?;
        let to = (before.0 as usize).checked_sub(1)?;
        let between = self.text.get(from..to)?;
        let at = between.find(op)?;
        if between[..at].contains('/') {
            return None;
        }
        Some(BytePos(after.0 + at as u32))
    }
}

impl Visit for Finder<'_> {
    fn visit_bin_expr(&mut self, b: &BinExpr) {
        if b.op == BinaryOp::Exp {
            let (left, right) = (b.left.span(), b.right.span());
            if let Some(op) = self.operator(left.hi, right.lo, "**") {
                self.edits
                    .insert(left.lo, rank::OPERATOR_OPEN, format!("{POW}("));
                self.edits
                    .replace(op, BytePos(op.0 + 2), rank::KEYWORD, ",");
                self.edits.insert(right.hi, rank::OPERATOR_CLOSE, ")");
            }
        }
        b.visit_children_with(self);
    }

    fn visit_assign_expr(&mut self, a: &AssignExpr) {
        if a.op == AssignOp::ExpAssign {
            if let AssignTarget::Simple(SimpleAssignTarget::Ident(name)) = &a.left {
                let (left, right) = (name.span, a.right.span());
                if let Some(op) = self.operator(left.hi, right.lo, "**=") {
                    self.edits.replace(
                        op,
                        BytePos(op.0 + 3),
                        rank::KEYWORD,
                        format!("= {POW}({},", name.id.sym),
                    );
                    self.edits.insert(right.hi, rank::OPERATOR_CLOSE, ")");
                }
            }
        }
        a.visit_children_with(self);
    }
}

/// `__minirt_pow(base, exponent)`: the `**` operator with `Math.pow`'s arithmetic.
fn pow(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (base, exponent) = (args.get_or_undefined(0), args.get_or_undefined(1));
    let a = base.to_numeric(ctx)?;
    let b = exponent.to_numeric(ctx)?;
    match (a, b) {
        (boa_engine::value::Numeric::Number(x), boa_engine::value::Numeric::Number(y)) => {
            Ok(JsValue::from(number_pow(x, y)))
        }
        // The operands' primitive values: converting the originals again would run an
        // object's valueOf a second time.
        (boa_engine::value::Numeric::BigInt(x), boa_engine::value::Numeric::BigInt(y)) => {
            JsValue::from(x).pow(&JsValue::from(y), ctx)
        }
        _ => Err(JsNativeError::typ()
            .with_message("cannot mix BigInt and other types, use explicit conversions")
            .into()),
    }
}

/// Number::exponentiate as the engine's `Math.pow` computes it.
#[allow(clippy::float_cmp)]
fn number_pow(x: f64, y: f64) -> f64 {
    if x.abs() == 1.0 && y.is_infinite() {
        f64::NAN
    } else {
        x.powf(y)
    }
}

pub(crate) fn install(ctx: &mut Context) -> JsResult<()> {
    super::install_helper(ctx, POW, 2, NativeFunction::from_fn_ptr(pow))
}

#[cfg(test)]
mod tests {
    use super::number_pow;
    use crate::engine::source_pass::{prepare_without_class_tails, Goal};

    fn changed(src: &str) -> Option<String> {
        prepare_without_class_tails(src, Goal::Script)
    }

    #[test]
    fn operators_become_calls() {
        assert_eq!(
            changed("y = 10 ** n;").as_deref(),
            Some("y = __minirt_pow(10 , n);")
        );
        assert_eq!(
            changed("y = a**b**c;").as_deref(),
            Some("y = __minirt_pow(a,__minirt_pow(b,c));")
        );
        assert_eq!(
            changed("y = (a + 1) ** 2 * 3;").as_deref(),
            Some("y = __minirt_pow((a + 1) , 2) * 3;")
        );
        assert_eq!(
            changed("x **= 2;").as_deref(),
            Some("x = __minirt_pow(x, 2);")
        );
        // A member target would be evaluated twice: left to the engine.
        assert_eq!(changed("o.p **= 2;"), None);
        assert_eq!(changed("s = '**'; t = a * b;"), None);
        assert!(!super::may_have("/** doc */ a * b; /*****/"));
        assert!(super::may_have("a**2"));
    }

    #[test]
    fn arithmetic_is_math_pow() {
        assert_eq!(number_pow(10.0, 23.0), 10f64.powf(23.0));
        assert!(number_pow(1.0, f64::INFINITY).is_nan());
        assert!(number_pow(-1.0, f64::NEG_INFINITY).is_nan());
        assert_eq!(number_pow(2.0, 10.0), 1024.0);
    }
}
