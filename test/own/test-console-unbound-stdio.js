// minirt's own test: the global console prints plain lines straight to fd 1 and 2 until the
// program reads process.stdout/stderr (js-lib/console.js, kBindStreamsLazy); the order of
// lines around the moment the streams are made, replaced streams, and output right before
// process.exit() are kept, for pipes and for files. Expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');

function run(code, stdio) {
  return spawnSync(process.execPath, ['-e', code], { encoding: 'utf8', stdio });
}

const ordering = `
  console.log('one', 'two');
  console.error('err1');
  process.stdout.write('three\\n');
  console.log('four');
  console.log('%s%%', 5);
  console.error('err2');
  console.log('six');
  process.exit(0);
`;
const piped = run(ordering, 'pipe');
assert.strictEqual(piped.status, 0);
assert.strictEqual(piped.stdout, 'one two\nthree\nfour\n5%\nsix\n');
assert.strictEqual(piped.stderr, 'err1\nerr2\n');

tmpdir.refresh();
const outFile = path.join(tmpdir.path, 'out.txt');
const fd = fs.openSync(outFile, 'w');
const toFile = run(ordering, ['ignore', fd, 'pipe']);
fs.closeSync(fd);
assert.strictEqual(toFile.status, 0);
assert.strictEqual(fs.readFileSync(outFile, 'utf8'), 'one two\nthree\nfour\n5%\nsix\n');

// A stdout replaced before the first line receives it.
const replaced = run(`
  const lines = [];
  const fake = new (require('events'))();
  fake.write = (s) => { lines.push(s); return true; };
  Object.defineProperty(process, 'stdout', { value: fake, configurable: true });
  console.log('caught', 'here');
  process.stderr.write(JSON.stringify(lines));
`, 'pipe');
assert.strictEqual(replaced.stdout, '');
assert.strictEqual(replaced.stderr, '["caught here\\n"]');

// Lines printed after the program wrapped stdout.write go through the wrapper.
const wrapped = run(`
  const write = process.stdout.write;
  process.stdout.write = function (s, ...rest) { return write.call(this, '> ' + s, ...rest); };
  console.log('a');
  console.log('b', 'c');
`, 'pipe');
assert.strictEqual(wrapped.stdout, '> a\n> b c\n');

// Group indentation applies to the direct lines too.
const grouped = run("console.group('g'); console.log('x\\ny'); console.groupEnd(); console.log('z');",
                    'pipe');
assert.strictEqual(grouped.stdout, 'g\n  x\n  y\nz\n');
