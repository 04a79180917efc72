'use strict';
// internal/test_runner/cli: `minirt --test [patterns...]`. The CLI keeps `--test` and the
// other --test-* flags in process.execArgv and calls main() with the positional arguments:
// test files are found (Node's default patterns when none are given), each runs in its own
// child process (or, with --test-isolation=none, all load into this one), and the results
// are reported with the reporters chosen on the command line. A failing run sets the exit
// code to 1. NODE_DEBUG=test_runner prints the options the run starts with.

function main(args = []) {
  const { parseCommandLine } = require('internal/test_runner/utils');
  const { run } = require('internal/test_runner/runner');
  const options = parseCommandLine();
  options.globPatterns = args;
  require('internal/util/debuglog').debuglog('test_runner')(
    'test runner configuration:', options);
  // run() takes the command line's tag filters as written, not parsed.
  delete options.testTagFilters;
  run(options).on('test:summary', (data) => {
    if (!data.success) process.exitCode = 1;
  });
}

module.exports = { main };
