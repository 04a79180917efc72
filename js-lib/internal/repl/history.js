'use strict';
// internal/repl/history: ReplHistory, the history of a readline Interface (every
// Interface has one as `historyManager`; its `history`, `historyIndex` and `historySize`
// read through to it) and, for the REPL, the history file.
//
// Entries are kept newest first. An entry of several lines is kept as one string with its
// lines in reverse order joined by '\r', which is also how the file holds it (one entry a
// line, newest first, as Node's .node_repl_history); navigation hands it back in reading
// order with '\n'.
//
// The file (initialize()): an empty path turns persistence off, no path means
// ~/.minirt_repl_history. The file is created private to the user, read, and then kept
// open and rewritten in place shortly after each new line ('flushHistory' is emitted on
// the interface when a write has finished) and closed when the interface exits. A file
// that cannot be used is reported once and the session goes on without persistence;
// the first Up then says how to turn it on.

const kDefaultSize = 30;
const kDebounceMs = 15;

const kDisabledNotice = '\nPersistent history support disabled. Set the NODE_REPL_HISTORY ' +
  'environment\nvariable to a valid, user-writable path to enable.\n';
const kNoHomeNotice = '\nError: Could not get the home directory.\n' +
  'REPL session history will not be persisted.\n';
const kOpenFailedNotice = '\nError: Could not open history file.\n' +
  'REPL session history will not be persisted.\n';

const kContext = Symbol('context');
const kPath = Symbol('path');
const kEntries = Symbol('entries');
const kIndex = Symbol('index');
const kSize = Symbol('size');
const kHandle = Symbol('handle');
const kRegularFile = Symbol('regularFile');
const kTimer = Symbol('timer');
const kWriting = Symbol('writing');
const kWriteAgain = Symbol('writeAgain');
const kFlushing = Symbol('flushing');
const kRemoveDuplicates = Symbol('removeDuplicates');

// Entry text <-> the lines of a multi-line entry in reading order.
function toStored(line) {
  return line.includes('\n') ? line.split('\n').reverse().join('\r') : line;
}
function fromStored(entry) {
  return entry.includes('\r') ? entry.split('\r').reverse().join('\n') : entry;
}

function notify(context, message) {
  if (typeof context._writeToOutput !== 'function') return;
  context._writeToOutput(message);
  if (typeof context._refreshLine === 'function') context._refreshLine();
}

class ReplHistory {
  constructor(context, options = {}) {
    const { validateArray, validateNumber } = require('internal/validators');
    if (options.history !== undefined) validateArray(options.history, 'history');
    if (options.size !== undefined) validateNumber(options.size, 'size', 0);
    let filePath = options.filePath;
    if (typeof filePath === 'string') filePath = filePath.trim();
    this[kContext] = context;
    this[kPath] = filePath;
    this[kEntries] = options.history ?? [];
    this[kIndex] = -1;
    this[kSize] = options.size ?? context.historySize ?? kDefaultSize;
    this[kRemoveDuplicates] = !!options.removeHistoryDuplicates;
    this[kHandle] = null;
    this[kRegularFile] = false;
    this[kTimer] = null;
    this[kWriting] = false;
    this[kWriteAgain] = false;
    this[kFlushing] = false;
  }

  get size() { return this[kSize]; }
  get isFlushing() { return this[kFlushing]; }
  get history() { return this[kEntries]; }
  set history(value) { this[kEntries] = value; }
  get index() { return this[kIndex]; }
  set index(value) { this[kIndex] = value; }

  // Reads the file and starts keeping it; ready(null, context) once the history is usable
  // (also when persistence is off or failed: the session works either way).
  initialize(ready) {
    const context = this[kContext];
    if (this[kPath] === '') {
      this.#announceDisabled();
      ready(null, context);
      return;
    }
    if (!this[kPath]) {
      try {
        this[kPath] = require('path').join(require('os').homedir(), '.minirt_repl_history');
      } catch {
        notify(context, kNoHomeNotice);
        this.#announceDisabled();
        ready(null, context);
        return;
      }
    }
    // Keys typed meanwhile wait: they would go to a history about to be replaced.
    context.pause();
    // What escapes here was thrown by `ready` itself: an uncaught error, as from any
    // callback.
    this.#open(ready).catch((err) => process.nextTick(() => { throw err; }));
  }

  async #open(ready) {
    const fs = require('fs');
    const context = this[kContext];
    const path = this[kPath];
    try {
      // Creates the file, readable by the user only, when it does not exist.
      await (await fs.promises.open(path, 'a+', 0o600)).close();
      const text = await fs.promises.readFile(path, 'utf8');
      const loaded = text ? text.split(/\r?\n+/, this[kSize]) : [];
      // Lines evaluated while the file was read are newer than everything in it.
      const entries = this[kEntries];
      if (entries.length > 0) {
        for (let i = 0; i < loaded.length; i++) entries.push(loaded[i]);
        // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
        if (entries.length > this[kSize]) entries['length'] = this[kSize];
      } else {
        this[kEntries] = loaded;
      }
      const handle = await fs.promises.open(path, 'r+');
      this[kHandle] = handle;
      // A history sent to a device (a link to /dev/null) is written, never cut.
      this[kRegularFile] = (await handle.stat()).isFile();
      if (this[kRegularFile]) await handle.truncate(0);
      context.on('line', () => this.#scheduleWrite());
      context.once('exit', () => this.#closeWhenWritten());
      context.once('flushHistory', () => {
        if (context.closed) return;
        context.resume();
        ready(null, context);
      });
    } catch (err) {
      await this.closeHandle();
      this.#failed(err, ready);
      return;
    }
    await this.#write();
  }

  #failed(err, ready) {
    const context = this[kContext];
    notify(context, kOpenFailedNotice);
    this.#announceDisabled();
    if (!context.closed) context.resume();
    ready(null, context);
  }

