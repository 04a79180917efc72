// Duplex.from() of an iterable treats only a string or a Buffer as one chunk (any other typed
// array is iterated element by element, as Readable.from does), also for the iterable a
// function body returns; stream/consumers reject null and undefined with V8's
// for-await message.
'use strict';
const { Readable, Duplex } = require('stream');
const consumers = require('stream/consumers');

function collect(label, r) {
  return new Promise((resolve) => {
    const out = [];
    r.on('data', (d) => out.push(Buffer.isBuffer(d) ? 'Buffer ' + d.toString('hex') : `${typeof d} ${d}`));
    r.on('error', (e) => { console.log(label, 'error', e.code, e.message); resolve(); });
    r.on('end', () => { console.log(label, r.readableObjectMode, out.join(', ')); resolve(); });
  });
}

(async () => {
  const inputs = [
    new Uint8Array([104, 105]), new Uint16Array([7, 8]), new Float64Array([0.5]),
    Buffer.from('hi'), 'str', new String('ab'), [new Uint8Array([1])],
  ];
  for (const x of inputs) {
    const name = typeof x === 'string' ? 'string' : x.constructor.name;
    await collect('Readable.from ' + name, Readable.from(x));
    await collect('Duplex.from ' + name, Duplex.from(x));
  }
  const d = Duplex.from(function(source) {
    return new Uint8Array([65, 66]);
  });
  await collect('Duplex.from fn returning Uint8Array', d);
  for (const name of ['text', 'json', 'buffer', 'arrayBuffer', 'blob', 'bytes']) {
    for (const v of [null, undefined, 5, {}]) {
      await consumers[name](v).then(
        (r) => console.log(name, String(v), 'resolved', r),
        (e) => console.log(name, String(v), e.name, e.message));
    }
  }
})();
