// Ecosystem check: lodash collection, object, string, template and timing helpers over data kept in a temp file.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const _ = require('lodash');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-lodash-'));
async function main() {
  const users = [
    { user: 'barney', age: 36, active: true, tags: ['a'] },
    { user: 'fred', age: 40, active: false, tags: ['b', 'c'] },
    { user: 'pebbles', age: 1, active: true, tags: [] },
  ];
  fs.writeFileSync(path.join(dir, 'users.json'), JSON.stringify(users));
  const data = JSON.parse(fs.readFileSync(path.join(dir, 'users.json'), 'utf8'));
  console.log('chunk', JSON.stringify(_.chunk(['a', 'b', 'c', 'd', 'e'], 2)));
  console.log('filter', JSON.stringify(_.map(_.filter(data, 'active'), 'user')));
  console.log('sortBy', JSON.stringify(_.sortBy(data, ['age']).map((u) => u.user)));
  console.log('groupBy', JSON.stringify(_.groupBy([6.1, 4.2, 6.3], Math.floor)));
  console.log('keyBy', JSON.stringify(_.mapValues(_.keyBy(data, 'user'), 'age')));
  console.log('chain', _.chain(data).flatMap('tags').uniq().sort().join('+').value());
  console.log('get/set', _.get({ a: [{ b: { c: 3 } }] }, 'a[0].b.c'), JSON.stringify(_.set({}, 'x.y[1].z', 5)));
  console.log('merge', JSON.stringify(_.merge({ a: [{ b: 2 }, { d: 4 }] }, { a: [{ c: 3 }, { e: 5 }] })));
  const deep = { d: new Date(0), m: new Map([[1, { x: 1 }]]), r: /x/g };
  const clone = _.cloneDeep(deep);
  console.log('cloneDeep', clone.d !== deep.d, clone.d.getTime(), clone.m.get(1).x, clone.r.source, _.isEqual(deep, clone));
  console.log('strings', _.camelCase('Foo Bar'), _.kebabCase('fooBar'), _.snakeCase('Foo Bar'), _.startCase('--foo-bar--'), _.padStart('5', 3, '0'), _.truncate('hi-diddly-ho there, neighborino', { length: 24 }));
  console.log('escape', _.escape('fred, barney, & <pebbles>'), _.unescape('&lt;b&gt;'));
  const compiled = _.template('hello <%= user %>! <% _.forEach(list, function(x) { %><li><%- x %></li><% }); %>');
  console.log('template', compiled({ user: 'fred', list: ['<a>', 'b'] }));
  console.log('range/zip', JSON.stringify(_.range(0, 20, 5)), JSON.stringify(_.zip(['a', 'b'], [1, 2])));
  console.log('difference', JSON.stringify(_.difference([2, 1, 5], [2, 3])), JSON.stringify(_.intersectionBy([2.1, 1.2], [2.3, 3.4], Math.floor)));
  const calls = [];
  const debounced = _.debounce((v) => calls.push(v), 20);
  debounced(1); debounced(2); debounced(3);
  const throttled = _.throttle((v) => calls.push('t' + v), 1000);
  throttled(1); throttled(2);
  await new Promise((r) => setTimeout(r, 60));
  throttled.cancel();
  console.log('debounce/throttle', JSON.stringify(calls));
  const memo = _.memoize((n) => n * 2);
  memo(2); memo(2);
  console.log('memoize', memo.cache.size, _.once(() => 1)(), _.times(3, String).join(''));
  console.log('isX', _.isPlainObject({}), _.isPlainObject(new Date()), _.isEmpty([]), _.isArrayLikeObject('abc'), _.isTypedArray(new Uint8Array(1)), _.isBuffer(Buffer.alloc(1)));
  console.log('version', _.VERSION);
}
main().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
