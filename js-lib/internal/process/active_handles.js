'use strict';
// internal/process/active_handles: the handles process._getActiveHandles() and
// process.getActiveResourcesInfo() report, as Node reports its libuv handles: each open
// handle's owner (a net.Socket, net.Server, ...) under the name of Node's wrap class
// ('TCPSocketWrap', 'TCPServerWrap', 'PipeWrap', ...), listed while it is open and ref'd.
// The modules that open handles add them here and delete them when the handle closes;
// a handle's owner says whether it is ref'd through its `hasRef()`.

// owner -> wrap class name, in the order the handles opened.
const handles = new Map();

function addHandle(owner, type) {
  handles.set(owner, type);
}

function deleteHandle(owner) {
  handles.delete(owner);
}

function isRefed(owner) {
  return typeof owner.hasRef !== 'function' || owner.hasRef();
}

function pushTypes(info) {
  for (const [owner, type] of handles) {
    if (isRefed(owner)) info.push(type);
  }
}

function owners() {
  const list = [];
  for (const owner of handles.keys()) {
    if (isRefed(owner)) list.push(owner);
  }
  return list;
}

module.exports = { addHandle, deleteHandle, pushTypes, owners };
