// REPL completion (which a terminal REPL also runs on every key for its preview) reads no
// getter and touches no proxy on the way to the completed object, and offers nothing
// inside a string, a template, a comment or after a regular expression's flags.
'use strict';
const { PassThrough } = require('stream');
const repl = require('repl');

const server = repl.start({ input: new PassThrough(), output: new PassThrough(), terminal: false });
let hits = 0;
server.context.o = { get g() { hits++; return { deep: 1 }; }, plain: { inner: 2 } };
server.context.p = new Proxy({}, {
  get() { hits++; return 1; },
  ownKeys() { hits++; return []; },
});
const lines = ['o.g.d', 'o.plain.in', 'p.x', 'o.pl', 'Math.ma', '"ab', '/re/g', 'x = "glo',
  '// glo', '`ab', 'glo', 'a /glo'];
for (const line of lines) {
  server.complete(line, (err, res) => {
    console.log(JSON.stringify(line), err, JSON.stringify(res[0].filter(Boolean).slice(0, 4)));
  });
}
console.log('getter and proxy calls:', hits);
server.close();
