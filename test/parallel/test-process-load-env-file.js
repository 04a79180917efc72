// Port of nodejs/node test/parallel/test-process-load-env-file.js (rewritten for minirt).
// The .env files are written to the test's temporary directory instead of fixtures, child
// processes run synchronously, and the cases that need --permission or --env-file are left out.
'use strict';

require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

tmpdir.refresh();
const validFile = tmpdir.resolve('valid.env');
fs.writeFileSync(validFile, 'BASIC=basic\nQUOTED="quoted value"\nexport EXPORTED=yes\n');
const envDir = tmpdir.resolve('dotenv');
fs.mkdirSync(envDir);
fs.writeFileSync(path.join(envDir, '.env'), 'BASIC=from-default-file\n');
const missingFile = tmpdir.resolve('dir%20with unusual"chars \'åß∂ƒ©∆¬…`', 'non-existent-file.env');

function run(code, options) {
  const child = spawnSync(process.execPath, ['--eval', code], { encoding: 'utf8', ...options });
  return { code: child.status, stderr: child.stderr };
}

{
  // With a path.
  {
    const child = run(`
      process.loadEnvFile(${JSON.stringify(validFile)});
      const assert = require('assert');
      assert.strictEqual(process.env.BASIC, 'basic');
      assert.strictEqual(process.env.QUOTED, 'quoted value');
      assert.strictEqual(process.env.EXPORTED, 'yes');
    `, { cwd: __dirname });
    assert.strictEqual(child.stderr, '');
    assert.strictEqual(child.code, 0);
  }

  // Without a path: .env in the current directory.
  {
    const child = run(`
      process.loadEnvFile();
      require('assert').strictEqual(process.env.BASIC, 'from-default-file');
    `, { cwd: envDir });
    assert.strictEqual(child.stderr, '');
    assert.strictEqual(child.code, 0);
  }

  // Variables already set are kept.
  {
    const child = run(`
      process.loadEnvFile(${JSON.stringify(validFile)});
      require('assert').strictEqual(process.env.BASIC, 'from-parent');
    `, { cwd: __dirname, env: { ...process.env, BASIC: 'from-parent' } });
    assert.strictEqual(child.stderr, '');
    assert.strictEqual(child.code, 0);
  }

  // A missing file.
  assert.throws(() => process.loadEnvFile(missingFile),
                { code: 'ENOENT', syscall: 'open', path: missingFile });

  // A missing .env in the current directory.
  const originalCwd = process.cwd();
  try {
    process.chdir(tmpdir.path);
    assert.throws(() => process.loadEnvFile(), { code: 'ENOENT', syscall: 'open', path: '.env' });
  } finally {
    process.chdir(originalCwd);
  }

  // A directory is not a valid file.
  assert.throws(() => process.loadEnvFile(envDir), {
    name: 'TypeError',
    code: 'ERR_INVALID_ARG_TYPE',
    message: `Contents of '${envDir}' should be a valid string.`,
  });

  assert.throws(() => process.loadEnvFile(1), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.strictEqual(process.loadEnvFile.length, 0);
}
