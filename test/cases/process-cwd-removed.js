// process.cwd() after the working directory was removed: Node's explanatory ENOENT message, code, errno and syscall.
const fs = require('fs');
const d = fs.mkdtempSync('/tmp/cwdx-');
process.chdir(d);
fs.rmdirSync(d);
try { process.cwd(); } catch (e) { console.log(e.message, e.code, e.errno, e.syscall); }
