// internal/worker/remote — this thread's ends of links to other threads
// (internalBinding('worker')): one dispatcher receives everything that comes in and routes
// it by endpoint to a MessagePort (user messages, the other end closing) or to a handler of
// its own (a Worker's control messages: online, error, output, exit). Message kinds are
// shared with the Rust side, which acts on the negative ones itself.
'use strict';

const binding = internalBinding('worker');
// Incoming bytes become Buffers through the fs binding's glue, set up when it is made.
internalBinding('fs');

const kinds = {
  MESSAGE: 0,
  // A message carrying MessagePorts or FileHandles: [tokens, bytes of the value, fds].
  MESSAGE_WITH_PORTS: 1,
  INIT: 2,
  ONLINE: 3,
  ERROR: 4,
  STDOUT: 5,
  STDERR: 6,
  STDIN: 7,
  STDIN_END: 8,
  CLOSE: 9,
  // worker.cpuUsage(): the parent's request (a request number) and the worker's answer
  // ([request number, user µs, system µs] of its own thread).
  CPU_USAGE: 10,
  CPU_USAGE_REPLY: 11,
  // postMessageToThread() traffic on its way up to the main thread (internal/worker/messaging).
  MESSAGING: 12,
  EXIT: -1,
};

const handlers = new Map();
let dispatcherSet = false;

// A listener that throws is an uncaught exception of its own, as for any callback; what
// else came in the same batch (a worker's exit after its error) is still handed on.
function dispatch(id, kind, data, buffers, shared) {
  const handler = handlers.get(id);
  if (handler === undefined) return;
  try {
    handler(kind, data, buffers, shared);
  } catch (err) {
    require('internal/process/execution').triggerUncaughtException(err, false);
  }
}

function register(id, handler) {
  if (!dispatcherSet) {
    dispatcherSet = true;
    binding.setDispatcher(dispatch);
  }
  handlers.set(id, handler);
}

function unregister(id) {
  handlers.delete(id);
}

let ioModule;
function io() {
  ioModule ??= require('internal/worker/io');
  return ioModule;
}

const empty = new Uint8Array(0);

// Sends a serialized message ({ data, buffers, shared, tokens }) from endpoint `id`.
function send(id, out) {
  if (out.tokens.length === 0 && (out.fds === undefined || out.fds.length === 0)) {
    return binding.post(id, kinds.MESSAGE, out.data, out.buffers, out.shared, true);
  }
  const { serialize } = require('internal/worker/wire');
  const envelope = serialize([out.tokens, out.data, out.fds ?? []], [], [], undefined);
  return binding.post(id, kinds.MESSAGE_WITH_PORTS, envelope.data, out.buffers, out.shared, true);
}

// What `send` would post, as one envelope (a worker's start-up record).
function envelope(out) {
  const { serialize } = require('internal/worker/wire');
  return serialize([out.tokens, out.data, out.fds ?? []], [], [], undefined).data;
}

// The value a MESSAGE or MESSAGE_WITH_PORTS carries, with the ports it brings.
// (INIT is written as MESSAGE_WITH_PORTS is.)
function readMessage(kind, data, buffers, shared) {
  const { deserialize } = require('internal/worker/wire');
  if (kind === kinds.MESSAGE) return { data: deserialize(data, buffers, shared, []), ports: [] };
  const [tokens, bytes, fds] = deserialize(data, [], [], []);
  const ports = tokens.map((token) => io().adoptPort(token));
  const { FileHandle } = require('internal/fs/filehandle');
  const handles = (fds ?? []).map((fd) => new FileHandle(fd));
  return { data: deserialize(bytes, buffers, shared, { ports, handles }), ports };
}

// Handles what comes in for a port's endpoint; other kinds go to `extra`.
function portHandler(state, extra) {
  return (kind, data, buffers, shared) => {
    if (kind === kinds.MESSAGE || kind === kinds.MESSAGE_WITH_PORTS) {
      let message;
      try {
        message = readMessage(kind, data, buffers, shared);
      } catch (err) {
        state.port.emit?.('messageerror', err);
        return;
      }
      io().queueRemote(state, message);
      return;
    }
    if (kind === kinds.CLOSE) {
      // A Worker's own channel outlives the worker's parentPort: its exit still comes.
      if (extra !== undefined && extra(kind) === true) return;
      closeEndpoint(state, false);
      io().remoteClosed(state);
      return;
    }
    if (extra !== undefined) extra(kind, data, buffers, shared);
  };
}

// Makes port state `state` the owner of endpoint `id`. With `extra`, the endpoint also
// carries the thread's own traffic (a worker's stdin), which outlives the port's close.
function attach(state, id, extra) {
  state.remote = id;
  register(id, portHandler(state, extra));
  if (extra !== undefined) {
    state.control = (kind, data, buffers, shared) => {
      if (kind !== kinds.MESSAGE && kind !== kinds.MESSAGE_WITH_PORTS && kind !== kinds.CLOSE) {
        extra(kind, data, buffers, shared);
      }
    };
  }
}

function adopt(state, token) {
  const id = binding.adopt(token);
  if (id === undefined) return;
  attach(state, id);
}

// Parks a port's endpoint for another thread; returns the token.
function park(state) {
  const id = state.remote;
  state.remote = undefined;
  unregister(id);
  return binding.park(id);
}

function parkId(id) {
  return binding.park(id);
}

function newLink() {
  return binding.newLink();
}

function closeId(id) {
  binding.close(id);
}

// The port's endpoint ends; `tell` sends the other end a CLOSE first.
function closeEndpoint(state, tell) {
  const id = state.remote;
  if (id === undefined) return;
  state.remote = undefined;
  if (tell) binding.post(id, kinds.CLOSE, empty, [], []);
  if (state.control !== undefined) {
    // A worker's parentPort: its output and errors still go to the parent this way.
    register(id, state.control);
    return;
  }
  unregister(id);
  binding.close(id);
}

// Hands `list` (entries as binding.receive gives them) to endpoint `id`'s handler.
function handle(id, list) {
  for (let i = 0; i < list.length; i++) {
    const [, kind, data, buffers, shared] = list[i];
    dispatch(id, kind, data, buffers, shared);
  }
}

// Takes what is waiting for the port right now (receiveMessageOnPort).
function pull(state) {
  const id = state.remote;
  const handler = handlers.get(id);
  if (handler === undefined) return;
  const list = binding.receive(id);
  state.pulling = true;
  try {
    for (let i = 0; i < list.length; i++) {
      const [, kind, data, buffers, shared] = list[i];
      handler(kind, data, buffers, shared);
    }
  } finally {
    state.pulling = false;
  }
}

module.exports = {
  kinds,
  binding,
  register,
  unregister,
  send,
  envelope,
  attach,
  adopt,
  park,
  parkId,
  newLink,
  closeId,
  closeEndpoint,
  pull,
  handle,
  readMessage,
};
