// util.inspect with colors greys only the stack frames of built-in modules that exist:
// a frame in `node:internal/foo` (no such module) keeps its plain text, `node:fs` is greyed,
// and package names under node_modules are underlined.
'use strict';
const util = require('util');

const e = new Error('m');
e.stack = 'Error: m\n' +
  '    at x (node:internal/foo:1:1)\n' +
  '    at y (/abs/node_modules/pkg/i.js:1:1)\n' +
  '    at w (node:fs:1:1)\n' +
  '    at u (node:not_a_module:3:4)\n' +
  '    at v (/abs/node_modules/@scope/pkg/i.js:1:1)';
console.log(JSON.stringify(util.inspect(e, { colors: true }).split('\n')));
