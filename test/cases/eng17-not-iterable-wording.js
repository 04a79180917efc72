// V8's words for iterating undefined, null or a value that is not iterable: array patterns
// (`u is not iterable`, or the value for a member expression), spreads in array literals and
// calls, with the place the uncaught report points at.
// `where`: print the first frame's place (V8 shows a native frame first for a built-in).
function t(label, f, where = true) {
  try {
    f();
    console.log(label, 'no error');
  } catch (e) {
    console.log(label, e.constructor.name, e.message);
    if (!where) return;
    const frame = e.stack.split('\n')[1];
    console.log('  at line', frame.slice(frame.lastIndexOf(':', frame.lastIndexOf(':') - 1) + 1));
  }
}

function pattern(u) {
  const [a, b] = u;
  return a + b;
}
function patternNull() {
  const [x] = null;
  return x;
}
function patternMember(o) {
  let [first] = o.list;
  return first;
}
function patternCall(make) {
  const [k, v] = make();
  return k + v;
}
function spread(u) {
  return [1, ...u];
}
function spreadCall(args) {
  return Math.max(...args.values);
}

t('pattern undefined', () => pattern());
t('pattern null literal', () => patternNull());
t('pattern member', () => patternMember({}));
t('pattern member null', () => patternMember({ list: null }));
t('pattern call', () => patternCall(() => undefined));
t('spread', () => spread());
t('spread call', () => spreadCall({}));

// Built-ins that iterate their argument print its type, and the value when it is written.
const COUNT = 3;
t('new Set number', () => new Set(5), false);
t('new Map boolean', () => new Map(true), false);
t('new WeakSet object', () => new WeakSet({}), false);
t('new WeakMap function', () => new WeakMap(function () {}), false);
t('new Set symbol', () => new Set(Symbol('s')), false);
t('fromEntries const', () => Object.fromEntries(COUNT), false);
t('arrow spread', () => [...5]);
