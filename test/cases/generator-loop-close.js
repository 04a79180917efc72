// A generator ended while suspended inside a for-of loop closes the loop's iterator, once,
// and every other way out of such a loop closes it exactly as the language says.
'use strict';
function counter(name, log, extra = {}) {
  let i = 0;
  return {
    [Symbol.iterator]() { return this; },
    next() { i++; return i > 3 ? { value: undefined, done: true } : { value: i, done: false }; },
    return() { log.push(`${name} closed`); return { done: true }; },
    ...extra,
  };
}
function* over(it) { for (const x of it) yield x; }

let log = [];
let g = over(counter('a', log));
g.next();
console.log(JSON.stringify(g.return(9)), log.join(','));

log = [];
for (const x of over(counter('b', log))) { log.push(`got ${x}`); break; }
console.log(log.join(','));

log = [];
for (const x of over(counter('c', log))) log.push(`got ${x}`);
console.log('exhausted:', log.join(','));

log = [];
function* breaks(it) { for (const x of it) { if (x === 2) break; yield x; } yield 'after'; }
console.log([...breaks(counter('d', log))].join(','), log.join(','));

log = [];
g = over(counter('e', log));
g.next();
try { g.throw(new Error('thrown')); } catch (e) { console.log(e.message, log.join(',')); }

log = [];
g = over(counter('f', log, { next() { throw new Error('next failed'); } }));
try { g.next(); } catch (e) { console.log(e.message, JSON.stringify(log)); }

log = [];
function* labelled(a, b) {
  outer: for (const x of a) {
    for (const y of b) { if (y === 2) continue outer; yield `${x}${y}`; }
  }
}
const inner = counter('inner', log);
const it = labelled(counter('outer', log), { [Symbol.iterator]() { return counter('inner', log); } });
console.log(it.next().value, it.next().value);
it.return();
console.log(log.join(','));

log = [];
function* returns(it) { for (const x of it) { yield x; return 'early'; } }
g = returns(counter('g', log));
g.next();
console.log(JSON.stringify(g.next()), log.join(','));

// Leaving two yielding loops at once closes each iterator once.
log = [];
function* nested(kind) {
  top: for (const x of counter('o', log)) {
    for (const y of counter('i', log)) {
      yield `${x}${y}`;
      if (kind === 'return') return 'r';
      if (kind === 'break') break top;
      if (kind === 'throw') throw new Error('t');
    }
  }
}
for (const kind of ['return', 'break', 'throw', 'end']) {
  log = [];
  const n = nested(kind);
  n.next();
  try { n.next(); } catch (e) { log.push(e.message); }
  if (kind === 'end') n.return();
  console.log(kind, log.join(','));
}

// Generators nested in generators: the innermost finally runs.
log = [];
function* source() { try { yield 1; yield 2; } finally { log.push('source finally'); } }
function* middle() { try { for (const x of source()) yield x * 10; } finally { log.push('middle finally'); } }
for (const v of middle()) { log.push(`v ${v}`); break; }
console.log(log.join(','));

// An iterator without return, and one whose return gives a non-object.
g = over({ [Symbol.iterator]() { return { next: () => ({ value: 1, done: false }) }; } });
g.next();
console.log(JSON.stringify(g.return(1)));
g = over({ [Symbol.iterator]() { return { next: () => ({ value: 1, done: false }), return: () => 5 }; } });
g.next();
try { g.return(1); } catch (e) { console.log(e.constructor.name, e.message); }

// Something that is not iterable still fails as the loop itself fails.
try { over(5).next(); } catch (e) { console.log(e.constructor.name); }
try { over(null).next(); } catch (e) { console.log(e.constructor.name); }

// for await in an async generator.
(async () => {
  const alog = [];
  const source = {
    [Symbol.asyncIterator]() {
      let i = 0;
      return {
        next: async () => ({ value: ++i, done: false }),
        return: async () => { alog.push('async closed'); return { done: true }; },
      };
    },
  };
  async function* agen() { for await (const x of source) yield x; }
  const a = agen();
  await a.next();
  console.log(JSON.stringify(await a.return(4)), alog.join(','));
  for await (const x of agen()) { alog.push(`x ${x}`); break; }
  console.log(alog.join(','));
  // A sync iterable in for await.
  async function* bgen() { for await (const x of counter('sync', alog)) yield x; }
  const b = bgen();
  await b.next();
  await b.return();
  console.log(alog.join(','));
})();
