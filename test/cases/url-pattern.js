// URLPattern: the normalized pattern strings and match results for pathname patterns
// (named, regexp and wildcard groups, modifiers, {} groups, escapes, ignoreCase), for
// constructor strings with and without a base URL (special and opaque schemes, authority,
// ports, relative patterns) and for URLPatternInit dictionaries, checked against full URLs
// and dictionaries; then the argument handling and errors of the constructor, exec and test.
'use strict';
const out = [];
const show = (v) => JSON.stringify(v, (k, x) => (x === undefined ? '<undef>' : x));
const pathPatterns = ['/foo/bar', '/foo/:bar', '/foo/:bar?', '/foo/:bar+', '/foo/:bar*', '/foo/*', '/foo/*?', '/foo/(.*)', '/foo/(.*)?', '/foo/:bar(\\d+)', '/foo{/:bar}?', '/foo{/bar}?', '{/:a}*', '/:a/:b', '/:a.:b', '/:a{.:b}?', '/foo\\:bar', '/foo/**', '/(foo|bar)', '/:name([a-z]+)-:id(\\d+)', '/foo/{bar}', '/foo/{:bar}', '/:café', '/:a(a)+', '/foo/:bar\\*', '*', '', '/', '/foo/', 'foo', '/foo/{bar}?baz', '/{a{b}c}', '/:a:b', '/(a(?:b)c)', '/(a(b)c)', '/((?=x)x)', '/:a/(.*)/:b', '{/:a}+', '/test/*/:x', '/%20/:x', '/ä/:x', '/a b/:x', '/:0', '/:$x', '/:_y', '/:x\u200C', '/(\\/)', '/:id?/bar'];
const pathInputs = ['/foo/bar', '/foo', '/foo/', '/foo/bar/baz', '/foo/123', '/abc-42', '/a.b', '', '/café', '/FOO/BAR', '/test/x/y', '/a%20b/z'];
for (const p of pathPatterns) {
  let pat;
  for (const ignoreCase of [false, true]) {
    try {
      pat = new URLPattern({ pathname: p }, { ignoreCase });
      out.push(`P ${show(p)} ${ignoreCase} -> ${pat.pathname} ${pat.hasRegExpGroups}`);
    } catch (e) {
      out.push(`P ${show(p)} ${ignoreCase} -> ${e.code}`);
      continue;
    }
    for (const i of pathInputs) {
      const r = pat.exec({ pathname: i });
      out.push(`  ${show(i)} ${r === null ? 'null' : show(r.pathname)}`);
      const r2 = pat.exec(`https://x.example${i.startsWith('/') ? '' : '/'}${i}`);
      out.push(`  url ${r2 === null ? 'null' : show(r2.pathname)}`);
    }
  }
}
const ctorStrings = ['https://example.com', 'https://example.com/', 'https://example.com/*', 'http{s}?://example.com/:p', 'https://:sub.example.com/*', 'https://*.example.com', 'https://{*.}?example.com', '*://example.com', '*:*', ':proto://example.com', 'https://user@example.com', 'https://user:pass@example.com', 'https://:user@example.com', 'https://example.com:8080', 'https://example.com:*', 'https://example.com:(\\d+)', 'https://example.com:443', 'http://example.com:80/x', 'https://example.com/?q', 'https://example.com/path?q=1#h', 'https://example.com#h', 'https://example.com?q', 'mailto::user@:host', 'data:text/plain', 'data\\:text/plain', 'urn\\:isbn\\:*', 'file:///*', 'file://host/*', 'about\\:blank', 'javascript\\:*', 'https://[\\:\\:1]/', 'https://[\\:\\:1]:8080/', 'https://example.com/foo?bar', 'https://example.com/foo\\?bar', 'https://example.com/:a?', 'https://example.com/(a)?b', 'https://ex{amp}le.com', 'https://example.c{om/fo}o', 'ws://example.com/chat', 'wss://*/:room', 'ftp://files.example.com:21/*', 'foo://bar/baz', 'foo:bar', 'foo\\:bar', '/relative', './relative', '../up', '?query', '#hash', 'relative', '', 'https://EXAMPLE.com/FOO', 'HTTPS://example.com', 'https://example.com/a%20b', 'https://example.com/ä', 'https://exämple.com', 'https://example.com/\\u0061', 'https://127.1/', 'https://0x7f.0.0.1/', 'https://example.com./', 'https://example.com//double', 'https://example.com/./a/../b', 'https:example.com', 'https:/example.com', 'https://example.com/:id(\\d+)/:rest*'];
const inputs = ['https://example.com/', 'https://api.example.com/v1/x', 'https://user:pass@example.com/', 'https://example.com:8080/', 'https://example.com/path?q=1#h', 'mailto:user@host', 'data:text/plain', 'file:///tmp/x', 'https://[::1]:8080/', 'wss://host/room1', 'foo:bar', 'https://base.example/dir/relative', 'https://example.com/123/a/b', 'urn:isbn:123'];
for (const s of ctorStrings) {
  for (const base of [undefined, 'https://base.example/dir/page?x=1#f']) {
    let pat;
    try {
      pat = base === undefined ? new URLPattern(s) : new URLPattern(s, base);
      out.push(`C ${show(s)} ${base ? 'B' : '-'} -> ${[pat.protocol, pat.username, pat.password, pat.hostname, pat.port, pat.pathname, pat.search, pat.hash].join(' | ')} ${pat.hasRegExpGroups}`);
    } catch (e) {
      out.push(`C ${show(s)} ${base ? 'B' : '-'} -> ${e.code}`);
      continue;
    }
    for (const i of inputs) {
      const r = pat.exec(i);
      out.push(`  ${i} ${r === null ? 'null' : show([r.protocol.groups, r.username.groups, r.hostname.groups, r.port.input, r.pathname.groups, r.search.groups, r.hash.groups])}`);
    }
    out.push(`  rel ${pat.test('relative', 'https://base.example/dir/')}`);
  }
}
const inits = [{ protocol: 'https', hostname: 'example.com' }, { hostname: '{*.}?example.com' }, { hostname: '*.EXAMPLE.com' }, { hostname: 'xn--bcher-kva.ch' }, { hostname: 'bücher.ch' }, { hostname: '[\\:\\:1]' }, { hostname: '[\\:\\:a]' }, { hostname: '[\\:\\:A]' }, { port: '80' }, { protocol: 'http', port: '80' }, { protocol: 'http', port: '8080' }, { protocol: 'https:', port: '443' }, { search: '?q=:v' }, { search: 'a&b' }, { hash: '#frag' }, { hash: ':h' }, { username: ':u', password: ':p' }, { pathname: 'a/b', baseURL: 'https://example.com/x/y' }, { pathname: '/a', baseURL: 'https://example.com/x/y?q#h' }, { search: 'z', baseURL: 'https://example.com/x/y?q#h' }, { hash: 'z', baseURL: 'https://example.com/x/y?q#h' }, { protocol: 'data', pathname: 'text/:type' }, { protocol: 'javascript', pathname: 'alert(:x)' }, { protocol: 'foo', pathname: '/:seg' }, { protocol: '(foo|bar)', pathname: '/:seg' }, { protocol: '(http|https)', pathname: '/:seg' }];
const initInputs = [{ protocol: 'https', hostname: 'example.com' }, { hostname: 'www.example.com' }, { hostname: 'EXAMPLE.com' }, { hostname: 'bücher.ch' }, { hostname: '[::1]' }, { port: '80' }, { protocol: 'http', port: '80' }, { search: 'q=1' }, { search: '?q=1' }, { hash: '#frag' }, { username: 'me', password: 'secret' }, { pathname: 'a/b', baseURL: 'https://example.com/x/y' }, { pathname: '/x/a/b', baseURL: 'https://example.com/' }, { protocol: 'data', pathname: 'text/plain' }, { protocol: 'foo', pathname: '/abc' }, { protocol: 'bar', pathname: '/abc' }, { pathname: '/a b' }, { hostname: 'exa mple' }, { port: 'x' }, { protocol: '1bad' }];
for (const init of inits) {
  let pat;
  try {
    pat = new URLPattern(init);
    out.push(`I ${show(init)} -> ${[pat.protocol, pat.username, pat.password, pat.hostname, pat.port, pat.pathname, pat.search, pat.hash].join(' | ')}`);
  } catch (e) {
    out.push(`I ${show(init)} -> ${e.code}`);
    continue;
  }
  for (const i of initInputs) {
    const r = pat.exec(i);
    out.push(`  ${show(i)} ${r === null ? 'null' : show([r.protocol, r.username, r.password, r.hostname, r.port, r.pathname, r.search, r.hash])}`);
  }
}
console.log(out.join('\n'));

