// fs.cp, fs.cpSync and fsPromises.cp of a tree whose names are not UTF-8: Node's native
// copier (no filter) walks names as bytes and copies them; its JS walk (a filter) reads
// them as UTF-8 and fails to find what it read. A Buffer src or dest with a filter is
// refused by cpSync's JS walk when it joins the first entry's name to it.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fault3-cp-raw-names-'));
const src = path.join(root, 'src');
const bytes = Buffer.from([0x61, 0xff, 0xfe, 0x62]);
const under = (dir, ...names) => Buffer.concat([Buffer.from(`${dir}/`),
  ...names.flatMap((n, i) => (i ? [Buffer.from('/'), n] : [n]))]);
fs.mkdirSync(under(src, bytes), { recursive: true });
fs.writeFileSync(under(src, bytes, bytes), 'data');
fs.symlinkSync(bytes, under(src, Buffer.from('link')));
fs.symlinkSync(under(src, bytes, bytes), under(src, bytes, Buffer.from('abs')));

function listing(dest) {
  if (!fs.existsSync(dest)) return '-';
  return fs.readdirSync(dest, { recursive: true, encoding: 'buffer' })
    .map((b) => b.toString('hex')).sort().join();
}

const forms = {
  sync: (s, d, o) => fs.cpSync(s, d, o),
  callback: (s, d, o) => new Promise((resolve, reject) =>
    fs.cp(s, d, o, (err) => (err ? reject(err) : resolve()))),
  promise: (s, d, o) => fs.promises.cp(s, d, o),
};

(async () => {
  let n = 0;
  for (const [name, cp] of Object.entries(forms)) {
    for (const filter of [false, true]) {
      const dest = path.join(root, `out${n++}`);
      const opts = { recursive: true };
      if (filter) opts.filter = () => true;
      let result = 'ok';
      try {
        await cp(src, dest, opts);
      } catch (err) {
        result = `${err.code} ${err.syscall}`;
      }
      let link = '-';
      try {
        const target = fs.readlinkSync(path.join(dest, 'link'), 'buffer');
        link = target.subarray(Buffer.byteLength(root)).toString('hex');
      } catch {
        // not copied
      }
      console.log(name, filter ? 'filter' : '-', result, listing(dest), link);
    }
  }
  for (const which of ['src', 'dest']) {
    const dest = path.join(root, `out${n++}`);
    let result = 'ok';
    try {
      fs.cpSync(which === 'src' ? Buffer.from(src) : src, which === 'dest' ? Buffer.from(dest) : dest,
                { recursive: true, filter: () => true });
    } catch (err) {
      result = `${err.code} ${err.message}`;
    }
    console.log('buffer', which, result, listing(dest));
  }
  fs.rmSync(root, { recursive: true, force: true });
})();
