// Proxies and inline caches: a read site that saw a plain object still asks a proxy's
// handler (engine fix in runtime/src/engine/proxy_shape.rs); Proxy and Proxy.revocable keep
// their shape and behaviour.
function f(v) { return v.constructor.name; }
console.log(f({}), f(new Proxy([], {})), f(new Proxy({}, { get: (t, k) => k === 'constructor' ? { name: 'Trap' } : undefined })));
function g(v) { return v.x; }
console.log(g(new Proxy({}, { get: () => 1 })), g(new Proxy({}, { get: () => 2 })), g({ x: 3 }), g(new Proxy({ x: 9 }, {})));
const { proxy, revoke } = Proxy.revocable({}, { get: () => 'rev' });
console.log(f({}), proxy.constructor, Object.getPrototypeOf(new Proxy([], {})) === Array.prototype);
revoke();
try { proxy.x } catch (e) { console.log(e.constructor.name) }
try { Proxy({}, {}) } catch (e) { console.log(e.constructor.name) }
console.log(Proxy.name, Proxy.length, 'prototype' in Proxy, Object.getOwnPropertyNames(Proxy).sort().join());
console.log(typeof new Proxy(function () { return 5 }, {}), new Proxy(function () { return 5 }, {})());
class A { constructor() { return new Proxy(this, {}); } m() { return 'm' } }
console.log(new A().m(), new A() instanceof A);
console.log(require('util').types.isProxy(new Proxy({}, {})), require('util').inspect(new Proxy({a: 1}, {}), { showProxy: true }));
