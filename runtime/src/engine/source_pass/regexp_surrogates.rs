//! Escaped surrogate pairs in regular-expression literals without the `u` (or `v`) flag.
//! Such a pattern matches UTF-16 code units, so `/\uD83D\uDE00/` is two atoms that match
//! the two halves of U+1F600 in turn. Boa's regex compiler joins the two escapes into the
//! one code point U+1F600, which never matches a code unit: emoji-regex (and string-width,
//! which uses it) then finds no emoji, and a class such as `[\uD83D\uDE00-\uDE4F]` is even
//! a SyntaxError ("range out of order").
//!
//! The pattern is rewritten so that no high-surrogate escape is directly followed by a
//! low-surrogate escape, which keeps its meaning:
//! - outside a class, `(?:)` goes between the two (a quantifier after the pair still
//!   applies to the low half alone, as it should);
//! - inside a class, the members that end with a high-surrogate escape move to the end of
//!   the class (member order does not matter in a class).
//!
//! `.source` must still give the literal's text: each rewritten pattern is filed with its
//! original, and the `source` getter (engine_fixes) gives the original back.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};

use swc_ecma_ast::{Program, Regex};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

/// Whether any pattern has been rewritten (the `source` getter's fast path).
static ANY: AtomicBool = AtomicBool::new(false);

/// Rewritten pattern -> the literal's own pattern.
fn originals() -> &'static Mutex<HashMap<String, String>> {
    static MAP: OnceLock<Mutex<HashMap<String, String>>> = OnceLock::new();
    MAP.get_or_init(Mutex::default)
}

/// Whether any literal's pattern has been rewritten in this process.
pub(crate) fn any_rewritten() -> bool {
    ANY.load(Ordering::Acquire)
}

/// The pattern a rewritten literal was written with, if `pattern` is one this pass made.
pub(crate) fn original_source(pattern: &str) -> Option<String> {
    if !any_rewritten() {
        return None;
    }
    let map = originals().lock().unwrap_or_else(|p| p.into_inner());
    map.get(pattern).cloned()
}

/// Files `original` as the text of the rewritten pattern `fixed`.
fn file_original(fixed: &str, original: &str) {
    {
        let mut map = originals().lock().unwrap_or_else(|p| p.into_inner());
        map.insert(fixed.to_string(), original.to_string());
    }
    ANY.store(true, Ordering::Release);
}

/// Whether `src` may hold a surrogate escape (`\uD800` to `\uDBFF`, any case).
pub(super) fn may_have(src: &str) -> bool {
    src.match_indices("\\u").any(|(at, _)| {
        let b = src.as_bytes();
        matches!(b.get(at + 2), Some(b'd' | b'D'))
            && matches!(b.get(at + 3), Some(b'8' | b'9' | b'a' | b'b' | b'A' | b'B'))
    })
}

/// Rewrites the patterns of the literals that need it; `text` is what `program` was parsed
/// from (SWC positions count from 1).
pub(super) fn edits(program: &Program, text: &str, edits: &mut Edits) {
    rewrite_literals(
        program,
        text,
        edits,
        |flags| !flags.contains('u') && !flags.contains('v'),
        rewrite,
    );
}

/// Replaces, in every regex literal of `program` whose flags `wanted` accepts, the pattern
/// by what `rewrite` makes of it (see [`replace_pattern`]). The source passes over regex
/// literals share it.
pub(super) fn rewrite_literals(
    program: &Program,
    text: &str,
    edits: &mut Edits,
    wanted: fn(&str) -> bool,
    rewrite: fn(&str) -> Option<String>,
) {
    program.visit_with(&mut Finder {
        text,
        edits,
        wanted,
        rewrite,
    });
}

struct Finder<'a> {
    text: &'a str,
    edits: &'a mut Edits,
    wanted: fn(&str) -> bool,
    rewrite: fn(&str) -> Option<String>,
}

