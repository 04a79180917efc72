//! A pre-pass over user source, before Boa compiles it, for things Boa 0.22 gets wrong
//! or slow that a program can see (docs/ENGINE.md has a reproduction of each):
//!
//! - `arrow_this`: `this` in an arrow nested inside another arrow is `undefined`;
//! - `regexp_sites`: a regular-expression literal is compiled again every time it is
//!   evaluated, so `/.../g` inside a function called per character costs milliseconds each;
//! - `using_decls`: `using` declarations never dispose, and `await using` crashes the engine;
//! - `using_refs`: the identifier `using` cannot be read (`exports.using = using`);
//! - `async_calls`: a call of a function named `async`, and `export default async x => ...`,
//!   are SyntaxErrors;
//! - `natives`: V8's `%Name(...)` optimiser hints under `--allow-natives-syntax`;
//! - `class_text`: `toString()` of a class gives `[native code]`, not its text;
//! - `loop_checks`: on worker threads, stop points in loops so terminate() can end them;
//! - `for_await_tla`: a module whose only top-level waits are `for await` loops loses what
//!   it throws after the first one;
//! - `lazy_getters`: a getter on a prototype that memoises its value as an own property of
//!   `this` runs again at the same read site (a stale inline cache);
//! - `super_calls`: `super(...).x` (a member, call or tag after a `super` call) does not
//!   parse;
//! - `array_length`: `a.length = n` at a site whose inline cache another array filled
//!   does not remove the elements past `n`;
//! - `catch_finally`: a `catch` block's throw is lost when the `finally` block catches an
//!   exception of its own;
//! - `catch_errors`: errors the engine throws carry Boa's wording, not V8's, and no host
//!   hook sees them before a `catch` block does;
//! - `operand_order`: a binary operator's left operand, a local variable, reads the value
//!   its right operand assigns (`x !== (x = 2)` is `false`);
//! - `label_names`: the labels `of:`, `async:` and `let:` are SyntaxErrors;
//! - `comma_first`: a `let`/`const` declarator that starts a line with its comma is a
//!   SyntaxError;
//! - `regexp_surrogates`: without the `u` flag, an escaped surrogate pair in a regular
//!   expression literal never matches;
//! - `regexp_v_classes`: a `v`-flag class with two different punctuators in a row is a
//!   SyntaxError;
//! - `method_keys`: a function made inside a class method's computed key ends the process,
//!   and a variable read only in such a key inside an inner function is not found;
//! - `generator_loops`: a generator ended by `return()` at a yield inside a `for-of` loop
//!   never closes the loop's iterator;
//! - `labelled_jumps`: a `break`/`continue` to a label that leaves `for-of` loops closes
//!   only the innermost iterator, and loops forever when the label is inside another
//!   `for-of` loop;
//! - `quoted_constructor`: a class constructor written `"constructor"() {}` is an ordinary
//!   method;
//! - `exponent`: `a ** b` with an integer exponent is not rounded as `Math.pow` (and V8)
//!   round it.
//!
//! `module_scan` reads without editing: the requests and top-level await of a
//! `vm.SourceTextModule`'s text.
//!
//! SWC parses the source; each fix lists edits (text inserted at byte offsets, or a keyword
//! replaced); nothing else of the source changes. No insertion holds a newline, so every
//! line keeps its number. Columns after an insertion shift in the engine; `columns` keeps
//! a table per source so that stack frames show the user's columns again. `toString()` of
//! a function shows what was inserted in it.
//! Only user code passes through here (CommonJS files, ES modules, `vm` scripts, `-e`);
//! js-lib does not need it. Source SWC cannot parse is left for Boa to report.

