'use strict';
// internal/process/active_handles: the handles process._getActiveHandles() and
// process.getActiveResourcesInfo() report, as Node reports its libuv handles: each open
// handle's owner (a net.Socket, net.Server, ChildProcess...) under the name of Node's wrap
// class ('TCPSocketWrap', 'TCPServerWrap', 'PipeWrap', 'TTYWrap', 'ProcessWrap'), listed
// while the handle is open and ref'd (the native handle's hasRef()). The modules that open
// handles add them here and delete them where they close them.

//
// Each handle is also an async_hooks resource from here to its deleteHandle: it takes an id
// (which its owner carries as Node's sockets do) and, while hooks are enabled, emits init
// with Node's provider name and destroy.

const {
  symbols: { async_id_symbol, trigger_async_id_symbol }, fields: hookCounts,
  newAsyncId, getDefaultTriggerAsyncId, emitInit, emitDestroy,
} = require('internal/async_hooks');

// handle -> [owner, wrap class name, or null to be found from the handle's fd]
const handles = new Map();

const kProviders = {
  __proto__: null,
  TCPSocketWrap: 'TCPWRAP',
  TCPServerWrap: 'TCPSERVERWRAP',
  PipeWrap: 'PIPEWRAP',
  TTYWrap: 'TTYWRAP',
  ProcessWrap: 'PROCESSWRAP',
};

function provider(handle, owner, type) {
  const name = kProviders[type ?? streamType(handle)];
  // A listening pipe is a PipeWrap too; Node names its resource apart.
  if (name === 'PIPEWRAP' && typeof handle.onconnection === 'function') return 'PIPESERVERWRAP';
  if (name === 'PIPEWRAP' && owner !== null && typeof owner === 'object' &&
      typeof owner.listen === 'function' && typeof owner.getConnections === 'function') {
    return 'PIPESERVERWRAP';
  }
  return name;
}

function initAsync(handle, owner, type) {
  const asyncId = newAsyncId();
  handle[async_id_symbol] = asyncId;
  handle[trigger_async_id_symbol] = getDefaultTriggerAsyncId();
  if (owner !== null && typeof owner === 'object') owner[async_id_symbol] = asyncId;
  if (hookCounts.init > 0) {
    emitInit(asyncId, provider(handle, owner, type), handle[trigger_async_id_symbol], handle);
  }
}

function addHandle(handle, owner, type = null) {
  handles.set(handle, [owner, type]);
  if (handle[async_id_symbol] === undefined) initAsync(handle, owner, type);
}

// `destroyLater`: the caller emits the destroy itself, once the handle's close callback ran.
function deleteHandle(handle, destroyLater = false) {
  if (handles.delete(handle) && !destroyLater && hookCounts.destroy > 0 &&
      handle[async_id_symbol] > 0) {
    emitDestroy(handle[async_id_symbol]);
  }
}

// Node's asyncReset for a handle taken up again (a pooled keep-alive socket): the old id is
// destroyed and the handle starts over with a new one, triggered by the current id.
function resetHandleAsyncId(handle, owner) {
  const entry = handles.get(handle);
  if (entry === undefined) return;
  if (hookCounts.destroy > 0 && handle[async_id_symbol] > 0) emitDestroy(handle[async_id_symbol]);
  initAsync(handle, owner, entry[1]);
}

// A stream handle made from an fd (stdio, a child's pipes) is named after what the fd is.
function streamType(handle) {
  let kind;
  try {
    kind = typeof handle.fd === 'number' && handle.fd >= 0 ?
      internalBinding('io').guessHandleType(handle.fd) : undefined;
  } catch {
    kind = undefined;
  }
  if (kind === 'TCP') return 'TCPSocketWrap';
  if (kind === 'TTY') return 'TTYWrap';
  return 'PipeWrap';
}

function isRefed(handle) {
  return typeof handle.hasRef !== 'function' || handle.hasRef();
}

// Appends the wrap class name of each ref'd handle to `info`.
function pushTypes(info) {
  for (const [handle, entry] of handles) {
    if (!isRefed(handle)) continue;
    entry[1] ??= streamType(handle);
    info.push(entry[1]);
  }
}

function owners() {
  const list = [];
  for (const [handle, entry] of handles) {
    if (isRefed(handle)) list.push(entry[0]);
  }
  return list;
}

module.exports = { addHandle, deleteHandle, resetHandleAsyncId, pushTypes, owners };
