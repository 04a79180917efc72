// internal/util/regexp_literal: where a regular expression literal in JavaScript source ends,
// for the small tokenizers that need to step over one (assert.ok's source quote,
// internal/repl/utils' input scanner).
'use strict';

// The index of the closing `/` of the literal whose opening `/` is at `start` (a `/` inside a
// class or after a backslash does not close it), or -1 when `text` ends first, or, with
// `lineOnly`, when the line does.
function regExpBodyEnd(text, start, lineOnly) {
  const n = text.length;
  let inClass = false;
  for (let j = start + 1; j < n;) {
    const d = text[j];
    if (lineOnly && d === '\n') return -1;
    if (d === '\\') {
      j += 2;
      continue;
    }
    if (d === '[') inClass = true;
    else if (d === ']') inClass = false;
    else if (d === '/' && !inClass) return j;
    j++;
  }
  return -1;
}

module.exports = { regExpBodyEnd };
