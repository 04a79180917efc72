// util.diff: Myers edit scripts for strings and string arrays, Node's tie-breaking and errors.
'use strict';
const u = require('util');
const t = (a, b) => { try { console.log(JSON.stringify(u.diff(a, b))) } catch (e) { console.log('ERR', e.name, e.code, e.message) } };
t('', 'x'); t('x', ''); t('', ''); t([], []); t([], ['a']); t(['a'], 'a'); t('kitten', 'sitting'); t(['a,', 'b'], ['a', 'b']); t(null, 'a'); t(['a', 1], ['a']); t('a', 5); t('a', ['x', {}]);
t('abcabba', 'cbabac'); t([1], [1]); t('same', 'same');
let seed = 7; const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
for (let i = 0; i < 40; i++) {
  const mk = () => Array.from({ length: Math.floor(rnd() * 12) }, () => 'abc'[Math.floor(rnd() * 3)]);
  const a = mk(), b = mk();
  t(a.join(''), b.join('')); t(a, b);
}
t('line1\nline2\nline3'.split('\n'), 'line1\nchanged\nline3'.split('\n'));
console.log(u.diff.length);
