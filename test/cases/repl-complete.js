// REPLServer#complete(): properties of objects (inherited groups first), globals,
// commands, require() names, literals; case-insensitive filtering.
'use strict';
const { PassThrough } = require('stream');
const repl = require('repl');

const server = repl.start({ input: new PassThrough(), output: new PassThrough(), terminal: false });
server.context.myObj = { alpha: 1, alphabet: 2, beta: 3 };
const cases = ['myObj.al', 'myObj.', 'myO', "require('fs/p", 'require("ut', '.he', '.',
  'Math.P', 'xyzq', 'myObj.beta.toFi', '"str".toUpperC', 'myObj.nope.x', '[1,2].fi',
  'let z = myO', 'Number.isS', 'JSON.str', 'cont'];
let i = 0;
(function next() {
  if (i === cases.length) {
    server.close();
    return;
  }
  const line = cases[i++];
  server.complete(line, (err, [list, on]) => {
    console.log(JSON.stringify(line), err, JSON.stringify(on), JSON.stringify(list));
    next();
  });
})();
