// Glob matching behind path.matchesGlob, kept out of `path` so that loading `path` (which
// every CommonJS require needs at startup) does not parse the matcher.
'use strict';

const { validateString } = require('internal/validators');

// Glob matching for matchesGlob(path, pattern).
// Node delegates to minimatch with {windowsPathsNoEscape, nonegate, nocomment,
// optimizationLevel: 2}; the rules below reproduce its results:
//  - "\" in a pattern is a separator, never an escape; "#" and "!" are literal;
//  - braces expand first ("{a,b}", "{1..3}", "{a..c}", nested; "{x}" stays literal);
//  - a pattern matches segment by segment: "*" and "?" and "[...]" (with "!"/"^" negation,
//    ranges and [:class:] names) stay within one segment, a lone "*" needs at least one
//    character, and "**" as a whole segment spans any number of segments;
//  - wildcards never match "." or "..", and only match a name starting with "." when the
//    pattern segment itself starts with a literal "."; "**" never spans such names;
//  - "." and empty segments inside the path or pattern are ignored and "x/.." cancels out;
//  - extglobs "@(a|b)", "?(..)", "+(..)", "*(..)" and "!(..)" are supported for the usual
//    flat forms (nested and adjacent extglob combinations may differ from minimatch);
//  - on win32, "\" in the path is a separator too and drive letters compare ignoring case.

const CH_DOT = 46; // '.'
const CH_SLASH = 47; // '/'
const kGlobstar = { globstar: true };
const kGlobCache = new Map();
const kGlobCacheLimit = 100;

function matchGlob(path, pattern, windows) {
  validateString(path, 'path');
  validateString(pattern, 'pattern');
  const key = `${windows ? 'win32' : 'posix'}:${pattern}`;
  let sets = kGlobCache.get(key);
  if (sets === undefined) {
    sets = compileGlob(pattern, windows);
    kGlobCache.set(key, sets);
    if (kGlobCache.size >= kGlobCacheLimit) kGlobCache.delete(kGlobCache.keys().next().value);
  }
  // The empty pattern matches only the empty path.
  if (sets === null) return path === '';
  if (windows && path.indexOf('\\') !== -1) path = path.replaceAll('\\', '/');
  const file = splitGlobPath(path, windows);
  for (let i = 0; i < sets.length; i++) {
    if (matchPatternSet(file, sets[i], windows)) return true;
  }
  return false;
}

// Splits on runs of "/" (what split(/\/+/) gives, without a slow regex in the common case).
function splitGlobPath(path, windows) {
  let parts = path.split('/');
  if (path.indexOf('//') !== -1) {
    const kept = [];
    for (let i = 0; i < parts.length; i++) {
      // Empty pieces inside a run of slashes go; a leading and a trailing one stay.
      if (parts[i] === '' && i !== 0 && i !== parts.length - 1) continue;
      kept.push(parts[i]);
    }
    parts = kept;
    // A leading "//server" keeps both empty segments on win32 (UNC).
    if (windows && path.charCodeAt(0) === CH_SLASH && path.charCodeAt(1) === CH_SLASH &&
        path.length > 2 && path.charCodeAt(2) !== CH_SLASH) {
      parts.unshift('');
    }
  }
  return parts;
}

function compileGlob(pattern, windows) {
  if (pattern === '') return null;
  pattern = pattern.replace(/\\/g, '/');
  const expanded = [...new Set(expandBracesTop(pattern))];
  const partLists = simplifyPatterns(expanded.map((p) => splitGlobPath(p, windows)));
  const sets = [];
  for (let i = 0; i < partLists.length; i++) {
    const parts = partLists[i];
    const compiled = parts.map(compileGlobPart);
    // "//?/c:/..." on win32: the "?" names the long-path prefix, not a wildcard.
    if (windows && compiled[0] === '' && compiled[1] === '' && parts[2] === '?' &&
        typeof compiled[3] === 'string' && /^[a-z]:$/i.test(compiled[3])) {
      compiled[2] = '?';
    }
    sets.push(compiled);
  }
  return sets;
}

