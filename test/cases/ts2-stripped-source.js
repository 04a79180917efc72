// Source pointers and stack columns of TypeScript files are those of the stripped code that
// ran, as in V8: the pointer line shows the types blanked, and a call with type arguments
// (`f<number>(1)`) is placed on its callee's name, and assert.ok() quotes the stripped call.
// CommonJS (.cts), ES modules (.mts) and a parse error that stripping let through.
// timeout: 120
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2-stripped-source-'));
const body = [
  'function f<T>(a: T): void { throw new Error("x" as string); }',
  'try { f<number>(1); } catch (e: any) {',
  '  console.log(e.stack.split("\\n").slice(1, 3).map((l: string) => l.replace(/^.*:(\\d+:\\d+)\\)?$/, "$1")));',
  '}',
  'const o: { x?: number } = {}; (o as any).x<string>(2 as number);',
].join('\n');
const files = {
  'runtime.cts': body,
  'runtime.mts': body,
  'parse.mts': 'class A { accessor x: number = 1; }',
  'parse.cts': 'let y: string = 1 +;',
  'assert-ok.mts': [
    'import assert from "node:assert";',
    'try { assert.ok(0 as number); } catch (e: any) { console.log(e.message); }',
  ].join('\n'),
};
for (const [name, text] of Object.entries(files)) {
  fs.writeFileSync(path.join(dir, name), `${text}\n`);
}
try {
  for (const name of Object.keys(files)) {
    const r = spawnSync(process.execPath, [name], { cwd: dir, encoding: 'utf8' });
    console.log(`=== ${name} exit ${r.status}`);
    if (r.stdout !== '') console.log(r.stdout.trimEnd());
    // From the file:line pointer to the error line (Node may print its own pointer first).
    const lines = r.stderr.split('\n').map((l) => l.split(dir).join('<dir>'));
    const start = lines.findIndex((l) => l.includes('<dir>/'));
    const end = lines.findIndex((l) => /^[A-Za-z]*Error\b/.test(l));
    console.log(lines.slice(start, end).join('\n').trimEnd());
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
