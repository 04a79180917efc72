// internal/modules/hooks_worker: the thread module.register() runs its hooks on. Owns the
// hooks modules (imported here, so they live in this realm as Node's do), their
// `initialize` calls, and the asynchronous resolve/load chains. A chain's last `next` is
// the main thread's own resolution or loading: this thread asks for it and waits for the
// answer, while the main thread, blocked in internal/modules/hooks_thread, serves it.
'use strict';

let port;
let flag;
const chains = { resolve: [], load: [] };
// The main thread's answer to the pending `next` request.
let pendingNext;
// Requests from the main thread not answered yet. While a hook works on one, the port does
// not keep this thread alive: if nothing else does, the hook can never settle, and
// 'beforeExit' tells the main thread so (as Node's hooks thread does).
let inFlight = 0;

function codes() {
  return require('internal/errors').codes;
}

// Wakes the main thread after each message (it sleeps on the shared flag between them).
function send(message) {
  port.postMessage(message);
  Atomics.add(flag, 0, 1);
  Atomics.notify(flag, 0);
}

// Everything an error carries that a structured clone drops (code, errno, ...).
function errorMessage(err) {
  if (err === null || typeof err !== 'object') return { op: 'error', error: err };
  const props = {};
  for (const key of Object.keys(err)) {
    try {
      structuredClone(err[key]);
      props[key] = err[key];
    } catch {
      // An own property that cannot cross threads stays behind.
    }
  }
  let error = err;
  try {
    structuredClone(err);
  } catch {
    error = new Error(String(err.message));
  }
  return { op: 'error', error, props };
}

// The hooks module is resolved as an import would be, through the hooks registered before
// it (the main thread's default at the end), then imported here.
async function register({ specifier, context, data }) {
  const { url } = chains.resolve.length > 0 ?
    await runChain('resolve', specifier, context) :
    await callMain('resolve', specifier, context);
  const exports = await import(url);
  const { initialize, resolve, load } = exports;
  if (resolve) chains.resolve.push({ fn: resolve, id: specifier });
  if (load) chains.load.push({ fn: load, id: specifier });
  if (initialize) return initialize(data);
  if (exports.globalPreload) {
    process.emitWarning('`globalPreload` has been removed; use `initialize` instead.',
      'UnsupportedWarning');
  }
  return undefined;
}

// The main thread's default step: asked for, then awaited (its reply arrives as a message).
function callMain(name, arg0, context) {
  return new Promise((resolve, reject) => {
    // The main thread answers at once: its reply must keep this thread alive meanwhile.
    port.ref();
    pendingNext = { resolve, reject };
    send({ op: 'next', name, arg0, context });
  });
}