// Pattern-level rewrites that do not change what matches: repeated "**" collapse,
// "." and empty inner segments go, "x/.." cancels, and "**/../a/b" is split into
// "../a/b" and "**/a/b".
function simplifyPatterns(lists) {
  let changed;
  do {
    changed = false;
    for (let li = 0; li < lists.length; li++) {
      const parts = lists[li];
      for (let g = parts.indexOf('**'); g !== -1; g = parts.indexOf('**', g + 1)) {
        let run = g;
        while (parts[run + 1] === '**') run++;
        if (run > g) parts.splice(g + 1, run - g);
        const a = parts[g + 2];
        const b = parts[g + 3];
        if (parts[g + 1] !== '..' || !a || a === '.' || a === '..' || !b || b === '.' ||
            b === '..') {
          continue;
        }
        changed = true;
        parts.splice(g, 1);
        const other = parts.slice();
        other[g] = '**';
        lists.push(other);
        g--;
      }
      if (dropDotAndEmptyParts(parts)) changed = true;
      for (let d = parts.indexOf('..', 1); d !== -1; d = parts.indexOf('..', d + 1)) {
        const prev = parts[d - 1];
        if (prev && prev !== '.' && prev !== '..' && prev !== '**') {
          changed = true;
          // "x/../**" at the start keeps a "." so the globstar stays relative.
          if (d === 1 && parts[d + 1] === '**') parts.splice(d - 1, 2, '.');
          else parts.splice(d - 1, 2);
          if (parts.length === 0) parts.push('');
          d -= 2;
        }
      }
    }
  } while (changed);
  return lists;
}

// Removes "." and "" segments strictly inside the list (a leading "//" pair is kept), and
// reduces "./." or "./" to ".". Returns whether anything changed.
function dropDotAndEmptyParts(parts) {
  let changed = false;
  for (let i = 1; i < parts.length - 1; i++) {
    const p = parts[i];
    if (i === 1 && p === '' && parts[0] === '') continue;
    if (p === '.' || p === '') {
      changed = true;
      parts.splice(i, 1);
      i--;
    }
  }
  if (parts[0] === '.' && parts.length === 2 && (parts[1] === '.' || parts[1] === '')) {
    changed = true;
    parts.pop();
  }
  return changed;
}

// The same clean-up applied to the path being matched (in place).
function simplifyFileParts(parts, windows) {
  let changed;
  do {
    changed = dropDotAndEmptyParts(parts);
    for (let d = parts.indexOf('..', 1); d !== -1; d = parts.indexOf('..', d + 1)) {
      const prev = parts[d - 1];
      if (prev && prev !== '.' && prev !== '..' && prev !== '**' &&
          !(windows && /^[a-z]:$/i.test(prev))) {
        changed = true;
        parts.splice(d - 1, 2);
        d -= 2;
      }
    }
  } while (changed);
  return parts.length === 0 ? [''] : parts;
}

// ---- brace expansion
// Stand-ins for literal braces while expanding (they must not contain "{" or "}").
const kOpenMark = '\u0000OPEN\u0000';
const kCloseMark = '\u0000CLOSE\u0000';