mod array_length;
mod arrow_this;
mod async_calls;
pub mod catch_errors;
mod catch_finally;
pub mod class_text;
mod columns;
mod comma_first;
pub mod explicit_resources;
pub mod exponent;
mod for_await_tla;
pub mod generator_loops;
pub mod import_names;
mod label_names;
mod labelled_jumps;
pub mod lazy_getters;
pub mod loop_checks;
pub mod method_keys;
pub mod module_scan;
pub mod natives;
mod operand_order;
mod quoted_constructor;
pub mod regexp_sites;
pub(crate) mod regexp_surrogates;
mod regexp_v_classes;
mod super_calls;
mod using_decls;
mod using_refs;

use std::cell::Cell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::mpsc::{channel, sync_channel, Sender, SyncSender};
use std::sync::{Mutex, OnceLock};

use boa_engine::object::FunctionObjectBuilder;
use boa_engine::property::PropertyDescriptor;
use boa_engine::{js_string, Context, JsResult, NativeFunction};
use swc_common::BytePos;
use swc_ecma_ast::Program;
use swc_ecma_parser::{EsSyntax, Parser, StringInput, Syntax};

/// SWC's parser and visitor recurse once per nesting level; the pass runs on a thread with
/// this much stack (reserved, not committed) so deeply nested code cannot overflow.
const PASS_STACK: usize = 256 * 1024 * 1024;

/// How the source is parsed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Goal {
    /// A classic script (`vm`, `-e`).
    Script,
    /// The body of a CommonJS module's wrapper function (`return` and `using` allowed at
    /// its top level).
    CommonJs,
    /// An ES module.
    Module,
}

/// One change to the source: `text` replaces the bytes `at..end` (an insertion when they
/// are equal). Edits at one offset apply in `rank` order, outer constructs' openings first
/// and their closings last (see the `rank` constants).
#[derive(Clone, Debug)]
pub(crate) struct Edit {
    at: usize,
    end: usize,
    rank: u8,
    /// Among `NEST_CLOSE` edits at one offset: the construct opened last closes first.
    nest: u64,
    text: String,
}

/// Ranks of the edits at one offset: a block's opening, a keyword replaced, an arrow body's
/// opening, a declaration initialiser's opening, a callee's opening, a regexp literal's
/// opening; then closings innermost first.
mod rank {
    /// A worker loop's counter block, which holds everything else at its offset.
    pub(crate) const LOOP_OPEN: u8 = 0;
    pub(crate) const BLOCK_OPEN: u8 = 1;
    pub(crate) const KEYWORD: u8 = 2;
    pub(crate) const ARROW_OPEN: u8 = 3;
    pub(crate) const INIT_OPEN: u8 = 4;
    /// An operator rewritten as a call (`exponent`), around its operands.
    pub(crate) const OPERATOR_OPEN: u8 = 5;
    pub(crate) const CALLEE_OPEN: u8 = 6;
    pub(crate) const LITERAL_OPEN: u8 = 7;
    pub(crate) const LITERAL_CLOSE: u8 = 8;
    pub(crate) const CALLEE_CLOSE: u8 = 9;
    pub(crate) const OPERATOR_CLOSE: u8 = 10;
    pub(crate) const INIT_CLOSE: u8 = 11;
    pub(crate) const ARROW_CLOSE: u8 = 12;
    pub(crate) const BLOCK_CLOSE: u8 = 13;
    /// The closings of constructs passes open around loops (a yielding loop's closing
    /// block, a labelled jump's check after a loop, a worker loop's counter block and the
    /// braces around a body without them), ordered by where each construct was opened
    /// (`Edits::close_nested`), since several can end where a loop ends.
    pub(crate) const NEST_CLOSE: u8 = 14;
    /// Added last in a class body, after whatever closes inside it.
    pub(crate) const CLASS_TAIL: u8 = 15;
    /// After everything else at the end of a module.
    pub(crate) const MODULE_TAIL: u8 = 16;
}

/// Edits as the fixes produce them: SWC positions (1-based) with their text.
pub(crate) struct Edits {
    list: Vec<(BytePos, BytePos, u8, u64, String)>,
}

