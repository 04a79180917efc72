// require.resolve() from inside a package (test/fixtures/resolve) for every kind of request:
// "exports" (conditions in key order, nested, arrays, null, patterns and their ordering,
// invalid targets and subpaths), "imports" (bare package targets, patterns, invalid
// specifiers), self-reference, main/index lookups and Node's error codes and messages.
'use strict';
const path = require('path');
const probe = require('../fixtures/resolve/probe.js');
const specs = require('../fixtures/resolve/specs.json');

const here = path.dirname(__filename);
for (const spec of specs) console.log(probe.resolve(spec).split(here).join('<cases>'));
console.log(probe.require('pkg-cond'), probe.require('#cond'), probe.require('resolve-fixture/sub'));
console.log(probe.require('pkg-cond/esm'), probe.require('pkg-cond/json'));
