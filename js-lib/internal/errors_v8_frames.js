// internal/errors_v8_frames: the source-dependent part of V8's frame text, for
// internal/errors_stack, loaded the first time a stack is formatted (never when an error is
// created, and not at start-up): call-site columns on the callee's name (read from the
// file, kept for the few files most recently asked about), failed property reads on the
// dot after a call, ES module files by file: URL, `new ` before a constructor's frame, and
// which frame is a given function's (captureStackTrace's constructorOpt).
'use strict';

const { moduleFiles, givenSources } = require('internal/errors_stack');

// Source lines of the files frames point into, read when a stack is formatted (never
// when an error is created) and kept for the few files most recently asked about.
const sourceCache = new Map();
const SOURCE_CACHE_FILES = 32;

let toFileHref;
function moduleHref(file) {
  if (toFileHref === undefined) toFileHref = require('internal/modules/esm_resolve').toFileHref;
  return toFileHref(file);
}

function splitLines(text) {
  // The line terminators of ECMAScript source, which the engine counts lines by. String
  // searches, not a regexp: Boa's regexp split retries each position of a line, which is
  // quadratic in the line's length (a minified file is one long line).
  if (text.includes('\r')) text = text.replaceAll('\r\n', '\n').replaceAll('\r', '\n');
  if (text.includes('\u2028')) text = text.replaceAll('\u2028', '\n');
  if (text.includes('\u2029')) text = text.replaceAll('\u2029', '\n');
  return text.split('\n');
}

function sourceLines(file) {
  let lines = sourceCache.get(file);
  if (lines !== undefined) return lines;
  lines = null;
  const given = givenSources.get(file);
  if (given !== undefined) {
    lines = splitLines(given);
    sourceCache.set(file, lines);
    return lines;
  }
  let path = file;
  if (path.startsWith('file://')) {
    try {
      path = decodeURIComponent(path.slice(7));
    } catch {
      path = '';
    }
  }
  if (path.startsWith('/')) {
    let text;
    try {
      text = internalBinding('modules').readFile(path);
    } catch {
      text = undefined;
    }
    if (typeof text === 'string') lines = splitLines(text);
  }
  if (sourceCache.size >= SOURCE_CACHE_FILES) {
    sourceCache.delete(sourceCache.keys().next().value);
  }
  sourceCache.set(file, lines);
  return lines;
}

function isIdentCode(code) {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) || code === 36 || code === 95 || code === 35 || code > 127;
}

// Words before `(` that do not make it a call.
const notCallee = new Set([
  'if', 'while', 'for', 'switch', 'catch', 'return', 'typeof', 'void', 'delete', 'await',
  'yield', 'in', 'of', 'new', 'function', 'else', 'do', 'case', 'throw', 'instanceof', 'with',
]);

// Boa places a call's column on its argument list's `(`; V8 on the callee's last name
// (`foo(` and `a.b.foo(` → `foo`), and on the `(` only when no name ends the callee
// (`(0, f)(`, `a[k](`). A column whose source is not `(` (a `new`, a throw) is V8's too.
function calleeColumn(file, lineNumber, column) {
  const lines = sourceLines(file);
  if (lines === null) return column;
  const text = lines[lineNumber - 1];
  if (text === undefined || text[column - 1] !== '(') return column;
  let end = column - 2;
  while (end >= 0 && (text[end] === ' ' || text[end] === '\t')) end--;
  if (end < 0 || !isIdentCode(text.charCodeAt(end))) return column;
  let start = end;
  while (start > 0 && isIdentCode(text.charCodeAt(start - 1))) start--;
  const first = text.charCodeAt(start);
  if (first >= 48 && first <= 57) return column;
  if (notCallee.has(text.slice(start, end + 1))) return column;
  return start + 1;
}

