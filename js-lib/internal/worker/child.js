// internal/worker/child — a worker thread's own side: what worker_threads shows inside it
// (isMainThread, parentPort, workerData, threadId, environment data), its start-up (the
// parent's INIT record, stdio that travels to the parent, uncaught errors reported to the
// parent instead of printed) and the error (de)serialization both sides use. On the main
// thread only the defaults and the error helpers are used.
'use strict';

const state = {
  isMainThread: true,
  parentPort: null,
  workerData: null,
  threadId: 0,
  threadName: '',
  environmentData: new Map(),
  resourceLimits: {},
  // Counts the main thread's chdir() calls, shared with every worker: a worker's
  // process.cwd() asks the system again only when it moved.
  cwdCounter: null,
  sharedCwdCounter,
  cwdChanged,
  start,
  serializeError,
  deserializeError,
};

// An uncaught value travels as a record V8's format can hold, as Node's error_serdes has it:
// an error whose constructor chain names a built-in error class goes as that name and the
// descriptors of every property on its chain (getters read; functions and symbols left
// out; `cause` serialized the same way), rebuilt on Object.create(prototype). Anything else
// goes as itself when it can be cloned, else as its inspect() text: a symbol comes back as a
// symbol, an object with its own inspect.custom as an object printing that text, the rest
// as a string.
const errorClassNames = new Set(['Error', 'EvalError', 'RangeError', 'ReferenceError',
  'SyntaxError', 'TypeError', 'URIError', 'AggregateError']);
const kCustomInspect = Symbol.for('nodejs.util.inspect.custom');

function errorClassName(err) {
  for (let o = err; o !== null; o = Object.getPrototypeOf(o)) {
    const ctor = Object.getOwnPropertyDescriptor(o, 'constructor');
    if (ctor === undefined || !ctor.value) continue;
    const name = Object.getOwnPropertyDescriptor(ctor.value, 'name');
    if (name !== undefined && errorClassNames.has(name.value)) return name.value;
  }
  return undefined;
}

// The property descriptors of `obj` and its prototypes, own ones last so that they win;
// getters are read on the error itself.
function allProperties(obj, target, all) {
  if (obj === null) return all;
  allProperties(Object.getPrototypeOf(obj), target, all);
  for (const key of Object.getOwnPropertyNames(obj)) {
    let desc;
    try {
      desc = Object.getOwnPropertyDescriptor(obj, key);
    } catch {
      continue;
    }
    if (desc.get !== undefined && key !== '__proto__') {
      try {
        desc.value = desc.get.call(target);
        delete desc.set;
      } catch {
        // An unreadable property is left out.
      }
    }
    if (key === 'cause' && 'value' in desc) {
      desc.value = errorRecord(desc.value);
      delete desc.get;
      delete desc.set;
      all[key] = desc;
    } else if ('value' in desc && typeof desc.value !== 'function' &&
               typeof desc.value !== 'symbol') {
      delete desc.get;
      delete desc.set;
      all[key] = desc;
    }
  }
  return all;
}

function inspectText(value) {
  return require('internal/util/inspect').inspect(value);
}

function errorRecord(value) {
  const { serialize } = require('internal/worker/wire');
  if (typeof value === 'symbol') return { kind: 'symbol', text: inspectText(value) };
  try {
    if (typeof value === 'object' && Object.prototype.toString.call(value) === '[object Error]') {
      const ctor = errorClassName(value);
      if (ctor !== undefined) {
        const record = { kind: 'error', ctor, props: allProperties(value, value, { __proto__: null }) };
        serialize(record, [], [], undefined);
        return record;
      }
    }
  } catch {
    // Tried again below as a value.
  }
  try {
    if (value !== null && value !== undefined &&
        Object.prototype.hasOwnProperty.call(value, kCustomInspect)) {
      return { kind: 'custom', text: inspectText(value) };
    }
  } catch {
    // Not inspectable through its own hook.
  }
  try {
    serialize(value, [], [], undefined);
    return { kind: 'value', value };
  } catch {
    // Only its text can travel.
  }
  return { kind: 'inspected', text: inspectText(value) };
}

function serializeError(err) {
  return require('internal/worker/wire').serialize(errorRecord(err), [], [], undefined);
}

function fromRecord(record) {
  switch (record.kind) {
    case 'symbol':
      return Symbol(record.text.slice('Symbol('.length, -1));
    case 'custom':
      return { __proto__: null, [kCustomInspect]: () => record.text };
    case 'inspected':
      return record.text;
    case 'error': {
      const props = record.props;
      Object.defineProperty(props, Symbol.toStringTag, {
        value: { value: 'Error', configurable: true },
        enumerable: true,
      });
      if (props.cause !== undefined && 'value' in props.cause) {
        props.cause.value = fromRecord(props.cause.value);
      }
      return Object.create(globalThis[record.ctor].prototype, props);
    }
    default:
      return record.value;
  }
}

