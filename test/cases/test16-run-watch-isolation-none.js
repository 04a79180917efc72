// node:test run({ watch: true, isolation: 'none' }): one child runs every file, reported as
// one nameless file; a change to a file any of them loaded reruns them all.
// timeout: 60
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { run } = require('node:test');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test16-watch-none-'));
fs.writeFileSync(path.join(dir, 'helper.js'), 'module.exports = 1;\n');
fs.writeFileSync(path.join(dir, 'a.test.js'),
                 "const h = require('./helper.js');\nrequire('node:test')(`a sees ${h}`, () => {});\n");
fs.writeFileSync(path.join(dir, 'b.test.js'), "require('node:test')('b', () => {});\n");
const files = [path.join(dir, 'a.test.js'), path.join(dir, 'b.test.js')];

const ac = new AbortController();
const stream = run({ watch: true, isolation: 'none', signal: ac.signal, cwd: dir, files });
let drained = 0;
stream.on('data', ({ type, data }) => {
  if (type === 'test:pass' || type === 'test:fail') {
    console.log(type, JSON.stringify(data.name), data.nesting);
  } else if (type === 'test:summary' && data.file === undefined) {
    const { tests, passed, failed } = data.counts;
    console.log('summary', { tests, passed, failed });
  } else if (type === 'test:watch:restarted') {
    console.log(type);
  }
  if (type === 'test:watch:drained') {
    drained++;
    if (drained === 1) {
      fs.writeFileSync(path.join(dir, 'helper.js'), 'module.exports = 2;\n');
    } else {
      ac.abort();
    }
  }
});
stream.on('end', () => {
  console.log('end');
  fs.rmSync(dir, { recursive: true });
});
