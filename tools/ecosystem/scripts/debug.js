// Ecosystem check: debug namespaces enabled through DEBUG, formatters, extend, enable/disable.
'use strict';
process.env.DEBUG = 'app:*,-app:secret';
process.env.DEBUG_HIDE_DATE = '1';
process.env.DEBUG_COLORS = 'no';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const createDebug = require('debug');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-debug-'));
try {
  const logFile = path.join(dir, 'debug.log');
  // debug writes to stderr by default; the README's way to redirect is to replace log.
  createDebug.log = (...args) => fs.appendFileSync(logFile, require('node:util').format(...args) + '\n');
  const log = createDebug('app:main');
  const secret = createDebug('app:secret');
  const other = createDebug('other');
  log('booting %s with %d workers and %o', 'server', 4, { a: 1, b: [1, 2] });
  log('json %j', { nested: { x: true } });
  secret('must not appear');
  other('must not appear either');
  const sub = log.extend('db');
  sub('connected %s', 'ok');
  console.log('enabled', log.enabled, secret.enabled, other.enabled, sub.namespace, sub.enabled);
  createDebug.formatters.h = (v) => v.toString('hex');
  log('hex %h', Buffer.from('hey'));
  const was = createDebug.disable();
  console.log('disabled was', JSON.stringify(was));
  log('not logged');
  createDebug.enable('other');
  other('now other is on');
  console.log('enabled after', createDebug.enabled('other'), createDebug.enabled('app:main'));
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) if (line) console.log('log:', line.replace(/ \+\d+m?s$/, ' +T'));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
