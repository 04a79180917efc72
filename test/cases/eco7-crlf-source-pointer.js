// The source line under an uncaught error's `file:line` is cut at any line terminator the
// engine counts lines by (CRLF, a lone CR, U+2028), without the terminator: packages
// published with CRLF endings (dotenv-safe) showed a trailing \r, CR-only files no pointer.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crlf-pointer-'));
const files = {
  'crlf-throw.js': "'use strict';\r\nfunction f() {\r\n  throw new Error('crlf');\r\n}\r\nf();\r\n",
  'crlf-syntax.js': 'const x = 1;\r\nconst y = ;\r\n',
  'cr-only.js': "'use strict';\rfunction f() {\r  throw new Error('cr only');\r}\rf();\r",
  'line-separator.js': 'const u = 1;\u2028null.x;\n',
  'crlf-module.mjs': 'const x = 1;\r\nnull.x;\r\n',
  'crlf-rejection.js': "Promise.reject(new Error('rejected'));\r\n",
};
try {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    const r = spawnSync(process.execPath, [file], { encoding: 'utf8' });
    const lines = r.stderr.split('\n').slice(0, 3);
    lines[0] = lines[0].replace(dir, '<dir>');
    console.log(name, r.status, JSON.stringify(lines));
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
