'use strict';
// internal/repl/highlight: colours REPL input as it is typed (Node 26.8+ does this when
// the REPL uses colours). highlight(source) returns the text with ANSI colour codes taken
// from util.inspect.styles, so a program's changes to those styles show here too:
// reserved words as `special`, `import`/`export` as `module`, literals by their inspect
// style (`true` boolean, `null` null, `undefined` undefined, `NaN`/`Infinity` number),
// numbers, strings and template text, comments in grey, regular expressions as
// util.inspect shows them, and the identifiers `Date` and `Symbol` in their inspect styles.
// Operators, punctuation and other identifiers stay plain. Input that stops in the middle
// of a token (an open string, comment or template while the user is still typing), or has
// a number running into a name, is coloured up to that token and left plain from there. Stripping the codes always gives
// the input back unchanged.

const { inspect } = require('internal/util/inspect');

// Reserved words of the language that are keywords in every context (contextual ones such
// as let, static, async, await, yield, of, get and set are identifiers here).
const kKeywords = new Set([
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete',
  'do', 'else', 'extends', 'finally', 'for', 'function', 'if', 'in', 'instanceof', 'new',
  'return', 'super', 'switch', 'this', 'throw', 'try', 'typeof', 'var', 'void', 'while',
  'with',
]);
const kModuleWords = new Set(['import', 'export']);
const kStyleOfWord = {
  __proto__: null,
  true: 'boolean',
  false: 'boolean',
  null: 'null',
  undefined: 'undefined',
  NaN: 'number',
  Infinity: 'number',
  Date: 'date',
  Symbol: 'symbol',
};
// After these words an expression starts, so a `/` begins a regular expression.
const kExpressionBefore = new Set([
  'case', 'delete', 'do', 'else', 'in', 'instanceof', 'new', 'return', 'throw', 'typeof',
  'void', 'yield', 'await', 'of', 'export', 'default', 'extends',
]);

function paint(styleName, text) {
  if (text === undefined) return '';
  const style = inspect.styles[styleName];
  const codes = style === undefined ? undefined : inspect.colors[style];
  if (codes === undefined) return text;
  return `\u001b[${codes[0]}m${text}\u001b[${codes[1]}m`;
}

function paintColor(colorName, text) {
  const codes = inspect.colors[colorName];
  if (codes === undefined) return text;
  return `\u001b[${codes[0]}m${text}\u001b[${codes[1]}m`;
}

const isIdStart = (c) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' ||
  c === '$' || c === '#' || c === '\\' || c > '\u007f';
const isIdPart = (c) => isIdStart(c) || (c >= '0' && c <= '9');
const isDigit = (c) => c >= '0' && c <= '9';

// Thrown when the input ends inside a token: the input from `at` on stays plain.
class Unfinished {
  constructor(at) { this.at = at; }
}

// A regular expression literal as util.inspect colours one (styles.regexp is a
// highlighter function by default, or a colour name a program put there).
function paintRegExp(literal) {
  const style = inspect.styles.regexp;
  return typeof style === 'function' ? style(literal) : paint('regexp', literal);
}

