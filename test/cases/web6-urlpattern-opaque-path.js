// URLPattern pathnames for non-special protocols starting with "/" are canonicalized as URL
// paths (dot segments resolved, path percent-encode set), as Node's ada does.
'use strict';
for (const p of ['/.', '/a/../b', '/a b', '/a"b', '/é', '/x/./y', '//h/x', '/%zz', '/a{b}c', 'a/./b', 'a b', '/\\x', '/a`b', '/.%2e/x']) {
  try { const u = new URLPattern({ protocol: 'data', pathname: p }); console.log(JSON.stringify(p), JSON.stringify(u.pathname)); } catch (e) { console.log(JSON.stringify(p), 'throw', e.message); }
  try { const u = new URLPattern({ protocol: 'foo', pathname: p }); console.log(' test', u.test({ protocol: 'foo', pathname: p })); } catch (e) { console.log(' throw', e.message); }
}
