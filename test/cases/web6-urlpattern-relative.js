// URLPattern matches a relative string input without a base the way Node does (resolved
// against an empty, scheme-less base) and has a URLPattern toStringTag.
'use strict';
const p = new URLPattern({});
const keys = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'];
for (const s of ['/books/1', 'books/1?x#y', '', ' ', '?q', '#h', '//u:p@h:8/p?q#f', '../x',
  '/a/../b', '/a b', '\\x', '/é', '1a:b', '//[::1]:99/x', '//ex%41mple.com', '///x', 'http:']) {
  const r = p.exec(s);
  console.log(JSON.stringify(s), r === null ? null : keys.map((k) => r[k].input).join('|'));
}
const books = new URLPattern({ pathname: '/books/:id' });
console.log(books.test('/books/7'), JSON.stringify(books.exec('/books/7').pathname));
console.log(new URLPattern({ pathname: '/books/:id', protocol: 'http' }).test('/books/7'));
console.log(books.exec('/x', 'not a base'), books.exec('/books/1', 'http://h.test').inputs);
console.log(Object.prototype.toString.call(books), Object.getOwnPropertyDescriptor(URLPattern.prototype, Symbol.toStringTag));