impl Edits {
    fn new() -> Self {
        Edits { list: Vec::new() }
    }

    pub(crate) fn insert(&mut self, at: BytePos, rank: u8, text: impl Into<String>) {
        self.list.push((at, at, rank, 0, text.into()));
    }

    pub(crate) fn replace(&mut self, at: BytePos, end: BytePos, rank: u8, text: impl Into<String>) {
        self.list.push((at, end, rank, 0, text.into()));
    }

    /// Closes, at `at`, a construct opened at `opened` (`rank::NEST_CLOSE`): constructs
    /// closing at one offset close innermost (last opened) first, and for one construct the
    /// edit with the lower `order` first.
    pub(crate) fn close_nested(
        &mut self,
        at: BytePos,
        opened: BytePos,
        order: u8,
        text: impl Into<String>,
    ) {
        let nest = (u64::from(u32::MAX - opened.0) << 8) | u64::from(order);
        self.list
            .push((at, at, rank::NEST_CLOSE, nest, text.into()));
    }
}

thread_local! {
    /// The next regular-expression literal site number on this thread (one per Context).
    static NEXT_SITE: Cell<u32> = const { Cell::new(0) };
}

/// Defines `name` on the current realm's global object as a helper that rewritten user code
/// calls: a native function that cannot be replaced, deleted or enumerated.
pub(crate) fn install_helper(
    ctx: &mut Context,
    name: &str,
    length: usize,
    f: NativeFunction,
) -> JsResult<()> {
    let f = FunctionObjectBuilder::new(ctx.realm(), f)
        .name(js_string!(name))
        .length(length)
        .build();
    ctx.global_object().define_property_or_throw(
        js_string!(name),
        PropertyDescriptor::builder()
            .value(f)
            .writable(false)
            .enumerable(false)
            .configurable(false),
        ctx,
    )?;
    Ok(())
}

pub use columns::map_frames;

/// `prepare` for a source whose frames carry `name`: the columns its edits shift are filed
/// for `map_frames` (`first_line_offset`: characters the compiled text has before the
/// source's first line, as the CommonJS wrapper's head).
pub fn prepare_named(
    src: &str,
    goal: Goal,
    name: &str,
    first_line_offset: usize,
) -> Option<String> {
    match prepare_with_columns(src, goal) {
        Some((out, Some(columns))) => {
            columns::register(name, columns, first_line_offset);
            Some(out)
        }
        Some((out, None)) => {
            columns::forget(name);
            Some(out)
        }
        None => {
            columns::forget(name);
            None
        }
    }
}

/// Returns the source with the fixes applied, or `None` when nothing needs changing.
pub fn prepare(src: &str, goal: Goal) -> Option<String> {
    prepare_with_columns(src, goal).map(|(out, _)| out)
}

