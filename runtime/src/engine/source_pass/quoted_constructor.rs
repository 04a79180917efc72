//! A class constructor written with a quoted name (`class A { "constructor"(x) { ... } }`,
//! which some bundlers emit). The spec makes it the constructor all the same; Boa 0.22
//! makes it an ordinary method named `constructor`, so `new A()` runs an empty constructor
//! (@vinejs/vine's validators lose their methods). The quoted name is written as the
//! keyword, padded with a space on each side so that no column moves.

use swc_ecma_ast::{Class, ClassMember, PropName};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// Adds the replacement for every quoted constructor name.
pub(super) fn edits(program: &swc_ecma_ast::Program, edits: &mut Edits) {
    program.visit_with(&mut Finder { edits });
}

struct Finder<'a> {
    edits: &'a mut Edits,
}

impl Visit for Finder<'_> {
    fn visit_class(&mut self, class: &Class) {
        for member in &class.body {
            if let ClassMember::Constructor(ctor) = member {
                if let PropName::Str(s) = &ctor.key {
                    // `"constructor"` (or `'constructor'`): 13 bytes, the keyword 11. An
                    // escaped spelling is longer and is left alone.
                    if s.span.hi.0 - s.span.lo.0 == 13 {
                        self.edits
                            .replace(s.span.lo, s.span.hi, rank::KEYWORD, " constructor ");
                    }
                }
            }
        }
        class.visit_children_with(self);
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::source_pass::{prepare_without_class_tails, Goal};

    #[test]
    fn a_quoted_constructor_becomes_the_keyword() {
        assert_eq!(
            prepare_without_class_tails(
                "class A { \"constructor\"(x) { this.x = x } 'm'() {} }",
                Goal::Script
            )
            .as_deref(),
            Some("class A {  constructor (x) { this.x = x } 'm'() {} }")
        );
        assert_eq!(
            prepare_without_class_tails("class B { 'constructor'() {} }", Goal::Script).as_deref(),
            Some("class B {  constructor () {} }")
        );
    }
}
