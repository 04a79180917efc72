'use strict';
// internal/test_runner/reporter/rerun: the hidden reporter of --test-rerun-failures. It
// records which tests passed in this run, keyed by `file:line:column` relative to the run's
// cwd (with `:(n)` for the n-th further test at the same place), and when the run's report
// ends appends that record to the state file's list of runs.

const { relative } = require('path');
const { writeFileSync } = require('fs');

function reportReruns(previousRuns, globalOptions) {
  return async function reporter(source) {
    const passed = { __proto__: null };
    const seen = { __proto__: null };
    let open = null;

    // A test:start opens a node under the one open; its pass/fail closes it. Tests with no
    // test:start (a pass reported straight away) get their node when they end.
    function openNode(data) {
      const node = { __proto__: null, data, parent: open, children: [] };
      open?.children.push(node);
      open = node;
    }

    for await (const { type, data } of source) {
      if (type === 'test:start') {
        openNode(data);
        continue;
      }
      if (type !== 'test:pass' && type !== 'test:fail') continue;
      if (open === null) openNode({ __proto__: null, name: 'root', nesting: 0 });
      if (open.data.name !== data.name || open.data.nesting !== data.nesting) openNode(data);
      const node = open;
      if (open.data.nesting === data.nesting) open = open.parent;

      const base = `${relative(globalOptions.cwd, data.file)}:${data.line}:${data.column}`;
      let key = base;
      if (seen[base] === undefined) {
        seen[base] = 1;
      } else {
        key += `:(${seen[base]})`;
        seen[base] += 1;
      }
      if (type === 'test:pass') {
        passed[key] = {
          __proto__: null,
          name: data.name,
          children: node.children.map((child) => child.data),
          passed_on_attempt: data.details.passed_on_attempt ?? data.details.attempt,
          duration_ms: data.details.duration_ms,
        };
      }
    }

    previousRuns.push(passed);
    writeFileSync(globalOptions.rerunFailuresFilePath, JSON.stringify(previousRuns, null, 2),
                  'utf8');
  };
}

module.exports = { reportReruns };
