//! Classes of `v`-flag regular-expression literals holding two different punctuators in a
//! row (`/[^":;]/v`, as node-ical writes). Only a doubled punctuator (`::`, `&&`) is
//! reserved there; regress refuses any two of them in a row ("Invalid class set
//! character"), so such a literal is a SyntaxError. The second punctuator of each such
//! pair is written escaped (`[:\;]`), which means the same character. `.source` shows the
//! literal's own text (`regexp_surrogates::replace_pattern` files it).

use swc_ecma_ast::Program;

use super::regexp_surrogates::rewrite_literals;
use super::Edits;

/// The characters that make up the reserved double punctuators of a `v`-flag class.
const PUNCTUATORS: &[u8] = b"&!#$%*+,.:;<=>?@^`~";

/// Whether `src` may hold a regular-expression literal with the `v` flag: a `/` followed by
/// flags, one of them `v`.
pub(super) fn may_have(src: &str) -> bool {
    src.match_indices('/').any(|(i, _)| {
        let flags: &[u8] = src.as_bytes()[i + 1..]
            .split(|b| !b.is_ascii_lowercase())
            .next()
            .unwrap_or(&[]);
        flags.contains(&b'v') && flags.iter().all(|f| b"dgimsvy".contains(f))
    })
}

/// Rewrites the patterns of the `v`-flag literals that need it; `text` is what `program`
/// was parsed from (SWC positions count from 1).
pub(super) fn edits(program: &Program, text: &str, edits: &mut Edits) {
    rewrite_literals(program, text, edits, |flags| flags.contains('v'), rewrite);
}

/// The pattern with the second of two different punctuators in a row escaped inside
/// classes, or `None` when there is no such pair.
fn rewrite(pattern: &str) -> Option<String> {
    let mut out = String::with_capacity(pattern.len() + 4);
    let mut depth = 0usize;
    let mut changed = false;
    // The previous character, when it was an unescaped punctuator inside a class.
    let mut previous: Option<char> = None;
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            out.push(c);
            if let Some(next) = chars.next() {
                out.push(next);
            }
            previous = None;
            continue;
        }
        match c {
            '[' => depth += 1,
            ']' => depth = depth.saturating_sub(1),
            _ => {}
        }
        let punctuator = depth > 0 && c.is_ascii() && PUNCTUATORS.contains(&(c as u8));
        if punctuator && previous.is_some_and(|p| p != c) {
            out.push('\\');
            out.push(c);
            changed = true;
            previous = None;
            continue;
        }
        out.push(c);
        previous = punctuator.then_some(c);
    }
    changed.then_some(out)
}

#[cfg(test)]
mod tests {
    use super::{may_have, rewrite};

    #[test]
    fn escapes_the_second_of_two_different_punctuators_in_a_class() {
        assert_eq!(rewrite(r#"[^":;]+"#).as_deref(), Some(r#"[^":\;]+"#));
        assert_eq!(rewrite(r"[.*+?]").as_deref(), Some(r"[.\*+\?]"));
        assert_eq!(rewrite(r"[\p{L}&&[a-z]]"), None);
        assert_eq!(rewrite(r":;[a]"), None, "outside a class");
        assert_eq!(rewrite(r"[\:;]"), None, "an escaped first one");
        assert_eq!(rewrite(r"[[:][;]]"), None);
        assert!(may_have("const re = /[:;]/v;"));
        assert!(may_have("x = /a/gv"));
        assert!(!may_have("a = b / c; d = e / value"));
    }
}
