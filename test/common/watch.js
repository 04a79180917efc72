'use strict';
// minirt's subset of Node.js core's test/common/watch.js: only the skip helpers
// that the fs.watch tests use (the test-runner --watch helpers are not here).

const common = require('./index.js');

function skipIfNoWatch() {
  if (common.isIBMi) common.skip('IBMi does not support `fs.watch()`');
  if (common.isAIX) common.skip('folder watch capability is limited in AIX.');
}

function skipIfNoWatchModeSignals() {
  if (common.isWindows) common.skip('no signals on Windows');
  skipIfNoWatch();
}

module.exports = {
  skipIfNoWatch,
  skipIfNoWatchModeSignals,
};
