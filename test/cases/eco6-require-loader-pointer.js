// An uncaught error from require()'s resolution is reported with Node's loader line above it.
const { spawnSync } = require('child_process');
const fs = require('fs'), os = require('os'), path = require('path');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco6-require-'));
const pkg = path.join(dir, 'node_modules', 'only-sub');
fs.mkdirSync(pkg, { recursive: true });
fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'only-sub', exports: { './sub': './sub.js' } }));
fs.writeFileSync(path.join(pkg, 'sub.js'), 'module.exports = 1;\n');
const scripts = {
  'missing.js': "require('eco6-no-such-package');\n",
  'resolve.js': "require.resolve('./no-such-file');\n",
  'not-exported.js': "require('only-sub/other');\n",
  'no-main.js': "require('only-sub');\n",
  'found.js': "console.log(require('only-sub/sub'));\n",
};
for (const [name, text] of Object.entries(scripts)) {
  fs.writeFileSync(path.join(dir, name), text);
  const r = spawnSync(process.execPath, [path.join(dir, name)], { encoding: 'utf8' });
  const err = r.stderr.split('\n').filter((l) => !/^\s+at /.test(l)).slice(0, 5);
  console.log(`--- ${name} ${r.status} ${r.stdout.trim()}`);
  console.log(err.join('\n').split(dir).join('<dir>'));
}
fs.rmSync(dir, { recursive: true });
