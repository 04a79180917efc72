// JSON.stringify throws V8's messages: the path of a circular structure (long paths shortened with `...`) and the BigInt one; its stack starts at the caller.
'use strict';
const show = (f) => {
  try {
    console.log('ok', f());
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
};
const chain = (n) => {
  const root = { name: 'root' };
  let cur = root;
  for (let i = 0; i < n; i++) {
    cur.next = i % 2 ? { i } : [i];
    cur = cur.next;
    if (Array.isArray(cur)) {
      const o = {};
      cur.push(o);
      cur = o;
    }
  }
  cur.back = root;
  return root;
};
for (const n of [0, 1, 2, 3, 5]) show(() => JSON.stringify(chain(n)));
class Node2 { constructor() { this.self = this; } }
show(() => JSON.stringify({ wrap: new Node2() }));
const loop = []; loop.push(loop);
show(() => JSON.stringify(loop));
const bare = Object.create(null); bare.x = bare;
show(() => JSON.stringify(bare));
const viaToJSON = { toJSON() { return this; } }; viaToJSON.me = viaToJSON;
show(() => JSON.stringify({ viaToJSON }));
const viaReplacer = {};
show(() => JSON.stringify({ a: 1 }, (k, v) => (k === 'a' ? viaReplacer : v)));
viaReplacer.r = viaReplacer;
show(() => JSON.stringify({ a: 1 }, (k, v) => (k === 'a' ? viaReplacer : v)));
const listed = {}; listed.p = listed;
show(() => JSON.stringify({ k: 1, p: listed, q: listed }, ['k', 'q']));
show(() => JSON.stringify({ k: 1, p: listed }, ['k']));
show(() => JSON.stringify({ big: 10n }));
show(() => JSON.stringify([1, { y: [2n] }]));
show(() => JSON.stringify({ a: [1, { b: 'x' }] }, null, 1));
console.log(JSON.stringify.name, JSON.stringify.length, typeof JSON.stringify.prototype);
function callsStringify() { const o = {}; o.o = o; return JSON.stringify(o); }
try {
  callsStringify();
} catch (e) {
  const frames = e.stack.split('\n').filter((l) => l.startsWith('    at '));
  console.log(frames.some((l) => l.includes('internal/engine')), frames.findIndex((l) => l.includes('callsStringify')) <= 1);
}
