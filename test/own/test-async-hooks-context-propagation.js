// minirt's own test: context carried by async_hooks alone, the way cls-hooked does it (init
// copies the creating context to the new id, before/after switch to it), through timers,
// immediates, nextTick, queueMicrotask, fs callbacks, net and AsyncResource; and the events
// stop once the hook is disabled.
'use strict';
const common = require('../common');
const assert = require('assert');
const ah = require('async_hooks');
const fs = require('fs');
const net = require('net');

const contexts = new Map();
let inits = 0;
let active = null;
const stack = [];
const hook = ah.createHook({
  init(asyncId) {
    inits++;
    if (active !== null) contexts.set(asyncId, active);
  },
  before(asyncId) {
    stack.push(active);
    active = contexts.get(asyncId) ?? null;
  },
  after() {
    active = stack.pop();
  },
  destroy(asyncId) {
    contexts.delete(asyncId);
  },
}).enable();

function run(name, fn) {
  const outer = active;
  active = { name };
  try {
    fn();
  } finally {
    active = outer;
  }
}

const expect = (name) => common.mustCall(() => assert.strictEqual(active?.name, name));

run('timeout', () => setTimeout(expect('timeout'), 1));
run('immediate', () => setImmediate(expect('immediate')));
run('tick', () => process.nextTick(expect('tick')));
run('microtask', () => queueMicrotask(expect('microtask')));
run('readFile', () => fs.readFile(__filename, expect('readFile')));
run('stat', () => fs.stat(__filename, expect('stat')));
run('resource', () => {
  const resource = new ah.AsyncResource('CONTEXT_TEST');
  run('elsewhere', () => resource.runInAsyncScope(expect('resource')));
});

const server = net.createServer(common.mustCall((socket) => {
  socket.end('x');
}));
run('server', () => server.listen(0, '127.0.0.1', common.mustCall(() => {
  assert.strictEqual(active?.name, 'server');
  run('client', () => {
    const client = net.connect(server.address().port, '127.0.0.1', expect('client'));
    client.on('data', expect('client'));
    client.on('close', common.mustCall(() => {
      assert.strictEqual(active?.name, 'client');
      server.close();
      hook.disable();
      // Nothing is tracked any more.
      const seen = inits;
      setTimeout(common.mustCall(() => {
        fs.stat(__filename, common.mustCall(() => assert.strictEqual(inits, seen)));
      }), 1);
    }));
  });
})));
