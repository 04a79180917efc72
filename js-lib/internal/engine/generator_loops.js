// The iterator of a `for-of` or `for await` loop that yields inside a generator, kept so
// that it can be closed when the generator is ended by `return()` while suspended in the
// loop: Boa 0.22 runs the generator's `finally` blocks then but never calls the loop
// iterator's `return`. runtime/src/engine/source_pass/generator_loops.rs rewrites such a
// loop as
//   {let $1;try{for (x of ($1 = forOf(EXPR, isAsync))) BODY;$1=0}catch(e){$1=0;throw e}finally{close($1)}}
// and clears `$1` before every `return`, and every `break`/`continue` to a label outside
// the loop, in BODY: every way out of the loop but the generator's `return()` is the
// engine's, which closes the iterator itself when the language says so. That file compiles
// this one in a realm on first use.
'use strict';

const { apply: ReflectApply } = Reflect;
const { iterator: kIterator, asyncIterator: kAsyncIterator } = Symbol;

// The iterator each loop's wrapper handed out.
const iterators = new WeakMap();

function isObject(v) {
  return (typeof v === 'object' && v !== null) || typeof v === 'function';
}

// The iterable the loop runs over instead of `iterable`: one whose iterator method calls
// the method `iterable` has (read once, as the loop would) and keeps what it returns.
// Anything the loop could not iterate is returned as it is, so the engine throws its own
// error for it.
function forOf(iterable, isAsync) {
  if (iterable === null || iterable === undefined) return iterable;
  let key = kIterator;
  let method;
  if (isAsync) {
    method = iterable[kAsyncIterator];
    if (method === null || method === undefined) method = undefined;
    else key = kAsyncIterator;
  }
  if (method === undefined) method = iterable[kIterator];
  if (typeof method !== 'function') return iterable;
  const wrapper = {
    [key]() {
      const iterator = ReflectApply(method, iterable, []);
      if (isObject(iterator)) iterators.set(wrapper, iterator);
      return iterator;
    },
  };
  return wrapper;
}

// Closes the loop's iterator, which only a generator's `return()` leaves open when it
// gets here. Returns what the iterator's `return` gave, checked as IteratorClose does; a
// `for await` loop's finally block awaits it.
function close(wrapper, isAsync) {
  const iterator = isObject(wrapper) ? iterators.get(wrapper) : undefined;
  if (iterator === undefined) return undefined;
  iterators.delete(wrapper);
  const method = iterator.return;
  if (method === null || method === undefined) return undefined;
  const result = ReflectApply(method, iterator, []);
  if (isAsync) return checkedAsyncResult(result);
  if (!isObject(result)) {
    throw new TypeError(`Iterator result ${String(result)} is not an object`);
  }
  return result;
}

async function checkedAsyncResult(result) {
  const settled = await result;
  if (!isObject(settled)) {
    throw new TypeError(`Iterator result ${String(settled)} is not an object`);
  }
  return settled;
}

module.exports = { forOf, close };
