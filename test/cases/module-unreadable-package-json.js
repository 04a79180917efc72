// A package.json that exists but cannot be read (a symlink to itself) is reported as
// ERR_INVALID_PACKAGE_CONFIG, not skipped as if it were missing.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-unreadable-'));
try {
  const pkg = path.join(dir, 'node_modules', 'loop');
  fs.mkdirSync(pkg, { recursive: true });
  fs.symlinkSync('package.json', path.join(pkg, 'package.json'));
  fs.writeFileSync(path.join(pkg, 'index.js'), 'module.exports = 1;');
  try {
    require(path.join(dir, 'node_modules', 'loop'));
    console.log('loaded');
  } catch (e) {
    console.log(e.code, e.message.replace(dir, '<dir>'));
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
