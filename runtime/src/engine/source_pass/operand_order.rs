//! `x !== (x = f(x))`: Boa 0.22 hands a binary operator a local variable's own register as
//! its left operand and then evaluates the right operand, so an assignment or `++`/`--` of
//! that variable on the right changes the left value that was already read (webpack's
//! `while (dir !== (dir = path.dirname(dir)))` stops after one step; `a + (a = 5)` is 10).
//! Such a left operand becomes `(0, x)`, which the engine reads into a fresh register.

use swc_ecma_ast::{
    ArrowExpr, AssignExpr, AssignTarget, BinExpr, BinaryOp, Class, Expr, Function, Ident, Program,
    SimpleAssignTarget, UpdateExpr,
};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// Whether `src` may write a variable inside an expression: an update operator, or an
/// assignment right after an opening parenthesis.
pub(super) fn may_have(src: &str) -> bool {
    if src.contains("++") || src.contains("--") {
        return true;
    }
    let bytes = src.as_bytes();
    src.match_indices('(').any(|(at, _)| {
        let rest = &bytes[at + 1..];
        let start = rest
            .iter()
            .position(|b| !b.is_ascii_whitespace())
            .unwrap_or(rest.len());
        let name = rest[start..]
            .iter()
            .take_while(|&&b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$')
            .count();
        if name == 0 {
            return false;
        }
        let after = &rest[start + name..];
        let op = after
            .iter()
            .position(|b| !b.is_ascii_whitespace())
            .map_or(&after[after.len()..], |p| &after[p..]);
        // `=` (not `==` or `=>`), or a compound assignment such as `+=`.
        match op {
            [b'=', next, ..] => *next != b'=' && *next != b'>',
            [b'+' | b'-' | b'*' | b'/' | b'%' | b'&' | b'|' | b'^', b'=', ..] => true,
            _ => false,
        }
    })
}

/// Wraps the left operands described above.
pub(super) fn edits(program: &Program, edits: &mut Edits) {
    program.visit_with(&mut Finder { edits });
}

struct Finder<'a> {
    edits: &'a mut Edits,
}

/// The identifier an expression is, through parentheses.
fn bare_ident(e: &Expr) -> Option<&Ident> {
    match e {
        Expr::Ident(i) => Some(i),
        Expr::Paren(p) => bare_ident(&p.expr),
        _ => None,
    }
}

impl Visit for Finder<'_> {
    fn visit_bin_expr(&mut self, b: &BinExpr) {
        // `&&`, `||` and `??` read their left side into a register of their own.
        let logical = matches!(
            b.op,
            BinaryOp::LogicalAnd | BinaryOp::LogicalOr | BinaryOp::NullishCoalescing
        );
        if !logical {
            if let Some(left) = bare_ident(&b.left) {
                let mut writes = Writes {
                    name: &left.sym,
                    found: false,
                };
                b.right.visit_with(&mut writes);
                if writes.found {
                    self.edits.insert(left.span.lo, rank::LITERAL_OPEN, "(0, ");
                    self.edits.insert(left.span.hi, rank::LITERAL_CLOSE, ")");
                }
            }
        }
        b.visit_children_with(self);
    }
}

/// Finds an assignment or update of `name` in an expression, outside nested functions and
/// classes (a variable a closure writes lives in the environment, not in a register).
struct Writes<'a> {
    name: &'a str,
    found: bool,
}

impl Visit for Writes<'_> {
    fn visit_assign_expr(&mut self, a: &AssignExpr) {
        if let AssignTarget::Simple(SimpleAssignTarget::Ident(i)) = &a.left {
            if &*i.id.sym == self.name {
                self.found = true;
            }
        }
        a.visit_children_with(self);
    }

    fn visit_update_expr(&mut self, u: &UpdateExpr) {
        if bare_ident(&u.arg).is_some_and(|i| &*i.sym == self.name) {
            self.found = true;
        }
        u.visit_children_with(self);
    }

    fn visit_function(&mut self, _: &Function) {}
    fn visit_arrow_expr(&mut self, _: &ArrowExpr) {}
    fn visit_class(&mut self, _: &Class) {}
}

#[cfg(test)]
mod tests {
    use super::may_have;
    use crate::engine::source_pass::{prepare_without_class_tails, Goal};

    fn changed(src: &str) -> Option<String> {
        prepare_without_class_tails(src, Goal::Script)
    }

    #[test]
    fn left_operands_written_on_the_right_are_copied() {
        assert_eq!(
            changed("while (dir !== (dir = up(dir))) {}").as_deref(),
            Some("while ((0, dir) !== (dir = up(dir))) {}")
        );
        assert_eq!(
            changed("s = b + ++b; t = a * (a += 2);").as_deref(),
            Some("s = (0, b) + ++b; t = (0, a) * (a += 2);")
        );
        // Other variables, logical operators and closures are left alone.
        assert_eq!(changed("x !== (y = 2); x && (x = 0); i++"), None);
        assert_eq!(changed("x + (() => { x = 1 })()"), None);
    }

    #[test]
    fn prefilter() {
        assert!(may_have("a !== (a = b)"));
        assert!(may_have("a + ( a += 1)"));
        assert!(may_have("i++"));
        assert!(!may_have("if (a == b) f(x => x)"));
        assert!(!may_have("const a = (b) => c"));
    }
}
