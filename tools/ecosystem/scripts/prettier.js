// Ecosystem check: prettier formats JS, CSS and Markdown, resolves a config file and checks formatting.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const prettier = require('prettier');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-prettier-'));
async function main() {
  const file = path.join(dir, 'src', 'input.js');
  fs.mkdirSync(path.dirname(file));
  fs.writeFileSync(file, 'const  a = {b:1,c:[1,2,3], "d": function(){return `x${a}`}}\nfoo(reallyLongArgumentNumberOne, reallyLongArgumentNumberTwo, reallyLongArgumentNumberThree)\n');
  fs.writeFileSync(path.join(dir, '.prettierrc'), JSON.stringify({ semi: false, singleQuote: true, overrides: [{ files: '*.css', options: { tabWidth: 4 } }] }));
  const options = await prettier.resolveConfig(file);
  console.log('config', JSON.stringify(options));
  const src = fs.readFileSync(file, 'utf8');
  process.stdout.write(await prettier.format(src, { ...options, filepath: file }));
  console.log('---');
  process.stdout.write(await prettier.format(src, { parser: 'babel' }));
  console.log('---');
  const cssOptions = await prettier.resolveConfig(path.join(dir, 'x.css'));
  process.stdout.write(await prettier.format('a{color:red;background:blue}@media (max-width:100px){b{margin:0}}', { ...cssOptions, parser: 'css' }));
  console.log('---');
  process.stdout.write(await prettier.format('# Title\n* a\n* b\n\n|a|b|\n|-|-|\n|1|2|\n', { parser: 'markdown' }));
  console.log('---');
  process.stdout.write(await prettier.format('{"a":1,"b":[true,null]}', { parser: 'json' }));
  console.log('check', await prettier.check('const a = 1;\n', { parser: 'babel' }), await prettier.check('const a = 1', { parser: 'babel' }));
  const info = await prettier.getFileInfo(file);
  console.log('fileInfo', JSON.stringify(info));
  try {
    await prettier.format('const = ;', { parser: 'babel' });
  } catch (e) {
    console.log('error', e.name, e.message.split('\n')[0], JSON.stringify(e.loc));
  }
}
main().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
