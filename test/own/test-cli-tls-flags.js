'use strict';
// The TLS command-line defaults: --tls-min-v1.x / --tls-max-v1.x set tls.DEFAULT_MIN_VERSION
// and DEFAULT_MAX_VERSION (the lowest minimum and highest maximum named win),
// --tls-cipher-list sets DEFAULT_CIPHERS, also from NODE_OPTIONS; the conflicting pair
// is a usage error (exit 9).
require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

const versions = 'const t = require("tls"); console.log(t.DEFAULT_MIN_VERSION, t.DEFAULT_MAX_VERSION)';
const run = (args, env) => spawnSync(process.execPath, [...args, '-e', versions],
                                     { encoding: 'utf8', env: { ...process.env, ...env } });

assert.strictEqual(run([]).stdout, 'TLSv1.2 TLSv1.3\n');
assert.strictEqual(run(['--tls-min-v1.3']).stdout, 'TLSv1.3 TLSv1.3\n');
assert.strictEqual(run(['--tls-max-v1.2']).stdout, 'TLSv1.2 TLSv1.2\n');
assert.strictEqual(run(['--tls-min-v1.0', '--tls-min-v1.3']).stdout, 'TLSv1 TLSv1.3\n');
assert.strictEqual(run(['--tls-max-v1.2', '--tls-max-v1.3']).stdout, 'TLSv1.2 TLSv1.3\n');
assert.strictEqual(run([], { NODE_OPTIONS: '--tls-min-v1.1' }).stdout, 'TLSv1.1 TLSv1.3\n');

{
  const r = spawnSync(process.execPath,
                      ['--tls-cipher-list=AES128-SHA', '-p', 'require("tls").DEFAULT_CIPHERS'],
                      { encoding: 'utf8' });
  assert.strictEqual(r.stdout, 'AES128-SHA\n');
}

for (const [a, b] of [['--tls-min-v1.3', '--tls-max-v1.2']]) {
  const r = run([a, b]);
  assert.strictEqual(r.status, 9);
  assert.match(r.stderr, new RegExp(`either ${a} or ${b} can be used, not both`));
}
