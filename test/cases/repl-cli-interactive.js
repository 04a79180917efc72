// The CLI REPL (`-i`) on piped stdin, in a child: -i with -e runs the code and the REPL keeps
// its own module, .exit waits for a pending top-level await to print, util.inspect.replDefaults
// reads and merges the writer options, and dynamic import() resolves from the working
// directory. The welcome banner (it names the runtime) and stack frames are left out.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repl-cli-'));
fs.writeFileSync(path.join(dir, 'dep.mjs'), 'export const answer = 42;\n');

function session(args, input) {
  const r = spawnSync(process.execPath, args, { input, cwd: dir, encoding: 'utf8' });
  const lines = r.stdout.split('\n').slice(2).filter((l) => !/^\s+at /.test(l));
  console.log(`-- ${args.join(' ')} (status ${r.status})`);
  for (const l of lines) console.log(JSON.stringify(l));
}

session(['-i'], 'module.id\n.exit\n');
session(['-i', '-e', 'console.log("eval sees", typeof module, module.id)'], 'module.id\n.exit\n');
session(['-i'], [
  'await new Promise((r) => setTimeout(() => r(7), 100))',
  '.break',
  '3',
  '.exit',
  '',
].join('\n'));
session(['-i'], [
  'Object.keys(Object.getOwnPropertyDescriptor(util.inspect, "replDefaults"))',
  'util.inspect.replDefaults === require("repl").writer.options',
  'util.inspect.replDefaults = 5',
  'util.inspect.replDefaults = { maxArrayLength: 1 }',
  '[1, 2, 3]',
  '',
].join('\n'));
session(['-i'], 'await import("./dep.mjs")\n');

fs.rmSync(dir, { recursive: true });
