//! `internalBinding('typescript')`: type stripping for TypeScript files and
//! `module.stripTypeScriptTypes`, with SWC's `swc_ts_fast_strip` (the stripper inside Node's
//! amaro) in its strip-only mode: types become whitespace, so every line and column of the
//! output is the one of the input. Nothing here runs until js-lib meets TypeScript.
//!
//! `strip(code)` returns the JavaScript text, or for code SWC refuses an object
//! `{ code: 'InvalidSyntax' | 'UnsupportedSyntax', message, startLine, snippet }` from its
//! first diagnostic; js-lib turns it into Node's `ERR_*_TYPESCRIPT_SYNTAX` error.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Mutex};

use boa_engine::{js_string, Context, JsArgs, JsNativeError, JsResult, JsValue, NativeFunction};
use swc_common::errors::{DiagnosticBuilder, DiagnosticId, Emitter, Handler, HANDLER};
use swc_common::sync::Lrc;
use swc_common::{SourceMap, GLOBALS};
use swc_ts_fast_strip::{ErrorCode, Mode, Options};

use crate::host::runtime::{native_object, set_prop};

/// The parser recurses once per nesting level; deeply nested code needs more than the
/// JS thread's stack, so stripping runs on a thread of its own with this much.
const STRIP_STACK: usize = 256 * 1024 * 1024;

/// Tab width of the snippet (SWC's reporter expands tabs to four columns).
const TAB: usize = 4;

/// One diagnostic as SWC reported it: code, message and byte span inside the input.
#[derive(Clone)]
struct Reported {
    code: Option<String>,
    message: String,
    span: Option<(usize, usize)>,
}

/// Collects the diagnostics SWC emits (the handler wants a `Send` emitter).
#[derive(Clone)]
struct Collector {
    cm: Lrc<SourceMap>,
    out: Arc<Mutex<Vec<Reported>>>,
}

impl Emitter for Collector {
    fn emit(&mut self, db: &mut DiagnosticBuilder<'_>) {
        let code = match &db.code {
            Some(DiagnosticId::Error(s)) | Some(DiagnosticId::Lint(s)) => Some(s.to_string()),
            None => None,
        };
        let span = db.span.primary_span().and_then(|s| {
            if s.is_dummy() {
                return None;
            }
            let lo = self.cm.try_lookup_byte_offset(s.lo()).ok()?.pos.0 as usize;
            let hi = self.cm.try_lookup_byte_offset(s.hi()).ok()?.pos.0 as usize;
            Some((lo, hi.max(lo)))
        });
        let message = db.message.first().map(|m| m.0.clone()).unwrap_or_default();
        if let Ok(mut out) = self.out.lock() {
            out.push(Reported {
                code,
                message,
                span,
            });
        }
    }
}

/// What stripping gave: the JavaScript, or the first problem.
enum Stripped {
    Code(String),
    Failed {
        code: String,
        message: String,
        span: Option<(usize, usize)>,
    },
}

