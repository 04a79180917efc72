// V8-style `error.stack` on top of Boa: Boa's stack string has only the `    at` frames,
// so a `Name: message` header is added on first read; plus `Error.captureStackTrace`,
// `Error.stackTraceLimit` and the `Error.prepareStackTrace(error, callSites)` hook with
// CallSite objects, which Boa lacks; a subclass's constructor frames and the JS frames of
// built-ins redone in internal/engine are left out, and which errors' stacks were read or
// replaced is kept (stackTouched).
'use strict';

const frameGetter = Object.getOwnPropertyDescriptor(Error.prototype, 'stack').get;
const { mapStackColumns } = internalBinding('util');
const { defineProperty } = Object;
const ErrorIsError = Error.isError;

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

// Frames Boa shows that V8 does not: Function.prototype.call/apply and Reflect.apply
// (V8 calls through them without a frame of their own), the engine's nameless native
// closures (an async function resuming after await, a module being evaluated), the native
// call assert.throws makes its block through (util.rs), the native entries that run
// `-e`/stdin code and vm scripts (where V8 shows Node's own vm frames), and EventEmitter's
// native emit (runtime/src/bindings/events.rs), which the JS emit's frame never showed
// either where Node hides its own. Removed from the whole text at once: a few native
// string calls instead of work per frame.
function dropHiddenFrames(frames) {
  return `\n${frames}`
    .replaceAll('\n    at call (native)', '')
    .replaceAll('\n    at apply (native)', '')
    .replaceAll('\n    at  (native)', '')
    .replaceAll('\n    at callCatchingStackOverflow (native)', '')
    .replaceAll('\n    at evalScript (native)', '')
    .replaceAll('\n    at runInRealm (native)', '')
    .replaceAll('\n    at emit (native)', '')
    .slice(1);
}

// A built-in that internal/engine/* redoes in JS runs under a native stub of the same name
// (internal/bootstrap/node): V8 shows the built-in as one frame, so the JS frames above its
// stub's (the method's and its helpers') go.
function dropEngineFixFrames(lines) {
  const out = [];
  let run = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const open = line.endsWith(')') ? line.indexOf(' (node:internal/engine/') : -1;
    if (open !== -1) {
      run++;
      const next = lines[i + 1];
      if (next === `${line.slice(0, open)} (native)`) {
        out.length -= run - 1;
        run = 0;
        continue;
      }
    } else {
      run = 0;
    }
    out.push(line);
  }
  return out;
}

// Boa names a frame `<main>` when its function has no name. V8 shows such a frame as its
// bare location, except a CommonJS module's top level: the wrapper function, called by
// Module.prototype._compile with `this` = module.exports, which V8 calls
// `Object.<anonymous>`. (An anonymous function the loader calls directly, such as a
// require.extensions handler, is named `Object.` plus its key by V8; close enough.)
// The function draining process.nextTick is called by the host with `process` as receiver.
function renameFrame(line, next) {
  if (line.startsWith('    at <main> (')) {
    const loc = line.slice(15, -1);
    if (next !== undefined && next.startsWith('    at <main> (node:internal/modules/cjs:') &&
        !loc.startsWith('node:')) {
      return `    at Object.<anonymous> (${loc})`;
    }
    return `    at ${loc}`;
  }
  if (line.startsWith('    at processTicksAndRejections (node:internal/process/task_queues:')) {
    return `    at process.${line.slice(7)}`;
  }
  return line;
}

