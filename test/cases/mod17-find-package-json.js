// module.findPackageJSON(): with no package.json above what the specifier names, Node 26
// answers that path itself; a base that is no file: URL fails as Node's URL parsing makes
// it (bare specifiers), a file: specifier resolves from any base and a miss names the base
// as given; a relative one against an https: base is a URL, not a path.
'use strict';
const { findPackageJSON } = require('module');
const path = require('path');

const show = (value) => (typeof value === 'string' ? value.split(__dirname).join('<cases>') : value);
function check(...args) {
  const label = args.map((a) => show(String(a))).join(' ');
  try {
    console.log(label, '=>', show(findPackageJSON(...args)));
  } catch (err) {
    console.log(label, '!!', err.code, show(err.message), show(err.input), show(err.base));
  }
}
const nopkg = path.join(__dirname, 'mod17-fixtures', 'nopkg');
check('./mod17-fixtures/nopkg/sub/file.js', __filename);
check('./mod17-fixtures/nopkg/sub', __filename);
check('./mod17-fixtures/nopkg/sub/', __filename);
check(`file://${nopkg}/sub/file.js`);
check('./sub/file.js', `${nopkg}/x.js`);
check('./mod17-fixtures/typeless/esm.ts', __filename);
check('pkg-exports', __filename);
check('pkg-exports', 'data:');
check('pkg-exports', 'https://example.org/a/');
check('@bad', 'data:');
check(`file://${nopkg}/none.js`, 'data:');
check(`file://${nopkg}/none.js`, 'https://example.org/a/');
check(`file://${nopkg}/sub/file.js`, 'https://example.org/a/');
check('./x.js', 'https://example.org/a/');
check('./x.js', 'data:');
check('https://example.org/x.js', 'data:');
