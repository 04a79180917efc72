// Buffer#indexOf, #lastIndexOf and #includes take an `end` (Node 26) between the offset and
// the encoding: matches must lie inside the first `end` bytes, a negative offset still
// counts from the buffer's end, and a string in that place is still the encoding.
const b = Buffer.from('abcabcabc');
const u = Buffer.from('abcabc', 'ucs2');
const rows = [
  [b, 'c', -1, 4], [b, 'c', -1, 3], [b, 'c', 0, 2], [b, 'c', 0, 3], [b, 'ab', 4, 9],
  [b, 'c', undefined, -3], [b, 'c', undefined, NaN], [b, 'c', 0, Infinity], [b, 'c', 0, 2.5],
  [b, 'c', 0, 3.7], [b, 'c', -20, 5], [b, 'c', 20, 5], [b, 99, 1, 6], [b, Buffer.from('bc'), -4, 8],
  [b, '', 3, 2], [b, '', -1, 4], [b, '', -20, 4], [b, '', 3, -1], [b, 'YWI=', 1, 5, 'base64'],
  [b, 'c', 0, 'latin1'], [u, 'c', 0, 6, 'ucs2'], [u, 'c', -2, 11, 'ucs2'], [u, 'bc', 0, 12, 'ucs2'],
];
for (const [buf, v, off, end, enc] of rows) {
  const args = enc === undefined ? [v, off, end] : [v, off, end, enc];
  const out = ['indexOf', 'lastIndexOf', 'includes'].map((m) => buf[m](...args));
  console.log(JSON.stringify(typeof v === 'object' ? `<${v}>` : v), off, end, enc ?? '', out.join(' '));
}
// Before Node 26 the third argument was the encoding; a string there still is.
try { b.includes('c', 0, 'bogus'); } catch (e) { console.log(e.code, e.message); }
