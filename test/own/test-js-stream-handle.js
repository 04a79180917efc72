// Flags: --expose-internals --no-warnings
// minirt's own test: internalBinding('js_stream').JSStream as Node 26.10 shows it to code
// (each expectation here holds on Node 26.10 too): its `_externalStream` is a V8 External
// (util.types.isExternal, util.inspect's `[External: address]`, no prototype, not
// extensible, a new wrapper of one address on every read), reading starts and stops through the
// `onreadstart`/`onreadstop` callbacks, and the handle cannot be cloned or posted.
'use strict';
const common = require('../common');
const assert = require('assert');
const { types, inspect } = require('util');
const { MessageChannel } = require('worker_threads');
const { internalBinding } = require('internal/test/binding');
const { JSStream } = internalBinding('js_stream');

const handle = new JSStream();
const external = handle._externalStream;
assert.notStrictEqual(handle._externalStream, external);
assert.strictEqual(inspect(handle._externalStream), inspect(external));
assert.strictEqual(types.isExternal(external), true);
assert.strictEqual(typeof external, 'object');
assert.strictEqual(Object.getPrototypeOf(external), null);
assert.strictEqual(Object.isExtensible(external), false);
assert.deepStrictEqual(Reflect.ownKeys(external), []);
assert.match(inspect(external), /^\[External: [0-9a-f]+\]$/);
assert.notStrictEqual(inspect(new JSStream()._externalStream), inspect(external));
for (const other of [{}, Object.create(null), Object.preventExtensions(Object.create(null)), handle, 1, null]) {
  assert.strictEqual(types.isExternal(other), false);
}

assert.strictEqual(handle.fd, -1);
assert.strictEqual(handle.isStreamBase, true);
assert.deepStrictEqual(Object.keys(handle).filter((k) => k.startsWith('on') && k !== 'onread'), []);
handle.onreadstart = common.mustCall();
handle.onreadstop = common.mustCall();
handle.readStart();
handle.readStop();

assert.throws(() => structuredClone(handle), { name: 'DataCloneError' });
const { port1 } = new MessageChannel();
assert.throws(() => port1.postMessage(handle), {
  name: 'DataCloneError', message: /Cannot clone object of unsupported type\.$/,
});
port1.close();
