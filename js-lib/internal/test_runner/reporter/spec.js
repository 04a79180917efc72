'use strict';
// internal/test_runner/reporter/spec: the human-readable reporter (node:test's default). One
// line per result, parents announced with ▶ when their first child reports, diagnostics with
// ℹ, and after the run's own summary a "failing tests" section with each failure's location
// and error (after every run in watch mode, each restart announced).

const { Transform } = require('internal/streams/transform');
const { relative } = require('path');
const { createFormatter, indent, symbols } = require('internal/test_runner/reporter/utils');

const kSubtestsFailed = 'subtestsFailed';

class SpecReporter extends Transform {
  #stack = [];
  #reported = [];
  #failedTests = [];
  #cwd = process.cwd();
  #format;

  constructor() {
    super({ __proto__: null, writableObjectMode: true });
    this.#format = createFormatter();
  }

  #levelColor(level) {
    const { colors } = this.#format;
    if (level === 'warn') return colors.yellow;
    if (level === 'error') return colors.red;
    return colors.blue;
  }

  #handleTestReportEvent(type, data) {
    // The matching test:start is first on the stack; the rest are parents not yet shown.
    this.#stack.shift();
    let prefix = '';
    while (this.#stack.length) {
      const parent = this.#stack.pop();
      const msg = parent.data;
      this.#reported.unshift(msg);
      prefix += `${indent(msg.nesting)}${symbols['arrow:right']}${msg.name}\n`;
    }
    let hasChildren = false;
    const first = this.#reported[0];
    if (first && first.nesting === data.nesting && first.name === data.name) {
      this.#reported.shift();
      hasChildren = true;
    }
    return `${this.#format.formatTestReport(type, data, prefix, indent(data.nesting),
                                            hasChildren, false)}\n`;
  }

  #handleEvent({ type, data }) {
    switch (type) {
      case 'test:fail':
        if (data.details?.error?.failureType !== kSubtestsFailed) this.#failedTests.push(data);
        return this.#handleTestReportEvent(type, data);
      case 'test:pass':
        return this.#handleTestReportEvent(type, data);
      case 'test:start':
        this.#stack.unshift({ __proto__: null, data, type });
        break;
      case 'test:stderr':
      case 'test:stdout':
        return data.message;
      case 'test:diagnostic':
        return `${this.#levelColor(data.level)}${indent(data.nesting)}` +
          `${symbols['test:diagnostic']}${data.message}${this.#format.colors.white}\n`;
      case 'test:summary':
        // Files' own summaries name the file; only the run's is followed by the failures.
        if (data.file === undefined) return this.#formatFailedTests();
        break;
      case 'test:watch:restarted':
        return `\nRestarted at ${new Date().toLocaleString()}\n`;
      case 'test:interrupted':
        return this.#formatInterrupted(data.tests);
      case 'test:log':
        return `${this.#format.colors.blue}${indent(data.nesting)}` +
          `${symbols['test:diagnostic']}${data.message}${this.#format.colors.white}\n`;
    }
  }

  #formatInterrupted(tests) {
    const { colors } = this.#format;
    let out = `\n${colors.yellow}Interrupted while running:${colors.white}\n\n`;
    for (const test of tests) {
      const where = test.file ?
        ` ${colors.gray}(${relative(this.#cwd, test.file)}:${test.line}:${test.column})` +
          `${colors.white}` : '';
      out += `${indent(test.nesting)}${symbols['warning:alert']}${test.name}${where}\n`;
    }
    return out;
  }

  _transform({ type, data }, encoding, callback) {
    callback(null, this.#handleEvent({ __proto__: null, type, data }));
  }

  _flush(callback) {
    callback(null, this.#formatFailedTests());
  }

  #formatFailedTests() {
    if (this.#failedTests.length === 0) return '';
    const { colors, colorOf, formatTestReport } = this.#format;
    const results = [
      `\n${colorOf['test:fail']}${symbols['test:fail']}failing tests:${colors.white}\n`,
    ];
    for (const test of this.#failedTests) {
      if (test.file) {
        results.push(`test at ${relative(this.#cwd, test.file)}:${test.line}:${test.column}`);
      }
      results.push(formatTestReport('test:fail', test));
    }
    this.#failedTests = [];
    return results.join('\n');
  }
}

module.exports = SpecReporter;
