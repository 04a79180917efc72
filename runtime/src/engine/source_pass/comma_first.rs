//! Comma-first `let`/`const` declarations: Boa 0.22 ends a lexical declaration at a line
//! break before it looks for a comma, so
//!
//! ```text
//! const a = 1
//!   , b = 2
//! ```
//!
//! is a SyntaxError (`var` parses; `ololog` cannot be loaded). The comma moves to the end
//! of the declarator before it, and a space takes its place, so no line changes.

use swc_common::BytePos;
use swc_ecma_ast::{Program, VarDecl, VarDeclKind};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// Whether `src` may hold such a declaration: a line whose first non-blank is a comma.
pub(super) fn may_have(src: &str) -> bool {
    (src.contains("let") || src.contains("const"))
        && src
            .split('\n')
            .any(|line| line.trim_start().starts_with(','))
}

/// Moves the commas of comma-first `let`/`const` declarators.
pub(super) fn edits(program: &Program, src: &str, edits: &mut Edits) {
    program.visit_with(&mut Finder { src, edits });
}

struct Finder<'a> {
    src: &'a str,
    edits: &'a mut Edits,
}

/// The offset of the comma between two declarators in `gap` (the text between them), and
/// whether a line ends before it; `None` if the gap holds anything but blanks, comments and
/// that comma.
fn comma_after_break(gap: &[u8]) -> Option<(usize, bool)> {
    let mut i = 0;
    let mut broke = false;
    while i < gap.len() {
        match gap[i] {
            b',' => return Some((i, broke)),
            b'\n' | b'\r' => broke = true,
            b'/' if gap.get(i + 1) == Some(&b'/') => {
                i = gap[i..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(gap.len(), |p| i + p);
                continue;
            }
            b'/' if gap.get(i + 1) == Some(&b'*') => {
                let end = gap[i + 2..]
                    .windows(2)
                    .position(|w| w == b"*/")
                    .map_or(gap.len(), |p| i + 2 + p + 2);
                broke |= gap[i..end].iter().any(|&b| b == b'\n' || b == b'\r');
                i = end;
                continue;
            }
            b if b.is_ascii_whitespace() => {}
            // U+2028/U+2029 (E2 80 A8/A9) end lines too; other non-ASCII is not a blank
            // this pass knows.
            0xE2 if gap.get(i + 1) == Some(&0x80)
                && matches!(gap.get(i + 2), Some(0xA8 | 0xA9)) =>
            {
                broke = true;
                i += 3;
                continue;
            }
            _ => return None,
        }
        i += 1;
    }
    None
}

impl Visit for Finder<'_> {
    fn visit_var_decl(&mut self, d: &VarDecl) {
        if d.kind != VarDeclKind::Var {
            for pair in d.decls.windows(2) {
                // SWC positions start at 1.
                let from = pair[0].span.hi.0 as usize - 1;
                let to = pair[1].span.lo.0 as usize - 1;
                let Some(gap) = self.src.as_bytes().get(from..to) else {
                    continue;
                };
                if let Some((at, true)) = comma_after_break(gap) {
                    let comma = BytePos(pair[0].span.hi.0 + at as u32);
                    self.edits.insert(pair[0].span.hi, rank::KEYWORD, ",");
                    self.edits
                        .replace(comma, BytePos(comma.0 + 1), rank::KEYWORD, " ");
                }
            }
        }
        d.visit_children_with(self);
    }
}

#[cfg(test)]
mod tests {
    use super::super::{prepare, Goal};

    #[test]
    fn moves_a_leading_comma_to_the_line_before() {
        let src = "const a = 1\n  , b = 2\n  // note\n  , c = 3;";
        let out = prepare(src, Goal::Script).expect("changed");
        assert_eq!(out, "const a = 1,\n    b = 2,\n  // note\n    c = 3;");
        assert_eq!(out.lines().count(), src.lines().count());
    }

    #[test]
    fn leaves_var_and_same_line_commas() {
        assert!(prepare("var a = 1\n  , b = 2;", Goal::Script).is_none());
        assert!(prepare("let a = 1, b = 2;\nf(x\n, y);", Goal::Script).is_none());
    }
}