// A property read `.name` that fails (or runs a getter) is placed by Boa on the name. V8
// does so too inside a plain member chain (`a.b.c`, `new X().y`, tag`t`.y), but once the
// chain has called something (`f().x.y`, `a.b()[0].c`) it places it on the `.`.
// Walks back from the dot over the chain, across lines, and looks for a call's arguments.
const MAX_CHAIN_LINES = 20;
function loadColumn(file, lineNumber, column) {
  const lines = sourceLines(file);
  if (lines === null) return column;
  const text = lines[lineNumber - 1];
  if (text === undefined || !isIdentCode(text.charCodeAt(column - 1))) return column;
  let row = lineNumber - 1;
  let line = text;
  let i = column - 2;
  // The previous character that is not white space, on this line or the ones above.
  const back = () => {
    while (true) {
      while (i >= 0 && (line[i] === ' ' || line[i] === '\t')) i--;
      if (i >= 0) return true;
      if (row === 0 || lineNumber - row >= MAX_CHAIN_LINES) return false;
      row--;
      line = lines[row];
      i = line.length - 1;
    }
  };
  if (!back() || line[i] !== '.' || line[i - 1] === '.' || line[i - 1] === '?') return column;
  if (row !== lineNumber - 1) return column;
  const dot = i;
  i--;
  // Skips back over a bracketed group ending at i, strings in it included.
  const skipGroup = (open, close) => {
    let depth = 0;
    while (true) {
      if (i < 0 && !back()) return false;
      const c = line[i];
      if (c === '"' || c === "'" || c === '`') {
        i--;
        while (i >= 0 && (line[i] !== c || line[i - 1] === '\\')) i--;
      } else if (c === close) {
        depth++;
      } else if (c === open && --depth === 0) {
        i--;
        return true;
      }
      i--;
    }
  };
  let groups = 0;
  while (true) {
    if (!back()) return column;
    const c = line[i];
    if (c === ')') {
      if (!skipGroup('(', ')')) return column;
      if (!back()) return column;
      const before = line[i];
      if (isIdentCode(line.charCodeAt(i))) {
        let start = i;
        while (start > 0 && isIdentCode(line.charCodeAt(start - 1))) start--;
        if (notCallee.has(line.slice(start, i + 1))) return column;
      } else if (before !== ')' && before !== ']' && before !== '`') {
        // A parenthesized expression: the head of the chain.
        return groups > 0 ? dot + 1 : column;
      }
      groups++;
    } else if (c === ']') {
      if (!skipGroup('[', ']')) return column;
    } else if (c === '`') {
      i--;
      while (i >= 0 && (line[i] !== '`' || line[i - 1] === '\\')) i--;
      if (i < 0) return column;
      i--;
    } else if (isIdentCode(line.charCodeAt(i))) {
      let start = i;
      while (start > 0 && isIdentCode(line.charCodeAt(start - 1))) start--;
      const word = line.slice(start, i + 1);
      i = start - 1;
      const more = back();
      if (more && line[i] === '.' && line[i - 1] !== '.') {
        i--;
        continue;
      }
      // The head of the chain: the first argument list after `new X` is no call.
      if (more && word !== 'new' && i >= 2 && line.slice(i - 2, i + 1) === 'new' &&
          (i < 3 || !isIdentCode(line.charCodeAt(i - 3)))) {
        groups--;
      }
      return groups > 0 ? dot + 1 : column;
    } else {
      // Past the head of the chain (a literal, or an operator before it).
      return groups > 0 ? dot + 1 : column;
    }
  }
}

// `file:line:col` at the end of a frame, or undefined (native frames, eval locations).
function frameLocation(line) {
  const paren = line.endsWith(')');
  const start = paren ? line.indexOf(' (', 7) + 2 : 7;
  if (start < 2) return undefined;
  const end = paren ? line.length - 1 : line.length;
  const colonCol = line.lastIndexOf(':', end - 1);
  const colonLine = colonCol > start ? line.lastIndexOf(':', colonCol - 1) : -1;
  if (colonLine <= start) return undefined;
  const c = line.charCodeAt(start);
  // Only these have a source to look at: an absolute path, a file: URL, and scripts that
  // gave their text (-e and stdin as `[eval]`, `[stdin]`; vm scripts under any name).
  if (c !== 47 && !(c === 102 && line.startsWith('file://', start)) &&
      !(givenSources.size > 0 && givenSources.has(line.slice(start, colonLine)))) {
    return undefined;
  }
  const lineNumber = Number(line.slice(colonLine + 1, colonCol));
  const column = Number(line.slice(colonCol + 1, end));
  if (!(lineNumber >= 1) || !(column >= 1)) return undefined;
  return {
    file: line.slice(start, colonLine), start, lineNumber, column, columnAt: colonCol + 1, end,
  };
}

// Whether a frame's position (`loc`) is a `new` expression: Boa places a construct's
// column on `new`, so the frame called from there is a constructor call, which V8 shows
// as `new Name`.
function atNew(loc) {
  const lines = sourceLines(loc.file);
  if (lines === null) return false;
  const text = lines[loc.lineNumber - 1];
  if (text === undefined || !text.startsWith('new', loc.column - 1)) return false;
  const after = text.charCodeAt(loc.column + 2);
  return after !== after || !isIdentCode(after);
}

// Per frame text: [the text with V8's column, whether its position is a `new`]. Frames
// repeat (loops, recursion, the same call paths), and parsing one costs tens of
// microseconds in the interpreter, so results are kept; the map is emptied when large.
const frameInfoCache = new Map();
const FRAME_INFO_MAX = 4096;
const plainFrame = [undefined, false];

