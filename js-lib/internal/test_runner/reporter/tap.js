'use strict';
// internal/test_runner/reporter/tap: the TAP version 13 reporter. Subtests are indented by
// four spaces per level; each result carries a YAML block with its duration, type, location
// (failures only) and error (message, code, name, expected/actual, stack frames).

const { inspectWithNoCustomRetry } = require('internal/errors');
const { isDate, isNativeError } = require('internal/util/types');

const kDefaultIndent = '    ';
const kFrameStartRegExp = /^ {4}at /;
const kLineBreakRegExp = /\n|\r\n/;
const kDefaultTAPVersion = 13;
const inspectOptions = { __proto__: null, colors: false, breakLength: Infinity };
let testModule;

function lazyLoadTest() {
  testModule ??= require('internal/test_runner/test');
  return testModule;
}

async function* tapReporter(source) {
  yield `TAP version ${kDefaultTAPVersion}\n`;
  for await (const { type, data } of source) {
    switch (type) {
      case 'test:fail': {
        yield reportTest(data.nesting, data.testNumber, 'not ok', data.name, data.skip, data.todo,
                         data.expectFailure);
        const location = data.file ? `${data.file}:${data.line}:${data.column}` : null;
        yield reportDetails(data.nesting, data.details, location);
        break;
      }
      case 'test:pass':
        yield reportTest(data.nesting, data.testNumber, 'ok', data.name, data.skip, data.todo,
                         data.expectFailure);
        yield reportDetails(data.nesting, data.details, null);
        break;
      case 'test:plan':
        yield `${indent(data.nesting)}1..${data.count}\n`;
        break;
      case 'test:start':
        yield `${indent(data.nesting)}# Subtest: ${tapEscape(data.name)}\n`;
        break;
      case 'test:stderr':
      case 'test:stdout': {
        const lines = data.message.split(kLineBreakRegExp);
        for (let i = 0; i < lines.length; i++) {
          if (lines[i].length === 0) continue;
          yield `# ${tapEscape(lines[i])}\n`;
        }
        break;
      }
      case 'test:interrupted':
        for (const test of data.tests) {
          yield `# Interrupted while running: ${tapEscape(test.name)} at ` +
            `${test.file}:${test.line}:${test.column}\n`;
        }
        break;
      case 'test:diagnostic':
      case 'test:log':
        yield `${indent(data.nesting)}# ${tapEscape(data.message)}\n`;
        break;
    }
  }
}

function reportTest(nesting, testNumber, status, name, skip, todo, expectFailure) {
  let line = `${indent(nesting)}${status} ${testNumber}`;
  if (name) line += ` ${tapEscape(`- ${name}`)}`;
  if (skip !== undefined) {
    line += ` # SKIP${typeof skip === 'string' && skip.length ? ` ${tapEscape(skip)}` : ''}`;
  } else if (todo !== undefined) {
    line += ` # TODO${typeof todo === 'string' && todo.length ? ` ${tapEscape(todo)}` : ''}`;
  } else if (expectFailure !== undefined) {
    line += ' # EXPECTED FAILURE';
    if (typeof expectFailure === 'string') {
      line += ` ${tapEscape(expectFailure)}`;
    }
  }
  return `${line}\n`;
}

function reportDetails(nesting, data = { __proto__: null }, location) {
  const { error, duration_ms } = data;
  const pad = indent(nesting);
  let details = `${pad}  ---\n`;
  details += jsToYaml(pad, 'duration_ms', duration_ms);
  details += jsToYaml(pad, 'type', data.type);
  if (location) details += jsToYaml(pad, 'location', location);
  details += jsToYaml(pad, null, error, new Set());
  details += `${pad}  ...\n`;
  return details;
}

const memo = new Map();
function indent(nesting) {
  let value = memo.get(nesting);
  if (value === undefined) {
    value = kDefaultIndent.repeat(nesting);
    memo.set(nesting, value);
  }
  return value;
}

