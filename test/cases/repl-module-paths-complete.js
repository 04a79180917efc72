// A REPL's module looks bare requests up from `<cwd>/repl` up and then in the global folders, as Node's does; replServer.complete() goes through the completer given in the options; unfinished input around a top-level await asks for more; REPLServer needs `new` and has no parseREPLKeyword, as in Node 26.
'use strict';
const repl = require('repl');
const path = require('path');
const { PassThrough } = require('stream');
const { spawnSync } = require('child_process');

const input = new PassThrough();
const output = new PassThrough();
let out = '';
output.setEncoding('utf8');
output.on('data', (d) => { out += d; });
const r = repl.start({
  input, output, prompt: '', terminal: false, useGlobal: false,
  completer: (line) => [['alpha', 'alps', 'beta'].filter((c) => c.startsWith(line)), line],
});
r.complete('al', (err, res) => console.log('custom completer', err, JSON.stringify(res)));
const Module = require('module');
const paths = r.context.module.paths;
const local = Module._nodeModulePaths(path.resolve('repl'));
console.log('starts at cwd/repl', paths[0] === path.join(process.cwd(), 'repl', 'node_modules'));
console.log('local folders first', JSON.stringify(paths.slice(0, local.length)) === JSON.stringify(local));
console.log('then the global folders', JSON.stringify(paths.slice(local.length)) === JSON.stringify(Module.globalPaths));
r.close();

const d = repl.start({ input: new PassThrough(), output: new PassThrough(), terminal: false });
d.complete('process.ver', (err, res) => console.log('default completer', err, JSON.stringify(res)));
d.close();

try {
  repl.REPLServer({ input: new PassThrough(), output: new PassThrough() });
} catch (err) {
  console.log(err.name, err.message);
}
console.log('parseREPLKeyword', typeof repl.REPLServer.prototype.parseREPLKeyword);

const cli = spawnSync(process.execPath, ['-i'], {
  input: ['await new Promise((res) =>', 'res(3))', ''].join('\n'),
  encoding: 'utf8',
});
for (const line of cli.stdout.split('\n').slice(2)) console.log(JSON.stringify(line));
