// Ecosystem check: yaml parses and stringifies, keeps comments through parseDocument, and reports errors.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const YAML = require('yaml');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-yaml-'));
try {
  fs.writeFileSync(path.join(dir, 'file.yml'), [
    '# Top comment',
    'YAML: YAML Ain\'t Markup Language # inline',
    'list:',
    '  - 3',
    '  - three',
    '  - !!str 4',
    'map: { a: 1, b: [x, y] }',
    'anchor: &a { k: v }',
    'alias: *a',
    'block: |',
    '  keep',
    '  lines',
    '',
  ].join('\n'));
  const file = fs.readFileSync(path.join(dir, 'file.yml'), 'utf8');
  console.log('parse', JSON.stringify(YAML.parse(file)));
  console.log('parse scalars', JSON.stringify(YAML.parse('[0o14, 0x1f, 1e3, .nan, ~, true, 2001-12-14]')));
  process.stdout.write(YAML.stringify({ number: 3, plain: 'string', block: 'two\nlines\n', list: [1, { a: null }], empty: [] }));
  const doc = YAML.parseDocument(file);
  doc.set('added', 42);
  doc.get('list').add('new');
  fs.writeFileSync(path.join(dir, 'out.yml'), doc.toString());
  process.stdout.write(fs.readFileSync(path.join(dir, 'out.yml'), 'utf8'));
  console.log('all docs', JSON.stringify(YAML.parseAllDocuments('a: 1\n---\nb: 2\n').map((d) => d.toJS())));
  const bad = YAML.parseDocument('a: b: c\n  - x');
  console.log('errors', bad.errors.length, bad.errors.map((e) => `${e.code} ${JSON.stringify(e.linePos)}`).join('; '));
  try {
    YAML.parse('key: [unclosed');
  } catch (e) {
    console.log('throw', e.name, e.code, e.message.split('\n')[0]);
  }
  console.log('version', YAML.stringify({ a: 1 }, { version: '1.1' }).trim(), YAML.parse('on: yes', { version: '1.1' }).on);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