// The frames of a raw Boa stack, cut and limited. Only string work on what the engine
// gave: this runs each time an error is created or captureStackTrace is called. The
// frame after the last one kept is returned too (`next`): formatting looks at a frame's
// caller to tell a constructor call.
// `ErrorCtor` is the Error constructor of the realm the stack belongs to (a vm context has
// its own): its `stackTraceLimit` cuts the frames.
function frameLines(frames, skipThrough, ErrorCtor = Error) {
  if (typeof frames !== 'string') return { lines: [], next: undefined };
  if (frames.includes(' (native)')) frames = dropHiddenFrames(frames);
  // Columns in the user's text where the pre-pass inserted code (source_pass/columns.rs).
  frames = mapStackColumns(frames);
  let lines = frames.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  if (frames.includes('(node:internal/engine/')) lines = dropEngineFixFrames(lines);
  if (skipThrough !== undefined) {
    // captureStackTrace's own frame always goes; then everything up to constructorOpt.
    if (lines.length > 0 && lines[0].startsWith('    at captureStackTrace ')) lines.shift();
    if (typeof skipThrough === 'function') lines = cutThrough(lines, skipThrough);
  }
  let next;
  const limit = ErrorCtor.stackTraceLimit;
  if (typeof limit === 'number' && limit >= 0 && lines.length > limit) {
    next = lines[limit];
    lines = lines.slice(0, limit);
  }
  // Columns and names are fixed after the cut, on the frames kept: constructorOpt is
  // found by the name Boa gave its frame.
  const wrapped = wrapperOffsets.size > 0;
  if (wrapped && next !== undefined) next = fixColumn(next);
  const n = lines.length;
  for (let i = 0; i < n; i++) {
    const line = wrapped ? fixColumn(lines[i]) : lines[i];
    lines[i] = renameFrame(line, i + 1 < n ? lines[i + 1] : next);
  }
  return { lines, next };
}

// Frames of code run by eval (default format only; CallSites read Boa's form): Boa shows `at <eval> (eval at :L:C)` (a function defined
// there: `at f (eval at :L:C)`, or its bare location when it has no name); V8 names the
// code `eval` and tells where the eval was called, from the first frame below that is not
// eval code: `at eval (eval at f (/file.js:1:23), <anonymous>:L:C)`.
const kEvalFrame = /^ {4}at (?:(.*?) \(eval at :(\d+:\d+)\)|eval at :(\d+:\d+))$/;
function evalOrigins(lines, next) {
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].includes('eval at :')) continue;
    const m = kEvalFrame.exec(lines[i]);
    if (m === null) continue;
    let j = i + 1;
    while (j < lines.length && kEvalFrame.test(lines[j])) j++;
    const caller = j < lines.length ? lines[j] : next;
    if (caller === undefined || kEvalFrame.test(caller)) continue;
    // The caller's own name, without the receiver V8 puts before it.
    const named = /^ {4}at (.+?) \((.*)\)$/.exec(caller);
    let name = '<anonymous>';
    let where = caller.slice(7);
    if (named !== null) {
      where = named[2];
      const dot = named[1].lastIndexOf('.');
      name = dot === -1 ? named[1] : named[1].slice(dot + 1);
    }
    const own = m[1] === undefined || m[1] === '<eval>' ? 'eval' : m[1];
    lines[i] = `    at ${own} (eval at ${name} (${where}), <anonymous>:${m[2] ?? m[3]})`;
  }
}

// Frames of functions made by Function() and its async and generator kin: the runtime
// compiles their code under a path naming where the function was made
// (`\u0001dyn:eval at NAME (FILE:L:C)`, runtime/src/engine/engine_fixes.rs); V8 shows
// `at eval (eval at NAME (FILE:L:C), <anonymous>:L:C)`, with the function's own name for
// a function declared inside that code.
const kDynamicFrame = /^ {4}at (?:(.*?) \()?\u0001dyn:(eval at .*):(\d+):(\d+)\)?$/;
// The maker's place with V8's column for a call (`Function(` on the name, not the `(`).
function dynamicSite(origin) {
  const m = /^(eval at .* \()(.*):(\d+):(\d+)\)$/.exec(origin);
  if (m === null) return origin;
  let at = Number(m[4]);
  // On line 1 of a wrapped CommonJS file the engine counts the wrapper's columns too.
  if (m[3] === '1' && wrapperOffsets.has(m[2])) at = Math.max(1, at - wrapperOffsets.get(m[2]));
  const column = v8FrameText().calleeColumn(m[2], Number(m[3]), at);
  // An ES module maker is named by its file: URL, as in its own frames.
  const file = moduleFiles.has(m[2]) ? require('internal/modules/esm_resolve').toFileHref(m[2]) : m[2];
  return `${m[1]}${file}:${m[3]}:${column})`;
}

