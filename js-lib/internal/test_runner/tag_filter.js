'use strict';
// internal/test_runner/tag_filter: test tags (the `tags` option of test/it/describe) and the
// boolean filter expressions of --experimental-test-tag-filter and run({ testTagFilters }).
// Tags are lowercased and deduplicated; an expression combines tag names (`*` is a
// wildcard) with not/!, and/&&, or/|| (tightest first) and parentheses. Several expressions
// must all hold.

const {
  codes: { ERR_INVALID_ARG_VALUE },
} = require('internal/errors');
const { validateArray, validateString } = require('internal/validators');

const kNoTags = Object.freeze([]);
const kReserved = new Set(['and', 'or', 'not']);
// Characters that end a tag name inside an expression; `*` stays, as the wildcard.
const kBreak = /[\t\n\v\f\r &|!()]/;
// Characters a declared tag may not hold.
const kForbidden = /[\t\n\v\f\r &|!()*]/;

let warned = false;
function warnExperimental() {
  if (warned) return;
  warned = true;
  process.emitWarning('Test tags is an experimental feature and might change at any time',
                      'ExperimentalWarning');
}

function canonicalTags(tags, name) {
  validateArray(tags, name);
  if (tags.length === 0) return kNoTags;
  warnExperimental();
  const out = [];
  for (let i = 0; i < tags.length; i++) {
    const tag = tags[i];
    const elem = `${name}[${i}]`;
    validateString(tag, elem);
    if (tag.length === 0) throw new ERR_INVALID_ARG_VALUE(elem, tag, 'must not be empty');
    if (kForbidden.test(tag)) {
      throw new ERR_INVALID_ARG_VALUE(
        elem, tag,
        'contains a forbidden character. Tags must not contain whitespace, operator ' +
        "characters (&, |, !, (, ), *), or be the reserved words 'and', 'or', or 'not'");
    }
    const lower = tag.toLowerCase();
    if (kReserved.has(lower)) {
      throw new ERR_INVALID_ARG_VALUE(elem, tag,
                                      "must not be the reserved word 'and', 'or', or 'not'");
    }
    if (!out.includes(lower)) out.push(lower);
  }
  return Object.freeze(out);
}

function tokenize(expr, name) {
  const tokens = [];
  const fail = (msg) => { throw new ERR_INVALID_ARG_VALUE(name, expr, msg); };
  let i = 0;
  while (i < expr.length) {
    const ch = expr[i];
    if (/[\t\n\v\f\r ]/.test(ch)) {
      i++;
    } else if (ch === '&' || ch === '|') {
      if (expr[i + 1] !== ch) {
        fail(`unexpected '${ch}' at position ${i}; use '${ch}${ch}' or ` +
             `'${ch === '&' ? 'and' : 'or'}'`);
      }
      tokens.push({ type: ch === '&' ? 'and' : 'or', pos: i });
      i += 2;
    } else if (ch === '!' || ch === '(' || ch === ')') {
      tokens.push({ type: ch === '!' ? 'not' : ch, pos: i });
      i++;
    } else {
      const start = i;
      while (i < expr.length && !kBreak.test(expr[i])) i++;
      const word = expr.slice(start, i);
      const lower = word.toLowerCase();
      tokens.push(kReserved.has(lower) ? { type: lower, pos: start } :
        { type: 'name', value: word, pos: start });
    }
  }
  tokens.push({ type: 'end', pos: expr.length });
  return tokens;
}

const kTokenNames = {
  __proto__: null, 'and': 'AND', 'or': 'OR', 'not': 'NOT', '(': 'LPAREN', ')': 'RPAREN',
  'name': 'IDENT', 'end': 'EOF',
};

function leaf(word) {
  const lower = word.toLowerCase();
  if (!lower.includes('*')) return { type: 'tag', value: lower };
  const source = lower.split('*').map((part) => part.replace(/[[\](){}^$.+?\\|]/g, '\\$&'));
  return { type: 'glob', re: new RegExp(`^${source.join('.*')}$`) };
}

function parseTagFilter(expr, name) {
  validateString(expr, name);
  if (expr.trim().length === 0) throw new ERR_INVALID_ARG_VALUE(name, expr, 'must not be empty');
  const tokens = tokenize(expr, name);
  let at = 0;
  const fail = (msg) => { throw new ERR_INVALID_ARG_VALUE(name, expr, msg); };
  const binary = (type, operand) => () => {
    let left = operand();
    while (tokens[at].type === type) {
      at++;
      left = { type, left, right: operand() };
    }
    return left;
  };
  const unary = () => {
    const token = tokens[at];
    if (token.type === 'not') {
      at++;
      if (tokens[at].type === 'end') fail(`expected operand after 'not' at position ${token.pos}`);
      return { type: 'not', operand: unary() };
    }
    if (token.type === '(') {
      at++;
      if (tokens[at].type === 'end') fail(`unmatched '(' at position ${token.pos}`);
      const inner = either();
      if (tokens[at].type !== ')') fail(`expected ')' at position ${tokens[at].pos}`);
      at++;
      return inner;
    }
    if (token.type === 'name') {
      at++;
      return leaf(token.value);
    }
    return fail(`unexpected token '${kTokenNames[token.type]}' at position ${token.pos}`);
  };
  const both = binary('and', unary);
  const either = binary('or', both);
  const tree = either();
  if (tokens[at].type !== 'end') fail(`unexpected token at position ${tokens[at].pos}`);
  return tree;
}

function holds(node, tags) {
  switch (node.type) {
    case 'or': return holds(node.left, tags) || holds(node.right, tags);
    case 'and': return holds(node.left, tags) && holds(node.right, tags);
    case 'not': return !holds(node.operand, tags);
    case 'tag': return tags.has(node.value);
    default:
      for (const tag of tags) if (node.re.test(tag)) return true;
      return false;
  }
}

// Whether a test with this set of (own and inherited) tags passes every filter.
function matchesTagFilters(filters, tags) {
  for (const filter of filters) if (!holds(filter, tags)) return false;
  return true;
}

// The filters of the command line or of run(), parsed; null when there are none.
function parseTagFilters(values, name) {
  if (values == null) return null;
  const list = Array.isArray(values) ? values : [values];
  if (list.length === 0) return null;
  warnExperimental();
  return list.map((value, i) => parseTagFilter(value, `${name}[${i}]`));
}

module.exports = { canonicalTags, kNoTags, matchesTagFilters, parseTagFilters };