// Runs chain `name` from its last hook down to the main thread's default, with Node's
// checks on what each step is given and returns. Each step is named by the hook it runs
// (the default's by Node's own module), which is whom its errors cite.
async function runChain(name, arg0, context) {
  const chain = chains[name];
  const meta = { chainFinished: false, shortCircuited: false, id: '' };
  const argName = name === 'resolve' ? 'specifier' : 'url';
  const nextName = name === 'resolve' ? 'nextResolve' : 'nextLoad';
  function stepAt(index) {
    const id = index < 0 ? `node:internal/modules/esm/${name} '${name}'` :
      `${chain[index].id} '${name}'`;
    const step = {
      async [nextName](arg = undefined, ctx = undefined) {
        meta.id = id;
        const what = `${id} hook's ${nextName}()`;
        const { validateString, validateObject } = require('internal/validators');
        validateString(arg, `${what} ${argName}`);
        if (name === 'load' && !URL.canParse(arg)) {
          throw new (codes().ERR_INVALID_ARG_VALUE)(`${what} ${argName}`, arg,
            'should be a URL string');
        }
        if (ctx !== undefined) validateObject(ctx, `${what} context`);
        if (ctx) Object.assign(context, ctx);
        let output;
        if (index < 0) {
          meta.chainFinished = true;
          output = await callMain(name, arg, context);
        } else {
          output = await chain[index].fn(arg, context, stepAt(index - 1));
        }
        if (output === null || typeof output !== 'object') {
          throw new (codes().ERR_INVALID_RETURN_VALUE)('an object', what, output);
        }
        if (output.shortCircuit === true) meta.shortCircuited = true;
        return output;
      },
    };
    return step[nextName];
  }
  const output = await stepAt(chain.length - 1)(arg0, context);
  if (!meta.chainFinished && !meta.shortCircuited) {
    throw new (codes().ERR_LOADER_CHAIN_INCOMPLETE)(meta.id);
  }
  const { ERR_INVALID_RETURN_PROPERTY_VALUE } = codes();
  if (name === 'resolve') {
    const { url, format, importAttributes } = output;
    if (typeof url !== 'string' || !URL.canParse(url)) {
      throw new ERR_INVALID_RETURN_PROPERTY_VALUE('a URL string', meta.id, 'url', url);
    }
    if (format != null && typeof format !== 'string') {
      throw new ERR_INVALID_RETURN_PROPERTY_VALUE('a string', meta.id, 'format', format);
    }
    if (importAttributes != null && typeof importAttributes !== 'object') {
      throw new ERR_INVALID_RETURN_PROPERTY_VALUE('an object', meta.id, 'importAttributes',
        importAttributes);
    }
    return { url, format: format ?? undefined, importAttributes };
  }
  const { format, source, responseURL } = output;
  if (format != null && typeof format !== 'string') {
    throw new ERR_INVALID_RETURN_PROPERTY_VALUE('a string', meta.id, 'format', format);
  }
  if (source != null && typeof source !== 'string' && !(source instanceof ArrayBuffer) &&
      !(typeof SharedArrayBuffer === 'function' && source instanceof SharedArrayBuffer) &&
      !ArrayBuffer.isView(source)) {
    throw new ERR_INVALID_RETURN_PROPERTY_VALUE('a string, an ArrayBuffer, or a TypedArray',
      meta.id, 'source', source);
  }
  return { format: format ?? undefined, source, responseURL };
}

// A default load's bytes are a Buffer in Node's hooks; crossing threads made them a
// Uint8Array.
function asBuffers(result) {
  if (result !== null && typeof result === 'object' && result.source instanceof Uint8Array &&
      !Buffer.isBuffer(result.source)) {
    const { source } = result;
    result.source = Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  }
  return result;
}

function onMessage(message) {
  if (message.op === 'nextResult' || message.op === 'nextError') {
    const pending = pendingNext;
    pendingNext = undefined;
    if (inFlight > 0) port.unref();
    if (message.op === 'nextResult') pending.resolve(asBuffers(message.result));
    else pending.reject(Object.assign(message.error, message.props));
    return;
  }
  inFlight++;
  port.unref();
  let work;
  if (message.op === 'register') work = register(message);
  else if (chains[message.op] && chains[message.op].length > 0) {
    work = runChain(message.op, message.arg0, message.context);
  } else {
    work = callMain(message.op, message.arg0, message.context);
  }
  const settled = () => {
    if (inFlight > 0 && --inFlight === 0) port.ref();
  };
  work.then((result) => {
    settled();
    const counts = { resolve: chains.resolve.length, load: chains.load.length };
    try {
      send({ op: 'done', result, counts });
    } catch {
      // What initialize returned cannot cross threads: register() returns nothing anyway.
      send({ op: 'done', result: undefined, counts });
    }
  }, (err) => {
    settled();
    send(errorMessage(err));
  });
}

function start() {
  const { workerData } = require('worker_threads');
  ({ port, flag } = workerData);
  // A hook's stray failure answers the request in flight: the main thread is waiting.
  process.on('uncaughtException', (err) => {
    if (inFlight > 0 && --inFlight === 0) port.ref();
    send(errorMessage(err));
  });
  port.on('message', onMessage);
  // A hook waiting on nothing that can still happen: the main thread stops waiting (and
  // exits with 13, unsettled top-level await); the port keeps this thread up for what
  // comes next.
  process.on('beforeExit', () => {
    if (inFlight === 0) return;
    inFlight = 0;
    port.ref();
    send({ op: 'neverSettle' });
  });
  // process.exit() in a hook ends the whole process with its code.
  process.on('exit', (code) => send({ op: 'exit', code }));
  send({ op: 'ready' });
}

module.exports = { start };