function deserializeError(data, buffers, shared) {
  const { deserialize } = require('internal/worker/wire');
  const record = deserialize(data, buffers, shared, []);
  if (record === null || typeof record !== 'object' || record.kind === undefined) {
    return new (require('internal/errors').codes.ERR_WORKER_UNSERIALIZABLE_ERROR)();
  }
  return fromRecord(record);
}

// A Writable whose chunks go to the parent as `kind` messages.
function outputStream(binding, parent, kind, fd) {
  const { Writable } = require('stream');
  const stream = new Writable({
    decodeStrings: false,
    write(chunk, encoding, cb) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
      binding.post(parent, kind, bytes, [], [], false);
      cb();
    },
  });
  stream.fd = fd;
  stream._isStdio = true;
  stream.destroySoon = stream.destroy;
  stream._destroy = (err, cb) => cb(err);
  return stream;
}

// The streams are made on first use: most workers never print, and loading the stream
// module is a good part of a worker's start-up.
function defineStdio(name, make) {
  let stream;
  Object.defineProperty(process, name, {
    configurable: true,
    enumerable: true,
    get() {
      stream ??= make();
      return stream;
    },
  });
}

// What a worker may not do to the process it shares: Node's stubs, marked `disabled`.
function disableProcessWideMethods() {
  const { codes } = require('internal/errors');
  const unsupported = (what) => new codes.ERR_WORKER_UNSUPPORTED_OPERATION(what);
  // The IPC members are stubs only when the worker's environment names a channel (the
  // process is a forked child's); otherwise they are absent, as in any process without
  // one, and code that tells a worker from a forked child by `process.send` sees no channel.
  const ipc = Boolean(process.env.NODE_CHANNEL_FD);
  const stubs = ['abort', 'chdir', 'setuid', 'seteuid', 'setgid', 'setegid', 'setgroups',
    'initgroups'];
  if (ipc) stubs.push('send', 'disconnect');
  for (const name of stubs) {
    const stub = { [name]() { throw unsupported(`process.${name}()`); } }[name];
    stub.disabled = true;
    process[name] = stub;
  }
  const umask = process.umask;
  process.umask = function umask_(mask) {
    if (mask !== undefined) throw unsupported('Setting process.umask()');
    return umask.call(process);
  };
  for (const name of ['channel', 'connected']) {
    if (!ipc) {
      delete process[name];
      continue;
    }
    Object.defineProperty(process, name, {
      __proto__: null,
      configurable: true,
      enumerable: false,
      get() {
        throw unsupported(`process.${name}`);
      },
    });
  }
  if (!ipc) {
    delete process.send;
    delete process.disconnect;
  }
  for (const name of ['_startProfilerIdleNotifier', '_stopProfilerIdleNotifier', '_debugProcess',
    '_debugPause', '_debugEnd']) {
    delete process[name];
  }
}

// The isolate's options carry only the worker's execArgv: the flags that are read after
// start-up (internal ids for require, how eval code is taken) follow it here.
function applyExecArgv(natives) {
  const argv = natives.execArgv;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') break;
    if (arg === '--expose-internals' || arg === '--expose_internals') {
      natives.exposeInternals = true;
    } else if (arg.startsWith('--input-type=') || arg.startsWith('--input_type=')) {
      natives.inputType = arg.slice('--input-type='.length);
    } else if ((arg === '--input-type' || arg === '--input_type') && i + 1 < argv.length) {
      natives.inputType = argv[++i];
    }
  }
}

function sharedCwdCounter() {
  state.cwdCounter ??= new Int32Array(new SharedArrayBuffer(4));
  return state.cwdCounter;
}

function cwdChanged() {
  if (state.cwdCounter !== null) Atomics.add(state.cwdCounter, 0, 1);
}

// process.cwd() in a worker, as Node's: the directory read once per chdir() of the main
// thread.
function cachingCwd(counter, rawCwd) {
  const AtomicsLoad = Atomics.load;
  let cached;
  let seen = -1;
  return function cwd() {
    const moves = AtomicsLoad(counter, 0);
    if (moves !== seen) {
      cached = rawCwd();
      seen = moves;
    }
    return cached;
  };
}

function replyCpuUsage(binding, parent, bytes, remote) {
  const [request] = new Float64Array(Uint8Array.from(bytes).buffer);
  const { user, system } = process.threadCpuUsage();
  const reply = new Uint8Array(new Float64Array([request, user, system]).buffer);
  binding.post(parent, remote.kinds.CPU_USAGE_REPLY, reply, [], [], false);
}

