// V8's messages for a promise resolved with itself, a descriptor with both accessors and a
// value, a class called without `new`, and a module's duplicate declarations and exports
// (early errors that name the binding).
function t(label, f) {
  try {
    f();
    console.log(label, 'no error');
  } catch (e) {
    console.log(label, e.name, e.message);
  }
}

t('accessor and value', () => Object.defineProperty({}, 'a', { get() {}, value: 1 }));
class Point {}
const shapes = { Circle: class Circle {} };
t('class call', () => Point());
t('class member call', () => shapes.Circle(1));
t('accessor and writable', () => Object.defineProperties({}, { a: { set(v) {}, writable: true } }));

(async () => {
  let resolveSelf;
  const self = new Promise((resolve) => { resolveSelf = resolve; });
  resolveSelf(self);
  await self.catch((e) => console.log('self then', e.name, e.message));
  try {
    await self;
  } catch (e) {
    console.log('self await', e.name, e.message);
  }
  const same = Promise.resolve().then(function f() { return same; });
  await same.then(null, (e) => console.log('returned itself', e.name, e.message));
  const { spawnSync } = require('child_process');
  for (const text of ['let a = 1; let a = 2;', 'const b = 1; var b;', 'export const c = 1; export { c };']) {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', text], { encoding: 'utf8' });
    const line = r.stderr.split('\n').find((l) => l.startsWith('SyntaxError'));
    console.log(text, r.status, line);
  }
})();