function frameInfo(line) {
  let info = frameInfoCache.get(line);
  if (info !== undefined) return info;
  const loc = frameLocation(line);
  if (loc === undefined) {
    info = plainFrame;
  } else {
    let column = calleeColumn(loc.file, loc.lineNumber, loc.column);
    if (column === loc.column) column = loadColumn(loc.file, loc.lineNumber, loc.column);
    let text = column === loc.column ? undefined :
      `${line.slice(0, loc.columnAt)}${column}${line.slice(loc.end)}`;
    if (moduleFiles.has(loc.file)) {
      text = `${line.slice(0, loc.start)}${moduleHref(loc.file)}` +
        `${(text === undefined ? line : text).slice(loc.start + loc.file.length)}`;
    }
    info = [text, atNew(loc)];
  }
  if (frameInfoCache.size >= FRAME_INFO_MAX) frameInfoCache.clear();
  frameInfoCache.set(line, info);
  return info;
}

// The source-dependent part of V8's frame text, done when the stack is formatted:
// call-site columns, ES modules by URL, and `new ` before a constructor's frame.
function v8Frames(frames) {
  const { lines, next } = frames;
  const n = lines.length;
  if (n === 0) return lines;
  const out = new Array(n);
  let callerAtNew = next !== undefined && frameInfo(next)[1];
  for (let i = n - 1; i >= 0; i--) {
    const line = lines[i];
    const info = frameInfo(line);
    let text = info[0] === undefined ? line : info[0];
    if (callerAtNew && text.endsWith(')') && !text.startsWith('    at new ') &&
        !text.startsWith('    at Object.<anonymous> (')) {
      text = `    at new ${text.slice(7)}`;
    }
    out[i] = text;
    callerAtNew = info[1];
  }
  return out;
}

// Where function `fn` is on the stack `lines` (raw frames, columns as in the file), for
// captureStackTrace(obj, fn) when no frame bears fn's name: Boa names a frame after the
// name the function had in its source, so a method, or a function named later (by
// defineProperty), is found by its text instead, whose place in the file is where
// Function.prototype.toString's text occurs. The index of the oldest such frame; -1 when
// fn is not on the stack (a native function; its text is in a file of the stack but no
// frame is in it), which V8 answers with no frames at all; undefined when this cannot tell.
const functionRanges = new WeakMap();
function frameOfFunction(lines, fn) {
  let text;
  try {
    text = Function.prototype.toString.call(fn);
  } catch {
    return undefined;
  }
  if (text.endsWith('{ [native code] }')) return -1;
  text = splitLines(text).join('\n');
  let byFile = functionRanges.get(fn);
  if (byFile === undefined) functionRanges.set(fn, byFile = new Map());
  let seen = false;
  for (let i = lines.length - 1; i >= 0; i--) {
    const loc = frameLocation(lines[i]);
    if (loc === undefined) continue;
    let ranges = byFile.get(loc.file);
    if (ranges === undefined) {
      ranges = textRanges(loc.file, text);
      byFile.set(loc.file, ranges);
    }
    if (ranges.length === 0) continue;
    seen = true;
    for (let r = 0; r < ranges.length; r++) {
      const [l0, c0, l1, c1] = ranges[r];
      const { lineNumber: l, column: c } = loc;
      if ((l > l0 || (l === l0 && c >= c0)) && (l < l1 || (l === l1 && c <= c1))) return i;
    }
  }
  return seen ? -1 : undefined;
}

// Each place `text` occurs in `file`, as [line, column, end line, end column] (1-based).
function textRanges(file, text) {
  const lines = sourceLines(file);
  const out = [];
  if (lines === null || text === '') return out;
  const whole = lines.join('\n');
  for (let at = whole.indexOf(text); at !== -1 && out.length < 16;
    at = whole.indexOf(text, at + 1)) {
    out.push([...lineColumn(whole, at), ...lineColumn(whole, at + text.length - 1)]);
  }
  return out;
}

function lineColumn(whole, offset) {
  let line = 1;
  let lineStart = 0;
  for (let nl = whole.indexOf('\n'); nl !== -1 && nl < offset; nl = whole.indexOf('\n', nl + 1)) {
    line++;
    lineStart = nl + 1;
  }
  return [line, offset - lineStart + 1];
}

// A script whose text was given again is read afresh.
function forget(name) {
  sourceCache.delete(name);
}

module.exports = { v8Frames, calleeColumn, forget, frameOfFunction, splitLines, sourceLines };
