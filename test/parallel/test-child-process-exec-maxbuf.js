// Port of nodejs/node test/parallel/test-child-process-exec-maxbuf.js (rewritten for minirt).
'use strict';
// exec() stops collecting at maxBuffer bytes (counted in bytes even when decoding), kills
// the child and reports ERR_CHILD_PROCESS_STDIO_MAXBUFFER with the output cut at the limit.
const common = require('../common');
const assert = require('assert');
const cp = require('child_process');

function assertOverflow(err, outputs, which, expected) {
  assert.ok(err instanceof RangeError);
  assert.strictEqual(err.code, 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER');
  assert.strictEqual(err.message, `${which} maxBuffer length exceeded`);
  assert.deepStrictEqual(outputs[which], expected);
}

function runScript(script, options, cb) {
  const [cmd, opts] = common.escapePOSIXShell`"${process.execPath}" -e "${script}"`;
  return cp.exec(cmd, { ...opts, ...options }, cb);
}

const MiB = 1024 * 1024;
// One byte too many for the default limit (the newline is the extra one).
runScript("console.log('z'.repeat(1024 * 1024))", {}, common.mustCall((err, stdout, stderr) => {
  assertOverflow(err, { stdout, stderr }, 'stdout', 'z'.repeat(MiB));
}));
// Exactly the limit is fine.
runScript("console.log('z'.repeat(1024 * 1024 - 1))", {}, common.mustSucceed((stdout, stderr) => {
  assert.strictEqual(stdout, `${'z'.repeat(MiB - 1)}\n`);
  assert.strictEqual(stderr, '');
}));
runScript("console.log('no limit')", { maxBuffer: Infinity }, common.mustSucceed((stdout) => {
  assert.strictEqual(stdout, 'no limit\n');
}));

cp.exec('echo 0123456789', { maxBuffer: 4 }, common.mustCall((err, stdout, stderr) => {
  assertOverflow(err, { stdout, stderr }, 'stdout', '0123');
}));

// Multi-byte text: 4 characters, 12 bytes.
const han = '\u4e2d\u6587\u6d4b\u8bd5';
runScript(`console.log('${han}')`, { maxBuffer: 10 }, common.mustCall((err, stdout, stderr) => {
  assertOverflow(err, { stdout, stderr }, 'stdout', `${han}\n`);
}));
runScript(`console.error('${han}')`, { maxBuffer: 3 }, common.mustCall((err, stdout, stderr) => {
  assertOverflow(err, { stdout, stderr }, 'stderr', han.slice(0, 3));
}));
// encoding: null gives Buffers, unless the stream itself decodes.
const decoded = runScript(`console.log('${han}')`, { encoding: null, maxBuffer: 10 },
                          common.mustCall((err, stdout, stderr) => {
                            assertOverflow(err, { stdout, stderr }, 'stdout', `${han}\n`);
                          }));
decoded.stdout.setEncoding('utf8');
runScript(`console.error('${han}')`, { encoding: null, maxBuffer: 5 },
          common.mustCall((err, stdout, stderr) => {
            assertOverflow(err, { stdout, stderr }, 'stderr', Buffer.from(han).subarray(0, 5));
          }));
