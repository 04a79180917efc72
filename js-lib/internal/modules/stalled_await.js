// internal/modules/stalled_await: Node's warning for an entry module left waiting in a
// top-level await when the event loop ran dry (`Warning: Detected unsettled top-level await
// at URL:LINE`, the line and a caret under the `await`). The engine does not tell where the
// module's evaluation is suspended, so the place is read from the source: the warning is
// given when the module has exactly one `await` outside any function (with several, the
// stalled one is unknown and a wrong line would mislead).
'use strict';

// Words before a parenthesised group that make the following brace a block, not a body.
const kControlWords = new Set(['if', 'for', 'while', 'switch', 'catch', 'with']);

// [offset of each `await` outside any function] of module text `src`.
function topLevelAwaits(src) {
  const { tokenize } = require('internal/repl/utils');
  const tokens = tokenize(src);
  // One entry per open bracket: { kind: 'fn' | 'block' | 'paren', index }.
  const open = [];
  // Open arrow functions with an expression body: the bracket depth they started at.
  const arrows = [];
  let fnDepth = 0;
  let classPending = -1;
  const found = [];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    const prev = tokens[k - 1];
    // An expression-bodied arrow ends at a `,` or `;` of its own depth, at a bracket that
    // closes around it, or at a new line that starts a statement.
    while (arrows.length > 0) {
      const depth = arrows[arrows.length - 1];
      const v = t.value;
      if ((t.type === 'punct' && t.depth === depth && (v === ',' || v === ';')) ||
          (t.type === 'punct' && t.depth < depth && (v === ')' || v === ']' || v === '}')) ||
          (t.nl && t.depth === depth && t.type === 'word' &&
           (v === 'await' || v === 'const' || v === 'let' || v === 'var' || v === 'if' ||
            v === 'for' || v === 'while' || v === 'return'))) {
        arrows.pop();
        continue;
      }
      break;
    }
    if (t.type === 'punct' && (t.value === '(' || t.value === '[' || t.value === '{')) {
      let kind = 'paren';
      if (t.value === '{') {
        kind = 'block';
        if (classPending === t.depth) {
          kind = 'fn';
          classPending = -1;
        } else if (prev !== undefined && prev.value === '=>') {
          kind = 'fn';
        } else if (prev !== undefined && prev.value === ')' && prev.match !== undefined) {
          const before = tokens[prev.match - 1];
          if (before !== undefined && (before.value === '*' || before.value === 'function' ||
              (before.type === 'word' && !kControlWords.has(before.value)))) {
            kind = 'fn';
          }
        }
      }
      if (kind === 'fn') fnDepth++;
      open.push({ kind, index: k });
      continue;
    }
    if (t.type === 'punct' && (t.value === ')' || t.value === ']' || t.value === '}')) {
      const top = open.pop();
      if (top !== undefined) {
        if (top.kind === 'fn') fnDepth--;
        if (t.value === ')') t.match = top.index;
      }
      continue;
    }
    if (t.value === '=>') {
      const next = tokens[k + 1];
      if (next !== undefined && next.value !== '{') arrows.push(t.depth);
      continue;
    }
    if (t.type !== 'word') continue;
    if (t.value === 'class' && (prev === undefined || prev.value !== '.')) {
      classPending = t.depth;
      continue;
    }
    if (t.value === 'await' && fnDepth === 0 && arrows.length === 0 &&
        (prev === undefined || (prev.value !== '.' && prev.value !== '?.'))) {
      found.push(t.start);
    }
  }
  return found;
}

// The warning's text for entry `filename` (its URL is `url`), or undefined when the place
// is not known.
function stalledAwaitWarning(source, url) {
  if (typeof source !== 'string' || !source.includes('await')) return undefined;
  let places;
  try {
    places = topLevelAwaits(source);
  } catch {
    return undefined;
  }
  if (places.length !== 1) return undefined;
  const at = places[0];
  const lineStart = source.lastIndexOf('\n', at - 1) + 1;
  let lineEnd = source.indexOf('\n', at);
  if (lineEnd === -1) lineEnd = source.length;
  const line = source.slice(0, at).split('\n').length;
  const text = source.slice(lineStart, lineEnd).replace(/\r$/, '');
  return `Warning: Detected unsettled top-level await at ${url}:${line}\n${text}\n` +
    `${' '.repeat(at - lineStart)}^\n\n\n\n`;
}

module.exports = { stalledAwaitWarning, topLevelAwaits };
