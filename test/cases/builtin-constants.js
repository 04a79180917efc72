// The legacy `constants` module: os.constants (dlopen, errno, priority, signals), then
// fs.constants, then the crypto constants, merged in that order and frozen.
'use strict';
const constants = require('constants');
const os = require('os');
const fs = require('fs');

console.log(require('node:constants') === constants, Object.isFrozen(constants),
  Object.getPrototypeOf(constants) === Object.prototype);
const keys = Object.keys(constants);
console.log(keys.length, keys.slice(0, 6).join(), keys.slice(-4).join());
for (const k of ['ENOENT', 'EACCES', 'EWOULDBLOCK', 'SIGTERM', 'SIGKILL', 'SIGIOT', 'O_RDONLY',
  'O_CREAT', 'O_APPEND', 'S_IFMT', 'S_IFDIR', 'F_OK', 'X_OK', 'COPYFILE_FICLONE', 'RTLD_LAZY',
  'RTLD_DEEPBIND', 'PRIORITY_HIGHEST', 'PRIORITY_LOW', 'UV_FS_O_FILEMAP',
  'OPENSSL_VERSION_NUMBER', 'SSL_OP_ALL', 'RSA_PKCS1_OAEP_PADDING', 'RSA_PSS_SALTLEN_AUTO',
  'TLS1_3_VERSION', 'POINT_CONVERSION_HYBRID']) {
  console.log(k, constants[k]);
}
console.log(constants.defaultCoreCipherList.split(':').length, 'defaultCipherList' in constants,
  'UV_UDP_REUSEADDR' in constants);

// Every os/fs constant is there with the same value, in the documented merge order.
const sources = [os.constants.dlopen, os.constants.errno, os.constants.priority,
  os.constants.signals, fs.constants];
let mismatches = 0;
let position = 0;
for (const table of sources) {
  for (const [k, v] of Object.entries(table)) {
    if (constants[k] !== v) mismatches++;
    if (keys[position++] !== k) mismatches++;
  }
}
console.log('mismatches', mismatches, 'crypto part', keys.length - position);

try {
  constants.ENOENT = 1;
} catch (e) {
  console.log(e.name);
}
console.log(constants.ENOENT);
