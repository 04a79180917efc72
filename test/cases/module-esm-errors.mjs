// import() failures and formats decided by the ES module loader: missing files (with the
// "Did you mean" hint from what require() would find), directories, unknown extensions,
// unsupported URL schemes, unknown built-ins, encoded separators, file URL hosts, invalid
// package names; extensionless files follow the package type.
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const clean = (s) => String(s).split(here).join('<cases>').split(path.dirname(here)).join('<test>');
async function attempt(specifier) {
  try {
    const ns = await import(specifier);
    console.log(clean(specifier), '->', JSON.stringify(ns.default));
  } catch (e) {
    console.log(clean(specifier), '!!', e.code, e.name, clean(e.message), clean(e.url));
  }
}
for (const specifier of [
  './no-such-file.mjs',
  '../fixtures/resolve/lib/plain',
  '../fixtures/resolve/formats/dir',
  '../fixtures/resolve/formats/dir/',
  'pkg-plain/other',
  '../fixtures/resolve/formats/a.txt',
  '../fixtures/resolve/formats/noext',
  '../fixtures/resolve/formats/m/noext',
  'http://example.com/x.js',
  'https://example.com/x.mjs',
  'nope:x',
  'node:nope',
  './a%2Fb.mjs',
  './a%5Cb.mjs',
  '//host/x.mjs',
  '@scope',
  '%41',
  'file:///no/such/file.mjs',
  `file://${here}/../fixtures/resolve/esm/e3.mjs`,
  '../fixtures/resolve/esm/e%31.mjs',
  '../fixtures/resolve/esm/./e1.mjs?query=1#hash',
  '#nothing-here',
  '#',
]) {
  await attempt(specifier);
}