impl Visit for Finder<'_> {
    fn visit_regex(&mut self, re: &Regex) {
        if (self.wanted)(&re.flags) {
            replace_pattern(re, self.text, self.edits, self.rewrite);
        }
    }
}

/// Replaces the pattern of the literal `re` by what `rewrite` makes of it (when it changes
/// it), filing the literal's own text for `.source`. `text` is what the program was parsed
/// from; only a pattern that stands there as SWC reports it is replaced.
pub(super) fn replace_pattern(
    re: &Regex,
    text: &str,
    edits: &mut Edits,
    rewrite: impl Fn(&str) -> Option<String>,
) {
    let pattern: &str = &re.exp;
    let Some(fixed) = rewrite(pattern) else {
        return;
    };
    // The pattern sits between the literal's opening `/` and its closing one; SWC's
    // positions count from 1.
    let lo = re.span.lo + swc_common::BytePos(1);
    let hi = lo + swc_common::BytePos(pattern.len() as u32);
    let at = (lo.0 as usize).saturating_sub(1);
    if text.get(at..at + pattern.len()) != Some(pattern) {
        return;
    }
    file_original(&fixed, pattern);
    edits.replace(lo, hi, rank::KEYWORD, fixed);
}

/// The code unit of a `\uXXXX` escape at the start of `s`, if there is one.
fn unit_escape(s: &[u8]) -> Option<u16> {
    if s.len() < 6 || s[0] != b'\\' || s[1] != b'u' {
        return None;
    }
    let hex = std::str::from_utf8(&s[2..6]).ok()?;
    if !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    u16::from_str_radix(hex, 16).ok()
}

fn is_high(u: Option<u16>) -> bool {
    u.is_some_and(|u| (0xD800..0xDC00).contains(&u))
}

fn is_low(u: Option<u16>) -> bool {
    u.is_some_and(|u| (0xDC00..0xE000).contains(&u))
}

/// The length of the escape starting at `s[0] == '\\'` (an escaped character, a `\uXXXX`,
/// or a lone backslash at the end).
fn escape_len(s: &[u8]) -> usize {
    if unit_escape(s).is_some() {
        return 6;
    }
    match s.get(1) {
        // One whole UTF-8 character after the backslash.
        Some(&b) => 1 + utf8_len(b),
        None => 1,
    }
}

fn utf8_len(first: u8) -> usize {
    match first {
        0xF0..=0xFF => 4,
        0xE0..=0xEF => 3,
        0xC0..=0xDF => 2,
        _ => 1,
    }
}

/// The pattern with its escaped surrogate pairs kept apart, or `None` when it has none.
fn rewrite(pattern: &str) -> Option<String> {
    if !may_have(pattern) {
        return None;
    }
    let s = pattern.as_bytes();
    let mut out = String::with_capacity(pattern.len() + 8);
    let mut changed = false;
    let mut i = 0;
    while i < s.len() {
        match s[i] {
            b'\\' => {
                let n = escape_len(&s[i..]).min(s.len() - i);
                out.push_str(&pattern[i..i + n]);
                if is_high(unit_escape(&s[i..])) && is_low(unit_escape(&s[i + n..])) {
                    out.push_str("(?:)");
                    changed = true;
                }
                i += n;
            }
            b'[' => {
                let end = class_end(s, i)?;
                let body = &pattern[i + 1..end];
                match rewrite_class(body) {
                    Some(fixed) => {
                        out.push('[');
                        out.push_str(&fixed);
                        out.push(']');
                        changed = true;
                    }
                    None => out.push_str(&pattern[i..=end]),
                }
                i = end + 1;
            }
            b => {
                let n = utf8_len(b).min(s.len() - i);
                out.push_str(&pattern[i..i + n]);
                i += n;
            }
        }
    }
    changed.then_some(out)
}

/// The index of the `]` that closes the class opened at `s[start] == '['`.
fn class_end(s: &[u8], start: usize) -> Option<usize> {
    let mut i = start + 1;
    while i < s.len() {
        match s[i] {
            b'\\' => i += escape_len(&s[i..]),
            b']' => return Some(i),
            b => i += utf8_len(b),
        }
    }
    None
}