function tokenize(src, state) {
  let i = 0;
  // Whether a `/` here starts a regular expression (an expression is expected).
  let regexAllowed = true;
  // For each open `${` of a template, how many `{` are open inside it.
  const templateBraces = [];

  function template() {
    // At the start of template text (after the backtick or the `}` closing a `${`).
    const start = i;
    while (i < src.length) {
      const c = src[i];
      if (c === '\\') {
        i += 2;
      } else if (c === '`') {
        state.out += paint('string', src.slice(start, i)) + paint('string', '`');
        i++;
        return;
      } else if (c === '$' && src[i + 1] === '{') {
        state.out += paint('string', src.slice(start, i)) + '${';
        i += 2;
        templateBraces.push(0);
        regexAllowed = true;
        return;
      } else {
        i++;
      }
    }
    throw new Unfinished(start);
  }

  while (i < src.length) {
    const c = src[i];
    const start = i;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      state.out += c;
      i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '/') {
      let end = src.indexOf('\n', i);
      if (end === -1) end = src.length;
      state.out += paintColor('gray', src.slice(i, end));
      i = end;
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      if (end === -1) throw new Unfinished(i);
      state.out += paintColor('gray', src.slice(i, end + 2));
      i = end + 2;
      continue;
    }
    if (c === '\'' || c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== c && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      if (j >= src.length || src[j] !== c) throw new Unfinished(i);
      state.out += paint('string', src.slice(i, j + 1));
      i = j + 1;
      regexAllowed = false;
      continue;
    }
    if (c === '`') {
      state.out += paint('string', '`');
      i++;
      template();
      regexAllowed = false;
      continue;
    }
    if (c === '/' && regexAllowed) {
      let j = i + 1;
      let inClass = false;
      while (j < src.length && src[j] !== '\n') {
        const d = src[j];
        if (d === '\\') { j += 2; continue; }
        if (d === '[') inClass = true;
        else if (d === ']') inClass = false;
        else if (d === '/' && !inClass) break;
        j++;
      }
      if (j >= src.length || src[j] !== '/') throw new Unfinished(i);
      let k = j + 1;
      while (k < src.length && isIdPart(src[k])) k++;
      state.out += paintRegExp(src.slice(i, k));
      i = k;
      regexAllowed = false;
      continue;
    }
    if (c === '.' && src.startsWith('...', i)) {
      // A spread: the number after it (`...2`) is no fraction.
      state.out += '...';
      i += 3;
      regexAllowed = true;
      continue;
    }
    if (isDigit(c) || (c === '.' && isDigit(src[i + 1] ?? ''))) {
      let j = i;
      if (c === '0' && /[xXbBoO]/.test(src[i + 1] ?? '')) {
        j += 2;
        while (j < src.length && /[0-9a-fA-F_]/.test(src[j])) j++;
        if (j === i + 2) throw new Unfinished(i);
      } else {
        while (j < src.length && (isDigit(src[j]) || src[j] === '_')) j++;
        if (src[j] === '.') {
          j++;
          while (j < src.length && (isDigit(src[j]) || src[j] === '_')) j++;
        }
        if ((src[j] === 'e' || src[j] === 'E') &&
            (isDigit(src[j + 1] ?? '') ||
             ((src[j + 1] === '+' || src[j + 1] === '-') && isDigit(src[j + 2] ?? '')))) {
          j += 2;
          while (j < src.length && isDigit(src[j])) j++;
        }
      }
      const bigint = src[j] === 'n';
      if (bigint) j++;
      // A number running into a name (`5x`) is no token at all: as in Node, the input
      // stays plain from there.
      if (j < src.length && (bigint ? isIdStart(src[j]) : isIdPart(src[j]))) throw new Unfinished(i);
      state.out += paint(bigint ? 'bigint' : 'number', src.slice(i, j));
      i = j;
      regexAllowed = false;
      continue;
    }
    if (isIdStart(c)) {
      let j = i + 1;
      while (j < src.length && isIdPart(src[j])) j++;
      const word = src.slice(i, j);
      if (kKeywords.has(word)) state.out += paint('special', word);
      else if (kModuleWords.has(word)) state.out += paint('module', word);
      else if (kStyleOfWord[word] !== undefined) state.out += paint(kStyleOfWord[word], word);
      else state.out += word;
      i = j;
      regexAllowed = kExpressionBefore.has(word) ||
        (kKeywords.has(word) && word !== 'this' && word !== 'super');
      continue;
    }
    // Punctuators.
    if (c === '{') {
      if (templateBraces.length > 0) templateBraces[templateBraces.length - 1]++;
      state.out += c;
      i++;
      regexAllowed = true;
      continue;
    }
    if (c === '}') {
      if (templateBraces.length > 0 && templateBraces[templateBraces.length - 1] === 0) {
        templateBraces.pop();
        state.out += c;
        i++;
        template();
        regexAllowed = false;
        continue;
      }
      if (templateBraces.length > 0) templateBraces[templateBraces.length - 1]--;
      state.out += c;
      i++;
      regexAllowed = true;
      continue;
    }
    if (c === ')' || c === ']') {
      state.out += c;
      i++;
      regexAllowed = false;
      continue;
    }
    if ((c === '+' || c === '-') && src[i + 1] === c) {
      // ++/--: after an operand they end it, so a `/` that follows divides.
      state.out += c + c;
      i += 2;
      continue;
    }
    state.out += src[start];
    i++;
    regexAllowed = true;
  }
  return state.out;
}

function highlight(source) {
  const src = `${source}`;
  const state = { out: '' };
  try {
    return tokenize(src, state);
  } catch (err) {
    if (!(err instanceof Unfinished)) throw err;
    // What came before the unfinished token keeps its colours.
    return state.out + src.slice(err.at);
  }
}

module.exports = { highlight };
