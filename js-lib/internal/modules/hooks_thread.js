// internal/modules/hooks_thread: module.register(), Node's asynchronous customization
// hooks. Owns the hooks thread (a worker running internal/modules/hooks_worker, started by
// the first register()), the synchronous requests to it, and the entry that joins its
// chains to registerHooks' (internal/modules/hooks): the asynchronous hooks run after every
// synchronous one, just before the default step, as in Node. A request blocks this thread
// on a shared counter the hooks thread bumps with each message; when the hooks thread's
// chain reaches its end it asks this thread for the default step and waits in turn.
'use strict';

let thread;

function codes() {
  return require('internal/errors').codes;
}

// Sends `message` and serves the hooks thread until it answers. `next` is the default
// step a chain's end asks for.
function request(message, transferList, next) {
  const { receiveMessageOnPort } = require('worker_threads');
  const { port, flag } = thread;
  port.postMessage(message, transferList);
  for (;;) {
    const seen = Atomics.load(flag, 0);
    const received = receiveMessageOnPort(port);
    if (received === undefined) {
      Atomics.wait(flag, 0, seen);
      continue;
    }
    const reply = received.message;
    // The thread says it is up before it reads the first request.
    if (reply.op === 'ready') continue;
    // Node's answers when the hooks thread exits, or when a hook can never settle.
    if (reply.op === 'exit') process.exit(reply.code);
    if (reply.op === 'neverSettle') process.exit(13);
    if (reply.op === 'done') {
      if (reply.counts) thread.counts = reply.counts;
      return reply.result;
    }
    if (reply.op === 'error') {
      const err = reply.error;
      if (err !== null && typeof err === 'object') Object.assign(err, reply.props);
      throw err;
    }
    if (reply.op === 'next') {
      let answer;
      try {
        answer = { op: 'nextResult', result: next(reply.arg0, reply.context) };
      } catch (err) {
        answer = { op: 'nextError', error: err, props: { ...err } };
      }
      try {
        port.postMessage(answer);
      } catch (err) {
        port.postMessage({ op: 'nextError', error: err, props: { ...err } });
      }
    }
  }
}

// What the hooks thread takes from this process's options, as Node's does: the warning
// switches, the conditions, and the `--require` preloads (which run there too).
function inheritedOptions() {
  const argv = require('internal/natives').execArgv;
  const kept = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--no-warnings' || a === '--no-deprecation' || a.startsWith('--require=') ||
        a.startsWith('--conditions=')) {
      kept.push(a);
    } else if ((a === '-r' || a === '--require' || a === '-C' || a === '--conditions') &&
               i + 1 < argv.length) {
      kept.push(a, argv[++i]);
    }
  }
  return kept;
}

function startThread() {
  const { Worker, MessageChannel } = require('worker_threads');
  const { port1, port2 } = new MessageChannel();
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker("require('internal/modules/hooks_worker').start();", {
    eval: true,
    execArgv: ['--expose-internals', ...inheritedOptions()],
    workerData: { port: port2, flag },
    transferList: [port2],
    stdout: false,
    stderr: false,
  });
  worker.unref();
  port1.unref();
  thread = { worker, port: port1, flag, counts: { resolve: 0, load: 0 } };
  joinChains();
}

// The entry at the bottom of registerHooks' lists: it runs the asynchronous chain, whose
// end is the `next` it was given.
function joinChains() {
  const hooks = require('internal/modules/cjs').moduleInternals().hooksLib();
  const entry = Object.freeze({
    resolve(specifier, context, next) {
      if (thread.counts.resolve === 0 || isRequire(context)) return next(specifier, context);
      const result = request({ op: 'resolve', arg0: specifier, context: plain(context) }, [],
        next);
      return { ...result, shortCircuit: true };
    },
    load(url, context, next) {
      if (thread.counts.load === 0 || isRequire(context)) return next(url, context);
      const result = request({ op: 'load', arg0: url, context: plain(context) }, [], next);
      return { ...result, shortCircuit: true };
    },
  });
  hooks.resolveHooks.unshift(entry);
  hooks.loadHooks.unshift(entry);
  hooks.asyncLoader.on = true;
}

// require() is not customized by these hooks (Node runs them for what import loads).
function isRequire(context) {
  const { conditions } = context;
  return Array.isArray(conditions) && conditions.includes('require');
}

// A context as it crosses threads: its own enumerable data.
function plain(context) {
  const copy = {};
  for (const key of Object.keys(context)) {
    if (typeof context[key] !== 'function') copy[key] = context[key];
  }
  return copy;
}

function register(specifier, parentURL = undefined, options = undefined) {
  const { isURL } = require('internal/url');
  if (parentURL != null && typeof parentURL === 'object' && !isURL(parentURL)) {
    options = parentURL;
    parentURL = options.parentURL;
  }
  const data = options?.data;
  const transferList = options?.transferList;
  if (transferList !== undefined && transferList !== null && !Array.isArray(transferList)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)('options.transferList', 'Array', transferList);
  }
  if (thread === undefined) startThread();
  const cjs = require('internal/modules/cjs');
  const context = { conditions: cjs.getOptions().esmConditionsArray, importAttributes: {},
                    parentURL: `${parentURL ?? 'data:'}` };
  request({ op: 'register', specifier: `${specifier}`, context, data }, transferList || [],
    require('internal/modules/esm_interop').defaultResolveStep);
}

module.exports = { register };
