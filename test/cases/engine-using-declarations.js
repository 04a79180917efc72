// `using` and `await using` declarations dispose their resources as V8 does: in reverse
// order at the end of the block, on return, break, continue and throw, with disposal errors
// folded into SuppressedError; plus DisposableStack, AsyncDisposableStack and
// SuppressedError themselves. The file's own top level declares with `using` too.
'use strict';
const vm = require('vm');
const { spawnSync } = require('child_process');

const log = [];
function res(name, { fail = false, async = false } = {}) {
  const key = async ? Symbol.asyncDispose : Symbol.dispose;
  return {
    name,
    [key]() {
      log.push(`dispose ${name}`);
      if (fail) throw new Error(`fail ${name}`);
      return async ? Promise.resolve().then(() => log.push(`settled ${name}`)) : undefined;
    },
  };
}
function flush(label) { console.log(label, log.join(', ')); log.length = 0; }

using top = res('top-level');
log.push('after top-level using');
flush('top level');

{
  using a = res('a'), b = res('b');
  using nothing = null;
  log.push(`body ${a.name}${b.name} ${nothing}`);
}
flush('block');

function early(n) {
  using r = res(`r${n}`);
  if (n === 1) return 'returned';
  for (const i of [1, 2, 3]) {
    using inner = res(`i${i}`);
    if (i === 2) continue;
    if (i === 3) break;
  }
  return 'end';
}
console.log(early(1), early(2));
flush('return, continue, break');

try {
  using x = res('x', { fail: true });
  using y = res('y', { fail: true });
  throw new Error('body');
} catch (e) {
  console.log(e.name, e.message, e.error.message, e.suppressed.name, e.suppressed.error.message,
              e.suppressed.suppressed.message, e instanceof SuppressedError);
}
flush('errors');

for (const bad of [5, 'str', {}, { [Symbol.dispose]: 1 }]) {
  try {
    using v = bad;
  } catch (e) {
    console.log('bad value', e.constructor.name, e.message);
  }
}

for (using item of [res('it1'), res('it2')]) log.push(`loop ${item.name}`);
flush('for-of');

switch (1) {
  case 1: {
    using s = res('switch');
    log.push('case 1');
    break;
  }
}
flush('switch');

console.log('vm', vm.runInThisContext('{ using q = { [Symbol.dispose]() { globalThis.vmDisposed = true } }; 1 }'), globalThis.vmDisposed);

const stack = new DisposableStack();
stack.defer(() => log.push('defer'));
stack.use(res('used'));
console.log('adopt', stack.adopt(7, (v) => log.push(`adopt ${v}`)));
const moved = stack.move();
console.log('stack', stack.disposed, moved.disposed);
moved.dispose();
moved.dispose();
flush('DisposableStack');
try { stack.use(res('late')); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(Object.getOwnPropertyNames(DisposableStack.prototype).join(), String(stack));
const se = new SuppressedError(1, 2, 'msg');
console.log('SuppressedError', se.error, se.suppressed, se.message, se.name, SuppressedError.length, Object.getPrototypeOf(SuppressedError) === Error);

(async () => {
  {
    await using a = res('async a', { async: true });
    using b = res('sync b');
    await using c = null;
    log.push('async body');
  }
  flush('await using');
  try {
    await using bad = {};
  } catch (e) {
    console.log('bad async value', e.constructor.name, e.message);
  }
  for await (const x of [1]) {
    await using r = res(`await loop ${x}`, { async: true });
  }
  for (await using r of [res('await head', { async: true })]) log.push(`loop ${r.name}`);
  flush('await loops');
  const as = new AsyncDisposableStack();
  as.use(res('async used', { async: true }));
  as.defer(async () => { log.push('async defer'); });
  await as.disposeAsync();
  flush('AsyncDisposableStack');
  const esm = spawnSync(process.execPath, ['--input-type=module', '-e',
    "{ using a = { [Symbol.dispose]() { console.log('esm disposed') } }; console.log('esm body') }"],
  { encoding: 'utf8' });
  console.log(esm.stdout.trim().split('\n').join(' / '));
})();
