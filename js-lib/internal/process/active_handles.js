'use strict';
// internal/process/active_handles: the handles process._getActiveHandles() and
// process.getActiveResourcesInfo() report, as Node reports its libuv handles: each open
// handle's owner (a net.Socket, net.Server, ChildProcess...) under the name of Node's wrap
// class ('TCPSocketWrap', 'TCPServerWrap', 'PipeWrap', 'TTYWrap', 'ProcessWrap'), listed
// while the handle is open and ref'd (the native handle's hasRef()). The modules that open
// handles add them here and delete them where they close them.

// handle -> [owner, wrap class name, or null to be found from the handle's fd]
const handles = new Map();

function addHandle(handle, owner, type = null) {
  handles.set(handle, [owner, type]);
}

function deleteHandle(handle) {
  handles.delete(handle);
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

module.exports = { addHandle, deleteHandle, pushTypes, owners };
