// structuredClone refuses what Node marks uncloneable (Headers, Request, Response, FormData,
// URLPattern, Intl objects) and describes proxies by their innermost target, as V8 does;
// keys deleted by an earlier getter are skipped; cloned errors carry an accessor stack.
'use strict';
function attempt(label, value) {
  try {
    const out = structuredClone(value);
    console.log(label, 'cloned', Object.getPrototypeOf(out) === Object.prototype, out);
  } catch (e) {
    console.log(label, e.constructor.name, e.name, e.code, e.message);
  }
}
attempt('Headers', new Headers({ a: '1' }));
attempt('Request', new Request('http://example.test/'));
attempt('Response', new Response('x'));
attempt('FormData', new FormData());
attempt('URLPattern', new URLPattern({ pathname: '/x' }));
attempt('nested Headers', { h: new Headers() });
attempt('Intl.NumberFormat', new Intl.NumberFormat('en'));
attempt('Intl.Locale', new Intl.Locale('en'));
attempt('Event (plain clone)', new Event('x'));
attempt('proxy array', new Proxy([1], {}));
attempt('proxy map', new Proxy(new Map(), {}));
attempt('proxy date', new Proxy(new Date(0), {}));
attempt('proxy class', new Proxy(new (class Foo {})(), {}));
attempt('proxy error', new Proxy(new RangeError('r'), {}));
attempt('proxy proxy', new Proxy(new Proxy([], {}), {}));
attempt('proxy null proto', new Proxy(Object.create(null), {}));
attempt('proxy function', new Proxy(function foo() {}, {}));
const revocable = Proxy.revocable({}, {});
revocable.revoke();
attempt('revoked proxy', revocable.proxy);
attempt('deleted during clone', { get a() { delete this.b; return 1; }, b: 2 });

const err = structuredClone(new TypeError('boom', { cause: 'why' }));
const d = Object.getOwnPropertyDescriptor(err, 'stack');
console.log(err.constructor.name, typeof d.get, typeof d.set, d.enumerable, d.configurable,
  err.stack.split('\n')[0], Object.getOwnPropertyNames(err));
const dom = structuredClone(new DOMException('m', 'AbortError'));
console.log(dom.name, dom.code, typeof Object.getOwnPropertyDescriptor(dom, 'stack').get);
