'use strict';
// internal/blob: the Blob class (parts of strings, ArrayBuffers, views and Blobs; `type` and
// `endings` options; size, type, slice, arrayBuffer, text, bytes, stream, textStream),
// buffer.resolveObjectURL (over the object-URL registry that URL.createObjectURL keeps in
// internal/url), openAsBlob/openAsBlobSync(path, options) behind fs.openAsBlob and
// fs.openAsBlobSync, and cloneBlob for structuredClone.
//
// A Blob is an immutable list of parts: Uint8Arrays owned by the Blob (copied in at
// construction, shared by slices and by Blobs built from Blobs) and FileRanges, byte ranges
// of a file read only when the data is asked for. A file range remembers the file's size and
// mtime at openAsBlob time; reading it after the file changed fails with a NotReadableError
// DOMException, as in Node.

const { codes } = require('internal/errors_lazy');
const { validateObject, validateString } = require('internal/validators');

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');
const kParts = Symbol('kParts');
const kLength = Symbol('kLength');
const kType = Symbol('kType');
const kNotCloneable = Symbol('kNotCloneable');

// Chunk size of file-backed reads and streams (Node's).
const kFileChunkSize = 65536;
const kMaxLongLong = 2 ** 63 - 1;
const disallowedTypeCharacters = /[^\u0020-\u007E]/;
const ArrayBufferIsView = ArrayBuffer.isView;

let encoder;
function encodeString(string) {
  encoder ??= new (require('internal/encoding').TextEncoder)();
  return encoder.encode(string);
}

let lazyFs;
function fs() {
  lazyFs ??= require('fs');
  return lazyFs;
}

function isBlob(value) {
  return value != null && value[kParts] !== undefined;
}

function isArrayBufferLike(value) {
  return value instanceof ArrayBuffer ||
    (typeof SharedArrayBuffer === 'function' && value instanceof SharedArrayBuffer);
}

// A WebIDL conversion error: a TypeError with a code, no "[code]" in its stack header.
function webidlTypeError(message) {
  const err = new TypeError(message);
  err.code = 'ERR_INVALID_ARG_TYPE';
  return err;
}

function normalizeType(type) {
  type = `${type}`;
  return disallowedTypeCharacters.test(type) ? '' : type.toLowerCase();
}

// A byte range of a file, with the file's size and mtime when the Blob was made.
class FileRange {
  constructor(path, offset, length, fileSize, mtimeMs) {
    this.path = path;
    this.offset = offset;
    this.length = length;
    this.fileSize = fileSize;
    this.mtimeMs = mtimeMs;
  }

  slice(start, end) {
    return new FileRange(this.path, this.offset + start, end - start, this.fileSize,
      this.mtimeMs);
  }
}

function partLength(part) {
  return part instanceof FileRange ? part.length : part.byteLength;
}

// The sequence<BlobPart> conversion: any iterable; Blobs and buffer sources stay as they
// are, everything else becomes a string.
function convertSources(sources) {
  if (sources === undefined) return [];
  if (sources === null || (typeof sources !== 'object' && typeof sources !== 'function') ||
      typeof sources[Symbol.iterator] !== 'function') {
    throw webidlTypeError('Value cannot be converted to sequence.');
  }
  const out = [];
  let i = 0;
  for (const source of sources) {
    if (isBlob(source) || isArrayBufferLike(source) || ArrayBufferIsView(source)) {
      out.push(source);
    } else if (typeof source === 'symbol') {
      throw webidlTypeError(`Value[${i}] is a Symbol and cannot be converted to a string.`);
    } else {
      out.push(`${source}`);
    }
    i++;
  }
  return out;
}

let eol;
function nativeLineEndings(string) {
  eol ??= require('os').EOL;
  return string.replace(/\r\n|\r|\n/g, eol);
}