/// One member of a class: its text, and whether it starts with a low-surrogate escape and
/// ends with a high-surrogate one.
struct Member<'a> {
    text: &'a str,
    starts_low: bool,
    ends_high: bool,
}

/// A class body with the members that end in a high-surrogate escape moved last, or `None`
/// when no such member is followed by one that starts with a low-surrogate escape.
fn rewrite_class(body: &str) -> Option<String> {
    let s = body.as_bytes();
    let (negation, mut i) = if s.first() == Some(&b'^') {
        ("^", 1)
    } else {
        ("", 0)
    };
    // The atoms: (start, end, code unit if a `\uXXXX` escape).
    let mut atoms = Vec::new();
    while i < s.len() {
        let n = if s[i] == b'\\' {
            escape_len(&s[i..])
        } else {
            utf8_len(s[i])
        }
        .min(s.len() - i);
        atoms.push((i, i + n, unit_escape(&s[i..])));
        i += n;
    }
    let mut members = Vec::new();
    let mut k = 0;
    while k < atoms.len() {
        let (start, end, unit) = atoms[k];
        // `a-b` is a range unless the `-` is the class's last atom.
        let range = k + 2 < atoms.len() && &body[atoms[k + 1].0..atoms[k + 1].1] == "-";
        let (last_end, last_unit, next) = if range {
            (atoms[k + 2].1, atoms[k + 2].2, k + 3)
        } else {
            (end, unit, k + 1)
        };
        members.push(Member {
            text: &body[start..last_end],
            starts_low: is_low(unit),
            ends_high: is_high(last_unit),
        });
        k = next;
    }
    let joined = members
        .windows(2)
        .any(|pair| pair[0].ends_high && pair[1].starts_low);
    if !joined {
        return None;
    }
    let mut out = String::with_capacity(body.len());
    out.push_str(negation);
    for m in members.iter().filter(|m| !m.ends_high) {
        out.push_str(m.text);
    }
    for m in members.iter().filter(|m| m.ends_high) {
        out.push_str(m.text);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::super::{prepare_without_class_tails, Goal};
    use super::{original_source, rewrite};

    #[test]
    fn keeps_escaped_pairs_apart() {
        assert_eq!(
            rewrite(r"\uD83D\uDE00+").as_deref(),
            Some(r"\uD83D(?:)\uDE00+")
        );
        assert_eq!(
            rewrite(r"[a\uD83D\uDE00-\uDE4Fb]").as_deref(),
            Some(r"[a\uDE00-\uDE4Fb\uD83D]")
        );
        assert_eq!(
            rewrite(r"[^\uD800-\uD83D\uDC00x]").as_deref(),
            Some(r"[^\uDC00x\uD800-\uD83D]")
        );
        assert_eq!(
            rewrite(r"\\uD83D\uDE00|[\]\uD83D]\uDE00").as_deref(),
            None,
            "an escaped backslash, and a class between the halves"
        );
        assert_eq!(rewrite(r"\uD83D[\uDE00-\uDE4F]"), None);
        assert_eq!(rewrite(r"[\uD800-\uDBFF][\uDC00-\uDFFF]"), None);
        assert_eq!(
            rewrite("é\\uD83D\\uDE00").as_deref(),
            Some("é\\uD83D(?:)\\uDE00")
        );
    }

    #[test]
    fn rewrites_literals_without_the_u_flag_and_files_their_text() {
        let src = r"var a = /x\ud83c\udf08/g, b = /\uD83C\uDF08/u;";
        let out = prepare_without_class_tails(src, Goal::Script).expect("changed");
        assert_eq!(out, r"var a = /x\ud83c(?:)\udf08/g, b = /\uD83C\uDF08/u;");
        assert_eq!(
            original_source(r"x\ud83c(?:)\udf08").as_deref(),
            Some(r"x\ud83c\udf08")
        );
    }
}
