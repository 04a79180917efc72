//! Stack-frame columns in the user's own text. The pass inserts text into lines (a regexp
//! literal's site call, a class's tail), so the engine's columns after an insertion count
//! characters the user never wrote: `const r = /a/g; new Error()` put the error 36
//! columns to the right. Each rewritten source leaves a table of its insertions here under
//! the name its frames carry, and `map_frames` turns the columns in a stack's text back
//! into columns of the original line (a position inside inserted text becomes the position
//! of the insertion).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::Edit;

/// One edit on a line, in characters from the line's start (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Span {
    /// Where the inserted text starts in the rewritten line.
    rewritten: usize,
    /// Its length.
    inserted: usize,
    /// Where the edit is in the original line.
    original: usize,
    /// Rewritten minus original column for text after this edit.
    delta_after: isize,
}

/// The edits of one source, by line (1-based).
#[derive(Debug, Default)]
pub(crate) struct Columns {
    lines: HashMap<u32, Vec<Span>>,
}

impl Columns {
    /// The table for `src` with `edits` applied in the order `apply` uses; None when an
    /// edit spans a line break (then lines would not correspond and nothing is mapped).
    pub(crate) fn new(src: &str, edits: &[Edit]) -> Option<Columns> {
        let mut lines: HashMap<u32, Vec<Span>> = HashMap::new();
        let mut line = 1u32;
        let mut line_start = 0usize;
        let mut scanned = 0usize;
        for e in edits {
            let removed = src.get(e.at..e.end)?;
            if removed.contains('\n') || e.text.contains('\n') {
                return None;
            }
            let before = src.get(scanned..e.at)?;
            for (i, b) in before.bytes().enumerate() {
                if b == b'\n' {
                    line += 1;
                    line_start = scanned + i + 1;
                }
            }
            scanned = e.at;
            let original = src.get(line_start..e.at)?.chars().count();
            let spans = lines.entry(line).or_default();
            let delta_before = spans.last().map_or(0, |s| s.delta_after);
            let inserted = e.text.chars().count();
            let delta_after = delta_before + inserted as isize - removed.chars().count() as isize;
            spans.push(Span {
                rewritten: original.saturating_add_signed(delta_before),
                inserted,
                original,
                delta_after,
            });
        }
        Some(Columns { lines })
    }

    /// The original 1-based column of 1-based `column` on `line` of the rewritten text.
    fn original(&self, line: u32, column: usize) -> usize {
        let Some(spans) = self.lines.get(&line) else {
            return column;
        };
        let x = column.saturating_sub(1);
        let Some(span) = spans.iter().rev().find(|s| s.rewritten <= x) else {
            return column;
        };
        if x < span.rewritten + span.inserted {
            return span.original + 1;
        }
        x.saturating_add_signed(-span.delta_after) + 1
    }
}

/// A source's table and the columns the compiled text adds on its first line (the
/// CommonJS wrapper's head).
struct Entry {
    columns: Columns,
    first_line_offset: usize,
}

thread_local! {
    /// The tables of this thread's rewritten sources, by the name their frames show.
    static TABLES: RefCell<HashMap<String, Rc<Entry>>> = RefCell::new(HashMap::new());
}

/// Files `columns` under `name`; `first_line_offset` characters come before the source's
/// first line in what the engine compiled. A source compiled again without edits drops
/// its old table through `forget`.
pub(crate) fn register(name: &str, columns: Columns, first_line_offset: usize) {
    TABLES.with(|t| {
        t.borrow_mut().insert(
            name.to_string(),
            Rc::new(Entry {
                columns,
                first_line_offset,
            }),
        )
    });
}

/// Drops the table of `name` (its source compiled again, unchanged).
pub(crate) fn forget(name: &str) {
    TABLES.with(|t| {
        if !t.borrow().is_empty() {
            t.borrow_mut().remove(name);
        }
    });
}