/// `prepare`, with the table of the columns its edits shift (None if it cannot be made).
fn prepare_with_columns(src: &str, goal: Goal) -> Option<(String, Option<columns::Columns>)> {
    let arrows = src.contains("this") && src.matches("=>").nth(1).is_some();
    let regexps = may_have_regexp_literal(src.as_bytes());
    let using = src.contains("using");
    let lengths = array_length::may_set_length(src);
    let classes = src.contains("class");
    let lazy = lazy_getters::may_have(src);
    let loops = loop_checks::wanted(src);
    let for_await = goal == Goal::Module && for_await_tla::may_have_for_await(src);
    let finally = catch_finally::may_have(src);
    let catches = catch_errors::may_have(src);
    let operands = operand_order::may_have(src);
    let labels = label_names::may_have(src);
    let commas = comma_first::may_have(src);
    let surrogates = regexp_surrogates::may_have(src);
    let v_classes = regexp_v_classes::may_have(src);
    let yielding_loops = generator_loops::may_have(src);
    let jumps = labelled_jumps::may_have(src);
    let powers = exponent::may_have(src);
    if !arrows
        && !powers
        && !yielding_loops
        && !jumps
        && !surrogates
        && !v_classes
        && !labels
        && !commas
        && !finally
        && !catches
        && !operands
        && !for_await
        && !loops
        && !regexps
        && !using
        && !lengths
        && !classes
        && !lazy
        && !async_calls::may_call_async(src)
        && !(goal == Goal::Module && async_calls::may_export_async_arrow(src))
        && !(goal == Goal::Module && async_calls::may_bind_async(src))
        && !natives::may_have_natives(src)
    {
        return None;
    }
    let first_site = NEXT_SITE.with(Cell::get);
    let (mut inserts, sites, class_spans) = on_pass_thread(src, goal, first_site, loops)?;
    NEXT_SITE.with(|n| n.set(first_site + sites));
    for (at, text) in class_text::register(src, &class_spans) {
        inserts.push(Edit {
            at,
            end: at,
            rank: rank::CLASS_TAIL,
            nest: 0,
            text,
        });
    }
    if inserts.is_empty() {
        return None;
    }
    inserts.sort_by_key(|e| (e.at, e.rank, e.nest));
    let columns = columns::Columns::new(src, &inserts);
    Some((apply(src, inserts), columns))
}

/// Whether a `/` in `src` could start a regular-expression literal: one outside comments
/// and quotes that follows an operator, an opening bracket or a keyword (`return /x/`).
/// Only speed depends on it: most files have none, and skipping the parse saves ~0.1 ms a
/// file; a literal missed (after `)`, inside a template) is just compiled per evaluation.
fn may_have_regexp_literal(src: &[u8]) -> bool {
    const KEYWORDS: [&[u8]; 12] = [
        b"return", b"typeof", b"in", b"of", b"case", b"void", b"delete", b"throw", b"yield",
        b"await", b"else", b"do",
    ];
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
    let mut i = 0;
    // The last byte that is not whitespace, and where it is.
    let mut prev = b';';
    let mut prev_at = 0;
    while i < src.len() {
        let c = src[i];
        match c {
            b'/' => match src.get(i + 1) {
                Some(b'/') => {
                    i = memchr_from(src, i, b'\n');
                    continue;
                }
                Some(b'*') => {
                    i = src[i + 2..]
                        .windows(2)
                        .position(|w| w == b"*/")
                        .map_or(src.len(), |p| i + 2 + p + 2);
                    continue;
                }
                _ => {
                    if b"(,=:[!&|?{};+-*%<>~^".contains(&prev) {
                        return true;
                    }
                    if ident(prev) {
                        let start = src[..=prev_at]
                            .iter()
                            .rposition(|&b| !ident(b))
                            .map_or(0, |p| p + 1);
                        if KEYWORDS.contains(&&src[start..=prev_at]) {
                            return true;
                        }
                    }
                    prev = c;
                    prev_at = i;
                }
            },
            b'"' | b'\'' | b'`' => {
                let mut j = i + 1;
                while j < src.len() && src[j] != c {
                    j += if src[j] == b'\\' { 2 } else { 1 };
                }
                prev = c;
                prev_at = i;
                i = j + 1;
                continue;
            }
            _ if !c.is_ascii_whitespace() => {
                prev = c;
                prev_at = i;
            }
            _ => {}
        }
        i += 1;
    }
    false
}

/// The index of the first `byte` at or after `from`, or the length.
fn memchr_from(src: &[u8], from: usize, byte: u8) -> usize {
    src[from..]
        .iter()
        .position(|&b| b == byte)
        .map_or(src.len(), |p| from + p)
}

/// What the pass finds in one source: its edits, how many regexp literal sites they number,
/// and the byte ranges of its classes.
type Found = (Vec<Edit>, u32, Vec<(usize, usize)>);

