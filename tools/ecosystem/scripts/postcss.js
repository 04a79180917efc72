// Ecosystem check: postcss parses a CSS file, runs a small plugin, stringifies and reports a CssSyntaxError.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const postcss = require('postcss');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-postcss-'));
const prefixer = () => ({
  postcssPlugin: 'eco-prefixer',
  Declaration: {
    'user-select': (decl) => {
      if (!decl.parent.some((d) => d.prop === '-webkit-user-select')) decl.cloneBefore({ prop: '-webkit-user-select' });
    },
  },
  Rule(rule) {
    if (rule.selector === '.old') rule.selector = '.new';
  },
  AtRule: { media: (at) => { at.params = at.params.replace('600px', '37.5em'); } },
});
prefixer.postcss = true;
async function main() {
  const css = `/* header */\n.a { color: red; user-select: none }\n.old{margin:0 auto}\n@media (max-width: 600px) { .b { display: none } }\n:root { --x: 1px }\n`;
  fs.writeFileSync(path.join(dir, 'in.css'), css);
  const source = fs.readFileSync(path.join(dir, 'in.css'), 'utf8');
  const result = await postcss([prefixer]).process(source, { from: undefined });
  fs.writeFileSync(path.join(dir, 'out.css'), result.css);
  process.stdout.write(fs.readFileSync(path.join(dir, 'out.css'), 'utf8'));
  console.log('warnings', result.warnings().length, 'plugins', result.processor.plugins.map((p) => p.postcssPlugin).join(','));
  const root = postcss.parse(source);
  const decls = [];
  root.walkDecls((d) => decls.push(`${d.prop}:${d.value}@${d.source.start.line}:${d.source.start.column}`));
  console.log('decls', decls.join(' '));
  console.log('nodes', root.nodes.map((n) => n.type).join(','));
  const built = postcss.root().append(postcss.rule({ selector: 'a' }).append({ prop: 'color', value: 'black' }));
  console.log('built', built.toString());
  console.log('json', JSON.stringify(postcss.fromJSON(root.toJSON()).toString()) === JSON.stringify(root.toString()));
  try {
    postcss.parse('a { color: red ', { from: 'broken.css' });
  } catch (e) {
    console.log('error', e.name, e.reason, e.line, e.column, path.basename(e.file));
  }
}
main().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
