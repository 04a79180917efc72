'use strict';
// internal/util/dotenv — the .env parser behind util.parseEnv and process.loadEnvFile,
// following Node 26's rules: `KEY=value` lines (an `export ` prefix is dropped), '#' starts a
// comment outside quotes, values in '...', "..." or `...` may span lines, "\n" is expanded
// only inside double quotes, every '\r' is removed first, later keys replace earlier ones.
// The result is a null-prototype object with keys in byte order, as Node's std::map.

// Node trims spaces, tabs and newlines (not other whitespace).
function trimSpaces(s) {
  let start = 0;
  let end = s.length;
  while (start < end && isSpace(s.charCodeAt(start))) start++;
  while (end > start && isSpace(s.charCodeAt(end - 1))) end--;
  return start === 0 && end === s.length ? s : s.slice(start, end);
}

function isSpace(c) {
  return c === 0x20 || c === 0x09 || c === 0x0A;
}

// Returns a Map of key -> value in the order keys were last assigned.
function parseEnvEntries(input) {
  const store = new Map();
  let content = trimSpaces(input.indexOf('\r') === -1 ? input : input.replace(/\r/g, ''));
  while (content.length > 0) {
    const first = content[0];
    if (first === '\n' || first === '#') {
      // Blank line or comment line.
      const nl = content.indexOf('\n');
      content = nl === -1 ? '' : content.slice(nl + 1);
      continue;
    }
    const eq = content.indexOf('=');
    const nl = content.indexOf('\n');
    if (eq === -1 || (nl !== -1 && nl < eq)) {
      // No '=' on this line: not an assignment.
      if (nl === -1) break;
      content = trimSpaces(content.slice(nl + 1));
      continue;
    }
    let key = trimSpaces(content.slice(0, eq));
    content = content.slice(eq + 1);
    if (content.length === 0 || content[0] === '\n') {
      store.set(key, '');
      continue;
    }
    content = trimSpaces(content);
    if (key.length === 0) continue;
    if (key.startsWith('export ')) key = trimSpaces(key.slice(7));
    if (content.length === 0) {
      store.set(key, '');
      break;
    }
    const quote = content[0];
    if (quote === '"' || quote === '\'' || quote === '`') {
      const close = content.indexOf(quote, 1);
      if (close !== -1) {
        let value = content.slice(1, close);
        if (quote === '"') value = value.replaceAll('\\n', '\n');
        store.set(key, value);
        // Whatever follows the closing quote on its line is ignored.
        const next = content.indexOf('\n', close + 1);
        content = next === -1 ? '' : content.slice(next + 1);
        continue;
      }
      // An unmatched quote: the rest of the line, quote included, is the value.
      const next = content.indexOf('\n');
      if (next === -1) {
        store.set(key, content);
        break;
      }
      store.set(key, content.slice(0, next));
      content = content.slice(next + 1);
    } else {
      const next = content.indexOf('\n');
      let value = next === -1 ? content : content.slice(0, next);
      const hash = value.indexOf('#');
      if (hash !== -1) value = value.slice(0, hash);
      store.set(key, trimSpaces(value));
      if (next === -1) break;
      content = content.slice(next + 1);
    }
    content = trimSpaces(content);
  }
  return store;
}

// Code-point order, which is the byte order of the UTF-8 keys Node sorts.
function compareKeys(a, b) {
  const la = a.length;
  const lb = b.length;
  for (let i = 0; i < la && i < lb; i++) {
    const ca = a.codePointAt(i);
    const cb = b.codePointAt(i);
    if (ca !== cb) return ca - cb;
    if (ca > 0xFFFF) i++;
  }
  return la - lb;
}

function parseEnvContent(input) {
  const store = parseEnvEntries(input);
  const keys = [...store.keys()].sort(compareKeys);
  const out = { __proto__: null };
  for (let i = 0; i < keys.length; i++) out[keys[i]] = store.get(keys[i]);
  return out;
}

module.exports = { parseEnvContent, parseEnvEntries, compareKeys };
