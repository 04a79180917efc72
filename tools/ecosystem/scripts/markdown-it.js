// Ecosystem check: markdown-it renders a Markdown file (tables, code, links, typographer) and inline text.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const markdownit = require('markdown-it');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-markdown-it-'));
try {
  fs.writeFileSync(path.join(dir, 'doc.md'), [
    '# markdown-it rulezz!',
    '',
    'Some *emphasis*, **strong**, ~~strike~~ and `code`. "Quotes" -- and (c) (tm)...',
    '',
    '| a | b |', '|---|:-:|', '| 1 | 2 |',
    '',
    '```js', 'const x = 1 < 2;', '```',
    '',
    '1. one', '2. two', '   - nested',
    '',
    '> quote https://example.com/path?x=1 autolinked',
    '',
    '<div>raw html</div>',
    '',
    '[link](http://a.b "title") ![img](i.png)',
  ].join('\n'));
  const src = fs.readFileSync(path.join(dir, 'doc.md'), 'utf8');
  const md = markdownit();
  process.stdout.write(md.render(src));
  console.log('---');
  const full = markdownit({ html: true, linkify: true, typographer: true, breaks: true });
  process.stdout.write(full.render(src));
  console.log('---');
  console.log(md.renderInline('__markdown-it__ rulezz!'));
  const tokens = md.parse('# h\n\ntext', {});
  console.log('tokens', tokens.map((t) => t.type).join(' '));
  const custom = markdownit('commonmark').use((m) => {
    m.renderer.rules.em_open = () => '<i>';
    m.renderer.rules.em_close = () => '</i>';
  });
  console.log(custom.render('*x* ~~not strike~~').trim());
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
