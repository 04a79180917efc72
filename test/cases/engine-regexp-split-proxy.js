// RegExp.prototype[Symbol.split] on a proxy of a regexp runs no trap before reading `constructor` (the linear split takes real regexps alone).
const log = [];
const name = (k) => typeof k === 'symbol' ? `@${k.description}` : String(k);
const p = new Proxy(/b/g, {
  get(t, k, r) { log.push(`get ${name(k)}`); return Reflect.get(t, k, r); },
  getPrototypeOf(t) { log.push('getPrototypeOf'); return Reflect.getPrototypeOf(t); },
  ownKeys(t) { log.push('ownKeys'); return Reflect.ownKeys(t); },
});
try { RegExp.prototype[Symbol.split].call(p, 'abc'); } catch (e) { log.push(e.name); }
console.log(log.join(', '));
console.log('a\nb\r\nc'.split(/\r?\n/), 'a,b,,c'.split(/,/, 2), RegExp.prototype[Symbol.split].call(/x/, 'axb'));
