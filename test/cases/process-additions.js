// process additions: getBuiltinModule, ref/unref, threadCpuUsage, loadEnvFile, execve and the
// set*id family (argument checks), finalization callbacks at exit, features, stdio getters.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const t = (l, f) => { try { const r = f(); console.log(l, typeof r === 'object' && r !== null ? JSON.stringify(r) : String(r)); } catch (e) { console.log(l, 'ERR', e.name, e.code, e.message); } };
for (const id of ['fs', 'node:fs', 'test', 'sea', 'sqlite', 'test/reporters', 'internal/util', 'node:internal/util', 'nope', 'node:nope', 'fs/promises', 'node:fs/promises', '', 'FS', 'node:', 'v8', 'node:v8', 'module', 'node:node:fs', 'util/types', 'path/posix']) {
  t(`getBuiltinModule ${JSON.stringify(id)}`, () => { const m = process.getBuiltinModule(id); return m === undefined ? 'undefined' : (m === require(id.startsWith('node:') ? id : `node:${id}`) ? 'same as require' : 'DIFFERENT'); });
}
t('getBuiltinModule 1', () => process.getBuiltinModule(1)); t('getBuiltinModule none', () => process.getBuiltinModule());
t('lengths', () => [process.getBuiltinModule.length, process.loadEnvFile.length, process.ref.length, process.unref.length, process.threadCpuUsage.length, process.execve.length, process.setuid.length, process.setgroups.length, process.initgroups.length, process.openStdin.length]);
t('ref null', () => process.ref(null)); t('ref obj', () => process.ref({ ref() { console.log('ref called', this.tag); }, tag: 'T' }));
t('unref sym', () => process.unref({ [Symbol.for('nodejs.unref')]() { console.log('sym unref'); }, unref() { console.log('plain'); } }));
t('ref num', () => process.ref(5)); t('unref str', () => process.unref('x'));
const timer = setTimeout(() => console.log('timer ran despite unref'), 100000); process.unref(timer); t('timer unref hasRef', () => timer.hasRef()); process.ref(timer); t('timer ref hasRef', () => timer.hasRef()); process.unref(timer);
t('cpu shape', () => Object.keys(process.threadCpuUsage()));
t('cpu diff', () => { const a = process.threadCpuUsage(); const b = process.threadCpuUsage(a); return [b.user >= 0, b.system >= 0]; });
for (const bad of [{ user: -1, system: 0 }, { user: 'x', system: 0 }, { user: 1, system: 2 ** 60 }, 5, {}, { user: 0 }, { user: 0, system: -0.5 }]) t(`cpu ${JSON.stringify(bad)}`, () => process.threadCpuUsage(bad));
for (const fn of ['setuid', 'seteuid', 'setgid', 'setegid']) {
  for (const bad of [-1, 1.5, {}, 2 ** 32, null, undefined, true]) t(`${fn} ${String(bad)}`, () => process[fn](bad));
}
t('setgroups str', () => process.setgroups('x')); t('setgroups obj', () => process.setgroups([{}])); t('setgroups neg', () => process.setgroups([0, -1]));
t('initgroups float', () => process.initgroups(1.5, 0)); t('initgroups obj', () => process.initgroups('root', {})); t('initgroups neg', () => process.initgroups(-2, 0));
t('execve num', () => process.execve(1)); t('execve args', () => process.execve('/bin/true', 'x')); t('execve arg num', () => process.execve('/bin/true', [1]));
t('execve nul', () => process.execve('/bin/true', ['a\0b'])); t('execve env', () => process.execve('/bin/true', [], 5)); t('execve env val', () => process.execve('/bin/true', [], { a: 1 }));
t('execve env nul', () => process.execve('/bin/true', [], { 'a\0': 'b' }));
t('ids', () => [process.getuid() === process.geteuid(), typeof process.getgid(), Array.isArray(process.getgroups()), process.getgroups().includes(process.getegid())]);
t('features', () => Object.keys(process.features));
t('domain', () => process.domain); t('debugPort', () => process.debugPort);
t('finalization keys', () => Object.keys(process.finalization));
t('finalization bad', () => process.finalization.register(5, () => {}));
const kept = { name: 'kept' };
const dropped = { name: 'dropped' };
process.finalization.register(kept, (obj, event) => console.log('finalize', obj.name, event));
process.finalization.register(dropped, (obj, event) => console.log('should not run', obj.name, event));
process.finalization.registerBeforeExit(kept, (obj, event) => console.log('finalize', obj.name, event));
t('unregister', () => process.finalization.unregister(dropped));
process.on('exit', () => console.log('exit listener', kept.name));
t('noDeprecation', () => [Object.hasOwn(process, 'noDeprecation'), Object.hasOwn(process, 'throwDeprecation'), Object.hasOwn(process, 'traceDeprecation')]);
t('stdio own', () => ['stdout', 'stderr', 'stdin'].map((k) => { const d = Object.getOwnPropertyDescriptor(process, k); return [k, typeof d.get, d.enumerable, d.configurable]; }));

// loadEnvFile reads .env from the current directory by default.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-envfile-'));
fs.writeFileSync(path.join(dir, '.env'), 'A=1\nB="two"\nHOME=override\nexport C_X = spaced \n');
fs.writeFileSync(path.join(dir, 'other.env'), 'OTHER=3\n');
fs.mkdirSync(path.join(dir, 'adir'));
const home = process.env.HOME;
process.env.HOME = '/home/kept';
process.chdir(dir);
delete process.env.A; delete process.env.B; delete process.env.C_X; delete process.env.OTHER;
t('default', () => process.loadEnvFile());
console.log(process.env.A, process.env.B, process.env.HOME === 'override', process.env.C_X);
t('path', () => process.loadEnvFile('other.env')); console.log(process.env.OTHER);
process.env.OTHER = 'kept';
t('buffer', () => process.loadEnvFile(Buffer.from('other.env'))); console.log(process.env.OTHER);
t('url', () => process.loadEnvFile(new URL(`file://${process.cwd()}/other.env`)));
const tt = (l, f) => { try { f(); console.log(l, 'ok'); } catch (e) { console.log(l, 'ERR', e.name, e.code, e.errno, e.syscall, e.path, JSON.stringify(e.message), Object.keys(e).join(',')); } };
tt('missing', () => process.loadEnvFile('/nonexistent/.env'));
tt('dir', () => process.loadEnvFile('adir'));
t('number', () => process.loadEnvFile(1));
t('nul', () => process.loadEnvFile('a\0b'));
t('null', () => process.loadEnvFile(null));
t('length', () => process.loadEnvFile.length);
process.chdir(__dirname);
console.log('HOME kept', process.env.HOME === '/home/kept');
process.env.HOME = home;
fs.rmSync(dir, { recursive: true });