/// SWC 60 writes a `;` in a few places where the older SWC in Node 26.10's amaro writes
/// a space or puts it elsewhere, and `module.stripTypeScriptTypes` (and the code that runs)
/// must be Node's. Node's rules, as its output shows: no `;` where the first statement was
/// erased or to end the directives; after an erased statement only where a required
/// statement stood (`if (a) type T = 1`) or where the next code (comments aside) starts
/// with `(`, `[`, `` ` ``, `+`, `-` or `/`; none for a label's body; and after `x as T` the
/// `;` sits at `as`, not right after `x`.
fn node_semicolons(input: &str, output: String) -> String {
    let source_at = source_chars(input, &output);
    let mut out = output.into_bytes();
    let sites: Vec<usize> = (0..out.len())
        .filter(|&i| out[i] == b';' && source_at[i] != b';')
        .collect();
    for p in sites {
        let prev = previous_code(&out, p);
        if prev.is_none() {
            out[p] = b' ';
            continue;
        }
        if source_at[p].is_ascii_whitespace() {
            // After an expression: Node's `;` is at the `as`/`satisfies` that follows.
            if let Some(q) = (p..out.len()).find(|&q| !source_at[q].is_ascii_whitespace()) {
                if out[q] == b' ' {
                    out[p] = b' ';
                    out[q] = b';';
                }
            }
            continue;
        }
        if !source_at[p].is_ascii_alphabetic() {
            continue;
        }
        let hazard = next_code(&out, p + 1).is_some_and(|i| b"([`+-/".contains(&out[i]));
        let keep = match prev {
            Some(i) if out[i] == b':' => false,
            // An import declaration cannot run on into the next line.
            Some(i) if line_of(&out, i).trim_ascii_start().starts_with(b"import ") => false,
            Some(i) if out[i] == b')' => after_statement_head(&out, i) || hazard,
            Some(i) if word_ends_at(&out, i, b"else") || word_ends_at(&out, i, b"do") => true,
            _ => hazard,
        };
        if !keep {
            out[p] = b' ';
        }
    }
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// For each byte of the stripped text, the first byte of the source character it stands
/// for. A kept character is itself; an erased one became as many bytes as its UTF-16
/// width (spaces, or a `;`), so the walk stays in step through non-ASCII text too.
fn source_chars(input: &str, output: &str) -> Vec<u8> {
    let out = output.as_bytes();
    let mut map = vec![0u8; out.len()];
    let mut o = 0;
    for (i, c) in input.char_indices() {
        if o >= out.len() {
            break;
        }
        let bytes = &input.as_bytes()[i..i + c.len_utf8()];
        let width = if out[o..].starts_with(bytes) {
            bytes.len()
        } else {
            c.len_utf16()
        };
        for slot in map.iter_mut().skip(o).take(width) {
            *slot = bytes[0];
        }
        o += width;
    }
    map
}

/// Node's stripper blanks an erased non-ASCII character with whitespace of the same UTF-8
/// and UTF-16 length (U+00A0 for two bytes, U+2002 for three, a space and U+FEFF for
/// four); SWC 60 writes as many ASCII spaces as the UTF-16 length. The walk is
/// [`source_chars`]'s.
fn node_blanks(input: &str, output: String) -> String {
    if input.is_ascii() {
        return output;
    }
    let out = output.as_bytes();
    let mut fixed = String::with_capacity(input.len());
    let mut o = 0;
    for (i, c) in input.char_indices() {
        if o >= out.len() {
            break;
        }
        let bytes = &input.as_bytes()[i..i + c.len_utf8()];
        if out[o..].starts_with(bytes) {
            fixed.push(c);
            o += bytes.len();
            continue;
        }
        let width = c.len_utf16().min(out.len() - o);
        let blanked = out[o..o + width].iter().all(|&b| b == b' ');
        match (blanked, bytes.len()) {
            (true, 2) => fixed.push('\u{a0}'),
            (true, 3) => fixed.push('\u{2002}'),
            (true, 4) => fixed.push_str(" \u{feff}"),
            _ => fixed.push_str(&String::from_utf8_lossy(&out[o..o + width])),
        }
        o += width;
    }
    fixed.push_str(&String::from_utf8_lossy(&out[o.min(out.len())..]));
    fixed
}

/// The line that holds byte `at`.
fn line_of(text: &[u8], at: usize) -> &[u8] {
    let start = (0..at)
        .rev()
        .find(|&k| text[k] == b'\n')
        .map_or(0, |k| k + 1);
    let end = (at..text.len())
        .find(|&k| text[k] == b'\n')
        .unwrap_or(text.len());
    &text[start..end]
}

/// The last byte of code before `end`, skipping whitespace and comments.
fn previous_code(text: &[u8], end: usize) -> Option<usize> {
    let mut i = end;
    loop {
        i = (0..i).rev().find(|&k| !text[k].is_ascii_whitespace())?;
        if i >= 1 && text[i] == b'/' && text[i - 1] == b'*' {
            // The end of a block comment: go on before its start.
            let start = (1..i - 1)
                .rev()
                .find(|&k| text[k - 1] == b'/' && text[k] == b'*')?;
            i = start - 1;
            continue;
        }
        let line_start = (0..i)
            .rev()
            .find(|&k| text[k] == b'\n')
            .map_or(0, |k| k + 1);
        if let Some(c) = text[line_start..i].windows(2).position(|w| w == b"//") {
            // Inside a line comment: go on before it.
            i = line_start + c;
            continue;
        }
        return Some(i);
    }
}

/// The first byte of code at or after `from`, skipping whitespace and comments.
fn next_code(text: &[u8], from: usize) -> Option<usize> {
    let mut i = from;
    loop {
        i = (i..text.len()).find(|&k| !text[k].is_ascii_whitespace())?;
        if text[i..].starts_with(b"//") {
            i = (i..text.len()).find(|&k| text[k] == b'\n')?;
        } else if text[i..].starts_with(b"/*") {
            i = (i + 2..text.len().saturating_sub(1)).find(|&k| &text[k..k + 2] == b"*/")? + 2;
        } else {
            return Some(i);
        }
    }
}

/// Whether the `)` at `close` ends the head of `if`/`for`/`while`/`with`, whose body is a
/// statement that must stay.
fn after_statement_head(text: &[u8], close: usize) -> bool {
    let mut depth = 0usize;
    let mut open = None;
    for i in (0..=close).rev() {
        match text[i] {
            b')' => depth += 1,
            b'(' => {
                depth -= 1;
                if depth == 0 {
                    open = Some(i);
                    break;
                }
            }
            _ => {}
        }
    }
    let Some(open) = open else {
        return false;
    };
    let Some(end) = (0..open).rev().find(|&i| !text[i].is_ascii_whitespace()) else {
        return false;
    };
    [&b"if"[..], b"for", b"while", b"with"]
        .iter()
        .any(|w| word_ends_at(text, end, w))
}

/// Whether the identifier-like word ending at `end` is exactly `word`.
fn word_ends_at(text: &[u8], end: usize, word: &[u8]) -> bool {
    let Some(start) = (end + 1).checked_sub(word.len()) else {
        return false;
    };
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
    &text[start..=end] == word && (start == 0 || !ident(text[start - 1]))
}

fn strip_on_this_thread(input: String) -> Stripped {
    let input_copy = input.clone();
    let cm: Lrc<SourceMap> = Lrc::new(SourceMap::default());
    let out = Arc::new(Mutex::new(Vec::new()));
    let handler = Handler::with_emitter(
        true,
        false,
        Box::new(Collector {
            cm: cm.clone(),
            out: out.clone(),
        }),
    );
    let options = Options {
        mode: Mode::StripOnly,
        // Node reports `module Foo {}` (not `namespace`) as unsupported syntax.
        deprecated_ts_module_as_error: Some(true),
        // amaro's defaults reach SWC through serde, whose default parser allows decorators.
        parser: swc_ecma_parser::TsSyntax {
            decorators: true,
            ..Default::default()
        },
        ..Default::default()
    };
    let result = GLOBALS.set(&Default::default(), || {
        HANDLER.set(&handler, || {
            swc_ts_fast_strip::operate(&cm, &handler, input, options)
        })
    });
    let first = out.lock().ok().and_then(|v| v.first().cloned());
    match (result, first) {
        (_, Some(r)) => Stripped::Failed {
            code: r.code.unwrap_or_else(|| "Unknown".to_string()),
            message: r.message,
            span: r.span,
        },
        (Ok(output), None) => Stripped::Code(node_blanks(
            &input_copy,
            node_semicolons(&input_copy, output.code),
        )),
        (Err(e), None) => Stripped::Failed {
            code: match e.code {
                ErrorCode::InvalidSyntax => "InvalidSyntax",
                ErrorCode::UnsupportedSyntax => "UnsupportedSyntax",
                _ => "Unknown",
            }
            .to_string(),
            message: e.message,
            span: None,
        },
    }
}

/// Strips on a big-stack thread; a panic inside SWC becomes an `Unknown` failure.
fn strip_source(input: String) -> Stripped {
    let worker = std::thread::Builder::new()
        .name("ts-strip".into())
        .stack_size(STRIP_STACK)
        .spawn(move || catch_unwind(AssertUnwindSafe(|| strip_on_this_thread(input))));
    let failed = |message: &str| Stripped::Failed {
        code: "Unknown".to_string(),
        message: message.to_string(),
        span: None,
    };
    match worker {
        Ok(handle) => match handle.join() {
            Ok(Ok(stripped)) => stripped,
            _ => failed("TypeScript stripping failed"),
        },
        Err(_) => failed("cannot start the TypeScript stripping thread"),
    }
}

/// A source line as the reporter prints it: tabs expanded, no line terminator.
fn expand_tabs(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    for ch in line.chars() {
        if ch == '\t' {
            out.push_str(&" ".repeat(TAB));
        } else {
            out.push(ch);
        }
    }
    out
}

/// Display columns of `text` (tabs expanded).
fn columns(text: &str) -> usize {
    text.chars().map(|c| if c == '\t' { TAB } else { 1 }).sum()
}

/// The 1-based line of byte `offset` and the snippet Node prints above the error: the
/// lines of the span with one line of context on each side, `^` under a span on one line,
/// a `  > ` gutter mark on the first and last line of a span over several lines, and for
/// an empty span only its line.
fn snippet(src: &str, lo: usize, hi: usize) -> (usize, String) {
    let lo = floor_char(src, lo.min(src.len()));
    let hi = floor_char(src, hi.min(src.len()));
    // Byte ranges of the lines, without their terminators.
    let mut lines: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    for (i, b) in src.bytes().enumerate() {
        if b == b'\n' {
            let end = if i > start && src.as_bytes()[i - 1] == b'\r' {
                i - 1
            } else {
                i
            };
            lines.push((start, end));
            start = i + 1;
        }
    }
    if start < src.len() {
        lines.push((start, src.len()));
    }
    let line_of = |pos: usize| -> usize {
        lines
            .iter()
            .position(|&(s, e)| pos <= e || pos < s)
            .unwrap_or(lines.len().saturating_sub(1))
    };
    if lines.is_empty() {
        return (1, String::new());
    }
    let first = line_of(lo);
    let text = |i: usize| expand_tabs(&src[lines[i].0..lines[i].1]);
    let mut out = String::new();
    if lo == hi {
        out.push_str(&text(first));
        out.push('\n');
        return (first + 1, out);
    }
    // A span that ends right after a line break ends on the line before.
    let last = line_of(hi.saturating_sub(1)).max(first);
    let from = first.saturating_sub(1);
    let to = (last + 1).min(lines.len() - 1);
    if first == last {
        let (ls, le) = lines[first];
        let col = columns(&src[ls..lo.max(ls)]);
        let width = columns(&src[lo.max(ls)..hi.min(le).max(lo)]).max(1);
        for i in from..=to {
            out.push_str(&text(i));
            out.push('\n');
            if i == first {
                out.push_str(&" ".repeat(col));
                out.push_str(&"^".repeat(width));
                out.push('\n');
            }
        }
    } else {
        for i in from..=to {
            out.push_str(if i == first || i == last {
                "  > "
            } else {
                "    "
            });
            out.push_str(&text(i));
            out.push('\n');
        }
    }
    // The reporter leaves out blank lines at the end of the snippet.
    let kept = out.trim_end_matches([' ', '\n']).len();
    out.truncate(kept);
    out.push('\n');
    (first + 1, out)
}

fn floor_char(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// `strip(code)`: the JavaScript, or an object describing why there is none.
fn strip(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let Some(code) = args.get_or_undefined(0).as_string() else {
        return Err(JsNativeError::typ()
            .with_message("code must be a string")
            .into());
    };
    let input = code.to_std_string_lossy();
    match strip_source(input.clone()) {
        Stripped::Code(js) => Ok(js_string!(js.as_str()).into()),
        Stripped::Failed {
            code,
            message,
            span,
        } => {
            let obj = boa_engine::object::ObjectInitializer::new(ctx).build();
            set_prop(&obj, "code", js_string!(code.as_str()).into(), ctx)?;
            set_prop(&obj, "message", js_string!(message.as_str()).into(), ctx)?;
            if let Some((lo, hi)) = span {
                let (line, text) = snippet(&input, lo, hi);
                set_prop(&obj, "startLine", JsValue::from(line as u32), ctx)?;
                set_prop(&obj, "snippet", js_string!(text.as_str()).into(), ctx)?;
            }
            Ok(obj.into())
        }
    }
}

pub fn create(ctx: &mut Context) -> boa_engine::JsObject {
    native_object(ctx, &[("strip", 1, NativeFunction::from_fn_ptr(strip))])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snippet_one_line_with_context() {
        let src = "a;\nb;\nenum A {}\nc;\n";
        let (line, s) = snippet(src, 6, 15);
        assert_eq!(line, 3);
        assert_eq!(s, "b;\nenum A {}\n^^^^^^^^^\nc;\n");
    }

    #[test]
    fn snippet_several_lines() {
        let src = "a;\nenum A {\n  x\n}\nb;";
        let (line, s) = snippet(src, 3, 17);
        assert_eq!(line, 2);
        // As node26 prints it for this source: the line's own indentation after the gutter.
        assert_eq!(s, "    a;\n  > enum A {\n      x\n  > }\n    b;\n");
    }

    #[test]
    fn snippet_empty_span_is_its_line_only() {
        let (line, s) = snippet("a\nlet x = (\n", 10, 10);
        assert_eq!(line, 2);
        assert_eq!(s, "let x = (\n");
    }

    #[test]
    fn semicolons_where_node_puts_them() {
        // Outputs of Node 26.10's module.stripTypeScriptTypes for the same inputs.
        let cases = [
            ("type A = 1;", "           "),
            (
                "\n  type A = 1;\nlet b: A = 1;",
                "\n             \nlet b    = 1;",
            ),
            (
                "\"use strict\"\ntype A = 1\n\"x\"",
                "\"use strict\"\n          \n\"x\"",
            ),
            (
                "let x: number = 1\ninterface B {}\nx",
                "let x         = 1\n              \nx",
            ),
            (
                "let x = 1\ntype T = 1\n(foo)",
                "let x = 1\n;         \n(foo)",
            ),
            (
                "let x = 1;\ntype T = 1\n(foo)",
                "let x = 1;\n          \n(foo)",
            ),
            (
                "f()\ndeclare const a: number\n[1].map(g)",
                "f()\n;                      \n[1].map(g)",
            ),
            ("let v = a as B\n(foo)", "let v = a ;   \n(foo)"),
            (
                "function f(): void;\nfunction f() {}",
                "                   \nfunction f() {}",
            ),
            ("if (a) type X = 1;", "if (a) ;          "),
            ("label: interface Q {}", "label:               "),
            (
                "x = 1\ndeclare module \"m\" {}\n`t`",
                "x = 1\n;                    \n`t`",
            ),
            (
                "\"use strict\";\ninterface A {}\n\"more\"",
                "\"use strict\";\n              \n\"more\"",
            ),
            ("for (;;) type T = 1", "for (;;) ;         "),
            (
                "import * as m from \"m\"\ntype M = typeof m\n;(m as M).x = 1",
                "import * as m from \"m\"\n                 \n (m     ).x = 1",
            ),
        ];
        for (input, node) in cases {
            match strip_source(input.to_string()) {
                Stripped::Code(js) => assert_eq!(js, node, "for {input:?}"),
                Stripped::Failed { message, .. } => panic!("{message}"),
            }
        }
        // Erased non-ASCII text keeps its UTF-8 and UTF-16 lengths, as in Node.
        match strip_source("type T = \"é—😀\";\nlet x = 1;".to_string()) {
            Stripped::Code(js) => {
                assert_eq!(js, "          \u{a0}\u{2002} \u{feff}  \nlet x = 1;")
            }
            Stripped::Failed { message, .. } => panic!("{message}"),
        }
        // A `;` of the source itself stays.
        assert_eq!(node_semicolons(";x", ";x".to_string()), ";x");
    }

    #[test]
    fn strips_to_whitespace() {
        match strip_source("let a: number = 1;".to_string()) {
            Stripped::Code(js) => assert_eq!(js, "let a         = 1;"),
            Stripped::Failed { message, .. } => panic!("{message}"),
        }
    }
}
