// Flags: --expose-gc
// minirt's own test: diagnostics channels are held as Node 26.10 holds them. A channel with
// a subscriber or a bound store stays alive (and channel(name) gives it back) however
// little else refers to it; an idle one, or one whose last subscriber left, can be
// collected, so subscribing and unsubscribing under ever new names keeps nothing.
'use strict';
const common = require('../common');
const assert = require('assert');
const dc = require('diagnostics_channel');
const { AsyncLocalStorage } = require('async_hooks');

function noop() {}
const store = new AsyncLocalStorage();

const idle = new WeakRef(dc.channel('hdc-collect-idle'));
const subscribed = new WeakRef(dc.channel('hdc-collect-subscribed'));
dc.subscribe('hdc-collect-subscribed', noop);
const bound = new WeakRef(dc.channel('hdc-collect-bound'));
dc.channel('hdc-collect-bound').bindStore(store);
const left = new WeakRef(dc.channel('hdc-collect-left'));
dc.subscribe('hdc-collect-left', noop);
dc.unsubscribe('hdc-collect-left', noop);

const many = [];
for (let i = 0; i < 300; i++) {
  const name = `hdc-collect-many-${i}`;
  dc.subscribe(name, noop);
  many.push(new WeakRef(dc.channel(name)));
  dc.unsubscribe(name, noop);
}

// A timer turn first: WeakRef targets read in this turn are kept until it ends.
setTimeout(common.mustCall(() => {
  globalThis.gc();
  setTimeout(common.mustCall(() => {
    assert.strictEqual(idle.deref(), undefined);
    assert.strictEqual(left.deref(), undefined);
    assert.strictEqual(many.filter((ref) => ref.deref() !== undefined).length, 0);

    assert.strictEqual(subscribed.deref(), dc.channel('hdc-collect-subscribed'));
    assert.strictEqual(dc.hasSubscribers('hdc-collect-subscribed'), true);
    assert.strictEqual(bound.deref(), dc.channel('hdc-collect-bound'));
    assert.strictEqual(bound.deref().hasSubscribers, true);

    // A name whose channel was collected gets a fresh, working one.
    const again = dc.channel('hdc-collect-idle');
    const seen = [];
    again.subscribe((message) => seen.push(message));
    dc.channel('hdc-collect-idle').publish(1);
    assert.deepStrictEqual(seen, [1]);
  }), 1);
}), 1);
