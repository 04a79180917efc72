// The FormData global: append/get/getAll/set/has/delete, Blob values turned into Files
// (default name 'blob', filename argument renames), iterators, forEach, util.inspect, the
// TypeErrors of bad calls, and the multipart/form-data round trip through Request/Response.
'use strict';
const show = (l, f) => {
  try { console.log(l, f()); } catch (e) { console.log(l, e.constructor.name, e.code, JSON.stringify(e.message)); }
};
const fd = new FormData();
fd.append('a', '1');
fd.append('a', '2');
fd.append('b', new Blob(['xy'], { type: 't/p' }));
fd.append('c', new File(['z'], 'orig.txt', { lastModified: 5 }), 'renamed');
fd.append('d', new File(['z'], 'keep', { lastModified: 7 }));
const b = fd.get('b');
console.log(b.name, b.type, b.size, b instanceof File);
fd.delete('b');
console.log(fd);
console.log(fd.get('a'), fd.getAll('a'), fd.get('zz'), fd.has('c'), fd.get('c').name,
            fd.get('c').lastModified, fd.get('d') === fd.get('d'));
fd.set('a', '3');
console.log([...fd.keys()], [...fd.values()].length, [...fd.entries()][0]);
fd.append('e', '\uD800x');
console.log(JSON.stringify(fd.get('e')));
show('3arg', () => fd.append('x', 'y', 'z'));
show('noarg', () => fd.append('x'));
show('get0', () => fd.get());
show('ctor', () => new FormData(5));
show('ctorUndef', () => new FormData(undefined));
show('illegal', () => FormData.prototype.get.call({}, 'a'));
fd.forEach((v, k, o) => console.log(k, typeof v, o === fd));
console.log(Object.getOwnPropertyNames(FormData.prototype), Object.prototype.toString.call(fd), fd.entries());

const f2 = new FormData();
f2.append('k', 'v\nw');
f2.append('f"n\n', new Blob(['data'], { type: 'x/y' }), 'a"b.txt');
f2.append('u', new Blob(['u']), 'u.bin');
const r = new Request('http://a/', { method: 'POST', body: f2 });
const ct = r.headers.get('content-type');
console.log(ct.replace(/boundary=.*/, 'boundary=B'), /^----formdata-undici-0\d{11}$/.test(ct.split('boundary=')[1]));
r.text().then((t) => {
  const boundary = ct.split('boundary=')[1];
  console.log(JSON.stringify(t.split(boundary).join('B')));
  return new Response(t, { headers: { 'content-type': ct } }).formData();
}).then(async (f) => {
  for (const [k, v] of f) console.log(JSON.stringify(k), typeof v === 'string' ? JSON.stringify(v) : [v.name, v.type, await v.text()]);
});
