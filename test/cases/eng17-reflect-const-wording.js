// V8's words for a Reflect method given a target that is not an object (named by the method
// called, also through another name for Reflect), and the place of an assignment to a const:
// the operator, in the frame and in the uncaught report; `new` of a number literal.
'use strict';
// `where`: print the first frame's place (V8 shows a native frame first for a built-in).
function t(label, f, where = false) {
  try {
    f();
    console.log(label, 'no error');
  } catch (e) {
    const frame = e.stack.split('\n')[1];
    console.log(label, e.constructor.name, e.message,
      where ? frame.slice(frame.lastIndexOf('/') + 1) : '');
  }
}

t('get', () => Reflect.get(1, 'a'));
t('ownKeys', () => Reflect.ownKeys('s'));
t('has', () => Reflect.has(true, 'x'));
t('defineProperty', () => Reflect.defineProperty(1, 'a', {}));
t('getPrototypeOf', () => Reflect.getPrototypeOf(null));
const R = Reflect;
t('alias', () => R.isExtensible(2));
t('new number', () => new 1.50);
t('new hex', () => new 0x10());

const fixed = 1;
function assign() {
  fixed = 2;
}
function add() {
  fixed += 2;
}
function increment() {
  fixed++;
}
t('assign', assign, true);
t('compound', add, true);
t('increment', increment, true);

const { spawnSync } = require('child_process');
const r = spawnSync(process.execPath, ['-e', 'const x = 1;\nx += 2;'], { encoding: 'utf8' });
console.log(r.stderr.split('\n').slice(0, 5).join('\n'));
