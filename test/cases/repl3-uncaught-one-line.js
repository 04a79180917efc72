// A REPL prints an error whose stack is missing or not a string on one line, without
// inspect's brackets ("Uncaught Error: message"), as Node does; errors with extra
// properties or a custom stack keep their form.
'use strict';
const repl = require('repl');
const { PassThrough } = require('stream');

const input = new PassThrough();
const output = new PassThrough();
let out = '';
output.setEncoding('utf8');
output.on('data', (d) => { out += d; });
repl.start({ input, output, prompt: '> ', terminal: false, useColors: false });
const lines = [
  'e1 = new Error("no stack"); e1.stack = undefined; throw e1',
  'e2 = new TypeError("number stack"); e2.stack = 5; throw e2',
  'e3 = new RangeError("empty stack"); e3.stack = ""; throw e3',
  'e4 = new Error("gone"); delete e4.stack; throw e4',
  'e5 = new Error("with props"); e5.stack = undefined; e5.code = "E5"; throw e5',
  'e6 = new Error("custom"); e6.stack = "Custom: stack text"; throw e6',
  'e7 = new Error("renamed"); e7.stack = undefined; e7.name = "Other"; throw e7',
  'throw Object.assign(new Error("props"), { code: "EP" }).constructor.name',
  '_error.message',
];
for (const line of lines) input.write(`${line}\n`);
input.end();
setImmediate(() => {
  // Runtime frames differ between runtimes; the test looks at the first line of each report.
  for (const chunk of out.split('> ')) {
    const first = chunk.split('\n')[0];
    if (first !== '') console.log(first);
  }
});