  // The next Up (once) says how to turn persistence on, when there is nothing to show.
  #announceDisabled() {
    const context = this[kContext];
    const own = Object.prototype.hasOwnProperty.call(context, '_historyPrev');
    const previous = context._historyPrev;
    context._historyPrev = (...args) => {
      if (this[kEntries].length === 0) notify(context, kDisabledNotice);
      if (own) context._historyPrev = previous;
      else delete context._historyPrev;
      if (typeof context._historyPrev === 'function') {
        return context._historyPrev.apply(context, args);
      }
    };
  }

  #scheduleWrite() {
    this[kFlushing] = true;
    if (this[kTimer] !== null) clearTimeout(this[kTimer]);
    this[kTimer] = setTimeout(() => this.#write(), kDebounceMs);
  }

  async #write() {
    this[kTimer] = null;
    if (this[kWriting]) {
      this[kWriteAgain] = true;
      return;
    }
    if (this[kHandle] === null) return;
    this[kWriting] = true;
    try {
      const text = this[kEntries].join('\n');
      // In place from the start, then cut: the file never holds less than one version.
      const { bytesWritten } = await this[kHandle].write(text, 0, 'utf8');
      if (this[kRegularFile]) await this[kHandle].truncate(bytesWritten);
    } catch {
      // A history that cannot be written is not worth interrupting the session for.
    }
    this[kWriting] = false;
    if (this[kWriteAgain]) {
      this[kWriteAgain] = false;
      this.#scheduleWrite();
      return;
    }
    this[kFlushing] = this[kTimer] !== null;
    if (!this[kFlushing]) this[kContext].emit('flushHistory');
  }

  #closeWhenWritten() {
    if (this[kFlushing]) {
      this[kContext].once('flushHistory', () => this.#closeWhenWritten());
      return;
    }
    this.closeHandle();
  }

  async closeHandle() {
    const handle = this[kHandle];
    if (handle === null) return;
    this[kHandle] = null;
    try {
      await handle.close();
    } catch {
      // Already gone.
    }
  }

  // The interface's current line joins the history (unless empty or blank); returns the
  // line to deliver. A multi-line input replaces the entry its first line made; after an
  // input that failed, the corrected one replaces it. 'history' listeners may edit the
  // array (to drop a password, say).
  addHistory(isMultiline, lastCommandErrored) {
    const context = this[kContext];
    const line = context.line;
    if (line.length === 0) return '';
    if (this[kSize] === 0 || line.trim().length === 0) return line;
    const entries = this[kEntries];
    if ((isMultiline && this[kIndex] === -1) || lastCommandErrored) entries.shift();
    const stored = toStored(line);
    if (entries.length === 0 || entries[0] !== stored) {
      if (this[kRemoveDuplicates]) {
        const at = entries.indexOf(stored);
        if (at !== -1) entries.splice(at, 1);
      }
      entries.unshift(stored);
      if (entries.length > this[kSize]) entries.pop();
    }
    this[kIndex] = -1;
    context.emit('history', entries);
    // As in Node, a line that went into the history is delivered with its line breaks
    // as '\r' (still line terminators to the parser).
    return line.includes('\n') ? line.replaceAll('\n', '\r') : line;
  }

  canNavigateToNext() {
    return this[kIndex] > -1 && this[kEntries].length > 0;
  }

  // The next newer entry starting with `search` (and different from the current line);
  // past the newest, `search` itself.
  navigateToNext(search) {
    if (!this.canNavigateToNext()) return null;
    search ||= '';
    const entries = this[kEntries];
    const current = this[kContext].line;
    let i = this[kIndex] - 1;
    while (i >= 0 && (!entries[i].startsWith(search) || entries[i] === current)) i--;
    this[kIndex] = i;
    return i === -1 ? search : fromStored(entries[i]);
  }

  canNavigateToPrevious() {
    return this[kEntries].length > 0 && this[kIndex] !== this[kEntries].length;
  }

  // The next older entry, likewise; past the oldest, `search`.
  navigateToPrevious(search) {
    if (!this.canNavigateToPrevious()) return null;
    search ||= '';
    const entries = this[kEntries];
    const current = this[kContext].line;
    let i = this[kIndex] + 1;
    while (i < entries.length && (!entries[i].startsWith(search) || entries[i] === current)) i++;
    this[kIndex] = i;
    return i === entries.length ? search : fromStored(entries[i]);
  }
}

module.exports = { ReplHistory };
