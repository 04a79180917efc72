// minirt's own test: a file that does not parse because `--`/`++` is applied to what cannot
// be assigned (a PEM file required as code) is reported in V8's words, as Node 26.10 does:
// "Invalid left-hand side expression in prefix operation", the operand underlined.
'use strict';
require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = path.join(tmpdir.path, 'cert.js');
fs.writeFileSync(file, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
const child = spawnSync(process.execPath, [file], { encoding: 'utf8' });
assert.strictEqual(child.status, 1);
assert.ok(child.stderr.startsWith(`${file}:1\n-----BEGIN CERTIFICATE-----\n    ^^^^^^\n`),
          child.stderr);
assert.match(child.stderr, /^SyntaxError: Invalid left-hand side expression in prefix operation$/m);