function expandBracesTop(pattern) {
  // Only patterns with a "{...}" pair (no "{" inside) are expanded at all.
  if (!/\{(?:(?!\{).)*\}/.test(pattern)) return [pattern];
  // A leading "{}" is literal.
  if (pattern.startsWith('{}')) pattern = `${kOpenMark}${kCloseMark}${pattern.slice(2)}`;
  return expandBraceText(pattern, true).map(
    (s) => s.split(kOpenMark).join('{').split(kCloseMark).join('}'));
}

// First balanced "{...}" pair: [open, close] or null.
function findBalanced(str) {
  let open = str.indexOf('{');
  let close = str.indexOf('}', open + 1);
  if (open < 0 || close <= 0) return null;
  const stack = [];
  let left = str.length;
  let right;
  let i = open;
  while (i >= 0) {
    if (i === open) {
      stack.push(i);
      open = str.indexOf('{', i + 1);
    } else if (stack.length === 1) {
      return [stack.pop(), close];
    } else {
      const b = stack.pop();
      if (b !== undefined && b < left) {
        left = b;
        right = close;
      }
      close = str.indexOf('}', i + 1);
    }
    i = open < close && open >= 0 ? open : close;
  }
  if (stack.length > 0 && right !== undefined) return [left, right];
  return null;
}

function crossJoin(acc, pre, values, dropEmpty) {
  const out = [];
  for (let a = 0; a < acc.length; a++) {
    for (let v = 0; v < values.length; v++) {
      const s = acc[a] + pre + values[v];
      if (dropEmpty && s === '') continue;
      out.push(s);
    }
  }
  return out;
}

// Splits a brace body on its top-level commas (nested groups stay intact).
function braceOptions(body) {
  if (!body) return [''];
  const m = findBalanced(body);
  if (m === null) return body.split(',');
  const pre = body.slice(0, m[0]);
  const inner = body.slice(m[0] + 1, m[1]);
  const post = body.slice(m[1] + 1);
  const parts = pre.split(',');
  parts[parts.length - 1] += `{${inner}}`;
  const rest = braceOptions(post);
  if (post.length > 0) {
    parts[parts.length - 1] += rest.shift();
    for (let i = 0; i < rest.length; i++) parts.push(rest[i]);
  }
  return parts;
}

function braceSequence(body, alpha) {
  const bits = body.split('..');
  const toNum = (t) => (isNaN(t) ? t.charCodeAt(0) : parseInt(t, 10));
  const x = toNum(bits[0]);
  const y = toNum(bits[1]);
  const width = Math.max(bits[0].length, bits[1].length);
  let step = bits.length === 3 ? Math.max(Math.abs(toNum(bits[2])), 1) : 1;
  const down = y < x;
  if (down) step = -step;
  const pad = bits.some((t) => /^-?0\d/.test(t));
  const out = [];
  for (let i = x; down ? i >= y : i <= y; i += step) {
    let c;
    if (alpha) {
      c = String.fromCharCode(i);
      if (c === '\\') c = '';
    } else {
      c = String(i);
      if (pad && width > c.length) {
        const zeros = '0'.repeat(width - c.length);
        c = i < 0 ? `-${zeros}${c.slice(1)}` : zeros + c;
      }
    }
    out.push(c);
  }
  return out;
}

function expandBraceText(str, isTop) {
  let acc = [''];
  let dropEmpty = false;
  let firstGroup = true;
  for (;;) {
    const m = findBalanced(str);
    if (m === null) return crossJoin(acc, str, [''], dropEmpty);
    const pre = str.slice(0, m[0]);
    const body = str.slice(m[0] + 1, m[1]);
    const post = str.slice(m[1] + 1);
    if (pre.endsWith('$')) {
      // "${...}" is left alone.
      acc = crossJoin(acc, `${pre}{${body}}`, [''], dropEmpty && post.length === 0);
      firstGroup = false;
      if (post.length === 0) break;
      str = post;
      continue;
    }
    const numeric = /^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(body);
    const alpha = /^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(body);
    const sequence = numeric || alpha;
    if (!sequence && !body.includes(',')) {
      if (/,(?!,).*\}/.test(post)) {
        // "{x}" followed by a real group later: make this close brace literal and retry.
        str = `${pre}{${body}${kCloseMark}${post}`;
        isTop = true;
        continue;
      }
      return crossJoin(acc, `${pre}{${body}}${post}`, [''], dropEmpty);
    }
    if (firstGroup) {
      dropEmpty = isTop && !sequence;
      firstGroup = false;
    }
    let values;
    if (sequence) {
      values = braceSequence(body, alpha);
    } else {
      let options = braceOptions(body);
      if (options.length === 1) {
        options = expandBraceText(options[0], false).map((s) => `{${s}}`);
        if (options.length === 1) {
          acc = crossJoin(acc, pre + options[0], [''], dropEmpty && post.length === 0);
          if (post.length === 0) break;
          str = post;
          continue;
        }
      }
      let skipEmpty = dropEmpty && post.length === 0 && pre === '';
      for (let i = 0; skipEmpty && i < acc.length; i++) if (acc[i]) skipEmpty = false;
      values = [];
      for (let i = 0; i < options.length; i++) {
        const expanded = expandBraceText(options[i], false);
        for (let k = 0; k < expanded.length; k++) {
          if (skipEmpty && !expanded[k]) continue;
          values.push(expanded[k]);
        }
      }
    }
    acc = crossJoin(acc, pre, values, dropEmpty && post.length === 0);
    if (post.length === 0) break;
    str = post;
  }
  return acc;
}

