// A FileHandle dropped and gc()-ed in the same job is still reported as closed by garbage
// collection (uncaught ERR_INVALID_STATE naming fd and path), as Node's
// test-fs-filehandle checks with internalBinding('fs').openFileHandle.
'use strict';
if (!process.execArgv.includes('--expose-internals')) {
  const r = require('child_process').spawnSync(process.execPath,
    ['--expose-internals', '--expose-gc', '--no-warnings', __filename], { stdio: 'inherit' });
  process.exit(r.status);
}
const { internalBinding } = require('internal/test/binding');
const { stringToFlags } = require('internal/fs/utils');
const binding = internalBinding('fs');

process.on('uncaughtException', (err) => {
  const tail = err.message.split('. ').pop().replace(/\d+ \(/, 'N (');
  console.log('uncaught', err.code, tail.replace(__filename, 'FILE'));
});

{
  const ctx = {};
  binding.openFileHandle(__filename, stringToFlags('r'), 0o666, undefined, ctx);
  console.log(ctx.errno);
}
globalThis.gc();
setTimeout(() => {}, 10);
