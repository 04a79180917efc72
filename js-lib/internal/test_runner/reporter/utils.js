'use strict';
// internal/test_runner/reporter/utils: the line format shared by the spec and dot
// reporters: symbols, colours, indentation, one test's result line and its error block.

const { inspectWithNoCustomRetry } = require('internal/errors');
const { getColors, shouldColorize } = require('internal/test_runner/utils');

const symbols = {
  '__proto__': null,
  'test:fail': '\u2716 ',
  'test:pass': '\u2714 ',
  'test:diagnostic': '\u2139 ',
  'test:coverage': '\u2139 ',
  'arrow:right': '\u25B6 ',
  'hyphen:minus': '\uFE63 ',
  'warning:alert': '\u26A0 ',
};

const indentMemo = new Map();
function indent(nesting) {
  let value = indentMemo.get(nesting);
  if (value === undefined) {
    value = '  '.repeat(nesting);
    indentMemo.set(nesting, value);
  }
  return value;
}

// A reporter's formatter: colours are fixed when the reporter is created.
function createFormatter() {
  const colors = getColors();
  const inspectOptions = {
    __proto__: null, colors: shouldColorize(process.stdout), breakLength: Infinity,
  };
  const colorOf = {
    '__proto__': null,
    'test:fail': colors.red,
    'test:pass': colors.green,
    'test:diagnostic': colors.blue,
  };

  function formatError(error, pad) {
    if (!error) return '';
    const err = error.code === 'ERR_TEST_FAILURE' ? error.cause : error;
    const message = inspectWithNoCustomRetry(err, inspectOptions).split(/\r?\n/)
      .join(`\n${pad}  `);
    return `\n${pad}  ${message}\n`;
  }

  function formatTestReport(type, data, prefix = '', pad = '', hasChildren = false,
                            showErrorDetails = true) {
    let color = colorOf[type] ?? colors.white;
    let symbol = symbols[type] ?? ' ';
    const { skip, todo, expectFailure } = data;
    const duration = data.details?.duration_ms;
    const durationText = duration ? ` ${colors.gray}(${duration}ms)${colors.white}` : '';
    const replayed = data.details?.passed_on_attempt !== undefined ?
      ` ${colors.gray}(passed on attempt ${data.details.passed_on_attempt})${colors.white}` : '';
    let title = `${data.name}${durationText}${replayed}`;
    if (skip !== undefined) {
      title += ` # ${typeof skip === 'string' && skip.length ? skip : 'SKIP'}`;
    } else if (todo !== undefined) {
      title += ` # ${typeof todo === 'string' && todo.length ? todo : 'TODO'}`;
    } else if (expectFailure !== undefined) {
      title += ' # EXPECTED FAILURE';
    }
    const error = showErrorDetails ? formatError(data.details?.error, pad) : '';
    const err = hasChildren ?
      (!error || data.details?.error?.failureType === 'subtestsFailed' ? '' : `\n${error}`) :
      error;
    if (skip !== undefined) {
      color = colors.gray;
      symbol = symbols['hyphen:minus'];
    } else if (todo !== undefined && type === 'test:fail') {
      color = colors.yellow;
      symbol = symbols['warning:alert'];
    }
    return `${prefix}${pad}${color}${symbol}${title}${colors.white}${err}`;
  }

  return { __proto__: null, colors, colorOf, formatError, formatTestReport };
}

module.exports = { createFormatter, indent, symbols };
