// A colouring terminal REPL redraws the line for every key of a chunk written at once (a
// paste), as Node 26 does, so the colours are right at once; editor mode ended with Ctrl+D
// right after such a chunk does not redraw the entry behind the '> ' prompt.
'use strict';
const { startStreamRepl } = require('../common/repl_streams');

const session = startStreamRepl({ prompt: '> ', terminal: true, useColors: true,
  preview: false });
const { input, server } = session;
const steps = [
  ['1+2', 'pasted chunk'],
  ['\r', 'result'],
  ['.editor\r', 'editor'],
  ['let v', 'pasted in editor'],
  ['\x04', 'ctrl-d'],
];
let i = 0;
function next() {
  if (i === steps.length) {
    server.close();
    return;
  }
  const [keys, label] = steps[i++];
  session.text = '';
  input.write(keys);
  setImmediate(() => {
    console.log(label, JSON.stringify(session.text));
    next();
  });
}
setImmediate(next);
