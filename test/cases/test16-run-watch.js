// node:test run({ watch: true }): each run is summarised as its last file ends; a change to
// a file that a test file loaded reruns only that test file, announced by
// test:watch:restarted, with counts started afresh; aborting the signal ends the run.
// timeout: 60
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { run } = require('node:test');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test16-watch-'));
fs.mkdirSync(path.join(dir, 'test'));
fs.writeFileSync(path.join(dir, 'helper.js'), 'module.exports = 1;\n');
fs.writeFileSync(path.join(dir, 'test', 'a.js'),
                 "const h = require('../helper.js');\nrequire('node:test')(`a sees ${h}`, () => {});\n");
fs.writeFileSync(path.join(dir, 'test', 'b.js'), "require('node:test')('b', () => {});\n");

const ac = new AbortController();
const stream = run({ watch: true, signal: ac.signal, cwd: dir, concurrency: 1 });
let drained = 0;
stream.on('data', ({ type, data }) => {
  if (type === 'test:pass' || type === 'test:fail') {
    console.log(type, data.name);
  } else if (type === 'test:summary' && data.file === undefined) {
    const { tests, passed, failed } = data.counts;
    console.log('summary', { tests, passed, failed, success: data.success });
  } else if (type === 'test:watch:restarted' || type === 'test:watch:drained') {
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
