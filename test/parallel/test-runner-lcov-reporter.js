// Port of nodejs/node test/parallel/test-runner-run-files-undefined.mjs (rewritten for
// minirt), with checks of the lcov reporter's tracefile format.
'use strict';
// The lcov reporter writes only 'test:coverage' summaries, as LCOV records; a run with no
// coverage (and run({ files: undefined }) in a directory with no test files) gives it
// nothing, and every built-in reporter can consume such a run.
require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const { Readable } = require('stream');
const { test, run } = require('node:test');
const reporters = require('node:test/reporters');

async function collect(stream) {
  let out = '';
  for await (const chunk of stream) out += chunk;
  return out;
}

test('a coverage summary becomes LCOV records', async () => {
  const coverage = {
    type: 'test:coverage',
    data: {
      nesting: 0,
      summary: {
        workingDirectory: '/project',
        totals: {},
        files: [{
          path: '/project/lib/a.js',
          totalLineCount: 3, coveredLineCount: 2,
          totalBranchCount: 2, coveredBranchCount: 1,
          totalFunctionCount: 2, coveredFunctionCount: 1,
          functions: [{ name: 'named', line: 1, count: 4 }, { name: '', line: 7, count: 0 }],
          branches: [{ line: 2, count: 1 }, { line: 8, count: 0 }],
          lines: [{ line: 1, count: 4 }, { line: 2, count: 1 }, { line: 7, count: 0 }],
        }, {
          path: '/elsewhere/b.js',
          totalLineCount: 0, coveredLineCount: 0,
          totalBranchCount: 0, coveredBranchCount: 0,
          totalFunctionCount: 0, coveredFunctionCount: 0,
          functions: [], branches: [], lines: [],
        }],
      },
    },
  };
  const events = [
    { type: 'test:pass', data: { name: 'ignored', nesting: 0, details: {} } },
    coverage,
    { type: 'test:diagnostic', data: { message: 'ignored too', nesting: 0 } },
  ];
  const out = await collect(Readable.from(events).compose(reporters.lcov));
  assert.strictEqual(out, [
    'TN:',
    'SF:lib/a.js',
    'FN:1,named', 'FN:7,anonymous_1', 'FNDA:4,named', 'FNDA:0,anonymous_1', 'FNF:2', 'FNH:1',
    'BRDA:2,0,0,1', 'BRDA:8,1,0,0', 'BRF:2', 'BRH:1',
    'DA:1,4', 'DA:2,1', 'DA:7,0', 'LH:2', 'LF:3',
    'end_of_record',
    'SF:../elsewhere/b.js',
    'FNF:0', 'FNH:0', 'BRF:0', 'BRH:0', 'LH:0', 'LF:0',
    'end_of_record',
    '',
  ].join('\n'));
});

test('the reporter is a Transform taking objects and giving text', () => {
  const reporter = new reporters.lcov();
  assert.strictEqual(reporter.writableObjectMode, true);
  assert.strictEqual(reporter.readableObjectMode, false);
});

test('run() with no files feeds every reporter nothing to fail or pass', async () => {
  tmpdir.refresh();
  const cwd = process.cwd();
  process.chdir(tmpdir.path);
  try {
    for (const name of ['spec', 'tap', 'dot', 'junit', 'lcov']) {
      const stream = run({ files: undefined }).compose(reporters[name]);
      stream.on('test:fail', () => assert.fail(`test:fail with ${name}`));
      stream.on('test:pass', () => assert.fail(`test:pass with ${name}`));
      const out = await collect(stream);
      if (name === 'lcov') assert.strictEqual(out, '');
    }
  } finally {
    process.chdir(cwd);
  }
});
