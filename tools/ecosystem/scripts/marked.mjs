// Ecosystem check: marked renders a Markdown file (GFM tables, task lists, code), lexes, and uses an extension.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { marked, Marked } from 'marked';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-marked-'));
try {
  fs.writeFileSync(path.join(dir, 'README.md'), [
    '# Marked in Node.js',
    '',
    'Rendered by **marked** with _style_ and `code`.',
    '',
    '- [x] done',
    '- [ ] todo',
    '',
    '| h1 | h2 |', '| -- | -: |', '| a | b |',
    '',
    '```sh', 'npm install marked', '```',
    '',
    'www.example.com and <span>inline html</span>',
    '',
    'Setext', '======',
  ].join('\n'));
  const src = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
  process.stdout.write(marked.parse(src));
  console.log('---');
  console.log(marked.parseInline('**bold** _it_'));
  console.log('lexer', marked.lexer(src).map((t) => t.type).join(' '));
  const custom = new Marked({
    renderer: {
      heading({ tokens, depth }) {
        return `<h${depth} class="x">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
  process.stdout.write(custom.parse('## Custom *heading*'));
  const breaks = new Marked({ breaks: true, gfm: true });
  process.stdout.write(breaks.parse('line one\nline two'));
  const asyncResult = await new Marked({ async: true }).parse('async **works**');
  process.stdout.write(asyncResult);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
