// Stack columns of a failed property read: on the name in a plain member chain, on the dot
// once the chain has made a call.
const o = { f() { return {}; }, g: {}, a: [{}] };
function Foo() {}
const tag = () => ({});
const cases = [
  () => o.g.x.y,
  () => o.f().x.y,
  () => o.a[0].b.c,
  () => o.f()[0].q,
  () => (o.g).x.y,
  () => (0, o.f)().x.y,
  () => new Foo().x.y,
  () => new Foo().constructor().x.y,
  () => tag`t`.x.y,
  () => o.f(')').x.y,
  () => [1].map((v) => v).x.y,
  () => o.f(o.g.x.y),
  () => o.f()
    .x
    .y,
];
for (const fn of cases) {
  try {
    fn();
  } catch (e) {
    const m = /eco6-stack-load-column\.js:(\d+):(\d+)/.exec(e.stack);
    console.log(`${fn.toString().replace(/\s+/g, ' ')} -> ${m[1]}:${m[2]}`);
  }
}
for (const fn of [() => 'a,b'.split(',').x.y, () => ({}).toString().x.y, () => [o][0].g.x.y]) {
  try {
    fn();
  } catch (e) {
    const m = /eco6-stack-load-column\.js:(\d+):(\d+)/.exec(e.stack);
    console.log(`${fn.toString().replace(/\s+/g, ' ')} -> ${m[1]}:${m[2]}`);
  }
}