function dynamicOrigins(lines) {
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].includes('\u0001dyn:')) continue;
    const m = kDynamicFrame.exec(lines[i]);
    if (m === null) continue;
    const name = m[1] === undefined || m[1] === '' || m[1] === 'anonymous' ? 'eval' : m[1];
    lines[i] = `    at ${name} (${dynamicSite(m[2])}, <anonymous>:${m[3]}:${m[4]})`;
  }
}

// The frames below the call of `fn`: the newest frame with its name, else the oldest frame
// inside its text (internal/errors_v8_frames); none when fn is not on the stack.
function cutThrough(lines, fn) {
  let name;
  try {
    name = fn.name;
  } catch {
    return lines;
  }
  const bound = typeof name === 'string' && name.startsWith('bound ');
  if (typeof name === 'string' && name !== '') {
    if (bound) name = name.slice(6);
    // V8 cuts at the newest call of fn itself. Frames only carry names: of several frames
    // with fn's name, the newest inside fn's text is taken (closures of one code, as zora's
    // assertion wrappers, and recursion: the newest; a same-named function of other code,
    // as process.emitWarning's own helper, is passed over), else the oldest.
    const named = [];
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].startsWith(`    at ${name} `)) named.push(i);
    }
    if (named.length === 1) return lines.slice(named[0] + 1);
    if (named.length > 1) {
      for (let k = 0; k < named.length; k++) {
        const line = wrapperOffsets.size > 0 ? fixColumn(lines[named[k]]) : lines[named[k]];
        if (v8FrameText().frameOfFunction([line], fn) === 0) return lines.slice(named[k] + 1);
      }
      return lines.slice(named[named.length - 1] + 1);
    }
  }
  // A bound function's own text tells nothing of where its target is.
  if (bound) return lines;
  const fixed = wrapperOffsets.size > 0 ? lines.map(fixColumn) : lines;
  const at = v8FrameText().frameOfFunction(fixed, fn);
  if (at === undefined) return lines;
  return at === -1 ? [] : lines.slice(at + 1);
}

// ES module files: V8 names them by file: URL in frames, where the engine has the path.
const moduleFiles = new Set();
function registerModuleFile(filename) {
  moduleFiles.add(filename);
}

// Scripts that are not files (`-e`, stdin) give their text here when they start.
const givenSources = new Map();
function registerSource(name, text) {
  givenSources.set(name, text);
  if (v8FrameModule !== undefined) v8FrameModule.forget(name);
}

// What formatting needs from the sources (internal/errors_v8_frames), loaded the first time
// a stack is formatted: start-up compiles none of it.
let v8FrameModule;
function v8FrameText() {
  v8FrameModule ??= require('internal/errors_v8_frames');
  return v8FrameModule;
}


// One parsed frame, with V8's CallSite methods. Boa's frames carry only a function name,
// a location and whether the frame is native, so receiver-related answers (getThis,
// getMethodName, getFunction) are unknown and reported as V8 does for strict frames;
// getTypeName is known only for the receivers frameLines names.
class CallSite {
  #functionName;
  #fileName;
  #line;
  #column;
  #native;
  #evalOrigin;
  #typeName;
  #isConstructor;
  #text;

