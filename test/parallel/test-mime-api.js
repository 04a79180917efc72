// Port of nodejs/node test/parallel/test-mime-api.js (rewritten for minirt).
'use strict';

require('../common');
const assert = require('assert');
const { MIMEType, MIMEParams } = require('util');

const WS = '\t\n\f\r ';
const NOT_TOKEN = ',';
const NOT_QUOTED = '\n';

const mime = new MIMEType('application/ecmascript; ');
// Everything lives on the prototype, behind private state.
assert.deepStrictEqual(Object.getOwnPropertyNames(mime), []);
const impostor = { __proto__: MIMEType.prototype };
assert.throws(() => impostor.type, TypeError);
assert.throws(() => { impostor.subtype = 'x'; }, TypeError);

assert.strictEqual(JSON.stringify(mime), '"application/ecmascript"');
assert.strictEqual(`${mime}`, 'application/ecmascript');
assert.strictEqual(mime.essence, 'application/ecmascript');
assert.strictEqual(mime.type, 'application');
assert.strictEqual(mime.subtype, 'ecmascript');
assert.ok(mime.params instanceof MIMEParams);
assert.deepStrictEqual([...mime.params], []);
assert.strictEqual(mime.params.has('absent'), false);
assert.strictEqual(mime.params.get('absent'), null);
assert.strictEqual(mime.params.delete('absent'), undefined);

mime.type = 'text';
assert.strictEqual(mime.type, 'text');
assert.strictEqual(JSON.stringify(mime), '"text/ecmascript"');
assert.strictEqual(`${mime}`, 'text/ecmascript');
assert.strictEqual(mime.essence, 'text/ecmascript');

assert.throws(() => { mime.type = `${WS}text`; }, { code: 'ERR_INVALID_MIME_SYNTAX' });
for (const bad of ['', '/', 'x/', '/x', NOT_TOKEN, `${NOT_TOKEN}/`, `/${NOT_TOKEN}`]) {
  assert.throws(() => { mime.type = bad; }, /type/i);
}

mime.subtype = 'javascript';
assert.strictEqual(mime.type, 'text');
assert.strictEqual(JSON.stringify(mime), '"text/javascript"');
assert.strictEqual(`${mime}`, 'text/javascript');
assert.strictEqual(mime.essence, 'text/javascript');
assert.strictEqual(`${mime.params}`, '');
assert.strictEqual(`${new MIMEParams()}`, '');
// The constructor takes no arguments: what is passed is ignored.
assert.strictEqual(`${new MIMEParams(mime.params)}`, '');
assert.strictEqual(`${new MIMEParams('a=b')}`, '');

assert.throws(() => { mime.subtype = `javascript${WS}`; }, { code: 'ERR_INVALID_MIME_SYNTAX' });
for (const bad of ['', ';', 'x;', ';x', NOT_TOKEN, `${NOT_TOKEN};`, `;${NOT_TOKEN}`]) {
  assert.throws(() => { mime.subtype = bad; }, /subtype/i);
}

const params = mime.params;
params.set('charset', 'utf-8');
assert.strictEqual(params.has('charset'), true);
assert.strictEqual(params.get('charset'), 'utf-8');
assert.deepStrictEqual([...params], [['charset', 'utf-8']]);
assert.strictEqual(JSON.stringify(mime), '"text/javascript;charset=utf-8"');
assert.strictEqual(`${mime}`, 'text/javascript;charset=utf-8');
assert.strictEqual(mime.essence, 'text/javascript');
assert.strictEqual(`${mime.params}`, 'charset=utf-8');

params.set('goal', 'module');
assert.strictEqual(params.get('goal'), 'module');
assert.deepStrictEqual([...params], [['charset', 'utf-8'], ['goal', 'module']]);
assert.strictEqual(`${mime}`, 'text/javascript;charset=utf-8;goal=module');
assert.strictEqual(`${mime.params}`, 'charset=utf-8;goal=module');

assert.throws(() => params.set(`${WS}goal`, 'module'), { code: 'ERR_INVALID_MIME_SYNTAX' });

// Setting an existing name keeps its place.
params.set('charset', 'iso-8859-1');
assert.deepStrictEqual([...params], [['charset', 'iso-8859-1'], ['goal', 'module']]);
assert.strictEqual(`${mime}`, 'text/javascript;charset=iso-8859-1;goal=module');

params.delete('charset');
assert.strictEqual(params.has('charset'), false);
assert.strictEqual(params.get('charset'), null);
assert.deepStrictEqual([...params], [['goal', 'module']]);
assert.strictEqual(`${mime}`, 'text/javascript;goal=module');

// An empty value is quoted when serialized.
params.set('x', '');
assert.strictEqual(params.get('x'), '');
assert.deepStrictEqual([...params], [['goal', 'module'], ['x', '']]);
assert.strictEqual(JSON.stringify(mime), '"text/javascript;goal=module;x=\\"\\""');
assert.strictEqual(`${mime}`, 'text/javascript;goal=module;x=""');

for (const bad of ['', '=', 'x=', '=x', `${NOT_TOKEN}=`, `${NOT_TOKEN}x`, `x${NOT_TOKEN}`]) {
  assert.throws(() => params.set(bad, 'x'), /parameter name/i);
}
for (const bad of [`${NOT_QUOTED};`, `${NOT_QUOTED}x`, `x${NOT_QUOTED}`]) {
  assert.throws(() => params.set('x', bad), /parameter value/i);
}

// Parameter names are ASCII-case-insensitive everywhere.
{
  const typed = new MIMEType('text/plain;Charset=value');
  assert.strictEqual(typed.params.get('Charset'), 'value');
  assert.strictEqual(typed.params.get('charset'), 'value');
  assert.strictEqual(typed.params.get('CHARSET'), 'value');
  assert.strictEqual(typed.params.has('Charset'), true);
  assert.strictEqual(`${typed.params}`, 'charset=value');

  const p = new MIMEType('text/plain').params;
  p.set('Foo', 'a');
  p.set('foo', 'b');
  assert.deepStrictEqual([...p], [['foo', 'b']]);
  assert.strictEqual(`${p}`, 'foo=b');
  p.delete('FOO');
  assert.strictEqual(p.has('foo'), false);
  assert.deepStrictEqual([...p], []);
}

// MIMEType.parse answers null instead of throwing.
{
  const parsed = MIMEType.parse('text/plain;Charset=value');
  assert.strictEqual(parsed.params.get('CHARSET'), 'value');
  assert.strictEqual(`${parsed.params}`, 'charset=value');
  assert.strictEqual(MIMEType.parse('text plain'), null);
  assert.throws(() => new MIMEType('text plain'), { code: 'ERR_INVALID_MIME_SYNTAX' });
}
