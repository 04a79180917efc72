// `--test` checks --test-name-pattern and --test-skip-pattern itself, so a pattern that is
// not a valid regular expression fails the run before any test file starts.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test16-pattern-'));
fs.writeFileSync(path.join(dir, 'a.test.js'),
                 "require('node:test')('t', () => console.log('file ran'));\n");
for (const flag of ['--test-name-pattern', '--test-skip-pattern']) {
  for (const extra of [[], ['--test-isolation=none']]) {
    const r = spawnSync(process.execPath, ['--test', ...extra, `${flag}=(`], { cwd: dir, encoding: 'utf8' });
    const line = r.stderr.split('\n').find((l) => l.includes('ERR_INVALID_ARG_VALUE]')) ?? '';
    console.log(flag, extra.join(' '), 'exit', r.status, 'stdout', JSON.stringify(r.stdout));
    console.log(line.slice(0, line.indexOf(' is an invalid regular expression.') + 34));
  }
}
fs.rmSync(dir, { recursive: true });
