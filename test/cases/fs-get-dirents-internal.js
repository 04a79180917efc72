// internal/fs/utils getDirents/getDirent (reached with --expose-internals, as Node's
// test-fs-utils-get-dirents does) and internal/test/binding's 'constants' binding: entries
// of unknown type are lstat-ed (DirentFromStats), Buffer names keep Buffer paths, a bad
// path is ERR_INVALID_ARG_TYPE, and the callback forms call back once.
'use strict';
if (!process.execArgv.includes('--expose-internals')) {
  const r = require('child_process').spawnSync(process.execPath,
    ['--expose-internals', '--no-warnings', __filename], { stdio: 'inherit' });
  process.exit(r.status);
}
const fs = require('fs');
const os = require('os');
const path = require('path');
const { getDirents, getDirent } = require('internal/fs/utils');
const { internalBinding } = require('internal/test/binding');
const constants = internalBinding('constants');

console.log(Object.keys(constants).sort(), Object.getPrototypeOf(constants));
console.log(constants.fs === fs.constants, constants.os === os.constants,
            constants.fs.UV_DIRENT_UNKNOWN, constants.trace.TRACE_EVENT_PHASE_BEGIN);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-get-dirents-'));
fs.writeFileSync(path.join(dir, 'file'), '');
fs.mkdirSync(path.join(dir, 'sub'));
const UNKNOWN = constants.fs.UV_DIRENT_UNKNOWN;

function show(d) {
  const kinds = ['isFile', 'isDirectory', 'isSymbolicLink'].filter((m) => d[m]());
  return `${d.constructor.name} ${Buffer.isBuffer(d.name) ? 'buf:' + d.name : d.name} ` +
    `${d.parentPath === dir} ${kinds}`;
}

const names = ['file', 'sub', Buffer.from('file')];
const listing = [names, [UNKNOWN, 2, UNKNOWN]];
console.log(getDirents(dir, listing) === names, names.map(show));
console.log(show(getDirent(dir, 'sub', UNKNOWN)), show(getDirent(dir, 'x', 1)));
try {
  getDirent(42, 'file', UNKNOWN);
} catch (err) {
  console.log(err.code, err.message);
}
const proto = Object.getPrototypeOf(getDirent(dir, 'file', UNKNOWN));
console.log(Object.keys(proto), proto instanceof fs.Dirent);

getDirents(Buffer.from(dir), [[Buffer.from('file'), Buffer.from('sub')], [UNKNOWN, UNKNOWN]],
           (err, list) => {
             console.log('async list', err, list.map((d) => d.isDirectory()));
             getDirents(42, [['a', 'b'], [UNKNOWN, UNKNOWN]], (err2, v) => {
               console.log('async bad', err2.code, v);
               getDirent(dir, 'missing', UNKNOWN, (err3) => {
                 console.log('async missing', err3.code, err3.syscall);
                 fs.rmSync(dir, { recursive: true });
               });
             });
           });
