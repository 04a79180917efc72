// Stacks of Error subclasses start below the constructors of the class `new` was applied to.
class AppError extends Error { constructor(m) { super(m); this.name = 'AppError'; } }
class HttpError extends AppError { constructor(code) { super(`status ${code}`); this.code = code; } }
class Plain extends TypeError {}
class Holder { constructor() { this.err = new Error('made in a constructor'); } }
function top(line) { return line.replace(/\(.*[\\/]/, '(').trim(); }
function make() {
  return [new AppError('a'), new HttpError(404), new Plain('p'), new Holder().err];
}
for (const e of make()) {
  const lines = e.stack.split('\n');
  console.log(lines[0], '|', top(lines[1]));
}
class Recursive extends Error {
  constructor(depth) { super(`depth ${depth}`); if (depth > 0) this.inner = new Recursive(depth - 1); }
}
const r = new Recursive(1);
console.log(top(r.stack.split('\n')[1]), '|', top(r.inner.stack.split('\n')[1]));
