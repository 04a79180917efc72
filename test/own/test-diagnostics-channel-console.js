// minirt's own test: the console.log/info/debug/warn/error channels of Node 26.10. Each
// call publishes its own argument array before anything is formatted (so a subscriber's
// change shows in the output), on any Console; the methods Node builds on log, warn and
// error (dirxml, count, group, table, timeEnd, assert, trace) publish through them.
'use strict';
require('../common');
const assert = require('assert');
const dc = require('diagnostics_channel');
const { Writable } = require('stream');
const { Console } = require('console');

function sink() {
  const stream = new Writable({
    write(chunk, encoding, cb) {
      stream.text += chunk;
      cb();
    },
  });
  stream.text = '';
  return stream;
}

const out = sink();
const err = sink();
const logger = new Console({ stdout: out, stderr: err });

const seen = [];
const names = ['log', 'info', 'debug', 'warn', 'error'];
const subscribers = names.map((name) => {
  const fn = (args, channelName) => {
    // A copy: Node's formatter later puts its options in front of the same array.
    seen.push([channelName, [...args]]);
    // Published before formatting: the output must show this.
    if (args[1] !== null && typeof args[1] === 'object') args[1].touched = name;
  };
  dc.subscribe(`console.${name}`, fn);
  return fn;
});

// Each plain method: its own channel, the very arguments, output formatted afterwards.
for (const name of names) {
  const payload = { n: 1 };
  logger[name]('v', payload, 3);
  const [channelName, args] = seen.pop();
  assert.strictEqual(channelName, `console.${name}`);
  assert.deepStrictEqual(args, ['v', payload, 3]);
  assert.strictEqual(args[1], payload);
  assert.strictEqual(seen.length, 0);
}
assert.strictEqual(out.text, "v { n: 1, touched: 'log' } 3\n" +
  "v { n: 1, touched: 'info' } 3\n" + "v { n: 1, touched: 'debug' } 3\n");
assert.strictEqual(err.text, "v { n: 1, touched: 'warn' } 3\n" +
  "v { n: 1, touched: 'error' } 3\n");

// The methods made of log, warn and error.
function channelsOf(fn) {
  fn();
  return seen.splice(0).map(([name, args]) => [name, args.length]);
}
assert.deepStrictEqual(channelsOf(() => logger.dirxml('a', 'b')), [['console.log', 2]]);
assert.deepStrictEqual(channelsOf(() => logger.count('c')), [['console.log', 1]]);
assert.deepStrictEqual(channelsOf(() => {
  logger.group('g');
  logger.groupEnd();
  logger.groupCollapsed();
  logger.groupEnd();
}), [['console.log', 1]]);
assert.deepStrictEqual(channelsOf(() => logger.table([{ a: 1 }])), [['console.log', 1]]);
assert.deepStrictEqual(channelsOf(() => {
  logger.time('t');
  logger.timeLog('t', 'x');
  logger.timeEnd('t');
}), [['console.log', 4], ['console.log', 3]]);
assert.deepStrictEqual(channelsOf(() => logger.assert(false, 'why')), [['console.warn', 1]]);
assert.deepStrictEqual(channelsOf(() => logger.assert(true, 'why')), []);
assert.deepStrictEqual(channelsOf(() => logger.dir({ a: 1 })), []);
logger.trace('here');
const [[traceChannel, traceArgs]] = seen.splice(0);
assert.strictEqual(traceChannel, 'console.error');
assert.strictEqual(traceArgs.length, 1);
assert.match(traceArgs[0], /^Trace: here\n {4}at /);

// The global console publishes too; with no subscriber left nothing is published.
names.forEach((name, i) => dc.unsubscribe(`console.${name}`, subscribers[i]));
const globalSeen = [];
const onGlobal = (args) => globalSeen.push([...args]);
dc.subscribe('console.log', onGlobal);
const originalWrite = process.stdout.write;
process.stdout.write = () => true;
try {
  console.log('to', 'stdout');
} finally {
  process.stdout.write = originalWrite;
}
dc.unsubscribe('console.log', onGlobal);
assert.deepStrictEqual(globalSeen, [['to', 'stdout']]);
logger.log('unseen');
assert.strictEqual(seen.length, 0);
