// Labels named `of`, `async` and `let` (sloppy mode), as wasm2js and asm.js output name
// them: loops break and continue through them, and other uses of the names are untouched.
var seen = [];
of: for (var i = 0; i < 3; i++) {
  async: for (var j = 0; j < 3; j++) {
    if (j === 1) continue of;
    if (i === 2) break async;
    seen.push(i + ':' + j);
  }
}
console.log(seen.join(' '));
let: {
  seen.push('block');
  break let;
}
var of = { of: 1, async: 2 };
for (var x of [of.of, of.async]) seen.push(x);
function f() {
  var n = 0;
  of: while (true) {
    n++;
    if (n > 2) break of;
  }
  return n;
}
console.log(seen.join(' '), f());