// TAP reserves # and \ in descriptions; control characters are spelled out.
function tapEscape(input) {
  return input.replaceAll('\b', '\\b').replaceAll('\f', '\\f').replaceAll('\t', '\\t')
    .replaceAll('\n', '\\n').replaceAll('\r', '\\r').replaceAll('\v', '\\v')
    .replaceAll('\\', '\\\\').replaceAll('#', '\\#');
}

function isError(value) {
  return isNativeError(value) || value instanceof Error;
}

function jsToYaml(pad, name, value, seen) {
  if (value === undefined) return '';
  const prefix = `${pad}  ${name}:`;
  if (value === null) return `${prefix} ~\n`;

  if (typeof value !== 'object') {
    if (typeof value !== 'string') {
      return `${prefix} ${inspectWithNoCustomRetry(value, inspectOptions)}\n`;
    }
    const lines = value.split(kLineBreakRegExp);
    if (lines.length === 1) {
      return `${prefix} ${inspectWithNoCustomRetry(value, inspectOptions)}\n`;
    }
    let str = `${prefix} |-\n`;
    for (let i = 0; i < lines.length; i++) str += `${pad}    ${lines[i]}\n`;
    return str;
  }

  seen.add(value);
  const entries = Object.entries(value);
  const isErrorObj = isError(value);
  let propsIndent = pad;
  let result = '';

  if (name != null) {
    result += prefix;
    if (isDate(value)) {
      // YAML writes dates in ISO 8601.
      return `${result} ${value.toISOString()}\n`;
    }
    result += '\n';
    propsIndent += '  ';
  }

  for (let i = 0; i < entries.length; i++) {
    const { 0: key, 1: entryValue } = entries[i];
    if (isErrorObj && (key === 'cause' || key === 'code')) continue;
    if (seen.has(entryValue)) {
      result += `${propsIndent}  ${key}: <Circular>\n`;
      continue;
    }
    result += jsToYaml(propsIndent, key, entryValue, seen);
  }

  if (isErrorObj) {
    const { kUnwrapErrors } = lazyLoadTest();
    const { cause, code, failureType, message, expected, actual, operator, stack } = value;
    let errMsg = message ?? '<unknown error>';
    let errName = value.name;
    let errStack = stack;
    let errCode = code;
    let errExpected = expected;
    let errActual = actual;
    let errOperator = operator;
    let errIsAssertion = isAssertionLike(value);

    // A failure wrapping the user's error shows that error's message and stack.
    if (code === 'ERR_TEST_FAILURE' && kUnwrapErrors.has(failureType)) {
      errStack = cause?.stack ?? errStack;
      errCode = cause?.code ?? errCode;
      errName = cause?.name ?? errName;
      errMsg = cause?.message ?? errMsg;
      if (isAssertionLike(cause)) {
        errExpected = cause.expected;
        errActual = cause.actual;
        errOperator = cause.operator ?? errOperator;
        errIsAssertion = true;
      }
    }

    result += jsToYaml(pad, 'error', errMsg, seen);
    if (errCode) result += jsToYaml(pad, 'code', errCode, seen);
    if (errName && errName !== 'Error') result += jsToYaml(pad, 'name', errName, seen);
    if (errIsAssertion) {
      // Separate copies of `seen` so expected and actual find their own cycles.
      result += jsToYaml(pad, 'expected', errExpected, new Set(seen));
      result += jsToYaml(pad, 'actual', errActual, new Set(seen));
      if (errOperator) result += jsToYaml(pad, 'operator', errOperator, seen);
    }
    if (typeof errStack === 'string') {
      const frames = [];
      const lines = errStack.split(kLineBreakRegExp);
      for (let i = 0; i < lines.length; i++) {
        const frame = lines[i];
        const processed = frame.replace(kFrameStartRegExp, '');
        if (processed.length > 0 && processed.length !== frame.length) frames.push(processed);
      }
      if (frames.length > 0) {
        const frameDelimiter = `\n${pad}    `;
        result += `${pad}  stack: |-${frameDelimiter}`;
        result += `${frames.join(frameDelimiter)}\n`;
      }
    }
  }
  return result;
}

function isAssertionLike(value) {
  return value && typeof value === 'object' && 'expected' in value && 'actual' in value;
}

module.exports = tapReporter;
