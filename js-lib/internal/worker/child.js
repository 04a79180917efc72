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
  start,
  serializeError,
  deserializeError,
};

// Errors travel as a record V8's format can hold: the built-in class the error descends
// from, message and stack, and those own properties that can be cloned.
function builtinErrorName(err) {
  for (let proto = Object.getPrototypeOf(err); proto !== null; proto = Object.getPrototypeOf(proto)) {
    const ctor = Object.prototype.hasOwnProperty.call(proto, 'constructor') ? proto.constructor : undefined;
    if (typeof ctor === 'function' && globalThis[ctor.name] === ctor &&
        (ctor === Error || ctor.prototype instanceof Error)) {
      return ctor.name;
    }
  }
  return 'Error';
}

function serializeError(err) {
  const { serialize } = require('internal/worker/wire');
  let record;
  if (err instanceof Error) {
    const props = {};
    for (const key of Object.keys(err)) {
      try {
        const value = err[key];
        serialize(value, [], [], undefined);
        props[key] = value;
      } catch {
        // Not cloneable: left out, as Node leaves it.
      }
    }
    record = {
      error: true,
      ctor: builtinErrorName(err),
      name: err.name,
      message: `${err.message}`,
      stack: typeof err.stack === 'string' ? err.stack : undefined,
      props,
    };
  } else {
    record = { error: false, value: err };
  }
  return serialize(record, [], [], undefined);
}

function deserializeError(data, buffers, shared) {
  const { deserialize } = require('internal/worker/wire');
  const record = deserialize(data, buffers, shared, []);
  if (record === null || typeof record !== 'object' || record.unserializable) {
    return new (require('internal/errors').codes.ERR_WORKER_UNSERIALIZABLE_ERROR)();
  }
  if (!record.error) return record.value;
  const Ctor = typeof globalThis[record.ctor] === 'function' ? globalThis[record.ctor] : Error;
  const err = Object.create(Ctor.prototype);
  const hidden = { writable: true, enumerable: false, configurable: true };
  Object.defineProperty(err, 'message', { ...hidden, value: record.message });
  if (record.stack !== undefined) Object.defineProperty(err, 'stack', { ...hidden, value: record.stack });
  if (record.name !== Ctor.prototype.name) {
    Object.defineProperty(err, 'name', { ...hidden, value: record.name });
  }
  Object.assign(err, record.props);
  return err;
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
  for (const name of ['abort', 'chdir', 'send', 'disconnect', 'setuid', 'seteuid', 'setgid',
    'setegid', 'setgroups', 'initgroups']) {
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
    Object.defineProperty(process, name, {
      __proto__: null,
      configurable: true,
      enumerable: false,
      get() {
        throw unsupported(`process.${name}`);
      },
    });
  }
  for (const name of ['_startProfilerIdleNotifier', '_stopProfilerIdleNotifier', '_debugProcess',
    '_debugPause', '_debugEnd']) {
    delete process[name];
  }
}

// Runs the worker: called by the bootstrap for the 'worker' entry.
function start() {
  const remote = require('internal/worker/remote');
  const binding = remote.binding;
  const io = require('internal/worker/io');
  const natives = require('internal/natives');
  const init = binding.workerInit();
  const queued = binding.receive(init.parent);
  const [, , data, buffers, shared] = queued[0];
  const config = remote.readMessage(remote.kinds.MESSAGE_WITH_PORTS, data, buffers, shared).data;

  state.isMainThread = false;
  state.threadId = init.threadId;
  state.threadName = config.name;
  state.workerData = config.workerData;
  state.environmentData = config.environmentData;
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
  });
  state.parentPort = port;
  // Whatever the parent posted right after creating the worker waits on the port.
  remote.handle(init.parent, queued.slice(1));

  require('internal/process/execution').setUncaughtReporter((err) => {
    let bytes;
    try {
      bytes = serializeError(err);
    } catch {
      bytes = require('internal/worker/wire').serialize({ unserializable: true }, [], [],
        undefined);
    }
    binding.post(init.parent, remote.kinds.ERROR, bytes.data, [], bytes.shared, true);
  });

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
    return cjs.runMain('eval', config.filename);
  }
  natives.scriptArgs = config.argv;
  return cjs.runMain('file', config.filename);
}

module.exports = state;
