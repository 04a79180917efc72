'use strict';
// internal/dom_exception: the WebIDL `DOMException` class (global `DOMException`) and its
// `QuotaExceededError` subclass (global in Node 26).
//
// Shape follows Node 26: `DOMException.prototype` inherits from `Error.prototype` while the
// constructor itself inherits from `Function.prototype`, so a plain `class ... extends Error`
// cannot be used; the constructor builds a real Error object (so it carries [[ErrorData]] and
// a stack) and re-parents it with the return-override trick. name/message/code are brand-checked
// prototype getters backed by a WeakMap, as WebIDL attributes are.

const internals = new WeakMap();

// Legacy code table. Names removed from WebIDL's table keep their constant but report code 0.
const LEGACY = [
  ['IndexSizeError', 'INDEX_SIZE_ERR', 1],
  ['DOMStringSizeError', 'DOMSTRING_SIZE_ERR', 2],
  ['HierarchyRequestError', 'HIERARCHY_REQUEST_ERR', 3],
  ['WrongDocumentError', 'WRONG_DOCUMENT_ERR', 4],
  ['InvalidCharacterError', 'INVALID_CHARACTER_ERR', 5],
  ['NoDataAllowedError', 'NO_DATA_ALLOWED_ERR', 6],
  ['NoModificationAllowedError', 'NO_MODIFICATION_ALLOWED_ERR', 7],
  ['NotFoundError', 'NOT_FOUND_ERR', 8],
  ['NotSupportedError', 'NOT_SUPPORTED_ERR', 9],
  ['InUseAttributeError', 'INUSE_ATTRIBUTE_ERR', 10],
  ['InvalidStateError', 'INVALID_STATE_ERR', 11],
  ['SyntaxError', 'SYNTAX_ERR', 12],
  ['InvalidModificationError', 'INVALID_MODIFICATION_ERR', 13],
  ['NamespaceError', 'NAMESPACE_ERR', 14],
  ['InvalidAccessError', 'INVALID_ACCESS_ERR', 15],
  ['ValidationError', 'VALIDATION_ERR', 16],
  ['TypeMismatchError', 'TYPE_MISMATCH_ERR', 17],
  ['SecurityError', 'SECURITY_ERR', 18],
  ['NetworkError', 'NETWORK_ERR', 19],
  ['AbortError', 'ABORT_ERR', 20],
  ['URLMismatchError', 'URL_MISMATCH_ERR', 21],
  ['QuotaExceededError', 'QUOTA_EXCEEDED_ERR', 22],
  ['TimeoutError', 'TIMEOUT_ERR', 23],
  ['InvalidNodeTypeError', 'INVALID_NODE_TYPE_ERR', 24],
  ['DataCloneError', 'DATA_CLONE_ERR', 25],
];
const codeByName = { __proto__: null };
for (let i = 0; i < LEGACY.length; i++) codeByName[LEGACY[i][0]] = LEGACY[i][2];
codeByName.DOMStringSizeError = 0;
codeByName.NoDataAllowedError = 0;
codeByName.ValidationError = 0;

// Built by hand rather than through internal/errors: this file is loaded very early and
// internal/errors may itself want DOMException.
function invalidThis(type) {
  const err = new TypeError(`Value of "this" must be of ${type}`);
  err.code = 'ERR_INVALID_THIS';
  return err;
}

function getInternals(self) {
  const s = internals.get(self);
  if (s === undefined) throw invalidThis('DOMException');
  return s;
}

class DOMException {
  constructor(message = '', options = 'Error') {
    const self = new Error();
    Object.setPrototypeOf(self, new.target ? new.target.prototype : DOMException.prototype);
    let name;
    if (options !== null && typeof options === 'object') {
      name = `${options.name}`;
      if ('cause' in options) {
        Object.defineProperty(self, 'cause', {
          value: options.cause, writable: true, enumerable: false, configurable: true,
        });
      }
    } else {
      name = `${options}`;
    }
    internals.set(self, { name, message: `${message}` });
    return self;
  }

  get name() { return getInternals(this).name; }
  get message() { return getInternals(this).message; }
  get code() {
    const code = codeByName[getInternals(this).name];
    return code === undefined ? 0 : code;
  }
}

Object.setPrototypeOf(DOMException.prototype, Error.prototype);
Object.defineProperties(DOMException.prototype, {
  [Symbol.toStringTag]: { value: 'DOMException', configurable: true },
  name: { enumerable: true },
  message: { enumerable: true },
  code: { enumerable: true },
});
for (let i = 0; i < LEGACY.length; i++) {
  const desc = { value: LEGACY[i][2], enumerable: true, writable: false, configurable: false };
  Object.defineProperty(DOMException, LEGACY[i][1], desc);
  Object.defineProperty(DOMException.prototype, LEGACY[i][1], desc);
}

// WebIDL `unrestricted double` conversion as used by QuotaExceededError's dictionary members.
function toQuotaNumber(v, what) {
  const n = +v;
  if (n !== n || n === Infinity || n === -Infinity) {
    const shown = n !== n ? 'NaN' : (n > 0 ? 'Infinity' : '-Infinity');
    throw new TypeError(`Cannot convert ${what} to a double: the value is ${shown}`);
  }
  return n;
}

const quotaInternals = new WeakMap();

class QuotaExceededError extends DOMException {
  constructor(message = '', options = {}) {
    super(message, 'QuotaExceededError');
    let quota = null;
    let requested = null;
    if (options !== undefined && options !== null) {
      if ('quota' in options) {
        quota = toQuotaNumber(options.quota, 'options.quota');
        if (quota < 0) throw new RangeError('options.quota must not be negative');
      }
      if ('requested' in options) {
        requested = toQuotaNumber(options.requested, 'options.requested');
        if (requested < 0) throw new RangeError('options.requested must not be negative');
      }
      if (quota !== null && requested !== null && requested < quota) {
        throw new RangeError('options.requested must not be less than options.quota');
      }
    }
    quotaInternals.set(this, { quota, requested });
  }

  get quota() {
    const s = quotaInternals.get(this);
    if (s === undefined) throw invalidThis('QuotaExceededError');
    return s.quota;
  }

  get requested() {
    const s = quotaInternals.get(this);
    if (s === undefined) throw invalidThis('QuotaExceededError');
    return s.requested;
  }
}
Object.defineProperties(QuotaExceededError.prototype, {
  [Symbol.toStringTag]: { value: 'QuotaExceededError', configurable: true },
  quota: { enumerable: true },
  requested: { enumerable: true },
});
Object.defineProperty(QuotaExceededError, 'length', { value: 0 });

// For structuredClone: read the internal slots without going through (overridable) getters.
function getDOMExceptionState(value) {
  const s = internals.get(value);
  if (s === undefined) return undefined;
  const q = quotaInternals.get(value);
  return q === undefined ? { name: s.name, message: s.message } :
    { name: s.name, message: s.message, quota: q.quota, requested: q.requested };
}

module.exports = { DOMException, QuotaExceededError, getDOMExceptionState };
