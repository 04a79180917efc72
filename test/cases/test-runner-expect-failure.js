// node:test's expectFailure option: a label, matchers (RegExp, class, function, properties
// object, { label, match }), inheritance by subtests and suite tests, an empty object
// rejected, and a suite whose tests all pass reported as failing. Runs itself in a child
// with the TAP reporter and prints the result lines (durations vary).
'use strict';
if (process.env.XFAIL_CHILD) {
  const { test, suite } = require('node:test');
  const boom = () => { throw new Error('boom'); };
  test('label', { expectFailure: 'why' }, boom);
  test('empty label', { expectFailure: '' }, boom);
  test('config label', { expectFailure: { label: 'Bug #1' } }, boom);
  test('regex ok', { expectFailure: /boom/ }, boom);
  test('regex mismatch', { expectFailure: /bang/ }, boom);
  test('class ok', { expectFailure: Error }, boom);
  test('class mismatch', { expectFailure: RangeError }, boom);
  test('function mismatch', { expectFailure: (e) => e.code === 'X' }, boom);
  test('props ok', { expectFailure: { message: 'boom' } }, boom);
  test('mixed props', { expectFailure: { label: 'L', message: 'boom' } }, boom);
  test('config match', { expectFailure: { label: 'L2', match: /boom/ } }, boom);
  test('unexpected pass', { expectFailure: true }, () => {});
  test('empty object', () => {
    require('assert').throws(() => test('x', { expectFailure: {} }), {
      code: 'ERR_INVALID_ARG_VALUE',
    });
  });
  test('inherited', { expectFailure: true }, async (t) => {
    await t.test('throws', boom);
    await t.test('passes', () => {});
  });
  suite('suite all pass', { expectFailure: /boom/ }, () => {
    test('throws', boom);
  });
} else {
  const { spawnSync } = require('child_process');
  const r = spawnSync(process.execPath, ['--test-reporter=tap', __filename], {
    env: { ...process.env, XFAIL_CHILD: '1' }, encoding: 'utf8',
  });
  console.log('status', r.status);
  for (const line of r.stdout.split('\n')) {
    if (/^\s*(not )?ok /.test(line)) console.log(line);
  }
}
