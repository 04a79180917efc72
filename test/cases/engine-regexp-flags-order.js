// RegExp.prototype.flags reads the flag getters in V8's order (sticky before unicodeSets), writes the letters as dgimsuvy, and names a primitive receiver in its error.
const get = Object.getOwnPropertyDescriptor(RegExp.prototype, 'flags').get;
const log = [];
const all = {};
for (const k of ['hasIndices', 'global', 'ignoreCase', 'multiline', 'dotAll', 'unicode', 'unicodeSets', 'sticky']) {
  Object.defineProperty(all, k, { get() { log.push(k); return 1; } });
}
console.log(get.call(all), log.join());
console.log(get.call({ global: 1, sticky: 'y', unicodeSets: 0, hasIndices: {} }), JSON.stringify(get.call({})));
console.log(/a/dgimsvy.flags, /a/dgimsuy.flags, /x/.flags === '');
for (const v of [1, 1.5, -0, 10n, true, undefined, null, 'x', Symbol('s')]) {
  try { get.call(v); } catch (e) { console.log(e.name, e.message); }
}
const d = Object.getOwnPropertyDescriptor(RegExp.prototype, 'flags');
console.log(get.name, get.length, d.set, d.enumerable, d.configurable);
// matchAll and split read flags through the getter.
class R extends RegExp { get flags() { return 'gy'; } }
console.log([...'a,b,c'.matchAll(new R(',', 'g'))].length, 'a1b2c'.split(new R('\\d')).join('|'));