// ---- one pattern segment
const kPosixClasses = [
  ['[:alnum:]', '\\p{L}\\p{Nl}\\p{Nd}', false],
  ['[:alpha:]', '\\p{L}\\p{Nl}', false],
  ['[:ascii:]', '\\x00-\\x7f', false],
  ['[:blank:]', '\\p{Zs}\\t', false],
  ['[:cntrl:]', '\\p{Cc}', false],
  ['[:digit:]', '\\p{Nd}', false],
  ['[:graph:]', '\\p{Z}\\p{C}', true],
  ['[:lower:]', '\\p{Ll}', false],
  ['[:print:]', '\\p{C}', false],
  ['[:punct:]', '\\p{P}', false],
  ['[:space:]', '\\p{Z}\\t\\r\\n\\v\\f', false],
  ['[:upper:]', '\\p{Lu}', false],
  ['[:word:]', '\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}', false],
  ['[:xdigit:]', 'A-Fa-f0-9', false],
];

function escapeRegExp(text) {
  return text.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, '\\$&');
}
function escapeInClass(text) {
  return text.replace(/[[\]\\-]/g, '\\$&');
}

// Parses "[...]" at `at`. Returns null when unterminated (then "[" is literal), else
// {kind: 'char', text, end} for a one-character class (not magic), {kind: 'never', end}
// for a class that can match nothing (it swallows the rest of the segment), or
// {kind: 'set', source, end}. `end` is the index of the closing "]".
function parseGlobClass(seg, at) {
  const ranges = [];
  const excluded = [];
  let negate = false;
  let sawStart = false;
  let rangeStart = '';
  let unicode = false;
  let i = at + 1;
  let end = -1;
  while (i < seg.length) {
    const c = seg[i];
    if ((c === '!' || c === '^') && i === at + 1) {
      negate = true;
      i++;
      continue;
    }
    if (c === ']' && sawStart) {
      end = i;
      break;
    }
    sawStart = true;
    if (c === '[') {
      let named = null;
      for (let k = 0; k < kPosixClasses.length; k++) {
        if (seg.startsWith(kPosixClasses[k][0], i)) {
          named = kPosixClasses[k];
          break;
        }
      }
      if (named !== null) {
        if (rangeStart) return { kind: 'never', end: seg.length - 1, unicode: true };
        i += named[0].length;
        unicode = true;
        if (named[2]) excluded.push(named[1]);
        else ranges.push(named[1]);
        continue;
      }
    }
    if (rangeStart) {
      if (c > rangeStart) ranges.push(`${escapeInClass(rangeStart)}-${escapeInClass(c)}`);
      else if (c === rangeStart) ranges.push(escapeInClass(c));
      rangeStart = '';
      i++;
      continue;
    }
    if (seg.startsWith('-]', i + 1)) {
      ranges.push(escapeInClass(`${c}-`));
      i += 2;
      continue;
    }
    if (seg.startsWith('-', i + 1)) {
      rangeStart = c;
      i += 2;
      continue;
    }
    ranges.push(escapeInClass(c));
    i++;
  }
  if (end === -1) return null;
  if (ranges.length === 0 && excluded.length === 0) return { kind: 'never', end: seg.length - 1 };
  if (excluded.length === 0 && ranges.length === 1 && /^\\?.$/u.test(ranges[0]) && !negate) {
    return { kind: 'char', text: ranges[0].length === 2 ? ranges[0][1] : ranges[0], end };
  }
  const inc = `[${negate ? '^' : ''}${ranges.join('')}]`;
  const exc = `[${negate ? '' : '^'}${excluded.join('')}]`;
  let source;
  if (ranges.length > 0 && excluded.length > 0) source = `(${inc}|${exc})`;
  else source = ranges.length > 0 ? inc : exc;
  return { kind: 'set', source, end, unicode };
}

