// Port of nodejs/node test/parallel/test-child-process-advanced-serialization.js (rewritten for minirt).
'use strict';
// serialization: 'advanced' carries what the structured clone algorithm can (typed arrays,
// Buffers, Maps, BigInts, cycles, errors) through the channel and back; other values for
// the option are rejected.
const common = require('../common');
const assert = require('assert');
const cp = require('child_process');
const { once } = require('events');
const { inspect } = require('util');

if (process.argv[2] === 'child') {
  process.on('message', (m) => process.send(m));
} else {
  for (const serialization of [null, 7, -Infinity, 'xml']) {
    assert.throws(() => cp.spawn(process.execPath, [], { serialization }), {
      code: 'ERR_INVALID_ARG_VALUE',
      message: "The property 'options.serialization' must be one of: undefined, 'json', " +
        `'advanced'. Received ${inspect(serialization)}`,
    });
  }

  const loop = {};
  loop.self = loop;
  const values = [
    { bytes: new Uint8Array([1, 2, 3]) },
    { doubles: new Float64Array([Math.E]) },
    { buf: Buffer.from('bytes!') },
    { map: new Map([[{ k: 1 }, { v: 2 }]]) },
    { big: 2n ** 70n },
    loop,
    new Error('plain failure'),
    new TypeError('typed failure'),
  ];
  (async () => {
    const child = cp.spawn(process.execPath, [__filename, 'child'], {
      stdio: ['ipc', 'inherit', 'inherit'],
      serialization: 'advanced',
    });
    for (const value of values) {
      child.send(value);
      const [echoed] = await once(child, 'message');
      assert.deepStrictEqual(echoed, value);
    }
    child.disconnect();
  })().then(common.mustCall());
}
