'use strict';
// internal/test_runner/reporter/dot: one character per result (. pass, X fail), wrapped at
// the terminal width, then the failures in the spec reporter's format.

const { createFormatter } = require('internal/test_runner/reporter/utils');

module.exports = async function* dot(source) {
  const { colors, formatTestReport } = createFormatter();
  let count = 0;
  let columns = getLineLength();
  const failedTests = [];
  for await (const { type, data } of source) {
    if (type === 'test:pass') yield `${colors.green}.${colors.reset}`;
    if (type === 'test:fail') {
      yield `${colors.red}X${colors.reset}`;
      failedTests.push(data);
    }
    if ((type === 'test:fail' || type === 'test:pass') && ++count === columns) {
      yield '\n';
      // The terminal may have been resized.
      columns = getLineLength();
      count = 0;
    }
  }
  yield '\n';
  if (failedTests.length > 0) {
    yield `\n${colors.red}Failed tests:${colors.white}\n\n`;
    for (let i = 0; i < failedTests.length; i++) {
      yield formatTestReport('test:fail', failedTests[i]);
    }
  }
};

function getLineLength() {
  return Math.max(process.stdout.columns ?? 20, 20);
}
