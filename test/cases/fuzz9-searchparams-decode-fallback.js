// URLSearchParams decodes a name or value the way Node does: only when it holds a valid %XX,
// and when the escapes are not UTF-8 it falls back to querystring's byte decoder, which keeps
// the low byte of each other character.
'use strict';
for (const s of ['a=\u00e9%ff', 'a=%41+%zz\u00e9', 'a=\u3000%41%zz', 'k\u3000%41%zz=v',
  'a=\u00e9%41', 'a=\u00e9%zz', 'a=%4+1', 'a=b+%2B+c', 'a=%c3%a9', 'a=%E2%82', 'a=\ud800%41']) {
  const p = new URLSearchParams(s);
  console.log(JSON.stringify([...p]), p.toString());
}
const u = new URL('http://x/');
u.search = '?q=%41%zz\u00e9';
console.log(JSON.stringify([...u.searchParams]));
