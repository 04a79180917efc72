// The input preview evaluates operators and templates on objects whose conversion runs
// only built-in code (a built-in function's source, an array of plain values, an object's
// tag), as Node 26 does.
'use strict';
const { startStreamRepl } = require('../common/repl_streams');

const session = startStreamRepl({ prompt: '> ', terminal: true, useColors: false });
const { input, server } = session;
const lines = ['Math.max + 1', '[1, [2, 3]] + "!"', '`${[4, 5]}`', 'Math + ""'];
let i = 0;
function next() {
  if (i === lines.length) {
    server.close();
    return;
  }
  const line = lines[i++];
  session.text = '';
  for (const ch of line) input.write(ch);
  setImmediate(() => {
    const shown = session.text.split('\n').filter((l) => l.startsWith('// ')).pop();
    console.log(JSON.stringify(line), JSON.stringify(shown === undefined ? null : shown.replace(/\x1b\[\d*[A-Za-z]/g, '')));
    input.write('\x15');
    setImmediate(next);
  });
}
setImmediate(next);
