// Port of nodejs/node test/parallel/test-path-win32-normalize-device-names.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const path = require('path');

// Reserved DOS device names followed by ':' must not turn into drive-relative paths; the
// upstream test is Windows-only, but path.win32 behaves the same on every platform.
const cases = [
  ['CON', 'CON'], ['con', 'con'], ['CON:', '.\\CON:.'], ['con:', '.\\con:.'], ['CON:.', '.\\CON:.'],
  ['LPT9.foo', 'LPT9.foo'], ['COM9:', '.\\COM9:.'], ['COM9.', '.\\COM9.'], ['C:COM9', 'C:COM9'],
  ['C:\\COM9', 'C:\\COM9'], ['CON:./foo', '.\\CON:foo'], ['CON:/foo', '.\\CON:foo'], ['CON:../foo', '.\\CON:..\\foo'],
  ['CON:..', '.\\CON:..'], ['CON:..\\..\\foo\\', '.\\CON:..\\..\\foo\\'], ['COM1:a:b:c', '.\\COM1:a:b:c'],
  ['c:lpt1', 'c:lpt1'], ['PRN:.\\..\\bar', '.\\PRN:..\\bar'], ['AUX:/../../baz', '.\\AUX:..\\..\\baz'],
  ['\\\\server\\share\\COM1:', '\\\\server\\share\\COM1:'],
  ['\\\\server\\share\\COM1:..\\..\\..\\..\\Windows', '\\\\server\\share\\Windows'],
];
for (const [input, expected] of cases) {
  const actual = path.win32.normalize(input);
  if (actual !== expected) assert.strictEqual(actual, expected, input);
}
