// node:test --test: failures rebuilt in the parent (AggregateError and other built-ins, subclasses, causes, non-errors) print as in Node
'use strict';
if (process.env.TEST7_CHILD) {
  const test = require('node:test');
  test('aggregate', () => { throw new AggregateError([new Error('e1'), new TypeError('e2')], 'agg'); });
  test('range with code', () => { const e = new RangeError('range'); e.code = 'ERR_X'; throw e; });
  class MyErr extends Error { constructor(m) { super(m); this.name = 'MyErr'; this.extra = { a: [1] }; } }
  test('subclass', () => { throw new MyErr('mine'); });
  test('string', () => { throw 'a string'; });
  test('number', () => { throw 42; });
  test('null', () => { throw null; });
  test('object', () => { throw { code: 'X', msg: 'obj' }; });
  test('symbol', () => Promise.reject(Symbol('s')));
} else {
  const { run } = require('../fixtures/test-runner/run-fixture.js');
  run(['--test', '--test-reporter=spec', __filename], { cwd: __dirname, env: { TEST7_CHILD: '1' } });
}
