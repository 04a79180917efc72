'use strict';
// internal/assert/throw_sites: where in Node's own sources each error that `assert` throws
// is thrown. An uncaught error's report starts at the `throw` that let it go, and for
// assert's errors that is a line of Node's assert code (`node:internal/assert/utils:146`
// for a failed comparison), not the caller's line. assert records the place here as it
// throws; the uncaught report asks pointerOf() (synchronous throws only: a rejection is
// reported from Node's promise machinery instead).

const pointers = new WeakMap();

// Node's `file:line`, the quoted source line and its caret, as the uncaught report prints.
const sites = {
  __proto__: null,
  innerFail: 'node:internal/assert/utils:146\n  throw error;\n  ^\n',
  messageError: 'node:internal/assert/utils:117\n    throw obj.message[0];\n    ^\n',
  ambiguousError: 'node:internal/assert/utils:112\n      throw new ERR_AMBIGUOUS_ARGUMENT(\n      ^\n',
  ambiguousFunction:
    'node:internal/assert/utils:120\n      throw new ERR_AMBIGUOUS_ARGUMENT(\n      ^\n',
  invalidMessage: 'node:internal/assert/utils:135\n    throw new ERR_INVALID_ARG_TYPE(\n    ^\n',
  fail: 'node:assert:173\n  throw err;\n  ^\n',
  failError: 'node:assert:151\n  if (isError(message)) throw message;\n                        ^\n',
  ifError: 'node:assert:818\n    throw newErr;\n    ^\n',
  expectedException: 'node:assert:573\n    throw err;\n    ^\n',
  exceptionKey: 'node:assert:456\n      throw err;\n      ^\n',
  primitiveException: 'node:assert:497\n      throw err;\n      ^\n',
  rethrow: 'node:assert:718\n  throw actual;\n  ^\n',
  emptyValidation: "node:assert:506\n        throw new ERR_INVALID_ARG_VALUE('error',\n        ^\n",
  errorStringPair: "node:assert:625\n      throw new ERR_INVALID_ARG_TYPE('error',\n      ^\n",
  messageIsErrorMessage: 'node:assert:631\n        throw new ERR_AMBIGUOUS_ARGUMENT(\n        ^\n',
  messageIsThrownValue: 'node:assert:637\n      throw new ERR_AMBIGUOUS_ARGUMENT(\n      ^\n',
  invalidExpected: "node:assert:647\n    throw new ERR_INVALID_ARG_TYPE('error',\n    ^\n",
  invalidNoThrowExpected: 'node:assert:681\n    throw new ERR_INVALID_ARG_TYPE(\n    ^\n',
  invalidRegExp: 'node:assert:824\n    throw new ERR_INVALID_ARG_TYPE(\n    ^\n',
};

// Records that `value` is about to be thrown from the place named `site`; returns it.
function thrownFrom(value, site) {
  if ((typeof value === 'object' && value !== null) || typeof value === 'function') {
    pointers.set(value, sites[site]);
  }
  return value;
}

// The pointer text for an error assert threw, or undefined.
function pointerOf(value) {
  if ((typeof value !== 'object' || value === null) && typeof value !== 'function') {
    return undefined;
  }
  return pointers.get(value);
}

module.exports = { thrownFrom, pointerOf };
