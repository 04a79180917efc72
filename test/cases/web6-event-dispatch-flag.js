// EventTarget dispatch as Node runs it: the dispatch flag (eventPhase, currentTarget,
// composedPath, recursion guard) clears once a listener returns normally; listeners appended
// during dispatch are reached only if the running one was not last; non-callable handleEvent.
'use strict';
process.on('uncaughtException', (e) => console.log('uncaught:', e.message));

const et = new EventTarget();
et.addEventListener('a', (e) => console.log('L1', e.eventPhase, e.currentTarget === et, e.composedPath().length));
et.addEventListener('a', (e) => console.log('L2', e.eventPhase, e.currentTarget, e.composedPath().length, e.target === et));
et.dispatchEvent(new Event('a'));

const et2 = new EventTarget();
et2.addEventListener('t', () => { console.log('T1'); throw new Error('first throws'); });
et2.addEventListener('t', (e) => console.log('T2', e.eventPhase));
et2.addEventListener('t', (e) => console.log('T3', e.eventPhase));
et2.dispatchEvent(new Event('t'));

// Re-dispatching the same event is refused in the first listener only.
const et3 = new EventTarget();
let depth = 0;
et3.addEventListener('r', (e) => {
  try { et3.dispatchEvent(e); } catch (err) { console.log('R1 recursion', err.code); }
});
et3.addEventListener('r', (e) => {
  console.log('R2 depth', depth);
  if (depth++ < 1) console.log('R2 inner ->', et3.dispatchEvent(e));
});
et3.dispatchEvent(new Event('r'));

// Appending while the last listener runs is not seen; appending earlier is.
const et4 = new EventTarget();
let added = 0;
et4.addEventListener('d', () => {
  const id = ++added;
  console.log('D adds', id);
  et4.addEventListener('d', () => console.log('added', id));
});
et4.dispatchEvent(new Event('d'));
console.log('-- second dispatch');
et4.dispatchEvent(new Event('d'));

// A listener removed while an earlier one runs is skipped; re-added goes to the end.
const et5 = new EventTarget();
const b = () => console.log('b (must not run)');
const c = () => console.log('c');
et5.addEventListener('q', () => { console.log('a'); et5.removeEventListener('q', b); });
et5.addEventListener('q', b);
et5.addEventListener('q', c);
et5.dispatchEvent(new Event('q'));

for (const h of [5, 'str', Symbol('s'), 10n, {}, [], new Map(), Object.create(null)]) {
  const t = new EventTarget();
  t.addEventListener('x', { handleEvent: h });
  t.dispatchEvent(new Event('x'));
}
