// REPL syntax errors read as V8's: unterminated strings and stray characters are "Invalid or unexpected token" with V8's carets, and a static import suggests the dynamic import Node's REPL proposes.
'use strict';
const { spawnSync } = require('child_process');
const input = [
  '"abc',
  'x = \'日本',
  '1 @ 2',
  'a #',
  'import fs from "fs"',
  'import { a, b as c } from "fs"',
  'import "fs"',
  '  import * as p from \'path\'',
  'import d, * as ns from "x"',
  'import { "str name" as s, default as q } from "m"',
  'import {} from "m"',
  '1; import z from "z"; import y from "y"',
  'import x from "y" with { type: "json" }',
  'typeof import("fs").then',
  '',
].join('\n');
const r = spawnSync(process.execPath, ['-i'], { input, encoding: 'utf8' });
for (const line of r.stdout.split('\n').slice(2)) console.log(JSON.stringify(line));
