// V8-style `error.stack` on top of Boa: Boa's stack string has only the `    at` frames,
// so a `Name: message` header is added on first read; plus `Error.captureStackTrace` and
// `Error.stackTraceLimit`, which Boa lacks.
'use strict';

const ErrorProto = Error.prototype;
const frameGetter = Object.getOwnPropertyDescriptor(ErrorProto, 'stack').get;
const { defineProperty } = Object;

if (!('stackTraceLimit' in Error)) Error.stackTraceLimit = 10;

function header(err) {
  let name;
  let message;
  try {
    name = err.name;
    message = err.message;
  } catch {
    // A throwing getter must not make reading `stack` throw.
  }
  name = name === undefined ? 'Error' : `${name}`;
  message = message === undefined ? '' : `${message}`;
  if (name === '') return message;
  if (message === '') return name;
  return `${name}: ${message}`;
}

// Files compiled inside a one-line function wrapper (CommonJS): columns on their first
// line are shifted by the wrapper's length, which the frames must not show.
const wrapperOffsets = new Map();

function registerWrapped(filename, prefixLength) {
  wrapperOffsets.set(filename, prefixLength);
}

// Frames end in `(file:line:col)` or `at file:line:col`. Parsed by hand: Boa's regex
// engine took 35 µs a frame here, which made every `error.stack` cost ~250 µs.
function fixColumn(line) {
  if (!line.includes(':1:')) return line;
  const paren = line.endsWith(')');
  const start = paren ? line.indexOf('(') + 1 : line.indexOf('at ') + 3;
  const end = paren ? line.length - 1 : line.length;
  if (start <= 0 || (paren && start === 0)) return line;
  const lastColon = line.lastIndexOf(':', end - 1);
  const digits = line.slice(lastColon + 1, end);
  if (lastColon < start || digits === '' || !/^\d+$/.test(digits) ||
      !line.startsWith(':1', lastColon - 2) || lastColon - 2 < start) {
    return line;
  }
  const offset = wrapperOffsets.get(line.slice(start, lastColon - 2));
  if (offset === undefined) return line;
  const col = Math.max(1, Number(digits) - offset);
  return `${line.slice(0, lastColon + 1)}${col}${line.slice(end)}`;
}

function limitFrames(frames, skipThrough) {
  if (typeof frames !== 'string') return '';
  let lines = frames.split('\n');
  if (wrapperOffsets.size > 0) lines = lines.map(fixColumn);
  if (lines[lines.length - 1] === '') lines.pop();
  if (skipThrough !== undefined) {
    // captureStackTrace's own frame always goes; then everything up to constructorOpt.
    if (lines.length > 0 && lines[0].startsWith('    at captureStackTrace ')) lines.shift();
    for (let i = lines.length - 1; i >= 0; i--) {
      if (lines[i].startsWith(`    at ${skipThrough} `)) {
        lines = lines.slice(i + 1);
        break;
      }
    }
  }
  const limit = Error.stackTraceLimit;
  if (typeof limit === 'number' && limit >= 0 && lines.length > limit) {
    lines = lines.slice(0, limit);
  }
  return lines.length === 0 ? '' : `\n${lines.join('\n')}`;
}

function setOwnStack(obj, value) {
  defineProperty(obj, 'stack', { value, writable: true, configurable: true, enumerable: false });
}

defineProperty(ErrorProto, 'stack', {
  configurable: true,
  enumerable: false,
  get() {
    const frames = frameGetter.call(this);
    if (frames === undefined) return undefined;
    const stack = header(this) + limitFrames(frames);
    setOwnStack(this, stack);
    return stack;
  },
  set(value) {
    if (this === null || (typeof this !== 'object' && typeof this !== 'function')) return;
    setOwnStack(this, value);
  },
});

function captureStackTrace(obj, constructorOpt) {
  if (obj === null || (typeof obj !== 'object' && typeof obj !== 'function')) {
    throw new TypeError('Invalid argument');
  }
  const frames = limitFrames(
    frameGetter.call(new Error()),
    typeof constructorOpt === 'function' ? constructorOpt.name.replace(/^bound /, '') : '');
  // The first frame is captureStackTrace's caller only when no constructorOpt cut it.
  let stack;
  defineProperty(obj, 'stack', {
    configurable: true,
    enumerable: false,
    get() {
      if (stack === undefined) stack = header(obj) + frames;
      return stack;
    },
    set(value) {
      setOwnStack(this, value);
    },
  });
}

defineProperty(Error, 'captureStackTrace', {
  value: captureStackTrace,
  writable: true,
  configurable: true,
  enumerable: false,
});

// internalBinding('util').getCallSites(n): the JS frames above the caller of the function
// that asked (so util.getCallSites()[0] is util.getCallSites's caller), parsed from the
// engine's backtrace. Native frames are left out.
function getCallSites(limit = 10) {
  const raw = frameGetter.call(new Error());
  if (typeof raw !== 'string') return [];
  const sites = [];
  const lines = raw.split('\n');
  for (let i = 2; i < lines.length && sites.length < limit; i++) {
    const line = wrapperOffsets.size > 0 ? fixColumn(lines[i]) : lines[i];
    const m = /^\s+at (?:(.*?) \()?(.+):(\d+):(\d+)\)?$/.exec(line);
    if (m === null) continue;
    const name = m[1] === undefined || m[1] === '<main>' ? '' : m[1];
    sites.push({
      functionName: name,
      scriptId: '0',
      scriptName: m[2],
      lineNumber: Number(m[3]),
      columnNumber: Number(m[4]),
      column: Number(m[4]),
    });
  }
  return sites;
}

module.exports = { registerWrapped, getCallSites };