const kExtglobStart = /[@!?+*]\(/;

// Compiles one "/"-free pattern segment to '', a literal string, kGlobstar, or a matcher
// {re, pattern}.
function compileGlobPart(seg) {
  if (seg === '**') return kGlobstar;
  if (seg === '') return '';
  if (kExtglobStart.test(seg)) {
    const ext = compileExtglobPart(seg);
    if (ext !== null) return ext;
  }
  const onlyStars = /^\*+$/.test(seg);
  let source = '';
  let literal = '';
  let magic = false;
  let firstMagic = null; // whether the first token is a wildcard/class (true) or text (false)
  let unicode = false;   // [:class:] names need the "u" flag
  let i = 0;
  while (i < seg.length) {
    const c = seg[i];
    if (c === '*') {
      while (seg[i + 1] === '*') i++;
      source += onlyStars ? '[^/]+?' : '[^/]*?';
      magic = true;
      if (firstMagic === null) firstMagic = true;
      i++;
      continue;
    }
    if (c === '?') {
      source += '[^/]';
      magic = true;
      if (firstMagic === null) firstMagic = true;
      i++;
      continue;
    }
    if (c === '[') {
      const cls = parseGlobClass(seg, i);
      if (cls !== null) {
        if (cls.kind === 'char') {
          source += escapeRegExp(cls.text);
          literal += cls.text;
          if (firstMagic === null) firstMagic = false;
        } else {
          source += cls.kind === 'never' ? '$.' : cls.source;
          if (cls.unicode) unicode = true;
          magic = true;
          if (firstMagic === null) firstMagic = true;
        }
        i = cls.end + 1;
        continue;
      }
    }
    source += escapeRegExp(c);
    literal += c;
    if (firstMagic === null) firstMagic = false;
    i++;
  }
  if (!magic) return literal;
  // Guards at the start, as minimatch writes them (thrown SyntaxErrors quote the source):
  // a leading wildcard or class never matches a leading "."; a leading "." or ".."
  // followed by magic never matches the names "." and "..".
  const guard = startGuard(source);
  // As in Node, an invalid expression (possible with "u") throws a SyntaxError.
  return { re: new RegExp(`^${guard}${source}$`, unicode ? 'u' : ''), pattern: seg };
}

// Extglob segments: translated to one regular expression. Returns null when the segment
// has no well-formed extglob group.
function compileExtglobPart(seg) {
  const state = { groups: 0, unicode: false };
  const source = translateExtglob(seg, 0, seg.length, true, true, state);
  if (state.groups === 0) return null;
  return { re: new RegExp(`^${source}$`, state.unicode ? 'u' : ''), extglob: true, pattern: seg };
}

// The start guard minimatch puts in front of a segment (or of an extglob alternative at the
// start of a segment) that begins with text, judged from its regular-expression source.
function startGuard(source) {
  if (source[0] === '[') return '(?!\\.)';
  if ((source.startsWith('\\.') && (source[2] === '[' || source[2] === '.')) ||
      (source.startsWith('\\.\\.') && (source[4] === '[' || source[4] === '.'))) {
    return '(?!(?:^|/)\\.\\.?(?:$|/))';
  }
  return '';
}

// The guard for the same text where leading dots are allowed: only "." and ".." names are
// excluded (it only has an effect at the very start of a name).
function dotAllowedGuard(source) {
  if (source[0] === '[' || source[0] === '.' ||
      (source.startsWith('\\.') && (source[2] === '[' || source[2] === '.')) ||
      (source.startsWith('\\.\\.') && (source[4] === '[' || source[4] === '.'))) {
    return '(?!(?:^|/)\\.\\.?(?:$|/))';
  }
  return '';
}

function isExtglobOpen(seg, i) {
  const c = seg[i];
  return (c === '@' || c === '!' || c === '+' || c === '*' || c === '?') && seg[i + 1] === '(';
}

// Translates seg[from, to) (which may hold extglobs) into regular-expression source.
// atStart/atEnd say whether the text begins/ends the whole segment.
function translateExtglob(seg, from, to, atStart, atEnd, state) {
  let out = '';
  const beginsWithText = from < to && !(isExtglobOpen(seg, from) &&
    findGroupClose(seg, from + 1, to) !== -1);
  const onlyStars = from < to && /^\*+$/.test(seg.slice(from, to));
  for (let i = from; i < to; i++) {
    const c = seg[i];
    if (isExtglobOpen(seg, i)) {
      const close = findGroupClose(seg, i + 1, to);
      if (close !== -1) {
        state.groups++;
        const first = i === from && atStart;
        const last = close === to - 1 && atEnd;
        let alts = splitGroup(seg, i + 2, close).map((r) => {
          const src = translateExtglob(seg, r[0], r[1], first, c === '!' || last, state);
          return first && r[0] < r[1] && !isExtglobOpen(seg, r[0]) ? startGuard(src) + src : src;
        });
        // A group spanning the whole segment ignores empty alternatives, and with nothing
        // left (other than for "!") it is plain text: "+()" matches the name "+()".
        if (first && last) alts = alts.filter((a) => a !== '');
        if (first && last && alts.length === 0 && c !== '!') {
          state.groups--;
          out += escapeRegExp(seg.slice(i, close + 1));
          i = close;
          continue;
        }
        let body = alts.join('|');
        let repeatedDotOk = false;
        if ((c === '*' || c === '+') && first) {
          // Only the first repetition obeys the leading-dot rule.
          const relaxed = splitGroup(seg, i + 2, close).map((r) => {
            const src = translateExtglob(seg, r[0], r[1], first, last, state);
            return r[0] < r[1] && !isExtglobOpen(seg, r[0]) ? dotAllowedGuard(src) + src : src;
          }).filter((a) => !(first && last) || a !== '').join('|');
          if (relaxed !== body) {
            body = `(?:${body})(?:${relaxed})*?`;
            repeatedDotOk = true;
          }
        }
        if (c === '@') out += `(?:${body})`;
        else if (c === '?') out += `(?:${body})?`;
        else if (c === '+') out += repeatedDotOk ? `(?:${body})` : `(?:${body})+`;
        else if (c === '*') out += repeatedDotOk ? `(?:${body})?` : `(?:${body})*`;
        else if (close === i + 2) {
          // "!()" matches any non-empty name part.
          out += `${first ? '(?!\\.)' : ''}[^/]+?`;
        } else {
          // !(a|b): any name part such that no alternative followed by the rest of the
          // segment matches here (the rest is repeated inside, as minimatch writes it).
          const rest = translateExtglob(seg, close + 1, to, false, atEnd, { groups: 0,
            unicode: false });
          const negated = alts.map((alt) => `${alt}${rest}(?:$|\\/)`).join('|');
          out += `(?:(?!(?:${negated}))${first ? '(?!\\.)' : ''}[^/]*?)`;
        }
        i = close;
        continue;
      }
    }
    if (c === '*') {
      // A run of stars is one wildcard, but a final "*(" opens an extglob.
      while (seg[i + 1] === '*' && seg[i + 2] !== '(') i++;
      out += onlyStars && atStart && atEnd ? '[^/]+?' : '[^/]*?';
    } else if (c === '?') {
      out += '[^/]';
    } else if (c === '[') {
      const cls = parseGlobClass(seg, i);
      if (cls === null) {
        out += '\\[';
      } else {
        if (cls.kind === 'char') out += escapeRegExp(cls.text);
        else out += cls.kind === 'never' ? '$.' : cls.source;
        if (cls.unicode) state.unicode = true;
        i = cls.end;
      }
    } else {
      out += escapeRegExp(c);
    }
  }
  // The segment itself: guard it when it starts with text.
  if (from === 0 && to === seg.length && beginsWithText) return startGuard(out) + out;
  return out;
}

function findGroupClose(seg, open, to) {
  let depth = 0;
  for (let i = open; i < to; i++) {
    const c = seg[i];
    if (c === '[') {
      const cls = parseGlobClass(seg, i);
      if (cls !== null && cls.kind !== 'never') {
        i = cls.end;
        continue;
      }
    }
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function splitGroup(seg, from, to) {
  const out = [];
  let depth = 0;
  let start = from;
  for (let i = from; i < to; i++) {
    const c = seg[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push([start, i]);
      start = i + 1;
    }
  }
  out.push([start, to]);
  return out;
}

// ---- matching
function isDotName(name) {
  return name.charCodeAt(0) === CH_DOT;
}

function partMatches(part, name) {
  if (typeof part === 'string') return part === name;
  if (part === kGlobstar) return false;
  return part.re.test(name);
}

// Segment-by-segment match of file[fi..] against pattern[pi..] with no globstar: both must
// run out together, except that one trailing empty file segment (a trailing "/") is fine.
function matchPlain(file, fi, pattern, pi) {
  const fl = file.length;
  const pl = pattern.length;
  for (; fi < fl && pi < pl; fi++, pi++) {
    if (!partMatches(pattern[pi], file[fi])) return false;
  }
  if (fi === fl && pi === pl) return true;
  if (fi === fl) return false;
  return fi === fl - 1 && file[fi] === '';
}

function matchPatternSet(file, pattern, windows) {
  let fileStart = 0;
  let patternStart = 0;
  if (windows) {
    const driveRe = /^[a-z]:$/i;
    const fileDrive = typeof file[0] === 'string' && driveRe.test(file[0]);
    const fileUnc = !fileDrive && file[0] === '' && file[1] === '' && file[2] === '?' &&
      driveRe.test(file[3]);
    const patDrive = typeof pattern[0] === 'string' && driveRe.test(pattern[0]);
    const patUnc = !patDrive && pattern[0] === '' && pattern[1] === '' && pattern[2] === '?' &&
      typeof pattern[3] === 'string' && driveRe.test(pattern[3]);
    const fdi = fileUnc ? 3 : fileDrive ? 0 : -1;
    const pdi = patUnc ? 3 : patDrive ? 0 : -1;
    if (fdi !== -1 && pdi !== -1 && file[fdi].toLowerCase() === pattern[pdi].toLowerCase()) {
      // Drive letters compare without case: adopt the path's spelling.
      pattern[pdi] = file[fdi];
      fileStart = fdi;
      patternStart = pdi;
    }
  }
  file = simplifyFileParts(file, windows);
  if (pattern.indexOf(kGlobstar) === -1) return matchPlain(file, fileStart, pattern, patternStart);
  return matchWithGlobstar(file, fileStart, pattern, patternStart);
}

function matchWithGlobstar(file, fi, pattern, pi) {
  const first = pattern.indexOf(kGlobstar, pi);
  const last = pattern.lastIndexOf(kGlobstar);
  const head = pattern.slice(pi, first);
  const body = pattern.slice(first + 1, last);
  const tail = pattern.slice(last + 1);
  if (head.length > 0) {
    if (!matchPlain(file.slice(fi, fi + head.length), 0, head, 0)) return false;
    fi += head.length;
  }
  // The tail must match the end of the path (allowing one trailing empty segment).
  let tailUsed = 0;
  if (tail.length > 0) {
    if (tail.length + fi > file.length) return false;
    let tailStart = file.length - tail.length;
    if (matchPlain(file, tailStart, tail, 0)) {
      tailUsed = tail.length;
    } else {
      if (file[file.length - 1] !== '' || fi + tail.length === file.length) return false;
      tailStart--;
      if (!matchPlain(file, tailStart, tail, 0)) return false;
      tailUsed = tail.length + 1;
    }
  }
  if (body.length === 0) {
    // Whatever "**" covers must be non-empty (unless a tail matched) and free of dot-names.
    let sawSome = tailUsed > 0;
    for (let k = fi; k < file.length - tailUsed; k++) {
      const name = String(file[k]);
      sawSome = true;
      if (name === '.' || name === '..' || isDotName(name)) return false;
    }
    return sawSome;
  }
  // Body runs between globstars, each with the last index it may start at.
  const runs = [[[], 0]];
  let current = runs[0];
  let before = 0;
  const sums = [0];
  for (let k = 0; k < body.length; k++) {
    if (body[k] === kGlobstar) {
      sums.push(before);
      current = [[], 0];
      runs.push(current);
    } else {
      current[0].push(body[k]);
      before++;
    }
  }
  const usable = file.length - tailUsed;
  for (let k = 0, s = runs.length - 1; k < runs.length; k++, s--) {
    runs[k][1] = usable - (sums[s] + runs[k][0].length);
  }
  return !!matchRuns(file, runs, fi, 0, 0, tailUsed > 0);
}

// false: no match; null: no match and no point trying further positions.
function matchRuns(file, runs, fi, ri, depth, sawTail) {
  const run = runs[ri];
  if (run === undefined) {
    for (let k = fi; k < file.length; k++) {
      sawTail = true;
      const name = file[k];
      if (name === '.' || name === '..' || isDotName(name)) return false;
    }
    return sawTail;
  }
  const parts = run[0];
  const lastStart = run[1];
  while (fi <= lastStart) {
    if (matchPlain(file.slice(0, fi + parts.length), fi, parts, 0) && depth < 200) {
      const sub = matchRuns(file, runs, fi + parts.length, ri + 1, depth + 1, sawTail);
      if (sub !== false) return sub;
    }
    const name = file[fi];
    if (name === '.' || name === '..' || isDotName(name)) return false;
    fi++;
  }
  return null;
}

// fs.glob walks the compiled sets itself: each set's parts (a string, kGlobstar or
// {re}) with the simplified source segments they came from (its cache keys).
function compileGlobSets(pattern) {
  if (pattern === '') return [{ parts: [''], strings: [''] }];
  pattern = pattern.replace(/\\/g, '/');
  const expanded = [...new Set(expandBracesTop(pattern))];
  const partLists = simplifyPatterns(expanded.map((p) => splitGlobPath(p, false)));
  return partLists.map((strings) => ({ parts: strings.map(compileGlobPart), strings }));
}

module.exports = { matchGlob, compileGlobSets, kGlobstar };
