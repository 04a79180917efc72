// Ecosystem check: yargs parses argument lists with commands, options, validation and generated help.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-yargs-'));
function cli(args, out) {
  return yargs(args)
    .scriptName('eco')
    .command('serve [port]', 'start the server', (y) => y.positional('port', { describe: 'port to bind on', default: 5000, type: 'number' }), (argv) => {
      out.push(`serve on :${argv.port}${argv.verbose ? ' verbosely' : ''}`);
    })
    .command('write <file> [text..]', 'write text to a file', () => {}, (argv) => {
      fs.writeFileSync(path.join(dir, argv.file), argv.text.join(' '));
      out.push(`wrote ${argv.file}: ${fs.readFileSync(path.join(dir, argv.file), 'utf8')}`);
    })
    .option('verbose', { alias: 'v', type: 'boolean', description: 'Run with verbose logging' })
    .option('level', { choices: ['low', 'high'], default: 'low' })
    .demandCommand(1)
    .strict()
    .wrap(80)
    .exitProcess(false)
    .fail((msg, err) => { out.push('fail: ' + (msg || (err && err.message))); });
}
try {
  for (const args of [['serve', '8080', '-v'], ['serve'], ['write', 'a.txt', 'hello', 'there'], ['serve', '--level', 'mid'], [], ['nope']]) {
    const out = [];
    const argv = await cli(args, out).parseAsync();
    console.log('$', args.join(' '), '->', JSON.stringify(out), JSON.stringify({ _: argv._, verbose: argv.verbose, level: argv.level }));
  }
  console.log(await cli([], []).getHelp());
  const simple = yargs(hideBin(['node', 'script', '--ships', '4', '--distance', '22', 'x'])).parseSync();
  console.log('hideBin', JSON.stringify(simple));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
