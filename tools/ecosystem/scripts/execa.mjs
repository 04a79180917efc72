// Ecosystem check: execa runs commands (array and template forms, pipes, input, failures) in a temp dir.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execa, execaSync, $ } from 'execa';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-execa-'));
try {
  fs.writeFileSync(path.join(dir, 'one.txt'), '1\n');
  fs.writeFileSync(path.join(dir, 'two.txt'), '2\n');
  const { stdout } = await execa('echo', ['unicorns']);
  console.log('echo', JSON.stringify(stdout));
  const ls = await execa({ cwd: dir })`ls -1`;
  console.log('ls', JSON.stringify(ls.stdout), ls.exitCode, ls.command);
  const branch = await $({ cwd: dir })`cat one.txt two.txt`;
  console.log('$', JSON.stringify(branch.stdout));
  const input = await execa('tr', ['a-z', 'A-Z'], { input: 'shout this' });
  console.log('input', input.stdout);
  const lines = await execa({ lines: true })`printf ${'a\nb\nc\n'}`;
  console.log('lines', JSON.stringify(lines.stdout));
  const piped = await execa('printf', ['b\\na\\nc\\n']).pipe('sort');
  console.log('pipe', JSON.stringify(piped.stdout));
  const sync = execaSync('sh', ['-c', 'echo sync; echo to-err >&2'], { cwd: dir });
  console.log('sync', JSON.stringify(sync.stdout), JSON.stringify(sync.stderr));
  try {
    await execa('sh', ['-c', 'echo partial; exit 7']);
  } catch (error) {
    console.log('failed', error.exitCode, error.failed, JSON.stringify(error.stdout), error.shortMessage);
  }
  const noReject = await execa({ reject: false })`sh -c ${'exit 3'}`;
  console.log('reject false', noReject.exitCode, noReject.failed);
  try {
    await execa('no-such-command-xyz');
  } catch (error) {
    console.log('enoent', error.code, error.shortMessage.split('\n')[0]);
  }
  const env = await execa('sh', ['-c', 'echo $ECO_VAR'], { env: { ECO_VAR: 'from env' } });
  console.log('env', env.stdout);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
