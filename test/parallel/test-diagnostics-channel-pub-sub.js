// Port of nodejs/node test/parallel/test-diagnostics-channel-pub-sub.js (rewritten for minirt).
'use strict';

// Module-level subscribe/unsubscribe reach the channel object; hasSubscribers follows the
// subscriptions; a channel stays an instance of Channel while active; unsubscribing an
// unknown function returns false; a bad subscriber is rejected; a channel can be
// re-subscribed after dropping to zero subscribers.
const common = require('../common');
const assert = require('assert');
const dc = require('diagnostics_channel');

const input = { foo: 'bar' };
const ch = dc.channel('pub-sub');
assert.ok(ch instanceof dc.Channel);
assert.strictEqual(ch.hasSubscribers, false);

const subscriber = common.mustCall((message, name) => {
  assert.strictEqual(name, 'pub-sub');
  assert.strictEqual(message, input);
});
dc.subscribe('pub-sub', subscriber);
assert.strictEqual(ch.hasSubscribers, true);
assert.strictEqual(dc.hasSubscribers('pub-sub'), true);
assert.ok(ch instanceof dc.Channel);
ch.publish(input);

assert.strictEqual(dc.unsubscribe('pub-sub', subscriber), true);
assert.strictEqual(ch.hasSubscribers, false);
assert.strictEqual(dc.unsubscribe('pub-sub', subscriber), false);
ch.publish(input);

assert.throws(() => dc.subscribe('pub-sub', null), { code: 'ERR_INVALID_ARG_TYPE' });
assert.strictEqual(ch.hasSubscribers, false);
assert.strictEqual(dc.hasSubscribers('pub-sub'), false);

const again = common.mustCall();
ch.subscribe(again);
ch.unsubscribe(again);
ch.subscribe(again);
assert.strictEqual(dc.channel('pub-sub'), ch);
ch.publish(input);

// Symbols name channels too, and the same symbol gives the same channel.
const sym = Symbol('named');
const symChannel = dc.channel(sym);
assert.strictEqual(dc.channel(sym), symChannel);
assert.strictEqual(symChannel.name, sym);
symChannel.subscribe(common.mustCall((message, name) => {
  assert.strictEqual(name, sym);
  assert.strictEqual(message, input);
}));
symChannel.publish(input);
