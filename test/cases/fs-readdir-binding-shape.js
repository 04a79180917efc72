// fs.readdir's flat listings go through internalBinding('fs').readdir in Node's shape,
// readdir(path, encoding, withFileTypes, req) with an FSReqCallback, kUsePromises or nothing
// as `req`, looked up on each call: a wrapper installed on the binding (as Node's
// test-fs-readdir-types does) sees every flat call in all three forms, gets names already
// in the asked encoding, and entries it reports as UV_DIRENT_UNKNOWN are lstat-ed into
// Dirents of the right kind. Recursive listings do not go through it.
'use strict';
if (!process.execArgv.includes('--expose-internals')) {
  const r = require('child_process').spawnSync(process.execPath,
    ['--expose-internals', '--no-warnings', __filename], { stdio: 'inherit' });
  process.exit(r.status);
}
const fs = require('fs');
const os = require('os');
const path = require('path');
const { internalBinding } = require('internal/test/binding');
const binding = internalBinding('fs');
const { UV_DIRENT_UNKNOWN } = fs.constants;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-readdir-shape-'));
fs.writeFileSync(path.join(dir, 'file'), '');
fs.mkdirSync(path.join(dir, 'sub'));
fs.symlinkSync('file', path.join(dir, 'link'));

const show = (d) => `${d.constructor.name}:${d.name}:` +
  ['isFile', 'isDirectory', 'isSymbolicLink'].filter((m) => d[m]()).join(',') +
  `:${d.parentPath === dir}`;
const sorted = (list) => list.slice().sort((a, b) => (`${a.name ?? a}` < `${b.name ?? b}` ? -1 : 1));

console.log('FSReqCallback', typeof binding.FSReqCallback, binding.readdir.length);

// Without a wrapper: names in the asked encoding, from the Node-shaped member itself.
console.log('sync hex', binding.readdir(dir, 'hex', false).sort());
const [names, types] = binding.readdir(dir, 'utf8', true);
console.log('sync types', names.map((n, i) => `${n}=${types[i]}`).sort());

const calls = [];
const original = binding.readdir;
binding.readdir = function(p, encoding, withFileTypes, req) {
  const kind = req === undefined ? 'sync' :
    req instanceof binding.FSReqCallback ? 'callback' : 'promise';
  calls.push(`${kind} ${encoding} ${withFileTypes}`);
  const unknown = (listing) => {
    if (withFileTypes) listing[1] = listing[1].map(() => UV_DIRENT_UNKNOWN);
    return listing;
  };
  if (req === undefined) return unknown(original(p, encoding, withFileTypes));
  if (kind === 'promise') return original(p, encoding, withFileTypes, req).then(unknown);
  const done = req.oncomplete;
  req.oncomplete = (err, listing) => (err ? done(err) : done(null, unknown(listing)));
  return original(p, encoding, withFileTypes, req);
};

console.log('readdirSync', sorted(fs.readdirSync(dir, { withFileTypes: true })).map(show));
console.log('readdirSync names', fs.readdirSync(dir, 'base64').sort());
console.log('recursive', fs.readdirSync(dir, { recursive: true }).sort());
fs.readdir(dir, { withFileTypes: true }, (err, dirents) => {
  console.log('readdir', err, sorted(dirents).map(show));
  fs.readdir(path.join(dir, 'file'), (err) => {
    console.log('readdir error', err.code, err.syscall, err.message === `ENOTDIR: not a directory, scandir '${path.join(dir, 'file')}'`);
    fs.promises.readdir(dir, { withFileTypes: true }).then((dirents) => {
      console.log('promises', sorted(dirents).map(show));
      return fs.promises.readdir(dir, { encoding: 'buffer' });
    }).then((list) => {
      console.log('promises buffer', list.map((b) => Buffer.isBuffer(b) && b.toString()).sort());
      binding.readdir = original;
      console.log(calls);
      fs.rmSync(dir, { recursive: true });
    });
  });
});
