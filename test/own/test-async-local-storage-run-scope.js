// minirt's own test: AsyncLocalStorage's run(), exit() and disable() as Node 26.10 behaves
// (each expectation here was checked against it): run() puts back only its own store, so
// what the callback did to other storages stays; exit() runs with the store undefined (not
// the default value); disable() takes the store out of the current context itself, so
// callbacks already scheduled from it no longer see it.
'use strict';
const common = require('../common');
const assert = require('assert');
const { AsyncLocalStorage } = require('async_hooks');

{
  const a = new AsyncLocalStorage();
  const b = new AsyncLocalStorage();
  a.run('a1', () => {
    b.run('b1', () => {
      assert.strictEqual(a.getStore(), 'a1');
      assert.strictEqual(b.getStore(), 'b1');
    });
    assert.strictEqual(b.getStore(), undefined);
    b.enterWith('b2');
  });
  assert.strictEqual(a.getStore(), undefined);
  assert.strictEqual(b.getStore(), 'b2');
  b.disable();
  assert.strictEqual(b.getStore(), undefined);
}

{
  const a = new AsyncLocalStorage();
  const b = new AsyncLocalStorage();
  a.run('a1', () => {
    b.run('b1', () => {
      a.disable();
      assert.strictEqual(a.getStore(), undefined);
      assert.strictEqual(b.getStore(), 'b1');
    });
    // b's run put back b's store only: a stays disabled.
    assert.strictEqual(a.getStore(), undefined);
  });
}

{
  const withDefault = new AsyncLocalStorage({ defaultValue: 5 });
  assert.strictEqual(withDefault.getStore(), 5);
  assert.strictEqual(withDefault.exit(() => withDefault.getStore()), undefined);
  withDefault.run(1, () => {
    assert.strictEqual(withDefault.exit(() => withDefault.getStore()), undefined);
    assert.strictEqual(withDefault.getStore(), 1);
    withDefault.disable();
    assert.strictEqual(withDefault.getStore(), 5);
  });
}

{
  const storage = new AsyncLocalStorage();
  storage.run('s', () => {
    setTimeout(common.mustCall(() => {
      assert.strictEqual(storage.getStore(), undefined);
    }), 1);
    process.nextTick(common.mustCall(() => {
      assert.strictEqual(storage.getStore(), undefined);
    }));
    storage.disable();
  });
}

// The same store again runs the callback as it is.
{
  const storage = new AsyncLocalStorage();
  const store = {};
  storage.run(store, () => {
    assert.strictEqual(storage.run(store, () => storage.getStore()), store);
  });
}
