// Errors the engine throws read as V8 words them: a failed call names its callee, a
// failed `new` its constructor, a property of undefined its key (read or set), a value
// that is not iterable its expression; in `catch` blocks, promise handlers, `await`,
// assert.throws, an uncaught error, and in functions whose body holds one such site.
// Function.prototype.toString shows the source as written.
// exit: 1
// stderr: TypeError: Cannot read properties of undefined (reading 'last')
// stderr: list.items.last();
'use strict';
const assert = require('assert');

const o = { a: { b: {} }, arr: [], n: 5 };
const u = undefined;
const k = 'key';

const sites = [
  () => o.foo(),
  () => o['foo'](),
  () => o[k](),
  () => o[1](),
  () => o.a.b.c(),
  () => o.arr[0](),
  () => o . a . zz (),
  () => ({}).x(),
  () => ({ a: 1 }).x(),
  () => [].x(),
  () => [1, 'a'].x(),
  () => new Date().x(),
  () => (1, o.x)(),
  () => (void 0)(),
  () => o.a?.x(),
  () => 'abc'.x(),
  () => `t`.x(),
  () => Math.foo(),
  () => o.n(),
  () => { const f = o.g; f(); },
  () => o.a.b.c`x`,
  () => new o.a(),
  () => new o(),
  () => new (o.a.b)(),
  () => new u(),
  () => new 'abc'(),
  () => o.a.b.c.d,
  () => u.x,
  () => u[0],
  () => u['q r'],
  () => u.x.y,
  () => o.missing.length,
  () => u.toString(),
  () => { u.x = 1; },
  () => { u['y'] = 1; },
  () => { o.q.r = 1; },
  () => { o.q.r += 1; },
  () => { delete u.y; },
  () => { let v = u.y; return v; },
  () => { for (const x of u) return x; },
  () => { for (const x of o) return x; },
  () => { for (const x of 5) return x; },
  () => [...o],
  () => { const [first] = o; return first; },
  () => { const { a } = u; return a; },
  () => { const { a, b } = o.none; return a + b; },
  () => { const {} = u; },
  () => { let { x: y } = u; return y; },
  () => { const { d = 1 } = u; return d; },
  () => { return 'y' in u; },
  () => { const r = o?.missing.deeper; return r; },
  () => notDeclaredAnywhere,
  () => { const nothing = null; return nothing.size; },
];
for (const site of sites) {
  try {
    site();
    console.log('no error');
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}

// The method read of a call on undefined or null, in function bodies.
const none = null;
function sizeOf() {
  const unused = 1;
  return none.count() + unused;
}
try {
  sizeOf();
} catch (e) {
  console.log(e.message);
}
function lower(p) {
  const x = 1;
  return p.name.toLowerCase() + x;
}
class Shape {
  area(dims) {
    return dims.w.mul(dims.h);
  }
}
for (const f of [() => lower({}), () => new Shape().area({}), () => lower()]) {
  try {
    f();
  } catch (err) {
    // The first frame points at the failing read, as V8's does.
    console.log(err.message, err.stack.split('\n')[1].replace(/^.*\//, '').replace(/\)$/, ''));
  }
}

// A top-level binding read before its declaration ran.
function early() {
  return lateValue;
}
try {
  early();
} catch (e) {
  console.log(e.message);
}

// The stack's first line carries the message too.
try {
  o.nothing();
} catch (e) {
  console.log(e.stack.split('\n')[0]);
}

// Thrown errors are still the same objects, and a catch that never reads its binding
// still runs.
let seen;
try {
  o.zz();
} catch (e) {
  seen = e;
}
console.log(seen instanceof TypeError, Object.keys(seen).length,
            Object.getOwnPropertyDescriptor(seen, 'message').enumerable);
try {
  o.zz();
} catch {
  console.log('caught without a binding');
}

function withCatch() {
  try {
    return 1;
  } catch (e) {
    return e.message;
  }
}
console.log(withCatch.toString().includes('__minirt'), withCatch.toString().split('\n')[3]);

assert.throws(() => o.a.nope(), { name: 'TypeError', message: 'o.a.nope is not a function' });
assert.throws(() => u.prop, /^TypeError: Cannot read properties of undefined \(reading 'prop'\)$/);

async function later(p) {
  await null;
  return p.deep.value;
}
(async () => {
  await later({}).catch((e) => console.log('catch handler:', e.message));
  try {
    await later({ deep: u });
  } catch (e) {
    console.log('await:', e.message);
  }
  await assert.rejects(later({}), { message: "Cannot read properties of undefined (reading 'value')" });
  await Promise.reject(new TypeError('not a callable function')).catch((e) => {
    // A message written by the program is its own, whatever it says.
    console.log('own message:', e.message);
  });
  setTimeout(() => {
    const list = {};
    list.items.last();
  }, 1);
})();

const lateValue = 1;
console.log(lateValue);