class Blob {
  constructor(sources = undefined, options = undefined) {
    const list = convertSources(sources);
    if (options != null && typeof options !== 'object' && typeof options !== 'function') {
      throw new codes.ERR_INVALID_ARG_TYPE('options', 'a dictionary', options);
    }
    let endings = options?.endings;
    let type = options?.type;
    endings = endings === undefined ? 'transparent' : `${endings}`;
    if (endings !== 'transparent' && endings !== 'native') {
      throw new codes.ERR_INVALID_ARG_VALUE('options.endings', endings);
    }
    const parts = [];
    let length = 0;
    for (let i = 0; i < list.length; i++) {
      const source = list[i];
      if (isBlob(source)) {
        const sourceParts = source[kParts];
        for (let j = 0; j < sourceParts.length; j++) parts.push(sourceParts[j]);
        length += source[kLength];
        continue;
      }
      let bytes;
      if (typeof source === 'string') {
        bytes = encodeString(endings === 'native' ? nativeLineEndings(source) : source);
      } else if (ArrayBufferIsView(source)) {
        // Copied with ArrayBuffer.prototype.slice, as Node does: a detached source fails
        // with that method's error.
        const offset = source.byteOffset;
        bytes = new Uint8Array(source.buffer.slice(offset, offset + source.byteLength));
      } else {
        bytes = new Uint8Array(source).slice();
      }
      parts.push(bytes);
      length += bytes.byteLength;
    }
    this[kParts] = parts;
    this[kLength] = length;
    this[kType] = normalizeType(type === undefined ? '' : type);
  }

  get type() {
    if (!isBlob(this)) throw new codes.ERR_INVALID_THIS('Blob');
    return this[kType];
  }

  get size() {
    if (!isBlob(this)) throw new codes.ERR_INVALID_THIS('Blob');
    return this[kLength];
  }

  slice(start = 0, end = undefined, contentType = '') {
    if (!isBlob(this)) throw new codes.ERR_INVALID_THIS('Blob');
    const length = this[kLength];
    start = toClampedLongLong(start, 'start');
    end = end === undefined ? length : toClampedLongLong(end, 'end');
    start = start < 0 ? Math.max(length + start, 0) : Math.min(start, length);
    end = end < 0 ? Math.max(length + end, 0) : Math.min(end, length);
    const span = Math.max(end - start, 0);
    return createBlob(sliceParts(this[kParts], start, start + span), span,
      normalizeType(contentType));
  }

  arrayBuffer() {
    if (!isBlob(this)) return Promise.reject(new codes.ERR_INVALID_THIS('Blob'));
    return readAll(this);
  }

  text() {
    if (!isBlob(this)) return Promise.reject(new codes.ERR_INVALID_THIS('Blob'));
    return readAll(this).then(decodeUtf8);
  }

  bytes() {
    if (!isBlob(this)) return Promise.reject(new codes.ERR_INVALID_THIS('Blob'));
    return readAll(this).then((buffer) => new Uint8Array(buffer));
  }

  stream() {
    if (!isBlob(this)) throw new codes.ERR_INVALID_THIS('Blob');
    return createBlobStream(this[kParts]);
  }

  textStream() {
    if (!isBlob(this)) throw new codes.ERR_INVALID_THIS('Blob');
    const { TextDecoderStream } = require('internal/webstreams/encoding');
    return createBlobStream(this[kParts]).pipeThrough(new TextDecoderStream());
  }

  [customInspectSymbol](depth, options) {
    if (depth < 0) return this;
    const opts = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    const { inspect } = require('internal/util/inspect');
    return `Blob ${inspect({ size: this.size, type: this.type }, opts)}`;
  }
}

Object.defineProperty(Blob.prototype, Symbol.toStringTag, {
  __proto__: null, configurable: true, value: 'Blob',
});
for (const name of ['size', 'type', 'slice', 'stream', 'textStream', 'text', 'arrayBuffer',
  'bytes']) {
  Object.defineProperty(Blob.prototype, name, { __proto__: null, enumerable: true });
}

// A Blob around existing parts (slices, object URLs, files), without running the constructor.
function createBlob(parts, length, type = '') {
  const blob = Object.create(Blob.prototype);
  blob[kParts] = parts;
  blob[kLength] = length;
  blob[kType] = type;
  return blob;
}

