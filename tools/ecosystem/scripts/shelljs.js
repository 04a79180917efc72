// Ecosystem check: shelljs's README commands (mkdir, cp, ls, sed, grep, cat, mv, rm, exec, which, test) in a temp dir.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const shell = require('shelljs');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-shelljs-'));
const start = process.cwd();
try {
  shell.config.silent = true;
  shell.cd(dir);
  console.log('pwd relative', JSON.stringify(path.relative(dir, shell.pwd().toString())));
  shell.mkdir('-p', 'out/Release', 'src/lib');
  shell.ShellString('VERSION_STRING here\nsecond line\n').to('src/file.js');
  shell.ShellString('// lib\n').to('src/lib/x.js');
  shell.echo('appended').toEnd('src/file.js');
  shell.cp('-R', 'src/*', 'out/Release/');
  console.log('ls -R', JSON.stringify(shell.ls('-R', 'out').map(String)));
  console.log('find', JSON.stringify(shell.find('src').map(String)));
  shell.cd('out/Release');
  shell.sed('-i', 'VERSION_STRING', 'v0.1.2', 'file.js');
  shell.sed('-i', /^.*second.*$/, '', 'file.js');
  console.log('cat', JSON.stringify(shell.cat('file.js').toString()));
  console.log('grep', JSON.stringify(shell.grep('v0', 'file.js').toString()));
  shell.cd('../..');
  console.log('head/tail', JSON.stringify(shell.head({ '-n': 1 }, 'src/file.js').toString()), JSON.stringify(shell.tail({ '-n': 1 }, 'src/file.js').toString()));
  console.log('sort/uniq', JSON.stringify(shell.ShellString('b\na\nb\n').to('u.txt') && shell.sort('u.txt').toString()), JSON.stringify(shell.uniq('-c', 'u.txt').toString()));
  shell.mv('u.txt', 'v.txt');
  console.log('test', shell.test('-f', 'v.txt'), shell.test('-d', 'src'), shell.test('-e', 'u.txt'));
  shell.rm('-rf', 'out/Release/lib');
  console.log('after rm', JSON.stringify(shell.ls('out/Release').map(String)));
  const which = shell.which('sh');
  console.log('which sh', !!which && path.basename(String(which)));
  const res = shell.exec('echo exec works; echo oops 1>&2; exit 4');
  console.log('exec', res.code, JSON.stringify(res.stdout), JSON.stringify(res.stderr));
  const ls = shell.exec('ls -1', { cwd: path.join(dir, 'src') });
  console.log('exec cwd', JSON.stringify(ls.stdout));
  const bad = shell.cat('missing.txt');
  console.log('error', bad.code, JSON.stringify(shell.error()));
  console.log('chmod', shell.chmod('600', 'v.txt').code, (fs.statSync('v.txt').mode & 0o777).toString(8));
  shell.touch('t.txt');
  shell.ln('-s', 'v.txt', 'link.txt');
  console.log('ln', fs.readlinkSync('link.txt'), JSON.stringify(shell.ls().map(String)));
} finally {
  process.chdir(start);
  fs.rmSync(dir, { recursive: true, force: true });
}
