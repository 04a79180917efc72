// REPL commands over plain streams: .help (with a command defined by the program), a
// custom command, .save/.load of the session, .clear of the context, unknown commands,
// missing file arguments, and the 'reset' event.
'use strict';
const { PassThrough } = require('stream');
const fs = require('fs');
const os = require('os');
const path = require('path');
const repl = require('repl');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repl-commands-'));
const saved = path.join(dir, 'saved.js');
const input = new PassThrough();
const output = new PassThrough();
let text = '';
output.on('data', (d) => { text += d; });
const server = repl.start({ input, output, prompt: '> ', terminal: false });
server.defineCommand('sayhello', {
  help: 'Say hello',
  action(name) {
    this.clearBufferedCommand();
    this.output.write(`Hello, ${name}!\n`);
    this.displayPrompt();
  },
});
server.on('reset', (ctx) => console.log('reset', typeof ctx, ctx === server.context));
server.on('exit', () => {
  console.log(text.replaceAll(dir, '<dir>'));
  console.log(JSON.stringify(fs.readFileSync(saved, 'utf8')));
  fs.rmSync(dir, { recursive: true });
});
for (const line of ['.help', '.sayhello minirt', 'var z = 5', `.save ${saved}`, '.clear',
  'typeof z', `.load ${saved}`, 'z', '.nosuch', `.load ${path.join(dir, 'missing.js')}`,
  `.load ${dir}`, '.save', '.load', '.editor', '.exit']) {
  input.write(`${line}\n`);
}