{
const { URL } = require('url');
const t2 = (label, f) => { try { const r = f(); console.log(label, 'ok', typeof r === 'object' && r !== null ? JSON.stringify(r) : r); } catch (e) { console.log(label, e.name, e.code, e.message); } };
t2('no new', () => URLPattern());
t2('prim 1', () => new URLPattern(1));
t2('{} 1', () => new URLPattern({}, 1));
t2("{} '' 1", () => new URLPattern({}, '', 1));
t2('ignoreCase empty', () => new URLPattern({}, { ignoreCase: '' }).protocol);
const pattern = new URLPattern();
t2('exec 1', () => pattern.exec(1));
t2("exec '' 1", () => pattern.exec('', 1));
t2('test 1', () => pattern.test(1));
t2('123 base', () => new URLPattern(123, 'https://example/').pathname);
t2('init 123', () => new URLPattern({ pathname: 123 }).pathname);
t2('test init 123', () => new URLPattern({ pathname: 123 }).test({ pathname: 123 }));
t2('exec init inputs', () => new URLPattern({ pathname: 123 }).exec({ pathname: 123 }).inputs);
t2('undef pathname', () => new URLPattern({ pathname: undefined }).pathname);
t2('null pathname', () => new URLPattern({ pathname: null }).pathname);
const boom = { pathname: { toString() { throw new Error('boom'); } } };
t2('boom ctor', () => new URLPattern(boom));
t2('boom exec', () => pattern.exec(boom));
t2('undefined', () => new URLPattern(undefined).protocol);
t2('null', () => new URLPattern(null).protocol);
t2('null null', () => new URLPattern(null, null).protocol);
t2('{} null', () => new URLPattern({}, null).protocol);
t2('str null', () => new URLPattern('https://example.com', null).hostname);
t2('str null null', () => new URLPattern('https://example.com', null, null));
t2('str undef undef', () => new URLPattern('https://example.com', undefined, undefined));
t2('str str null', () => new URLPattern('https://example.com', 'https://example.com', null).hostname);
let calls = 0;
t2('base obj', () => { const p = new URLPattern('foo', { toString() { calls++; return 'https://example.com/'; } }, {}); return [calls, p.protocol, p.pathname].join(); });
t2('exec URL base', () => new URLPattern('https://example.com/foo').exec('foo', new URL('https://example.com/')) !== null);
t2('sym', () => new URLPattern(Symbol(), 'https://example/'));
t2('test undefined', () => new URLPattern().test(undefined));
t2('test null', () => new URLPattern().test(null));
t2('test str null', () => new URLPattern().test('https://example.com', null));
t2('test null null', () => new URLPattern().test(null, null));
t2('getter this', () => Object.getOwnPropertyDescriptor(URLPattern.prototype, 'protocol').get.call({}));
t2('exec this', () => pattern.exec.call({}, {}));
t2('boom getter', () => new URLPattern({ get protocol() { throw new Error('boom'); } }));
t2('boom ignoreCase', () => new URLPattern({}, { get ignoreCase() { throw new Error('boom2'); } }));
}
console.log(URLPattern === require('url').URLPattern, Object.getOwnPropertyNames(URLPattern.prototype));
