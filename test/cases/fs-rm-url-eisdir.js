// fs.rm of a directory without `recursive`, given as a file URL: the EISDIR error's path in each form.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-url-'));
const sub = path.join(dir, 'sub');
fs.mkdirSync(sub);
const show = (form, e) => console.log(form, e.constructor.name, e.code, e.errno, e.syscall,
  `${e.path}`.split(dir).join('<dir>'), e.message.split(dir).join('<dir>'));

(async () => {
  for (const [label, p] of [['url', pathToFileURL(sub)], ['buffer', Buffer.from(sub)]]) {
    try {
      fs.rmSync(p);
    } catch (e) {
      show(`${label} sync`, e);
    }
    await fs.promises.rm(p).catch((e) => show(`${label} promise`, e));
    await new Promise((resolve) => fs.rm(p, (e) => {
      show(`${label} callback`, e);
      resolve();
    }));
  }
  console.log('still there', fs.existsSync(sub));
  fs.rmSync(dir, { recursive: true });
})();
