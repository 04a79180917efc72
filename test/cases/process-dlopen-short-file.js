// require() of a .node file that is no shared object: the loader's reason, as Node prints it.
// Shorter than an ELF64 header (64 bytes) is "file too short" whatever its first bytes; a
// longer file without the ELF magic is "invalid ELF header".
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dlopen-short-'));
try {
  const files = {
    'text12.node': Buffer.from('hello world!'),
    'magic4.node': Buffer.from([0x7f, 0x45, 0x4c, 0x46]),
    'magic63.node': Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(59)]),
    'text80.node': Buffer.alloc(80, 'x'),
  };
  for (const [name, bytes] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, bytes);
    try {
      require(file);
      console.log(name, 'loaded');
    } catch (e) {
      console.log(name, e.code, e.message.slice(file.length + 2));
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
