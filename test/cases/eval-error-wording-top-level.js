// Errors in code given whole (-e, a REPL line) carry V8's wording for reads of null and undefined at the top level, where the engine places the failure.
const { spawnSync } = require('child_process');
const firstError = (text) => text.split('\n').find((l) => /Error/.test(l));
for (const code of ['null.x', 'const o = {}; o.a.b', 'let u; u[0]', 'const a = null; a.b.c', 'const o = {a: 1};\no.a;\no.b.c', '[1].map((v) => v); null[0]']) {
  const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
  console.log(JSON.stringify(code), r.status, firstError(r.stderr));
}
const repl = spawnSync(process.execPath, ['-i'], { input: 'null.x\nconst o = {}\no.a.b\nlet u\nu[0]\n', encoding: 'utf8' });
console.log(repl.stdout.split('\n').filter((l) => /Error/.test(l)).join('\n'));
