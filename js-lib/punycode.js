// `punycode`: the deprecated public face of internal/punycode (RFC 3492 plus the
// domain-label helpers). Loading it warns DEP0040 unless the code loading it lives under
// node_modules, as Node 26 does (with or without the `node:` prefix).
'use strict';

const {
  decode, encode, toASCII, toUnicode, ucs2decode, ucs2encode,
} = require('internal/punycode');

// Whether the first frame outside the built-ins is in a node_modules directory.
function loadedFromNodeModules() {
  let sites;
  try {
    sites = internalBinding('util').getCallSites();
  } catch {
    return false;
  }
  if (!Array.isArray(sites)) return false;
  for (let i = 0; i < sites.length; i++) {
    const name = sites[i] && sites[i].scriptName;
    if (typeof name !== 'string' || name === '' || name.startsWith('node:') ||
        name.startsWith('internal:')) {
      continue;
    }
    return name.includes('/node_modules/') || name.includes('\\node_modules\\');
  }
  return false;
}

if (!loadedFromNodeModules()) {
  process.emitWarning(
    'The `punycode` module is deprecated. Please use a userland alternative instead.',
    'DeprecationWarning', 'DEP0040');
}

module.exports = {
  version: '2.1.0',
  ucs2: { decode: ucs2decode, encode: ucs2encode },
  decode,
  encode,
  toASCII,
  toUnicode,
};
