// Ecosystem check: commander defines options and subcommands, parses argument lists and prints help.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Command, Option, InvalidArgumentError } = require('commander');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-commander-'));
function build(out) {
  const program = new Command();
  program
    .name('string-util')
    .description('CLI to some JavaScript string utilities')
    .version('0.8.0')
    .exitOverride()
    .configureOutput({ writeOut: (s) => out.push('out: ' + s), writeErr: (s) => out.push('err: ' + s) });
  program.command('split')
    .description('Split a string into substrings and display as an array')
    .argument('<string>', 'string to split')
    .option('--first', 'display just the first substring')
    .option('-s, --separator <char>', 'separator character', ',')
    .action((str, options) => {
      const limit = options.first ? 1 : undefined;
      out.push('split: ' + JSON.stringify(str.split(options.separator, limit)));
    });
  program.command('write')
    .argument('<file>')
    .argument('[words...]')
    .addOption(new Option('-m, --mode <mode>', 'file mode').choices(['append', 'replace']).default('replace'))
    .option('-n, --count <n>', 'times', (v) => { const n = parseInt(v, 10); if (isNaN(n)) throw new InvalidArgumentError('Not a number.'); return n; }, 1)
    .action((file, words, opts) => {
      const target = path.join(dir, file);
      const text = (words.join(' ') + '\n').repeat(opts.count);
      if (opts.mode === 'append') fs.appendFileSync(target, text); else fs.writeFileSync(target, text);
      out.push('write: ' + file + ' ' + JSON.stringify(fs.readFileSync(target, 'utf8')));
    });
  return program;
}
const runs = [
  ['split', '--separator=/', 'a/b/c'],
  ['split', '--first', 'a,b,c'],
  ['write', 'x.txt', 'hello', 'world', '-n', '2'],
  ['write', 'x.txt', 'again', '--mode', 'append'],
  ['write', 'x.txt', '--mode', 'sideways'],
  ['write', 'x.txt', '-n', 'many'],
  ['split'],
  ['--unknown'],
  ['--version'],
  ['help', 'split'],
];
try {
  for (const args of runs) {
    const out = [];
    try {
      build(out).parse(args, { from: 'user' });
    } catch (e) {
      out.push('exit ' + e.exitCode + ' ' + e.code);
    }
    console.log('$ ' + args.join(' '));
    for (const line of out.join('').length ? out : []) process.stdout.write(line.endsWith('\n') ? line : line + '\n');
  }
  const p = new Command().option('-d, --debug').option('-p, --pizza-type <type>').option('--no-sauce');
  p.parse(['-d', '--pizza-type', 'margherita', '--no-sauce'], { from: 'user' });
  console.log('opts', JSON.stringify(p.opts()));
  console.log(build([]).helpInformation());
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