// WebIDL `long long` with [Clamp]: NaN is 0, halves round to even.
function toClampedLongLong(value, name) {
  // WebIDL names the argument for a primitive that has no number conversion.
  if (typeof value === 'bigint') {
    throw webidlTypeError(`${name} is a BigInt and cannot be converted to a number.`);
  }
  if (typeof value === 'symbol') {
    throw webidlTypeError(`${name} is a Symbol and cannot be converted to a number.`);
  }
  let n = +value;
  if (n !== n) return 0;
  if (n > kMaxLongLong) n = kMaxLongLong;
  else if (n < -kMaxLongLong) n = -kMaxLongLong;
  let r = Math.floor(n);
  const fraction = n - r;
  if (fraction > 0.5 || (fraction === 0.5 && r % 2 !== 0)) r += 1;
  return r + 0;
}

function sliceParts(parts, start, end) {
  const out = [];
  let offset = 0;
  for (let i = 0; i < parts.length && offset < end; i++) {
    const part = parts[i];
    const length = partLength(part);
    const from = Math.max(start, offset) - offset;
    const to = Math.min(end, offset + length) - offset;
    if (to > from) {
      if (from === 0 && to === length) out.push(part);
      else if (part instanceof FileRange) out.push(part.slice(from, to));
      else out.push(part.subarray(from, to));
    }
    offset += length;
  }
  return out;
}

let utf8Decoder;
function decodeUtf8(buffer) {
  utf8Decoder ??= new (require('internal/encoding').TextDecoder)();
  return utf8Decoder.decode(buffer);
}

let lazyDOMException;
function notReadableError() {
  lazyDOMException ??= require('internal/dom_exception').DOMException;
  return new lazyDOMException('The blob could not be read', 'NotReadableError');
}

// Reads a file range in chunks of at most kFileChunkSize, after checking that the file is
// still the one the Blob was made from. The callbacks get (error) or (null, bytes | null).
class FileRangeReader {
  constructor(range) {
    this.range = range;
    this.fd = -1;
    this.position = range.offset;
    this.remaining = range.length;
  }

  read(callback) {
    // The file is opened (and checked) even for an empty range: a changed file fails.
    if (this.fd === -1) {
      this.open((err) => {
        if (err) {
          callback(err);
          return;
        }
        this.read(callback);
      });
      return;
    }
    if (this.remaining === 0) {
      this.close();
      callback(null, null);
      return;
    }
    const size = Math.min(this.remaining, kFileChunkSize);
    const bytes = new Uint8Array(size);
    fs().read(this.fd, bytes, 0, size, this.position, (err, bytesRead) => {
      if (err) {
        this.close();
        callback(notReadableError());
        return;
      }
      // The end came before the size stat gave: a file that changed meanwhile fails; one
      // that did not holds less than it says (sysfs files say 4096) and ends here.
      if (bytesRead === 0) {
        const range = this.range;
        fs().fstat(this.fd, (statErr, stats) => {
          this.close();
          if (statErr || stats.size !== range.fileSize || stats.mtimeMs !== range.mtimeMs) {
            callback(notReadableError());
          } else {
            callback(null, null);
          }
        });
        return;
      }
      this.position += bytesRead;
      this.remaining -= bytesRead;
      callback(null, bytesRead === size ? bytes : bytes.subarray(0, bytesRead));
    });
  }

  open(callback) {
    const range = this.range;
    fs().open(range.path, 'r', (err, fd) => {
      if (err) {
        callback(notReadableError());
        return;
      }
      fs().fstat(fd, (statErr, stats) => {
        if (statErr || stats.size !== range.fileSize || stats.mtimeMs !== range.mtimeMs) {
          fs().close(fd, () => {});
          callback(notReadableError());
          return;
        }
        this.fd = fd;
        callback(null);
      });
    });
  }

  close() {
    if (this.fd >= 0) fs().close(this.fd, () => {});
    // Closed for good: a later read() must not reopen the file.
    this.fd = -2;
  }
}

