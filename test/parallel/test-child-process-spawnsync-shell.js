// Port of nodejs/node test/parallel/test-child-process-spawnsync-shell.js (rewritten for minirt).
// Flags: --expose-internals
'use strict';
// spawnSync() with shell: the shell's own status for unknown commands, the command line
// joined from file and args, pipes and variables, and which shell and flags each platform
// uses (checked on the options handed to the internal spawnSync).
const common = require('../common');
const assert = require('assert');
const cp = require('child_process');
const internal = require('internal/child_process');
const realSpawnSync = internal.spawnSync;

const missing = cp.spawnSync('surely-missing-command', { shell: true });
assert.strictEqual(missing.error, undefined);
assert.strictEqual(missing.signal, null);
assert.strictEqual(missing.status, common.isWindows ? 1 : 127);

common.expectWarning('DeprecationWarning',
                     'Passing args to a child process with shell option true can lead to ' +
                     'security vulnerabilities, as the arguments are not escaped, only ' +
                     'concatenated.', 'DEP0190');
internal.spawnSync = common.mustCall((opts) => {
  assert.strictEqual(opts.args.at(-1), 'echo joined words');
  return realSpawnSync(opts);
});
const joined = cp.spawnSync('echo', ['joined', 'words'], { shell: true });
internal.spawnSync = realSpawnSync;
assert.strictEqual(joined.stdout.toString(), 'joined words\n');

assert.strictEqual(cp.spawnSync('echo piped | tr a-z A-Z', { shell: true }).stdout.toString(),
                   'PIPED\n');
const viaEnv = cp.spawnSync('"$RUNTIME" -pe process.env.SHELL_TEST_VALUE', {
  env: { ...process.env, SHELL_TEST_VALUE: 'from env', RUNTIME: process.execPath },
  shell: true,
});
assert.strictEqual(viaEnv.stdout.toString().trim(), 'from env');

const savedComspec = process.env.comspec;
let fakePlatform = null;
Object.defineProperty(process, 'platform', { get: () => fakePlatform, configurable: true });
function expectShell(platform, shell, file) {
  fakePlatform = platform;
  const isCmd = /^(?:.*\\)?cmd(?:\.exe)?$/i.test(file);
  internal.spawnSync = common.mustCall((opts) => {
    assert.strictEqual(opts.file, file);
    assert.deepStrictEqual(opts.args,
                           [file, ...(isCmd ? ['/d', '/s', '/c', '"some_cmd"'] : ['-c', 'some_cmd'])]);
    assert.strictEqual(opts.shell, shell);
    assert.strictEqual(opts.windowsHide, false);
    assert.strictEqual(opts.windowsVerbatimArguments, isCmd);
  });
  cp.spawnSync('some_cmd', { shell });
  internal.spawnSync = realSpawnSync;
}
expectShell('darwin', true, '/bin/sh');
expectShell('linux', '/bin/bash', '/bin/bash');
expectShell('android', true, '/system/bin/sh');
expectShell('win32', 'powershell.exe', 'powershell.exe');
delete process.env.comspec;
expectShell('win32', true, 'cmd.exe');
process.env.comspec = 'C:\\Windows\\System32\\cmd.exe';
expectShell('win32', true, process.env.comspec);
if (savedComspec === undefined) delete process.env.comspec;
else process.env.comspec = savedComspec;
