// Port of nodejs/node test/pseudo-tty/stdin-setrawmode.js (rewritten for minirt).
'use strict';

// Under a pseudo-terminal (made by `script`) stdout/stderr are tty.WriteStreams with the
// terminal's size, stdin is a tty.ReadStream whose raw mode can be switched, and a window
// size change (SIGWINCH) emits 'resize' with the new columns.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const tty = require('tty');
  const report = {};
  const out = process.stdout;
  report.stdout = [out instanceof tty.WriteStream, out.isTTY, out._type, out.columns, out.rows];
  report.size = out.getWindowSize();
  report.stderr = [process.stderr instanceof tty.WriteStream, process.stderr.columns];
  const stdin = process.stdin;
  report.stdin = [stdin instanceof tty.ReadStream, stdin.isTTY, stdin.isRaw];
  stdin.setRawMode(true);
  report.raw = stdin.isRaw;
  stdin.setRawMode(false);
  report.cooked = stdin.isRaw;
  out.on('resize', () => {
    report.resized = [out.columns, out.rows];
    fs.writeFileSync(process.argv[3], JSON.stringify(report));
    process.exit(0);
  });
  spawnSync('stty', ['cols', '91', 'rows', '33'], { stdio: 'inherit' });
  setTimeout(() => {
    report.resized = 'no resize event';
    fs.writeFileSync(process.argv[3], JSON.stringify(report));
  }, common.platformTimeout(3000));
  return;
}

const tmpdir = require('../common/tmpdir');
tmpdir.refresh();
const result = tmpdir.resolve('report.json');
const q = (s) => `'${s.replace(/'/g, "'\\''")}'`;
const cmd = `stty cols 123 rows 45; exec ${q(process.execPath)} ${q(__filename)} child ${q(result)}`;
const r = spawnSync('script', ['-qec', cmd, '/dev/null'], { stdio: ['pipe', 'pipe', 'inherit'] });
if (r.error && r.error.code === 'ENOENT') common.skip('no script(1)');
assert.strictEqual(r.status, 0);
const report = JSON.parse(fs.readFileSync(result, 'utf8'));
assert.deepStrictEqual(report, {
  stdout: [true, true, 'tty', 123, 45],
  size: [123, 45],
  stderr: [true, 123],
  stdin: [true, true, false],
  raw: true,
  cooked: false,
  resized: [91, 33],
});