// Pulls a Blob's data part by part: an in-memory part comes back at once, a file range a
// chunk at a time. next(callback) answers (error) or (null, bytes), bytes null at the end.
class BlobPartReader {
  constructor(parts) {
    this.parts = parts;
    this.index = 0;
    this.fileReader = null;
  }

  // True when the next answer can be given synchronously.
  next(callback) {
    for (;;) {
      if (this.fileReader !== null) {
        this.fileReader.read((err, bytes) => {
          if (err) {
            this.fileReader = null;
            callback(err);
          } else if (bytes === null) {
            this.fileReader = null;
            this.next(callback);
          } else {
            callback(null, bytes);
          }
        });
        return false;
      }
      if (this.index === this.parts.length) {
        callback(null, null);
        return true;
      }
      const part = this.parts[this.index++];
      if (part instanceof FileRange) {
        this.fileReader = new FileRangeReader(part);
        continue;
      }
      if (part.byteLength === 0) continue;
      callback(null, part);
      return true;
    }
  }

  cancel() {
    if (this.fileReader !== null) {
      this.fileReader.close();
      this.fileReader = null;
    }
    this.index = this.parts.length;
  }
}

function concatChunks(chunks, total) {
  const out = new Uint8Array(total);
  let offset = 0;
  for (let i = 0; i < chunks.length; i++) {
    out.set(chunks[i], offset);
    offset += chunks[i].byteLength;
  }
  return out.buffer;
}

// Reads a whole file range (chunk by chunk); callback(error) or (null, [chunks], total).
function readFileRangeAll(range, callback) {
  const reader = new FileRangeReader(range);
  const chunks = [];
  let total = 0;
  const onChunk = (err, bytes) => {
    if (err) {
      callback(err);
    } else if (bytes === null) {
      callback(null, chunks, total);
    } else {
      chunks.push(bytes);
      total += bytes.byteLength;
      reader.read(onChunk);
    }
  };
  reader.read(onChunk);
}

// Collects every part into one ArrayBuffer. In-memory parts arrive on Node's schedule: the
// first at once, each further one two microtasks later, the end one microtask after the last.
function readAll(blob) {
  return new Promise((resolve, reject) => {
    const parts = blob[kParts];
    const chunks = [];
    let total = 0;
    let index = 0;
    const finish = () => resolve(concatChunks(chunks, total));
    const step = () => queueMicrotask(readNext);
    function readNext() {
      if (index === parts.length) {
        finish();
        return;
      }
      const part = parts[index++];
      const after = index === parts.length ? finish : step;
      if (part instanceof FileRange) {
        readFileRangeAll(part, (err, fileChunks, fileTotal) => {
          if (err) {
            reject(err);
            return;
          }
          for (let i = 0; i < fileChunks.length; i++) chunks.push(fileChunks[i]);
          total += fileTotal;
          queueMicrotask(after);
        });
        return;
      }
      chunks.push(part);
      total += part.byteLength;
      queueMicrotask(after);
    }
    readNext();
  });
}

let lazyReadableStream;
// A byte stream over the parts. Each pull enqueues a chunk, then keeps reading until the
// queue is over the high-water mark, as Node's blob stream does; on Node's schedule, where a
// read-ahead chunk lands on the loop turn after the check that asked for it.
function createBlobStream(parts) {
  lazyReadableStream ??= require('internal/webstreams/readablestream').ReadableStream;
  const reader = new BlobPartReader(parts);
  let pending = null;
  const settle = (err) => {
    const p = pending;
    pending = null;
    if (p === null) return;
    if (err) p.reject(err);
    else p.resolve();
  };
  const readNext = (controller) => {
    reader.next((err, bytes) => {
      if (pending === null) return;
      if (err) {
        controller.error(err);
        settle(err);
        return;
      }
      if (bytes === null) {
        controller.close();
        controller.byobRequest?.respond(0);
        settle();
        return;
      }
      controller.enqueue(bytes.slice());
      setImmediate(() => {
        if (pending === null) return;
        if (controller.desiredSize < 0) {
          settle();
          return;
        }
        setImmediate(() => {
          if (pending !== null) readNext(controller);
        });
      });
    });
  };
  return new lazyReadableStream({
    type: 'bytes',
    pull(controller) {
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        readNext(controller);
      });
    },
    cancel(reason) {
      reader.cancel();
      const p = pending;
      pending = null;
      if (p !== null) p.reject(reason);
    },
  }, { highWaterMark: 0 });
}

