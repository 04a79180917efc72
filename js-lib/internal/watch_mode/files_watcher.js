'use strict';
// internal/watch_mode/files_watcher: the file watching behind `--watch` (FilesWatcher).
// Holds one fs.watch per watched path, the set of files a change must name to count (the
// 'filter' mode: the files the running program reported loading), and the 200 ms debounce
// per file; emits 'changed' with { owners, eventType, trigger }. It also relays IPC
// messages between a parent of the watching process and the program it runs.

const EventEmitter = require('events');
const { watch } = require('fs');
const { resolve, dirname, sep } = require('path');
const { setTimeout, clearTimeout } = require('timers');
const { validateNumber, validateOneOf } = require('internal/validators');
const { kEmptyObject } = require('internal/util');
const { TIMEOUT_MAX } = require('internal/timers');

let fileURLToPath;

function isInside(dir, path) {
  const parent = resolve(dir);
  return resolve(path).startsWith(parent.endsWith(sep) ? parent : parent + sep);
}

class FilesWatcher extends EventEmitter {
  #watchers = new Map();
  #filtered = new Set();
  #pendingOwners = new Set();
  #timer = null;
  #owners = new Map();
  #ownerFiles = new Map();
  #debounce;
  #mode;
  #signal;
  #relay;
  #relays = new WeakMap();

  constructor({ debounce = 200, mode = 'filter', signal } = kEmptyObject) {
    super({ __proto__: null, captureRejections: true });
    validateNumber(debounce, 'options.debounce', 0, TIMEOUT_MAX);
    validateOneOf(mode, 'options.mode', ['filter', 'all']);
    this.#debounce = debounce;
    this.#mode = mode;
    this.#signal = signal;
    // A watcher that was itself started with an IPC channel passes messages through.
    this.#relay = typeof process.send === 'function';
    if (signal) {
      require('events').addAbortListener(signal, () => this.clear());
    }
  }

  get watchedPaths() {
    return [...this.#watchers.keys()];
  }

  #covered(path) {
    if (this.#watchers.has(path)) return true;
    for (const [watched, entry] of this.#watchers) {
      if (entry.recursive && isInside(watched, path)) return true;
    }
    return false;
  }

  #close(entry) {
    entry.handle.removeAllListeners();
    entry.handle.close();
  }

  // One trailing-edge debounce for all files: a burst of writes (a save touching several
  // files, an editor's several writes) restarts once, naming the last file changed and
  // every owner of the files changed meanwhile.
  #change(trigger, eventType) {
    if (this.#mode === 'filter' && !this.#filtered.has(trigger)) return;
    for (const owner of this.#owners.get(trigger) ?? []) this.#pendingOwners.add(owner);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      const owners = this.#pendingOwners;
      this.#pendingOwners = new Set();
      this.emit('changed', { owners, eventType, trigger });
    }, this.#debounce).unref();
  }

  // A directory watch names the entry that changed; a watch of one file names nothing
  // useful (inotify gives the file's own name), so the file is the trigger.
  watchPath(path, recursive = true, directory = recursive) {
    if (this.#covered(path)) return;
    const handle = watch(path, { recursive, signal: this.#signal });
    handle.on('change', (eventType, name) => {
      this.#change(directory ? resolve(path, name ?? '') : path, eventType);
    });
    this.#watchers.set(path, { handle, recursive });
    if (recursive) {
      for (const [watched, entry] of this.#watchers) {
        if (watched !== path && isInside(path, watched)) {
          this.#close(entry);
          this.#watchers.delete(watched);
        }
      }
    }
  }

  // Linux has no native recursive watch: each file gets a watch of its own. A file that
  // may be missing (--env-file-if-exists) is watched through its directory, so that its
  // creation counts as a change.
  filterFile(file, owner, { allowMissing = false } = kEmptyObject) {
    if (!file) return;
    try {
      this.watchPath(file, false, false);
    } catch (err) {
      if (!allowMissing || err?.code !== 'ENOENT') throw err;
      this.watchPath(dirname(file), false, true);
    }
    this.#filtered.add(file);
    if (owner) {
      const owners = this.#owners.get(file) ?? new Set();
      owners.add(owner);
      this.#owners.set(file, owners);
      const files = this.#ownerFiles.get(owner) ?? new Set();
      files.add(file);
      this.#ownerFiles.set(owner, files);
    }
  }

  #relayIPC(child) {
    const relay = {
      down: (message) => child.send(message),
      up: (message) => process.send(message),
    };
    this.#relays.set(child, relay);
    process.on('message', relay.down);
    child.on('message', relay.up);
  }

  destroyIPC(child) {
    const relay = this.#relays.get(child);
    if (this.#relay && relay !== undefined) {
      process.off('message', relay.down);
      child.off('message', relay.up);
    }
  }

  // The program reports each file it loads ({ 'watch:require': [path] } from the CommonJS
  // loader, { 'watch:import': [url] } from the ES module one); any other message, or a
  // file that cannot be watched, is no concern of the watcher's.
  watchChildProcessModules(child, key = null) {
    if (this.#relay) this.#relayIPC(child);
    if (this.#mode !== 'filter') return;
    child.on('message', (message) => {
      try {
        const required = message?.['watch:require'];
        if (Array.isArray(required)) {
          for (const file of required) this.filterFile(file, key);
        }
        const imported = message?.['watch:import'];
        if (Array.isArray(imported)) {
          fileURLToPath ??= require('internal/url').fileURLToPath;
          for (const url of imported) this.filterFile(fileURLToPath(url), key);
        }
      } catch {
        // A file gone by now, or an import that is no file (node:, data:, http:).
      }
    });
  }

  unfilterFilesOwnedBy(owners) {
    for (const owner of owners) {
      // A file other owners still depend on keeps those owners.
      for (const file of this.#ownerFiles.get(owner) ?? []) {
        this.#filtered.delete(file);
        const owners = this.#owners.get(file);
        owners?.delete(owner);
        if (owners?.size === 0) this.#owners.delete(file);
      }
      this.#filtered.delete(owner);
      this.#owners.delete(owner);
      this.#ownerFiles.delete(owner);
    }
  }

  clearFileFilters() {
    this.#filtered.clear();
  }

  clear() {
    for (const entry of this.#watchers.values()) this.#close(entry);
    this.#watchers.clear();
    this.#filtered.clear();
    this.#owners.clear();
    this.#ownerFiles.clear();
  }
}

module.exports = { FilesWatcher };
