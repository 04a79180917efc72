// The `module` built-in: the own properties of Module and Module.prototype (names, kinds,
// enumerability), the lookup-path helpers (_nodeModulePaths, _resolveLookupPaths,
// _findPath, require.resolve.paths, globalPaths), isBuiltin and builtinModules,
// createRequire, wrap/wrapper, findPackageJSON, SourceMap and the source map switches.
'use strict';
const Module = require('module');
const path = require('path');

const fixtures = path.join(__dirname, '../fixtures/resolve');
const clean = (v) => String(JSON.stringify(v)).split(fixtures).join('<fixture>')
  .split(__dirname).join('<cases>');
function attempt(label, fn) {
  try {
    console.log(label, clean(fn()));
  } catch (e) {
    console.log(label, '!!', e.code, e.message.split(fixtures).join('<fixture>')
      .split(__dirname).join('<cases>'));
  }
}

const describe = (obj) => Object.getOwnPropertyNames(obj).map((k) => {
  const d = Object.getOwnPropertyDescriptor(obj, k);
  return `${k}:${d.get ? 'get' : typeof d.value}${d.enumerable ? '' : '(ne)'}`;
}).join(' ');
console.log(describe(Module));
console.log(describe(Module.prototype));
console.log(Module === Module.Module, require('node:module') === Module, typeof Module.wrap);
console.log(Module.wrap('X'), JSON.stringify([...Module.wrapper]));

console.log(Module._nodeModulePaths('/a/node_modules/b/node_modules'));
console.log(Module._nodeModulePaths('/'), Module._nodeModulePaths('/x/node_modules_y/z'));
console.log(clean(Module._resolveLookupPaths('./x', module)), Module._resolveLookupPaths('fs', module));
console.log(Module._resolveLookupPaths('node:fs', module), Module._resolveLookupPaths('node:nope', null).length > 0);
console.log(clean(Module._findPath('./lib/plain', [fixtures])), Module._findPath('nope', []));
console.log(clean(Module._findPath('pkg-plain', [path.join(fixtures, 'node_modules')])));
console.log(clean(Module._findPath(path.join(fixtures, 'lib/plain.js'))));
console.log(clean(require.resolve.paths('./x')), require.resolve.paths('fs'));
const last3 = Module.globalPaths.slice(-3);
console.log(Module.globalPaths.length >= 1, last3[last3.length - 1].endsWith(path.join('lib', 'node')));
console.log(require.resolve.paths('x').slice(-Module.globalPaths.length).join() === Module.globalPaths.join());

for (const id of ['fs', 'node:fs', 'fs/promises', 'node:test', 'test', 'sea', 'node:sea',
  'node:sqlite', 'internal/errors', 'node:internal/errors', 'nope', '', 1, undefined, 'wasi',
  'punycode', 'sys', '_http_agent', 'node:']) {
  console.log('isBuiltin', JSON.stringify(id), Module.isBuiltin(id));
}
const builtins = Module.builtinModules;
const unprefixed = builtins.filter((id) => !id.startsWith('node:'));
console.log(Object.isFrozen(builtins), builtins.every((id) => Module.isBuiltin(id)),
  JSON.stringify(unprefixed) === JSON.stringify([...unprefixed].sort()),
  builtins.findIndex((id) => id.startsWith('node:')) === unprefixed.length,
  ['fs', 'module', 'path/posix', 'assert/strict'].every((id) => builtins.includes(id)),
  ['test', 'sea', 'node:fs', 'internal/errors'].some((id) => builtins.includes(id)));

const r1 = Module.createRequire(path.join(fixtures, 'probe.js'));
console.log(r1('pkg-sugar'), r1('#cond'), r1('resolve-fixture'));
const r2 = Module.createRequire(new URL(`file://${fixtures}/`));
console.log(r2('./lib/plain'), Object.getOwnPropertyNames(r2));
const r3 = Module.createRequire(`file://${fixtures}/lib/x.js`);
console.log(r3('./plain'));
attempt('createRequire relative', () => Module.createRequire('relative/path.js'));
attempt('createRequire number', () => Module.createRequire(1));
attempt('createRequire http url', () => Module.createRequire('http://example.com/x.js'));

attempt('findPackageJSON relative', () => Module.findPackageJSON('../fixtures/resolve/lib/plain.js', __filename));
attempt('findPackageJSON bare', () => Module.findPackageJSON('pkg-cond', path.join(fixtures, 'probe.js')));
attempt('findPackageJSON self', () => Module.findPackageJSON('resolve-fixture', path.join(fixtures, 'probe.js')));
attempt('findPackageJSON scoped', () => Module.findPackageJSON('@scope/pkg/sub/x', path.join(fixtures, 'probe.js')));
attempt('findPackageJSON url', () => Module.findPackageJSON(`file://${fixtures}/node_modules/pkg-cond/default.js`));
attempt('findPackageJSON abs no base', () => Module.findPackageJSON(path.join(fixtures, 'lib/plain.js')));
attempt('findPackageJSON not found', () => Module.findPackageJSON('./nope.js', __filename));
attempt('findPackageJSON missing pkg', () => Module.findPackageJSON('no-such-pkg', path.join(fixtures, 'probe.js')));
attempt('findPackageJSON no args', () => Module.findPackageJSON());
attempt('findPackageJSON bad base', () => Module.findPackageJSON('x', 1));

const map = {
  version: 3,
  file: 'min.js',
  sources: ['a.ts', 'b.ts'],
  names: ['foo', 'bar'],
  mappings: 'AAAA,IAAIA;AACJ,CCAC,GAAGC;;AAEH',
};
const sm = new Module.SourceMap(map, { lineLengths: [10, 20, 0, 5] });
console.log(JSON.stringify(sm.payload), sm.payload !== sm.payload, sm.lineLengths);
console.log(sm.findEntry(0, 0), sm.findEntry(0, 5), sm.findEntry(1, 4), sm.findEntry(3, 0), sm.findEntry(9, 9));
console.log(sm.findOrigin(1, 1), sm.findOrigin(2, 6), sm.findOrigin(1, 100));
console.log(new Module.SourceMap({ version: 3, sources: [], mappings: '' }).findEntry(0, 0));
attempt('SourceMap no payload', () => new Module.SourceMap());
console.log(Module.getSourceMapsSupport(), Module.findSourceMap(__filename));
Module.setSourceMapsSupport(true, { nodeModules: true });
console.log(Module.getSourceMapsSupport());
Module.setSourceMapsSupport(false);
attempt('setSourceMapsSupport', () => Module.setSourceMapsSupport('yes'));
attempt('findSourceMap', () => Module.findSourceMap(1));
console.log(Module.constants, typeof Module.syncBuiltinESMExports(), typeof Module.flushCompileCache);
