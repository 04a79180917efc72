// Console beyond plain logging: the Console constructor's options and their errors,
// groupIndentation, colour mode, table() layouts (objects, arrays, Map, Set, properties),
// the countReset label quirk, clear() on a non-TTY, the inspector-only methods of the
// global console (context, createTask, profile, profileEnd, timeStamp) and the shape of
// console and Console instances.
'use strict';
const { Console } = console;
const { Writable } = require('stream');

const show = (f) => {
  try {
    console.log('ok', f());
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
};

function sink() {
  const chunks = [];
  const stream = new Writable({
    write(chunk, encoding, cb) {
      chunks.push(String(chunk));
      cb();
    },
  });
  return { stream, chunks };
}

const out = sink();
show(() => new Console({ stdout: out.stream, groupIndentation: -1 }));
show(() => new Console({ stdout: out.stream, groupIndentation: 1001 }));
show(() => new Console({ stdout: out.stream, groupIndentation: 1.5 }));
show(() => new Console({ stdout: out.stream, groupIndentation: '2' }));
show(() => new Console({ stdout: out.stream, colorMode: 'x' }));
show(() => new Console({ stdout: out.stream, inspectOptions: 5 }));
show(() => new Console({ stdout: out.stream, inspectOptions: { colors: true }, colorMode: true }));
show(() => new Console({ stdout: out.stream, stderr: 5 }));
show(() => new Console());
show(() => Console(out.stream) instanceof Console);

const c = new Console({ stdout: out.stream, colorMode: true, groupIndentation: 3 });
c.log({ a: 1 }, 'str');
c.group('G');
c.warn('stderr defaults to stdout');
c.group();
c.info('two\nlines');
c.groupEnd();
c.groupEnd();
c.clear();
c.dir({ x: [1] });
c.count();
c.count();
c.countReset();
c.count();
console.log(JSON.stringify(out.chunks));

const plain = new Console({ stdout: out.stream, inspectOptions: { depth: 0 } });
out.chunks.length = 0;
plain.log({ a: { b: 1 } });
console.log(JSON.stringify(out.chunks));

console.log(Object.keys(c).join());
console.log(Object.getOwnPropertyNames(Console.prototype).join());
console.log(Object.keys(console).join());
console.log(Object.prototype.toString.call(console), Object.prototype.toString.call(c));
console.log(console instanceof Console, c instanceof Console, {} instanceof Console);
console.log(console.log.name, console.info.name, c.log.name, console.info === console.log);
console.log(c._ignoreErrors, new Console(out.stream, out.stream, false)._ignoreErrors);

// Not a TTY: clear() writes nothing.
console.clear();

// countReset looks the label up before making it a string.
process.on('warning', (w) => console.log('warning:', w.message));
console.count(5);
console.countReset(5);
console.count(5);

console.table([{ a: 1, b: 'x' }, { a: 2, c: [1, 2, 3, 4] }]);
console.table(new Map([['k', 1], [{ o: 1 }, 'v']]));
console.table(new Set([1, 'a']));
console.table([1, 2], ['x']);
console.table({ r1: { c: 1 }, r2: 5 });
console.table([{ deep: { a: 1, b: 2, c: 3 }, shallow: { a: { b: 1 } } }]);
console.table(5);
show(() => console.table([], 5));

// The methods V8's inspector adds report to the inspector only.
const ctx = console.context('name');
console.log(typeof ctx, Object.keys(ctx).join());
console.log(Object.getPrototypeOf(Object.getPrototypeOf(ctx)) === Object.prototype);
ctx.log('not printed');
ctx.count();
console.log(console.profile(), console.profileEnd(), console.timeStamp('t'));
console.log(console.context.length, console.createTask.length, console.profile.length);
const task = console.createTask('task');
console.log(Object.keys(task), task.run(() => 42), task.run(function () {
  return this === globalThis;
}));
show(() => console.createTask());
show(() => console.createTask(''));
show(() => task.run());
show(() => task.run.call({}, () => 1));
for (const f of [console.log, console.createTask, c.log, Console.prototype.table]) {
  try {
    new f('x');
  } catch (e) {
    console.log('not a constructor:', e.name);
  }
}
