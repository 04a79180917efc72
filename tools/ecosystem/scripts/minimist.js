// Ecosystem check: minimist parses argument lists read from a file (booleans, strings, aliases, defaults, --).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const parseArgs = require('minimist');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-minimist-'));
try {
  fs.writeFileSync(path.join(dir, 'argv.txt'), [
    '-a beep -b boop',
    '-x 3 -y 4 -n5 -abc --beep=boop foo bar baz',
    '--no-color --verbose -v -v file.txt -- --not-an-option',
    '-p 8080 --name=app --debug false --num 0x10 --tags a --tags b',
  ].join('\n'));
  const opts = { string: ['name'], boolean: ['debug', 'verbose'], alias: { p: 'port', v: 'verbose' }, default: { port: 80, host: 'localhost' }, '--': true };
  for (const line of fs.readFileSync(path.join(dir, 'argv.txt'), 'utf8').split('\n')) {
    console.log(line);
    console.log('  plain', JSON.stringify(parseArgs(line.split(' '))));
    console.log('  opts ', JSON.stringify(parseArgs(line.split(' '), opts)));
  }
  const unknown = [];
  console.log('unknown', JSON.stringify(parseArgs(['--known', '--other', 'x'], { boolean: ['known'], unknown: (a) => { unknown.push(a); return false; } })), JSON.stringify(unknown));
  console.log('stopEarly', JSON.stringify(parseArgs(['-a', 'cmd', '-b'], { stopEarly: true })));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