// Runs the worker: called by the bootstrap for the 'worker' entry.
function start() {
  const remote = require('internal/worker/remote');
  const binding = remote.binding;
  const io = require('internal/worker/io');
  const natives = require('internal/natives');
  applyExecArgv(natives);
  const init = binding.workerInit();
  const queued = binding.receive(init.parent);
  const [, , data, buffers, shared] = queued[0];
  const config = remote.readMessage(remote.kinds.MESSAGE_WITH_PORTS, data, buffers, shared).data;
  // The parent found no descriptors for this worker's loop: it ends before running anything
  // (the parent reports the failure with the exit).
  if (config.initFailure !== undefined) return;

  state.isMainThread = false;
  // terminate() must reach a worker blocked in Atomics.wait (internal/engine/atomics_wait).
  const engineWait = Atomics.wait;
  internalBinding('util').defineLazyMethod(Atomics, 'wait', 4,
    () => require('internal/engine/atomics_wait').slicedWait(engineWait));
  state.threadId = init.threadId;
  state.threadName = config.name;
  state.workerData = config.workerData;
  state.environmentData = config.environmentData;
  state.resourceLimits = config.resourceLimits;
  if (config.cwdCounter instanceof Int32Array) {
    state.cwdCounter = config.cwdCounter;
    process.cwd = cachingCwd(config.cwdCounter, process.cwd);
  }
  disableProcessWideMethods();

  // stdin's data waits here until something reads process.stdin.
  let stdin;
  const early = config.stdin ? [] : [null];
  const feed = (chunk) => {
    if (stdin === undefined) early.push(chunk);
    else stdin.push(chunk);
  };
  const port = io.portForEndpoint(init.parent);
  defineStdio('stdin', () => {
    const { Readable } = require('stream');
    stdin = new Readable({ read() {} });
    stdin.fd = 0;
    if (config.stdin) {
      // Reading stdin keeps the worker alive until the parent ends it.
      let reading = false;
      stdin._read = () => {
        if (!reading) {
          reading = true;
          port.ref();
        }
      };
      stdin.once('end', () => {
        if (port.listenerCount('message') === 0) port.unref();
      });
    }
    for (const chunk of early) stdin.push(chunk);
    // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
    early['length'] = 0;
    return stdin;
  });
  defineStdio('stdout', () => outputStream(binding, init.parent, remote.kinds.STDOUT, 1));
  defineStdio('stderr', () => outputStream(binding, init.parent, remote.kinds.STDERR, 2));

  remote.attach(port[io.kState], init.parent, (kind, bytes) => {
    if (kind === remote.kinds.STDIN) feed(bytes);
    else if (kind === remote.kinds.STDIN_END) feed(null);
    else if (kind === remote.kinds.CPU_USAGE) replyCpuUsage(binding, init.parent, bytes, remote);
  });
  state.parentPort = port;
  if (config.messagingPort !== undefined) {
    require('internal/worker/messaging').attachWorkerPort(config.messagingPort, (record, list) => {
      const out = io.serializeForThread(record, list, undefined);
      const { serialize } = require('internal/worker/wire');
      const envelope = serialize([out.tokens, out.data, out.fds ?? []], [], [], undefined);
      binding.post(init.parent, remote.kinds.MESSAGING, envelope.data, out.buffers, out.shared,
        true);
    });
  }
  // Whatever the parent posted right after creating the worker waits on the port.
  remote.handle(init.parent, queued.slice(1));

  require('internal/process/execution').setUncaughtReporter((err) => {
    let bytes;
    try {
      bytes = serializeError(err);
    } catch {
      bytes = require('internal/worker/wire').serialize({}, [], [], undefined);
    }
    binding.post(init.parent, remote.kinds.ERROR, bytes.data, [], bytes.shared, true);
  });

  // The loop counts as running from here (eventLoopUtilization), before the script runs.
  const { markLoopStart } = internalBinding('process');
  if (typeof markLoopStart === 'function') markLoopStart();
  binding.post(init.parent, remote.kinds.ONLINE, new Uint8Array(0), [], [], false);
  const cjs = require('internal/modules/cjs');
  if (config.dataUrl !== undefined) {
    natives.scriptArgs = config.argv;
    process.argv = [process.execPath, ...config.argv];
    // An entry module left waiting in a top-level await ends the worker with 13, as Node's
    // entry point does.
    let settled = false;
    process.on('exit', () => {
      if (!settled) process.exitCode ??= 13;
    });
    import(config.dataUrl).then(() => {
      settled = true;
    }, (err) => {
      settled = true;
      require('internal/process/execution').fatalException(err);
    });
    return;
  }
  if (config.eval) {
    natives.scriptArgs = ['[worker eval]', ...config.argv];
    return cjs.runMain('eval', config.filename, '[worker eval]');
  }
  natives.scriptArgs = config.argv;
  return cjs.runMain('file', config.filename);
}

module.exports = state;
