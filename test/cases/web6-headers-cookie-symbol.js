// Headers: repeated Cookie values join with "; " (others with ", "), and symbols given as
// names, values or record keys fail WebIDL ByteString conversion with undici's messages.
'use strict';
const h = new Headers([['Cookie', 'a=1'], ['cookie', 'b=2'], ['x', '1'], ['X', '2']]);
console.log(h.get('cookie'), h.get('x'), [...h]);
h.forEach((v, k) => console.log('forEach', k, v));
console.log(h);
h.append('cookie', 'c=3');
console.log(h.get('Cookie'));
const attempt = (f) => { try { f(); console.log('no error'); } catch (e) { console.log(e.constructor.name, e.message); } };
attempt(() => new Headers().append('a', Symbol('v')));
attempt(() => new Headers().append(Symbol('n'), Symbol('v')));
attempt(() => new Headers().set(Symbol(), 'a'));
attempt(() => new Headers().set('a', Symbol()));
attempt(() => new Headers().get(Symbol()));
attempt(() => new Headers().has(Symbol()));
attempt(() => new Headers().delete(Symbol()));
attempt(() => new Headers([['a', Symbol()]]));
attempt(() => new Headers([['a', 'b'], [Symbol(), 'c']]));
attempt(() => new Headers({ [Symbol('q')]: 'x' }));
attempt(() => new Headers({ 'a"b': Symbol() }));
attempt(() => new Headers({ 5: Symbol() }));
// The whole init is converted before any name is validated.
attempt(() => new Headers([['bad name', 'x'], ['c', Symbol()]]));
attempt(() => new Headers([['bad name', 'x'], ['c']]));
