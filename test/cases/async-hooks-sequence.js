// The init/before/after/destroy events of an enabled hook, and the ids each callback sees,
// for timers, immediates, nextTick, queueMicrotask, fs callbacks and AsyncResource. Each
// step starts the next, so the order is fixed; ids are printed relative to the first one
// the hook saw. Destroys come in batches at a check phase, which one depends on timing, so
// they are listed at the end.
'use strict';
const ah = require('async_hooks');
const fs = require('fs');

const lines = [];
const names = new Map();
let base = 0;
const id = (n) => (n <= 1 ? String(n) : names.get(n) ?? `?${n}`);
const destroyed = [];
const where = (label) => {
  lines.push(`${label}: exec=${id(ah.executionAsyncId())} trigger=${id(ah.triggerAsyncId())}`);
};

const hook = ah.createHook({
  init(asyncId, type, triggerAsyncId, resource) {
    if (base === 0) base = asyncId - 1;
    names.set(asyncId, `${type}#${asyncId - base}`);
    lines.push(`init ${id(asyncId)} trigger=${id(triggerAsyncId)} ` +
      `resourceIsCurrent=${resource === ah.executionAsyncResource()}`);
  },
  before(asyncId) {
    lines.push(`before ${id(asyncId)}`);
  },
  after(asyncId) {
    lines.push(`after ${id(asyncId)}`);
  },
  destroy(asyncId) {
    destroyed.push(asyncId);
  },
});

where('main before enable');
hook.enable();
where('main');

process.nextTick(() => {
  where('tick');
  setTimeout(() => {
    where('timeout');
    const r = ah.executionAsyncResource();
    lines.push(`timeout resource: ${r.constructor.name}`);
    setImmediate(() => {
      where('immediate');
      fs.stat(__filename, () => {
        where('fs.stat');
        fs.readFile(__filename, () => {
          where('fs.readFile');
          const resource = new ah.AsyncResource('MY_RESOURCE');
          resource.runInAsyncScope(() => where('runInAsyncScope'));
          resource.bind(() => where('bound'))();
          resource.emitDestroy();
          queueMicrotask(() => where('microtask'));
          const cleared = setTimeout(() => {}, 1000);
          clearTimeout(cleared);
          setImmediate(() => {
            where('last immediate');
            setImmediate(() => {
              hook.disable();
              where('disabled');
              destroyed.sort((a, b) => a - b);
              lines.push(`destroyed: ${destroyed.map(id).join(' ')}`);
              console.log(lines.join('\n'));
            });
          });
        });
      });
    });
  }, 1);
});