/// A request to the pass thread: the source, its goal, the first site number, whether its
/// loops get stop points, and where to send the answer.
type Request = (String, Goal, u32, bool, SyncSender<Found>);

/// Runs the pass on the one long-lived thread that has the stack for it (started on first
/// use; a thread per file cost ~1 ms of start-up each). `None` if that thread is gone.
fn on_pass_thread(src: &str, goal: Goal, first_site: u32, loops: bool) -> Option<Found> {
    static PASS: OnceLock<Option<Mutex<Sender<Request>>>> = OnceLock::new();
    let pass = PASS.get_or_init(|| {
        let (tx, rx) = channel::<Request>();
        std::thread::Builder::new()
            .name("source-pass".into())
            .stack_size(PASS_STACK)
            .spawn(move || {
                for (src, goal, first_site, loops, reply) in rx {
                    let result = catch_unwind(AssertUnwindSafe(|| {
                        insertions(&src, goal, first_site, loops)
                    }))
                    .unwrap_or_default();
                    let _ = reply.send(result);
                }
            })
            .ok()?;
        Some(Mutex::new(tx))
    });
    let (reply, answer) = sync_channel(1);
    pass.as_ref()?
        .lock()
        .ok()?
        .send((src.to_string(), goal, first_site, loops, reply))
        .ok()?;
    answer.recv().ok()
}

fn apply(src: &str, mut edits: Vec<Edit>) -> String {
    edits.sort_by_key(|e| (e.at, e.rank, e.nest));
    let extra: usize = edits.iter().map(|e| e.text.len()).sum();
    let mut out = String::with_capacity(src.len() + extra);
    let mut from = 0;
    for e in edits {
        // Offsets come from SWC's spans over this very string, so they sit on char
        // boundaries; `get` keeps a surprise (or overlapping edits) from panicking.
        let Some(piece) = src.get(from..e.at) else {
            return src.to_string();
        };
        out.push_str(piece);
        out.push_str(&e.text);
        from = e.end;
    }
    match src.get(from..) {
        Some(rest) => out.push_str(rest),
        None => return src.to_string(),
    }
    out
}

/// What the CommonJS wrapper puts around a module's text for SWC to parse it as a function
/// body (compile_wrapped in bindings/mod.rs does the same for Boa).
const CJS_HEAD: &str = "(function(){";

