// Tab completion of a line of blanks lists what an empty line lists (the leading blanks are
// ignored), and a listing of globals ends with `constructor` in a group of its own, as the
// global object's prototype chain gives it in Node.
'use strict';
const { PassThrough } = require('stream');
const repl = require('repl');

for (const useGlobal of [false, true]) {
  const server = repl.start({
    input: new PassThrough(), output: new PassThrough(), terminal: false, useGlobal,
  });
  server.complete('', (err, [empty]) => {
    console.log(err, empty.length > 50, JSON.stringify(empty.slice(-4)));
    for (const line of ['\t', '   ', ' \t ']) {
      server.complete(line, (err2, [list, on]) => {
        console.log(JSON.stringify(line), err2, list.length === empty.length, JSON.stringify(on));
      });
    }
    server.complete('  Arr', (err2, [list, on]) => console.log(err2, list, on));
    server.complete('  1 +', (err2, [list, on]) => console.log(err2, list, on));
  });
  server.close();
}
