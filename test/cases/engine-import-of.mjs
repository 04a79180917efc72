// Imports bound to the name `of` (rxjs's `of`): a shorthand named import and a default
// import named `of` load and bind as written; `of` stays a plain name elsewhere.
import { of } from './modules/names-of.mjs';
import first, { of as renamed } from './modules/names-of.mjs';

console.log(of(1, 2), renamed(3), first());
const list = [4, 5];
for (const x of list) console.log('loop', x);
const { default: of2 } = await import('./modules/names-of.mjs');
console.log(of2());
const m = await import('./modules/default-of.mjs');
console.log(m.viaDefault, typeof m.of);
