// assert.throws / doesNotThrow given a class that is not an Error subclass call it as a
// validation function, which fails the way V8 words it: naming the class.
const assert = require('assert');
const Named = class {};
for (const v of [class X {}, Named, class Y extends Array {}]) {
  for (const m of ['throws', 'doesNotThrow']) {
    try { assert[m](() => { throw 'x'; }, v); console.log(m, 'ok'); } catch (e) { console.log(m, e.name, e.message); }
  }
}
try { assert.throws(() => { throw new Error('boom'); }, class Z {}, 'msg'); } catch (e) { console.log(e.name, e.message); }
assert.rejects(Promise.reject(new Error('r')), class W {}).catch((e) => console.log('rejects', e.name, e.message));
