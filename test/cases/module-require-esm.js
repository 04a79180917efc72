// require() of ES modules as Node 26 does it: the namespace, a 'module.exports' export in
// its place, `__esModule: true` added when there is a default export, syntax detection of
// typeless .js files, ERR_REQUIRE_ASYNC_MODULE for graphs with top-level await and
// ERR_REQUIRE_CYCLE_MODULE for cycles through a module still being evaluated.
'use strict';
const path = require('path');
const { isModuleNamespaceObject } = require('util').types;

const dir = path.join(__dirname, '../fixtures/resolve');
const clean = (s) => String(s).split(dir).join('<fixture>').split(__dirname).join('<cases>');
function attempt(label, fn) {
  try {
    console.log(label, fn());
  } catch (e) {
    console.log(label, '!!', e.code, clean(e.message));
  }
}

const e1 = require('../fixtures/resolve/esm/e1.mjs');
console.log('e1', e1.__esModule, '__esModule' in e1, e1.default, e1.a, Object.keys(e1),
  JSON.stringify(e1), Object.prototype.toString.call(e1));
console.log('e1 same object', require('../fixtures/resolve/esm/e1.mjs') === e1);
console.log('e1 in cache', require.cache[require.resolve('../fixtures/resolve/esm/e1.mjs')].exports === e1);
console.log('e2', require('../fixtures/resolve/esm/e2.mjs'));
const e3 = require('../fixtures/resolve/esm/e3.mjs');
console.log('e3', isModuleNamespaceObject(e3), e3.__esModule, Object.keys(e3));
const e4 = require('../fixtures/resolve/esm/e4.mjs');
console.log('e4', isModuleNamespaceObject(e4), e4.__esModule, e4.default);
attempt('typeless det.js', () => require('../fixtures/resolve/esm/typeless/det.js').detected);
attempt('typeless cjs.js', () => require('../fixtures/resolve/esm/typeless/cjs.js'));
attempt('typeless meta.js', () => require('../fixtures/resolve/esm/typeless/meta.js').url);
attempt('tla', () => require('../fixtures/resolve/esm/tla.mjs'));
attempt('tla parent', () => require('../fixtures/resolve/esm/tla-parent.mjs'));
attempt('mjs from cjs ext', () => require('../fixtures/resolve/pkg-cond-esm-missing.mjs'));
attempt('cycle c.cjs', () => require('../fixtures/resolve/cycle/c.cjs'));
