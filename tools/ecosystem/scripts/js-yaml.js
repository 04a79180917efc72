// Ecosystem check: js-yaml loads YAML files (anchors, multi-document, types), dumps objects and reports errors.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const yaml = require('js-yaml');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-js-yaml-'));
try {
  fs.writeFileSync(path.join(dir, 'config.yml'), [
    'defaults: &defaults',
    '  adapter: postgres',
    '  host: localhost',
    'development:',
    '  <<: *defaults',
    '  database: dev',
    'numbers: [1, 2.5, 0x1F, .inf, -.Inf]',
    'when: 2001-12-14t21:59:43.10-05:00',
    'flags: {on: yes, off: no, nil: ~}',
    'text: |',
    '  line one',
    '  line two',
    'folded: >',
    '  folded',
    '  text',
  ].join('\n'));
  const doc = yaml.load(fs.readFileSync(path.join(dir, 'config.yml'), 'utf8'));
  console.log('load', JSON.stringify(doc));
  console.log('date', typeof doc.when, doc.when instanceof Date ? doc.when.toISOString() : doc.when);
  const docs = yaml.loadAll('---\na: 1\n---\nb: 2\n...\n');
  console.log('loadAll', JSON.stringify(docs));
  const dumped = yaml.dump({ name: 'x', list: [1, 'two', { three: 3 }], multi: 'a\nb\n', empty: {}, nul: null, quoted: 'yes', date: new Date(0) }, { sortKeys: true });
  fs.writeFileSync(path.join(dir, 'out.yml'), dumped);
  process.stdout.write(fs.readFileSync(path.join(dir, 'out.yml'), 'utf8'));
  console.log('flow', yaml.dump({ a: [1, 2], b: { c: 'd' } }, { flowLevel: 0 }).trim());
  try {
    yaml.load('key: [unclosed\nother: 1', { filename: 'bad.yml' });
  } catch (e) {
    console.log('error', e.name, e.reason, JSON.stringify(e.mark && [e.mark.line, e.mark.column]));
    console.log(e.message);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
