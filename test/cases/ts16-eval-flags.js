// TypeScript given with -e, -p or on stdin, and the switches around it: --input-type's
// TypeScript kinds, the retry with types stripped when code does not parse as JavaScript
// (a JavaScript error then carries the stripper's complaint under its caret),
// process.features.typescript under --[no-]strip-types (with or without a value), its
// older name and NODE_OPTIONS.
// timeout: 180
'use strict';
const { spawnSync } = require('child_process');

function run(args, { input, env } = {}) {
  const r = spawnSync(process.execPath, args, {
    encoding: 'utf8', input, env: { ...process.env, ...env },
  });
  const lines = r.stderr.split(process.execPath).join('NODE').split('\n');
  const at = lines.findIndex((l) => /^[A-Za-z]*Error\b/.test(l));
  // From the `[eval]:line` header to the error line: engines' frames below differ.
  const from = lines.findIndex((l) => /^\[eval\]|^file:/.test(l));
  console.log(`$ ${env ? `${Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ')} ` : ''}` +
    `${args.join(' ')}${input === undefined ? '' : ` < ${JSON.stringify(input)}`}`);
  console.log(`exit ${r.status}${r.stdout ? ` out: ${r.stdout.trimEnd()}` : ''}`);
  if (at >= 0) console.log(lines.slice(from >= 0 && from < at ? from : at, at + 1).join('\n'));
  else if (r.status !== 0) console.log(lines.filter((l) => l.startsWith('NODE:')).join('\n'));
}

run(['-e', 'const x: number = 1; console.log(x, typeof require)']);
run(['-p', 'const x: Array<number> = [5]; x as number[]']);
run(['--input-type=module-typescript', '-e',
  'const x: number = 1; console.log(x, typeof require, import.meta.url.endsWith("[eval1]"))']);
run(['--input-type=commonjs-typescript', '-e', 'const x: number = 2; console.log(x, typeof module)']);
run(['--input-type=commonjs-typescript', '-p', 'let a: number = 3; a']);
run(['-e', 'import { sep } from "node:path"; const s: string = sep; console.log(s)']);
run(['-e', 'const v = await Promise.resolve(4); const w: number = v; console.log(w)']);
run(['-e', 'type T = 1; interface I {} declare const d: T; console.log("erased")']);
run(['-e', 'enum A { B }']);
run(['--input-type=module-typescript', '-e', 'namespace N { export const a = 1 }']);
run(['--input-type=commonjs-typescript', '-e', 'let x: = 1']);
run(['-e', 'const x = 1 1']);
run(['--input-type=typescript', '-e', '1']);
run(['--no-strip-types', '-e', 'console.log(process.features.typescript)']);
run(['--no-experimental-strip-types', '-p', 'process.features.typescript']);
run(['--no-strip-types', '--experimental-strip-types', '-p', 'process.features.typescript']);
// A value after `=` does not matter to a boolean option: only the flag's name counts.
run(['--no-strip-types=1', '-p', 'process.features.typescript']);
run(['--no-strip-types', '--strip-types=false', '-p', 'process.features.typescript']);
run(['--no-experimental-strip-types=x', '-e', 'let v: number = 1']);
run(['-p', 'process.features.typescript'], { env: { NODE_OPTIONS: '--no-strip-types' } });
run(['--strip-types', '-p', 'process.features.typescript'],
  { env: { NODE_OPTIONS: '--no-strip-types' } });
run(['-'], { input: 'const s: string = "stdin"; console.log(s)' });
run(['--input-type=module-typescript'], { input: 'const m: number = 6; console.log(m)' });
