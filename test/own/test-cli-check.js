'use strict';
// -c / --check: the entry file is parsed as the loader would parse it (CommonJS, or an
// ES module by extension or syntax) and not run; a syntax error is reported as uncaught
// (exit 1); --check with --eval, and --test with --check, --eval or --interactive, are
// usage errors.
require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const dir = tmpdir.path;
const files = {
  'good.js': "console.log('ran');\nreturn;\n",
  'bad.js': 'const a = 1;\nlet b = ;\n',
  'module.mjs': "import x from 'does-not-exist';\nconsole.log('ran');\nawait 1;\n",
  'bad.mjs': 'export const = 1;\n',
  'esm-syntax.js': "import fs from 'fs';\nconsole.log('ran');\n",
};
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
const check = (...args) => spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });

for (const name of ['good.js', 'module.mjs', 'esm-syntax.js']) {
  for (const flag of ['-c', '--check']) {
    const r = check(flag, name);
    assert.strictEqual(r.status, 0, `${flag} ${name}: ${r.stderr}`);
    assert.strictEqual(r.stdout, '');
    assert.strictEqual(r.stderr, '');
  }
}

for (const name of ['bad.js', 'bad.mjs']) {
  const r = check('--check', name);
  assert.strictEqual(r.status, 1, name);
  assert.strictEqual(r.stdout, '');
  assert.match(r.stderr, /SyntaxError/);
  assert.ok(r.stderr.includes(name), r.stderr);
}

{
  const r = check('--check', '-e', '1');
  assert.strictEqual(r.status, 9);
  assert.match(r.stderr, /either --check or --eval can be used, not both/);
}

// --test takes no other entry point.
for (const [args, other] of [
  [['--test', '--check', 'ok.js'], '--check'],
  [['--test', '-e', '1'], '--eval'],
  [['--test', '-p', '1'], '--eval'],
  [['--test', '-i'], '--interactive'],
]) {
  const r = check(...args);
  assert.strictEqual(r.status, 9, args.join(' '));
  assert.ok(r.stderr.includes(`either --test or ${other} can be used, not both`), r.stderr);
}