function resolveObjectURL(url) {
  url = `${url}`;
  try {
    const { URL, getBlobFromURL } = require('internal/url');
    const split = new URL(url).pathname.split(':', 3);
    if (split.length !== 2 || split[0] !== 'nodedata') return undefined;
    const blob = getBlobFromURL(`blob:nodedata:${split[1]}`);
    if (blob === undefined || !isBlob(blob)) return undefined;
    return createBlob(blob[kParts], blob[kLength], blob[kType]);
  } catch {
    return undefined;
  }
}

// fs.openAsBlobSync(path[, options]): a Blob over the whole file, its data read only when
// asked. The type is kept as given (no lower-casing), as in Node.
function openAsBlobSync(path, options = {}) {
  validateObject(options, 'options');
  const type = options.type || '';
  validateString(type, 'options.type');
  path = require('internal/fs/utils').getValidatedPath(path);
  const stats = fs().statSync(path);
  const size = stats.size;
  const blob = createBlob([new FileRange(path, 0, size, size, stats.mtimeMs)], size, type);
  blob[kNotCloneable] = true;
  return blob;
}

// fs.openAsBlob(path[, options]): the same Blob in a promise; argument and stat errors
// throw synchronously, as in Node.
function openAsBlob(path, options = {}) {
  return Promise.resolve(openAsBlobSync(path, options));
}

// structuredClone of a Blob or File: a new object of the same class sharing the data.
// Blobs over files are refused, as in Node.
function cloneBlob(blob) {
  if (blob[kNotCloneable]) {
    throw new codes.ERR_INVALID_STATE.TypeError('File-backed Blobs are not cloneable');
  }
  const clone = createBlob(blob[kParts], blob[kLength], blob[kType]);
  const { File, kFileState } = require('internal/file');
  if (blob instanceof File) {
    Object.setPrototypeOf(clone, File.prototype);
    const state = blob[kFileState];
    clone[kFileState] = { name: state.name, lastModified: state.lastModified };
  }
  return clone;
}

// What a Blob or File carries to another thread: its bytes (copied out of the parts), its
// type and a File's name and lastModified. Blobs over files are refused, as cloneBlob does.
function blobToRecord(blob) {
  const parts = blob[kParts];
  const notCloneable = () =>
    new codes.ERR_INVALID_STATE.TypeError('File-backed Blobs are not cloneable');
  if (blob[kNotCloneable]) throw notCloneable();
  const bytes = new Uint8Array(blob[kLength]);
  let at = 0;
  for (let i = 0; i < parts.length; i++) {
    if (!(parts[i] instanceof Uint8Array)) throw notCloneable();
    bytes.set(parts[i], at);
    at += parts[i].byteLength;
  }
  const record = { bytes, type: blob[kType] };
  const { File, kFileState } = require('internal/file');
  if (blob instanceof File) {
    const state = blob[kFileState];
    record.file = { name: state.name, lastModified: state.lastModified };
  }
  return record;
}

function blobFromRecord(record) {
  const blob = createBlob([record.bytes], record.bytes.byteLength, record.type);
  if (record.file !== undefined) {
    const { File, kFileState } = require('internal/file');
    Object.setPrototypeOf(blob, File.prototype);
    blob[kFileState] = { name: record.file.name, lastModified: record.file.lastModified };
  }
  return blob;
}

module.exports = {
  Blob,
  blobToRecord,
  blobFromRecord,
  isBlob,
  createBlob,
  resolveObjectURL,
  openAsBlob,
  openAsBlobSync,
  cloneBlob,
};
