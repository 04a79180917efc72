// Port of nodejs/node test/parallel/test-fs-watch-ignore-invalid.js (rewritten for minirt).
'use strict';

// Also covers the cases of test-fs-watch-ignore-{glob,regexp,function,mixed} and
// -recursive-glob-subdirectories. options.ignore: validation (type and empty string, also
// inside arrays), then filtering by glob, RegExp and function, alone or mixed in an array;
// a slash-free glob also matches the base name in a recursive watch.

const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');

for (const [ignore, code] of [[123, 'ERR_INVALID_ARG_TYPE'], ['', 'ERR_INVALID_ARG_VALUE'],
                              [[123], 'ERR_INVALID_ARG_TYPE'], [[''], 'ERR_INVALID_ARG_VALUE']]) {
  assert.throws(() => fs.watch('.', { ignore }), { code, name: 'TypeError' });
}

tmpdir.refresh();

function check(label, options, ignoredNames, keptName, setup) {
  const dir = tmpdir.resolve(label);
  fs.mkdirSync(dir);
  if (setup) setup(dir);
  const watcher = fs.watch(dir, options);
  watcher.on('change', common.mustCallAtLeast((eventType, filename) => {
    for (const ignored of ignoredNames) assert.notStrictEqual(filename, ignored);
    if (filename === keptName) watcher.close();
  }));
  setImmediate(() => {
    for (const ignored of ignoredNames) fs.writeFileSync(path.join(dir, ignored), 'skip');
    fs.writeFileSync(path.join(dir, keptName), 'keep');
  });
}

check('glob', { ignore: '*.log' }, ['debug.log'], 'kept.txt');
check('regexp', { ignore: /\.tmp$/ }, ['scratch.tmp'], 'kept.txt');
check('function', { ignore: (name) => name.startsWith('.') }, ['.hidden'], 'kept.txt');
check('mixed', { ignore: ['*.log', /\.tmp$/, (name) => name.startsWith('.')] },
      ['a.log', 'b.tmp', '.c'], 'kept.txt');
check('recursive', { recursive: true, ignore: ['*.log', '**/node_modules/**', '**/node_modules'] },
      [path.join('sub', 'deep.log'), path.join('node_modules', 'pkg.json')],
      path.join('sub', 'kept.txt'),
      (dir) => {
        fs.mkdirSync(path.join(dir, 'sub'));
        fs.mkdirSync(path.join(dir, 'node_modules'));
      });
