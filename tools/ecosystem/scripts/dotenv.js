// Ecosystem check: dotenv loads .env files into process.env (quoting, multiline, override, several files).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const dotenv = require('dotenv');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-dotenv-'));
try {
  fs.writeFileSync(path.join(dir, '.env'), [
    '# comment',
    'HELLO="Dotenv"',
    'BASIC=basic',
    'SINGLE=\'single quoted\'',
    'EXPAND_NEWLINES="a\\nb"',
    'MULTI="first',
    'second"',
    'SPACED =  trimmed  ',
    'EMPTY=',
    'INLINE=value # trailing comment',
    'export EXPORTED=yes',
    'ECO_EXISTING=from-file',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, '.env.local'), 'BASIC=local\nLOCAL_ONLY=1\n');
  process.env.ECO_EXISTING = 'from-process';
  const result = dotenv.config({ path: path.join(dir, '.env'), quiet: true });
  console.log('error', result.error);
  console.log('parsed', JSON.stringify(result.parsed));
  console.log(`Hello ${process.env.HELLO}`);
  console.log('kept existing', process.env.ECO_EXISTING);
  const both = dotenv.config({ path: [path.join(dir, '.env.local'), path.join(dir, '.env')], override: true, quiet: true, processEnv: {} });
  console.log('multi override', both.parsed.BASIC, both.parsed.LOCAL_ONLY);
  console.log('parse', JSON.stringify(dotenv.parse(Buffer.from('A=1\nB="two words"\n'))));
  const missing = dotenv.config({ path: path.join(dir, 'nope.env'), quiet: true });
  console.log('missing', missing.error && missing.error.code);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
