// process.binding('spawn_sync'): Node's raw spawn, which spawnSync and execSync call
// through at each call, so a wrapper put in its place (nyc's process-on-spawn) sees them.
'use strict';
const cp = require('child_process');
const b = process.binding('spawn_sync');
console.log(Object.keys(b), typeof b.spawn, b === process.binding('spawn_sync'));
const pipes = [
  { type: 'pipe', readable: true, writable: false },
  { type: 'pipe', readable: false, writable: true },
  { type: 'pipe', readable: false, writable: true },
];
const raw = b.spawn({ file: 'sh', args: ['sh', '-c', 'echo hi; echo err >&2; exit 3'], envPairs: [], stdio: pipes });
console.log(Object.keys(raw), raw.status, raw.signal, raw.output.map((x) => x && x.toString()));
const ignore = [{ type: 'ignore' }, { type: 'ignore' }, { type: 'ignore' }];
console.log(b.spawn({ file: 'nonexistent-eco2-cmd', args: ['x'], envPairs: [], stdio: ignore }));
const t = b.spawn({ file: 'sleep', args: ['sleep', '5'], timeout: 20, killSignal: 15, envPairs: [], stdio: ignore });
console.log(t.error, t.status, t.signal, t.output);

const seen = [];
const original = b.spawn;
b.spawn = function (options) {
  seen.push(`${options.file} ${options.args.slice(1).join(' ')}`);
  options.envPairs = options.envPairs.concat('ECO2_WRAPPED=yes');
  return original.call(this, options);
};
console.log(cp.execSync('echo $ECO2_WRAPPED', { encoding: 'utf8' }).trim());
const r = cp.spawnSync('sh', ['-c', 'echo $ECO2_WRAPPED'], { encoding: 'utf8' });
console.log(Object.keys(r), JSON.stringify(r.stdout));
console.log(cp.execFileSync('sh', ['-c', 'printf %s "$ECO2_WRAPPED"']).toString());
const missing = cp.spawnSync('nonexistent-eco2-cmd');
console.log(Object.keys(missing), missing.error.code, missing.error.syscall, missing.stdout);
b.spawn = original;
console.log(cp.execSync('echo "[$ECO2_WRAPPED]"', { encoding: 'utf8' }).trim());
console.log(seen);
