// util.MIMEType / util.MIMEParams: WHATWG parsing, serialization, setters and errors.
'use strict';
const { MIMEType, MIMEParams, inspect } = require('util');
const inputs = ['text/html', 'Text/HTML; Charset="utf-8"; a=b', '  application/json  ', 'a/b;c', 'a/b;c=', 'a/b;c=d;c=e', 'a/b; c = d', 'a/b;c="d\\"e";f="g\\\\"', 'a/b;c="unterminated', 'a/b;c="x\\', 'a/b;c="x" junk;d=e',
  'a/b;C=D', 'a/b;c=d e', 'a/b;c=\u00e9', 'a/b;c=\u20ac', 'a/b;=x', 'a/b;c=d;', ';', '', '/', 'a/', '/b', 'a b/c', 'a/b c', 'a/b/c', 'text/html;charset=gbk;charset=utf8', 'x/y;a="";b="\\\\"', 'x/y;a="b;c"', 'x/y ; a=b', 'x/y;\ta=b', 'x/y\n;a=b', '\u20ac/x', 'x/\u20ac', 'x/y;a=b\r\n'];
for (const input of inputs) {
  try {
    const m = new MIMEType(input);
    console.log(JSON.stringify(input), '->', JSON.stringify(String(m)), m.type, m.subtype, m.essence, JSON.stringify([...m.params]), JSON.stringify(m), String(m.params));
  } catch (e) { console.log(JSON.stringify(input), 'throws', e.name, e.code, e.message); }
  const p = MIMEType.parse(input); console.log('  parse', p === null ? null : String(p));
}
const m = new MIMEType('text/plain;a=1');
for (const v of ['', 'x y', 'UP', 'ok']) { try { m.type = v; console.log('type=', m.type, String(m)) } catch (e) { console.log('type', e.code, e.message) } }
for (const v of ['', 'x;y', 'Sub']) { try { m.subtype = v; console.log('subtype=', m.subtype) } catch (e) { console.log('subtype', e.code, e.message) } }
const p = m.params;
p.set('B', 'two words'); p.set('c', ''); p.set('d', 'q"\\'); console.log(String(p), p.get('b'), p.get('missing'), p.has('A'), p.has('a'));
for (const [n, v] of [['', 'x'], ['a b', 'x'], ['x', '\u20ac'], ['x', '\n']]) { try { p.set(n, v) } catch (e) { console.log('set', e.code, e.message) } }
p.delete('A'); console.log(String(p), [...p.keys()], [...p.values()], [...p.entries()], JSON.stringify(p));
console.log(inspect(m), inspect(new MIMEParams()), typeof MIMEParams.prototype[Symbol.iterator], MIMEParams.prototype[Symbol.iterator] === MIMEParams.prototype.entries);
try { new MIMEType('a/b', {}) } catch (e) { console.log(e.code, e.message) }
console.log(Object.getOwnPropertyNames(MIMEType.prototype).join(), Object.getOwnPropertyNames(MIMEParams.prototype).join(), Object.getOwnPropertyNames(MIMEType).join(), Object.getOwnPropertyNames(MIMEParams).join());
const np = new MIMEParams(); np.set('k', 'v'); console.log(String(np));
console.log(`${new MIMEType('a/b;x=1')}`, MIMEType.length, MIMEType.parse.length);
