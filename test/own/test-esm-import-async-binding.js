// ES modules may bind the name `async` by import (default, named) and export it as default.
'use strict';
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const os = require('os');
const { execFileSync } = require('child_process');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-async-'));
try {
  fs.writeFileSync(path.join(dir, 'lib.mjs'),
                   'export default function async() { return "default"; }\n' +
                   'export function other() { return "other"; }\n');
  fs.writeFileSync(path.join(dir, 'named.mjs'), 'export const async = "named";\n');
  fs.writeFileSync(path.join(dir, 'reexport.mjs'),
                   'import async from "./lib.mjs";\nexport default async;\n');
  fs.writeFileSync(path.join(dir, 'main.mjs'),
                   'import async, { other } from "./lib.mjs";\n' +
                   'import { async as renamed } from "./named.mjs";\n' +
                   'import { async } from "./named.mjs";\n'.replace('async }', 'async as n2 }') +
                   'import again from "./reexport.mjs";\n' +
                   'console.log(async(), other(), renamed, n2, again());\n');
  fs.writeFileSync(path.join(dir, 'short.mjs'),
                   'import { async } from "./named.mjs";\nconsole.log(async);\n');
  const run = (f) => execFileSync(process.execPath, [path.join(dir, f)], { encoding: 'utf8' });
  assert.strictEqual(run('main.mjs'), 'default other named named default\n');
  assert.strictEqual(run('short.mjs'), 'named\n');
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
