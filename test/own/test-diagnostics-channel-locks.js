// minirt's own test: the locks.request.* channels of Node 26.10's Web Locks. start once a
// request is valid, grant as its callback gets a lock, miss when ifAvailable finds the
// lock taken, end as the request settles with { name, mode, ifAvailable, steal, error }.
'use strict';
const common = require('../common');
const assert = require('assert');
const dc = require('diagnostics_channel');
const { locks } = require('worker_threads');

const log = [];
const kinds = ['start', 'grant', 'miss', 'end'];
const subscribers = kinds.map((kind) => {
  const fn = (message) => log.push([kind, { ...message }]);
  dc.subscribe(`locks.request.${kind}`, fn);
  return fn;
});
const take = () => log.splice(0);
const ended = (name, mode, ifAvailable, steal, error) =>
  ['end', { name, mode, ifAvailable, steal, error }];

async function main() {
  // A plain request: granted before its callback runs, ended before it resolves.
  const value = await locks.request('hdc-a', common.mustCall((lock) => {
    assert.deepStrictEqual(take(), [
      ['start', { name: 'hdc-a', mode: 'exclusive' }],
      ['grant', { name: 'hdc-a', mode: 'exclusive' }],
    ]);
    assert.strictEqual(lock.name, 'hdc-a');
    return 'done';
  }));
  assert.strictEqual(value, 'done');
  assert.deepStrictEqual(take(), [ended('hdc-a', 'exclusive', false, false, undefined)]);

  // ifAvailable while the lock is held: miss, the callback gets null.
  let release;
  const held = locks.request('hdc-b', { mode: 'shared' },
                             () => new Promise((resolve) => { release = resolve; }));
  await new Promise((resolve) => setImmediate(resolve));
  take();
  const missed = await locks.request('hdc-b', { ifAvailable: true }, common.mustCall((lock) => {
    assert.strictEqual(lock, null);
    return 'missed';
  }));
  assert.strictEqual(missed, 'missed');
  assert.deepStrictEqual(take(), [
    ['start', { name: 'hdc-b', mode: 'exclusive' }],
    ['miss', { name: 'hdc-b', mode: 'exclusive' }],
    ended('hdc-b', 'exclusive', true, false, undefined),
  ]);

  // steal: the thief is granted, then its victim ends with an AbortError (once, although
  // its callback's promise settles later).
  const stolen = await locks.request('hdc-b', { steal: true }, () => 'stolen');
  assert.strictEqual(stolen, 'stolen');
  const victimError = await held.then(common.mustNotCall(), (err) => err);
  assert.strictEqual(victimError.name, 'AbortError');
  release();
  await new Promise((resolve) => setImmediate(resolve));
  const events = take();
  assert.deepStrictEqual(events.map(([kind]) => kind), ['start', 'grant', 'end', 'end']);
  assert.deepStrictEqual(events[2], ended('hdc-b', 'shared', false, false, victimError));
  assert.deepStrictEqual(events[3], ended('hdc-b', 'exclusive', false, true, undefined));

  // A callback that fails: end carries its error.
  const boom = new Error('boom');
  await assert.rejects(locks.request('hdc-c', async () => { throw boom; }), boom);
  assert.deepStrictEqual(take().pop(), ended('hdc-c', 'exclusive', false, false, boom));

  // A request refused by validation publishes nothing.
  await assert.rejects(locks.request('-hdc', () => {}), { name: 'NotSupportedError' });
  assert.deepStrictEqual(take(), []);

  kinds.forEach((kind, i) => dc.unsubscribe(`locks.request.${kind}`, subscribers[i]));
}

main().then(common.mustCall());
