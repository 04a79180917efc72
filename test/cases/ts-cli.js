// TypeScript entry points run in a child process: exit codes and the head of stderr
// (everything above the first stack frame) for bad input, and the flags that turn type
// stripping off (--no-strip-types, --no-experimental-strip-types) or that Node 26 no
// longer has (--experimental-transform-types).
// timeout: 180
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

// Stack frames and engine-worded messages differ between engines; what is compared is the
// exit code, stdout, the error line, and for TypeScript errors the snippet SWC printed.
function run(args, { snippet = false, errorLine = true } = {}) {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  const lines = r.stderr.split('\n').map((l) => l.split(process.cwd()).join('.'));
  console.log(`$ ${args.join(' ')}\nexit ${r.status}`);
  if (r.stdout !== '') console.log(r.stdout.trimEnd());
  const at = lines.findIndex((l) => /^[A-Za-z]*Error\b/.test(l));
  // 'head' keeps only the `file:line` line (engines put the caret of a throw differently).
  if (snippet === 'head' && at > 0) console.log(lines[0]);
  else if (snippet && at > 0) console.log(lines.slice(0, at).join('\n').trimEnd());
  if (errorLine && at >= 0) console.log(lines[at]);
  const bad = lines.find((l) => l.includes('bad option'));
  if (bad !== undefined) console.log(bad.slice(bad.indexOf('bad option')));
}

run(['ts/enum.ts'], { snippet: true });
run(['ts/bad-syntax.ts'], { snippet: true });
run(['ts/missing-import.ts']);
run(['ts/type-only-value.mts']);
run(['ts/throws.ts'], { snippet: 'head' });
run(['ts/no-extension.ts']);
run(['ts/node_modules/typed-dep/index.ts']);
run(['--no-strip-types', 'ts/helper.ts'], { errorLine: false });
run(['--no-experimental-strip-types', 'ts/counter.cts'], { errorLine: false });
run(['--no-strip-types', '-p', 'process.features.typescript']);
run(['--no-strip-types', '--strip-types', '-p', 'process.features.typescript']);
run(['--experimental-strip-types', 'ts/esm-pkg/typed.ts']);
run(['--experimental-transform-types', 'ts/enum.ts']);

// A large file strips as fast as it parses; nesting deep enough to need a big stack.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-ts-'));
const big = path.join(dir, 'big.ts');
let src = '';
for (let i = 0; i < 20000; i++) src += `const v${i}: number = ${i};\n`;
src += 'console.log(v19999 as number);\n';
fs.writeFileSync(big, src);
const r = spawnSync(process.execPath, [big], { encoding: 'utf8' });
console.log('big', r.status, r.stdout.trim());
// The stripper parses recursively: deep nesting needs its big stack (the engine's own
// parser has a lower limit, so the result is not run).
process.on('warning', () => {});
const deep = `const d: number = ${'('.repeat(1000)}1${')'.repeat(1000)};`;
console.log('deep', require('module').stripTypeScriptTypes(deep).length);
fs.rmSync(dir, { recursive: true });