/// `text` (frames, `    at name (file:line:col)` or `    at file:line:col`, one per line)
/// with the columns of rewritten sources mapped back; None when no column changes.
pub fn map_frames(text: &str) -> Option<String> {
    TABLES.with(|t| {
        let tables = t.borrow();
        if tables.is_empty() {
            return None;
        }
        let mut out = String::with_capacity(text.len());
        let mut changed = false;
        for (i, frame) in text.split('\n').enumerate() {
            if i > 0 {
                out.push('\n');
            }
            match map_frame(frame, &tables) {
                Some(mapped) => {
                    changed = true;
                    out.push_str(&mapped);
                }
                None => out.push_str(frame),
            }
        }
        changed.then_some(out)
    })
}

fn map_frame(frame: &str, tables: &HashMap<String, Rc<Entry>>) -> Option<String> {
    let end = if frame.ends_with(')') {
        frame.len() - 1
    } else {
        frame.len()
    };
    let loc = frame.get(..end)?;
    let col_colon = loc.rfind(':')?;
    let column: usize = loc.get(col_colon + 1..)?.parse().ok()?;
    let line_colon = loc.get(..col_colon)?.rfind(':')?;
    let line: u32 = loc.get(line_colon + 1..col_colon)?.parse().ok()?;
    let start = if frame.ends_with(')') {
        loc.rfind(" (").map(|p| p + 2)?
    } else {
        loc.find("at ").map(|p| p + 3)?
    };
    let file = loc.get(start..line_colon)?;
    let entry = tables.get(file)?;
    let mapped = if line == 1 {
        let own = column.checked_sub(entry.first_line_offset)?;
        entry.columns.original(1, own) + entry.first_line_offset
    } else {
        entry.columns.original(line, column)
    };
    if mapped == column {
        return None;
    }
    Some(format!(
        "{}{mapped}{}",
        frame.get(..=col_colon)?,
        frame.get(end..)?
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edit(at: usize, end: usize, text: &str) -> Edit {
        Edit {
            at,
            end,
            rank: 0,
            nest: 0,
            text: text.to_string(),
        }
    }

    #[test]
    fn columns_after_insertions_map_back() {
        // "ab/x/cd\nef" with "<<" before the literal and ">>" after it.
        let src = "ab/x/cd\nef";
        let c = Columns::new(src, &[edit(2, 2, "<<"), edit(5, 5, ">>")]).expect("table");
        // Rewritten line 1: "ab<</x/>>cd".
        assert_eq!(c.original(1, 1), 1);
        assert_eq!(c.original(1, 3), 3, "inside the first insertion");
        assert_eq!(c.original(1, 5), 3, "the literal's slash");
        assert_eq!(c.original(1, 8), 6, "inside the second insertion");
        assert_eq!(c.original(1, 10), 6, "c");
        assert_eq!(c.original(2, 2), 2, "another line");
    }

    #[test]
    fn replacements_and_frames() {
        let src = "x;\nlet a = b.length = 1; boom()";
        let at = src.find(".length").expect("site");
        let c = Columns::new(src, &[edit(at, at + 7, "[\"length\"]")]).expect("table");
        register("/t/f.js", c, 0);
        let text = "    at f (/t/f.js:2:30)\n    at /t/f.js:2:5\n    at g (/t/other.js:2:30)";
        let mapped = map_frames(text).expect("changed");
        assert_eq!(
            mapped,
            "    at f (/t/f.js:2:27)\n    at /t/f.js:2:5\n    at g (/t/other.js:2:30)"
        );
        forget("/t/f.js");
        assert_eq!(map_frames(text), None);
    }

    #[test]
    fn first_line_offset_and_line_breaks() {
        let c = Columns::new("/a/;x()", &[edit(0, 0, "f(")]).expect("table");
        register("/t/w.js", c, 10);
        assert_eq!(
            map_frames("    at /t/w.js:1:17").as_deref(),
            Some("    at /t/w.js:1:15")
        );
        forget("/t/w.js");
        assert!(Columns::new("a\nb", &[edit(0, 3, "x")]).is_none());
    }
}
