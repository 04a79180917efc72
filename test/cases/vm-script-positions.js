// vm.Script frames: call-site columns on the callee's name (as V8) and the lineOffset/columnOffset options
const vm = require('vm');
const frameOf = (e, i) => e.stack.split('\n').filter((l) => / at /.test(l))[i].trim();
const code = `const o = { toBe() { return new Error('x'); } };
function expect() { return o; }
(() => {
  try { expect(1).toBe(3); } catch (e) {}
  out.push(expect(1).toBe(3));
  out.push(o.toBe(), [o.toBe()][0]);
})();`;
const out = [];
new vm.Script(code, { filename: '/nonexistent-dir/script.js' }).runInContext(vm.createContext({ out }));
for (const e of out) console.log(frameOf(e, 1));
out.length = 0;
vm.runInThisContext(`(function (out) {${code}\n})`, { filename: '/nonexistent-dir/wrapped.js' })(out);
for (const e of out) console.log(frameOf(e, 1));
const show = (f) => { try { f(); } catch (e) { console.log(frameOf(e, 0)); } };
show(() => new vm.Script('\n null.x', { filename: 's.js', columnOffset: 10, lineOffset: 3 }).runInThisContext());
show(() => new vm.Script('null.x', { filename: 's2.js', columnOffset: 10 }).runInThisContext());
show(() => new vm.Script('null.x', { filename: 's3.js', lineOffset: 2 }).runInThisContext());
try {
  new vm.Script('let a = 1;\n a b', { filename: 's4.js', lineOffset: 5 });
} catch (e) { console.log(e.stack.split('\n').slice(0, 4).join('|')); }