  constructor(line) {
    const text = line.replace(/^\s+at /, '');
    this.#text = text;
    this.#functionName = null;
    this.#fileName = undefined;
    this.#line = null;
    this.#column = null;
    this.#native = false;
    this.#evalOrigin = undefined;
    this.#typeName = null;
    this.#isConstructor = false;
    let name;
    let location;
    if (text.endsWith(')') && text.includes(' (')) {
      const open = text.indexOf(' (');
      name = text.slice(0, open);
      location = text.slice(open + 2, -1);
    } else {
      location = text;
    }
    if (name !== undefined && name.startsWith('new ')) {
      this.#isConstructor = true;
      name = name.slice(4);
    }
    // The receivers frameLines names: a CommonJS module's top level and the tick drain.
    if (name === 'Object.<anonymous>') {
      this.#typeName = 'Object';
      name = undefined;
    } else if (name !== undefined && name.startsWith('process.')) {
      this.#typeName = 'process';
      name = name.slice(8);
    }
    if (name === '<main>' || name === '') name = undefined;
    else if (name === '<eval>') name = 'eval';
    if (name !== undefined) this.#functionName = name;
    if (location === 'native') {
      this.#native = true;
      return;
    }
    if (location.startsWith('\u0001dyn:')) {
      // Code made by Function(): see dynamicOrigins.
      const at = /^\u0001dyn:(eval at .*):(\d+):(\d+)$/.exec(location);
      if (at !== null) {
        this.#evalOrigin = dynamicSite(at[1]);
        this.#line = Number(at[2]);
        this.#column = Number(at[3]);
        if (name === undefined || name === 'anonymous') this.#functionName = 'eval';
      }
      return;
    }
    if (location.startsWith('eval at ')) this.#evalOrigin = location;
    const m = /^(.*):(\d+):(\d+)$/.exec(location);
    if (m === null) return;
    if (this.#evalOrigin === undefined) this.#fileName = m[1];
    this.#line = Number(m[2]);
    this.#column = Number(m[3]);
  }

  getThis() { return undefined; }
  getTypeName() { return this.#typeName; }
  getFunction() { return undefined; }
  getFunctionName() { return this.#functionName; }
  getMethodName() { return null; }
  getFileName() { return this.#fileName; }
  getLineNumber() { return this.#line; }
  getColumnNumber() { return this.#column; }
  getEnclosingLineNumber() { return this.#line; }
  getEnclosingColumnNumber() { return this.#column; }
  getPosition() { return 0; }
  getScriptHash() { return ''; }
  getScriptNameOrSourceURL() { return this.#fileName; }
  getEvalOrigin() { return this.#evalOrigin; }
  getPromiseIndex() { return null; }
  isToplevel() { return this.#typeName === null; }
  isEval() { return this.#evalOrigin !== undefined; }
  isNative() { return false; }
  isConstructor() { return this.#isConstructor; }
  isAsync() { return false; }
  isPromiseAll() { return false; }
  toString() { return this.#text; }
}

// The error constructors whose own frames never show in a stack: V8 starts an error's
// trace below the frame of the constructor `new` was applied to, so a subclass's
// constructors (and the super() calls between them) are not part of it. Boa records them,
// each under its class name.
const builtinErrorCtors = new Set([
  Error, TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError,
  AggregateError,
]);

function dropConstructorFrames(err, frames) {
  if (typeof frames !== 'string' || !frames.startsWith('    at ')) return frames;
  let ctor;
  try {
    ctor = Object.getPrototypeOf(err)?.constructor;
  } catch {
    return frames;
  }
  if (typeof ctor !== 'function' || builtinErrorCtors.has(ctor)) return frames;
  // The names of the constructors between new.target and the built-in one, each of
  // which may have a frame above the one of new.target.
  const names = new Set();
  let target;
  try {
    target = ctor.name;
    for (let c = ctor; typeof c === 'function' && !builtinErrorCtors.has(c) && names.size < 32;
      c = Object.getPrototypeOf(c)) {
      if (typeof c.name === 'string' && c.name !== '') names.add(c.name);
    }
  } catch {
    return frames;
  }
  if (typeof target !== 'string' || target === '') return frames;
  let at = 0;
  while (at < frames.length) {
    const end = frames.indexOf(' (', at + 7);
    if (end === -1) return frames;
    const name = frames.slice(at + 7, end);
    if (!names.has(name)) return frames;
    const nl = frames.indexOf('\n', end);
    const next = nl === -1 ? frames.length : nl + 1;
    // The frame of new.target ends the constructors' part.
    if (name === target) return frames.slice(next);
    at = next;
  }
  return frames;
}

// Node's default hook: the V8 format, `Name: message` then one `    at` line a frame.
function ErrorPrepareStackTrace(error, trace) {
  let out = header(error);
  for (let i = 0; i < trace.length; i++) out += `\n    at ${trace[i]}`;
  return out;
}

// As V8, the hook is looked up when the stack is first read, not when it was captured.
// While a user hook runs, stacks read inside it get the default format so a hook that
// reads `.stack` cannot recurse forever.
let inUserHook = false;
function formatStack(err, frames, ErrorCtor = Error) {
  const lines = v8FrameText().v8Frames(frames);
  const prepare = ErrorCtor.prepareStackTrace;
  if (typeof prepare === 'function' && prepare !== ErrorPrepareStackTrace && !inUserHook) {
    const sites = new Array(lines.length);
    for (let i = 0; i < lines.length; i++) sites[i] = new CallSite(lines[i]);
    inUserHook = true;
    try {
      return prepare(err, sites);
    } finally {
      inUserHook = false;
    }
  }
  const head = header(err);
  dynamicOrigins(lines);
  evalOrigins(lines, frames.next);
  if (frameMapper !== null && lines.length !== 0) {
    const first = lines[0];
    for (let i = 0; i < lines.length; i++) lines[i] = frameMapper(lines[i]);
    if (lines[0] !== first && typeof err === 'object' && err !== null) unmappedTops.set(err, first);
  }
  return lines.length === 0 ? head : `${head}\n${lines.join('\n')}`;
}

// With source maps on (--enable-source-maps, module.setSourceMapsSupport), the default
// format shows each frame at its place in the original source, as Node's does; a
// program's own Error.prepareStackTrace gets the generated places. Set by
// internal/modules/source_map, so stacks cost nothing more while maps are off.
let frameMapper = null;
function setFrameMapper(fn) {
  frameMapper = fn;
}
// The first frame of a mapped stack as the engine gave it: the uncaught-error pointer maps
// the throw statement's place in the generated file itself, as Node's does.
const unmappedTops = new WeakMap();
function unmappedTopFrame(err) {
  return typeof err === 'object' && err !== null ? unmappedTops.get(err) : undefined;
}

// Errors whose stack text was made or replaced. V8 keeps an error's frames only until then,
// and an uncaught rejection's source pointer comes from those frames, so the reporter
// asks (stackTouched) whether they are gone.
const touchedStacks = new WeakSet();

function setOwnStack(obj, value) {
  if (typeof obj === 'object' && obj !== null) touchedStacks.add(obj);
  defineProperty(obj, 'stack', { value, writable: true, configurable: true, enumerable: false });
}

function stackTouched(err) {
  return typeof err === 'object' && err !== null && touchedStacks.has(err);
}

// The text made on the first read, kept aside rather than as an own property: Boa's
// inline cache records the receiver's shape after the getter ran, so a getter that gave
// its receiver an own `stack` would make the cache send every error that has an own
// `stack` (one the program assigned) to this getter again.
const formattedStacks = new WeakMap();

const { getPrototypeOf } = Object;
const ObjectPrototypeIsPrototypeOf = Object.prototype.isPrototypeOf;
const isPrototypeOf = (proto, obj) => ObjectPrototypeIsPrototypeOf.call(proto, obj);

// The object whose stack a read or write of `obj.stack` reaches: obj when it is an error,
// else the nearest error on its prototype chain (V8 keeps the stack on that error, and
// esprima's errors are `Object.create(error)`), else obj.
function stackHolder(obj) {
  if (ErrorIsError(obj)) return obj;
  for (let o = getPrototypeOf(obj); o !== null; o = getPrototypeOf(o)) {
    if (ErrorIsError(o)) return o;
  }
  return obj;
}

const { setBacktraceLimit } = internalBinding('util');

// Frames the engine records for a given Error.stackTraceLimit: none for 0, negatives and
// non-numbers; otherwise room beyond the limit for the frames the text drops (native
// call/apply, a subclass's constructor frames), which V8 never counts.
function engineFrames(limit) {
  if (typeof limit !== 'number' || !(limit > 0)) return 0;
  return limit === Infinity ? limit : Math.max(50, Math.ceil(limit) + 40);
}

// The getter of the main realm's Error.stackTraceLimit (inspect shows its value as V8's
// data property would be shown).
let limitGetter;

// V8 reads Error.stackTraceLimit when an error is made, so a program that sets it to 0
// around one construction (joi, undici, secure-json-parse) gets a stack without frames
// even after putting it back. The engine records its frames at that moment too, so the
// main realm's limit is an accessor whose setter tells the engine how many to record.
function installEngineLimit(ErrorCtor) {
  let limit = ErrorCtor.stackTraceLimit;
  limitGetter = function() { return limit; };
  defineProperty(ErrorCtor, 'stackTraceLimit', {
    configurable: true,
    enumerable: true,
    get: limitGetter,
    set(value) {
      if (this !== ErrorCtor) {
        // Assigned through an object inheriting from Error: an own property there, as
        // for V8's data property.
        if (this !== null && (typeof this === 'object' || typeof this === 'function')) {
          defineProperty(this, 'stackTraceLimit',
                         { value, writable: true, enumerable: true, configurable: true });
        }
        return;
      }
      limit = value;
      setBacktraceLimit(engineFrames(value));
    },
  });
  setBacktraceLimit(engineFrames(limit));
}

function isStackTraceLimitGetter(fn) {
  return fn !== undefined && fn === limitGetter;
}

// Frames for the runtime's own use (call sites, the caller's path), whatever limit the
// program set: the engine records enough for this one capture. The text starts at the
// caller's frame, as `new Error()` made there would.
function rawFramesForRuntime(count) {
  const previous = setBacktraceLimit(Math.max(50, count + 8));
  let raw;
  try {
    raw = frameGetter.call(new Error());
  } finally {
    setBacktraceLimit(previous);
  }
  if (typeof raw !== 'string') return raw;
  const eol = raw.indexOf('\n');
  return eol === -1 ? '' : raw.slice(eol + 1);
}

// V8's stack machinery on one realm's Error: the main realm's at start-up, and each vm
// context's when it is made (internal/vm), whose errors would otherwise show Boa's bare
// frames and which would lack captureStackTrace, stackTraceLimit and prepareStackTrace.
function installStack(ErrorCtor, ownsEngineLimit = false) {
  if (!('stackTraceLimit' in ErrorCtor)) ErrorCtor.stackTraceLimit = 10;
  if (ownsEngineLimit) installEngineLimit(ErrorCtor);
  defineProperty(ErrorCtor.prototype, 'stack', {
    configurable: true,
    enumerable: false,
    get() {
      let stack = formattedStacks.get(this);
      if (stack !== undefined) return stack;
      let frames = frameGetter.call(this);
      if (frames === undefined) {
        // An error the engine made with no JS frame under it (a module that failed to
        // parse) still has V8's `Name: message`. An object that inherits from an error
        // (esprima's `Object.create(error)`) reads that error's stack, as
        // V8 finds the stack's holder along the receiver's prototype chain; one that only
        // inherits from Error.prototype has none.
        if (!ErrorIsError(this)) {
          if (this === null || this === undefined) return undefined;
          const holder = stackHolder(this);
          return holder === this ? undefined : holder.stack;
        }
        frames = '';
      }
      frames = dropConstructorFrames(this, frames);
      const lines = frameLines(frames, undefined, ErrorCtor);
      const place = errorPlaces.get(this);
      if (place !== undefined && lines.lines.length > 0) {
        lines.lines[0] = placedFrame(lines.lines[0], place);
      }
      stack = formatStack(this, lines, ErrorCtor);
      formattedStacks.set(this, stack);
      touchedStacks.add(this);
      return stack;
    },
    set(value) {
      if (this === null || (typeof this !== 'object' && typeof this !== 'function')) return;
      setOwnStack(stackHolder(this), value);
    },
  });

  function captureStackTrace(obj, constructorOpt) {
    if (obj === null || (typeof obj !== 'object' && typeof obj !== 'function')) {
      throw new TypeError('Invalid argument');
    }
    const frames = frameLines(
      frameGetter.call(new Error()),
      typeof constructorOpt === 'function' ? constructorOpt : null,
      ErrorCtor);
    // The first frame is captureStackTrace's caller only when no constructorOpt cut it.
    let stack;
    let formatted = false;
    defineProperty(obj, 'stack', {
      configurable: true,
      enumerable: false,
      get() {
        if (!formatted) {
          stack = formatStack(obj, frames, ErrorCtor);
          formatted = true;
          touchedStacks.add(obj);
        }
        return stack;
      },
      set(value) {
        // Assigned through an object that inherits from obj, the stack is obj's (V8).
        setOwnStack(this !== obj && isPrototypeOf(obj, this) ? obj : this, value);
      },
    });
  }

  defineProperty(ErrorCtor, 'prepareStackTrace', {
    value: ErrorPrepareStackTrace,
    writable: true,
    configurable: true,
    enumerable: false,
  });

  defineProperty(ErrorCtor, 'captureStackTrace', {
    value: captureStackTrace,
    writable: true,
    configurable: true,
    enumerable: false,
  });
}

installStack(Error, true);

// Where the engine made `err`: the file, line and column of its first frame, in the user's
// text (columns the pre-pass moved are mapped back), or null when that frame is a native
// one or there is none. internal/errors_wording reads the failing expression there.
function errorSite(err) {
  let frames;
  try {
    frames = frameGetter.call(err);
  } catch {
    return null;
  }
  if (typeof frames !== 'string') return null;
  const nl = frames.indexOf('\n');
  let line = mapStackColumns(nl === -1 ? frames : frames.slice(0, nl));
  if (wrapperOffsets.size > 0) line = fixColumn(line);
  const m = /^\s+at (?:(.*?) \()?(.+):(\d+):(\d+)\)?$/.exec(line);
  if (m === null) return null;
  // The engine places a failure it has no position for on the start of the function it
  // happened in, except in a script's or an ES module's own top-level code (an unnamed
  // frame outside a CommonJS wrapper), where it gives the last place it had: a place there
  // does not tell which expression failed.
  const topLevel = (m[1] === undefined || m[1] === '<main>') && !wrapperOffsets.has(m[2]);
  return { file: m[2], line: Number(m[3]), column: Number(m[4]), placed: !topLevel };
}

// The place of the expression that failed, for an error the engine placed on its
// function's start (internal/errors_wording found the one site that could fail): the first
// frame shows it instead, as V8's does.
const errorPlaces = new WeakMap();
function setErrorPlace(err, file, line, column) {
  errorPlaces.set(err, { file, line, column });
}

// `frame` (a frame line) at the place recorded for its error, when it is in that file.
function placedFrame(frame, place) {
  const m = /^(.*):\d+:\d+(\)?)$/.exec(frame);
  if (m === null || !m[1].endsWith(place.file)) return frame;
  return `${m[1]}:${place.line}:${place.column}${m[2]}`;
}

// The stack text already made for `err` (its header holds the message), if any.
function formattedStack(err) {
  return formattedStacks.get(err);
}

function setFormattedStack(err, stack) {
  formattedStacks.set(err, stack);
}

// internalBinding('util').getCallSites(n): the JS frames above the caller of the function
// that asked (so util.getCallSites()[0] is util.getCallSites's caller), parsed from the
// engine's backtrace, with V8's call-site columns. Native frames are left out.
function getCallSites(limit = 10) {
  let raw = rawFramesForRuntime(limit);
  if (typeof raw !== 'string') return [];
  // The columns the source pass shifted (a line with a regular-expression literal), as
  // Error stacks map them.
  raw = mapStackColumns(raw);
  const sites = [];
  const lines = raw.split('\n');
  for (let i = 2; i < lines.length && sites.length < limit; i++) {
    const line = wrapperOffsets.size > 0 ? fixColumn(lines[i]) : lines[i];
    const m = /^\s+at (?:(.*?) \()?(.+):(\d+):(\d+)\)?$/.exec(line);
    if (m === null) continue;
    const name = m[1] === undefined || m[1] === '<main>' ? '' : m[1];
    const lineNumber = Number(m[3]);
    const column = v8FrameText().calleeColumn(m[2], lineNumber, Number(m[4]));
    sites.push({
      functionName: name,
      scriptId: '0',
      scriptName: m[2],
      lineNumber,
      columnNumber: column,
      column,
    });
  }
  return sites;
}

module.exports = {
  installStack, isStackTraceLimitGetter, rawFramesForRuntime, registerWrapped, registerSource, registerModuleFile, getCallSites, moduleFiles, givenSources,
  CallSite, stackTouched, setFrameMapper, unmappedTopFrame, errorSite, formattedStack,
  setFormattedStack, setErrorPlace,
};
