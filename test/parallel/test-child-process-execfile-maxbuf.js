// Port of nodejs/node test/parallel/test-child-process-execfile-maxbuf.js (rewritten for minirt).
'use strict';
// execFile() applies maxBuffer (default 1 MiB, counted in bytes) to stdout and stderr.
const common = require('../common');
const assert = require('assert');
const { execFile } = require('child_process');

const overflow = (which) => common.mustCall((err) => {
  assert.ok(err instanceof RangeError);
  assert.strictEqual(err.code, 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER');
  assert.strictEqual(err.message, `${which} maxBuffer length exceeded`);
});

execFile(process.execPath, ['-e', 'console.log("b".repeat(1024 * 1024))'], overflow('stdout'));
execFile(process.execPath, ['-e', 'console.log("b".repeat(1024 * 1024 - 1))'],
         common.mustSucceed((stdout, stderr) => {
           assert.strictEqual(stdout.length, 1024 * 1024);
           assert.strictEqual(stderr, '');
         }));
execFile(process.execPath, ['-e', 'console.log("unbounded")'], { maxBuffer: Infinity },
         common.mustSucceed((stdout) => assert.strictEqual(stdout, 'unbounded\n')));
execFile('echo', ['too long'], { maxBuffer: 3 }, overflow('stdout'));

const han = '\u4e2d\u6587\u6d4b\u8bd5';
execFile(process.execPath, ['-e', `console.log('${han}')`], { maxBuffer: 10 }, overflow('stdout'));
execFile(process.execPath, ['-e', `console.error('${han}')`], { maxBuffer: 10 }, overflow('stderr'));
execFile(process.execPath, ['-e', `console.log('${han}')`], { encoding: null, maxBuffer: 10 },
         overflow('stdout')).stdout.setEncoding('utf-8');
execFile(process.execPath, ['-e', `console.error('${han}')`], { encoding: null, maxBuffer: 10 },
         overflow('stderr')).stderr.setEncoding('utf-8');
