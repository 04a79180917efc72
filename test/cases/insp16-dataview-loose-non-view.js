// Loose and partial deep equality of a DataView with a non-view of the same byteLength
// throws the native byte compare's TypeError; other mismatches are assertion failures.
const assert = require('assert');
const util = require('util');
const dv = () => new DataView(new ArrayBuffer(1));
for (const b of [new ArrayBuffer(1), new SharedArrayBuffer(1), { byteLength: 1 }, new SharedArrayBuffer(2), new Uint8Array(1), dv()]) {
  for (const f of ['deepEqual', 'partialDeepStrictEqual', 'deepStrictEqual', 'notDeepEqual']) {
    try {
      assert[f](dv(), b);
      console.log(f, 'pass');
    } catch (e) {
      console.log(f, e.name, e.code, e.message.split('\n')[0]);
      if (!(e instanceof assert.AssertionError)) console.log(Object.keys(e), e instanceof TypeError);
    }
  }
  console.log(util.isDeepStrictEqual(dv(), b));
}