/// Parses `src` and lists the edits, how many literal sites they number and the classes;
/// nothing when it does not parse.
fn insertions(src: &str, goal: Goal, first_site: u32, loops: bool) -> Found {
    // A CommonJS body is parsed inside a function, its shebang line turned into a comment.
    let (text, head) = match goal {
        Goal::CommonJs => {
            let body = match src.strip_prefix("#!") {
                Some(rest) => format!("//{rest}"),
                None => src.to_string(),
            };
            (format!("{CJS_HEAD}{body}\n}})"), CJS_HEAD.len())
        }
        _ => (src.to_string(), 0),
    };
    let Ok(len) = u32::try_from(text.len()) else {
        return Default::default();
    };
    let syntax = Syntax::Es(EsSyntax {
        allow_return_outside_function: goal != Goal::Module,
        import_attributes: true,
        explicit_resource_management: true,
        ..Default::default()
    });
    // BytePos(0) is SWC's "no position"; start at 1 and subtract it back.
    let input = StringInput::new(&text, BytePos(1), BytePos(1 + len));
    let mut parser = Parser::new(syntax, input, None);
    let program = match goal {
        Goal::Script | Goal::CommonJs => parser.parse_script().map(Program::Script),
        Goal::Module => parser.parse_module().map(Program::Module),
    };
    let Ok(program) = program else {
        return Default::default();
    };
    if !parser.take_errors().is_empty() {
        return Default::default();
    }
    let mut edits = Edits::new();
    arrow_this::edits(&program, &mut edits);
    async_calls::edits(&program, &mut edits);
    quoted_constructor::edits(&program, &mut edits);
    using_refs::edits(&program, &mut edits);
    natives::edits(&program, &mut edits);
    for_await_tla::edits(&program, &mut edits);
    lazy_getters::edits(&program, &mut edits);
    super_calls::edits(&program, &mut edits);
    array_length::edits(&program, &mut edits);
    catch_finally::edits(&program, &mut edits);
    if catch_errors::may_have(&text) {
        catch_errors::edits(&program, &mut edits);
    }
    operand_order::edits(&program, &mut edits);
    if exponent::may_have(&text) {
        exponent::edits(&program, &text, &mut edits);
    }
    label_names::edits(&program, &mut edits);
    comma_first::edits(&program, &text, &mut edits);
    if regexp_surrogates::may_have(&text) {
        regexp_surrogates::edits(&program, &text, &mut edits);
    }
    if regexp_v_classes::may_have(&text) {
        regexp_v_classes::edits(&program, &text, &mut edits);
    }
    if method_keys::may_have(&text) {
        method_keys::edits(&program, &text, goal == Goal::CommonJs, &mut edits);
    }
    if loops {
        loop_checks::edits(&program, &mut edits);
    }
    // After loop_checks: at a loop's start its block opens inside the worker check's.
    if labelled_jumps::may_have(&text) {
        labelled_jumps::edits(&program, &mut edits);
    }
    let sites = regexp_sites::edits(&program, first_site, &mut edits);
    let wrapper = (goal == Goal::CommonJs).then(|| {
        // Where the module's own text starts and ends inside the wrapper (SWC positions).
        let first_line = if src.starts_with("#!") {
            src.find('\n').map_or(src.len(), |n| n + 1)
        } else {
            0
        };
        (
            BytePos((1 + head + first_line) as u32),
            BytePos((1 + head + src.len()) as u32),
        )
    });
    using_decls::edits(&program, &text, wrapper, &mut edits);
    // Last, so that a block another pass closes where the loop ends closes inside this one.
    if generator_loops::may_have(&text) {
        generator_loops::edits(&program, &mut edits);
    }
    let offset = |p: BytePos| (p.0 as usize).saturating_sub(1 + head);
    let out = edits
        .list
        .into_iter()
        .map(|(at, end, rank, nest, text)| Edit {
            at: offset(at),
            end: offset(end),
            rank,
            nest,
            text,
        })
        .collect();
    let classes = class_text::spans(&program)
        .into_iter()
        .map(|(lo, hi)| (offset(lo), offset(hi)))
        .collect();
    (out, sites, classes)
}

/// `prepare` with the class tails of class_text taken out again, for the other passes' tests
/// (`None` when nothing else changed).
#[cfg(test)]
pub(crate) fn prepare_without_class_tails(src: &str, goal: Goal) -> Option<String> {
    let mut out = prepare(src, goal)?;
    while let Some(at) = out.find(";static{__minirt_class(this,") {
        let end = out[at..].find(")}").map(|e| at + e + 2)?;
        out.replace_range(at..end, "");
    }
    (out != src).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::may_have_regexp_literal as may;

    #[test]
    fn regexp_literal_prefilter() {
        for yes in [
            "x = /a/",
            "f(/a/g)",
            "return /a/.test(s)",
            "if (!/a/.test(s)) {}",
            "a = b ? /x/ : /y/",
            "// c\n x = [/a/]",
            "s = 'a/b'; t = s.split(/\\//)",
        ] {
            assert!(may(yes.as_bytes()), "{yes}");
        }
        for no in [
            "a = b / c",
            "x = f(a) / 2",
            "// a comment with / slashes /x/\nvar y = 1",
            "/* block /x/ */ var y = 1",
            "s = 'http://host/a/' + \"/x/\" + `/t/`",
            "const ab = x.length / 2",
        ] {
            assert!(!may(no.as_bytes()), "{no}");
        }
    }
}
