// Text that arrives in one chunk (an unbracketed paste, or keys typed faster than they are
// read) and wraps past the terminal's width: the redraw that colours it starts again from
// the prompt's row, so no stale copy of the first row stays on the screen. The output is
// played on a small terminal model and its screen printed.
'use strict';
const repl = require('repl');
const { PassThrough } = require('stream');

const kCols = 40;
// A terminal with a pending wrap at the last column, as xterm has; colours are dropped.
function screen(bytes) {
  const rows = [[]];
  let x = 0;
  let y = 0;
  let wrapPending = false;
  const row = (n) => { while (rows.length <= n) rows.push([]); return rows[n]; };
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === '\x1b' && bytes[i + 1] === '[') {
      const m = /^\x1b\[([0-9;]*)([A-Za-z])/.exec(bytes.slice(i));
      i += m[0].length - 1;
      const n = m[1] === '' ? undefined : Number(m[1]);
      // Colours leave a pending wrap alone; cursor moves and erasing end it.
      if (m[2] !== 'm') wrapPending = false;
      switch (m[2]) {
        case 'A': y = Math.max(0, y - (n ?? 1)); break;
        case 'B': y += n ?? 1; break;
        case 'C': x = Math.min(kCols - 1, x + (n ?? 1)); break;
        case 'D': x = Math.max(0, x - (n ?? 1)); break;
        case 'G': x = (n ?? 1) - 1; break;
        case 'J': row(y).length = Math.min(row(y).length, x); rows.length = y + 1; break;
        case 'K':
          if ((n ?? 0) === 0) row(y).length = Math.min(row(y).length, x);
          else if (n === 1) for (let k = 0; k <= x; k++) row(y)[k] = ' ';
          else row(y).length = 0;
          break;
        default: break;
      }
      continue;
    }
    if (c === '\r') { x = 0; wrapPending = false; continue; }
    // A terminal's output processing turns \n into \r\n.
    if (c === '\n') { x = 0; y++; wrapPending = false; row(y); continue; }
    if (wrapPending) { x = 0; y++; wrapPending = false; }
    const r = row(y);
    while (r.length < x) r.push(' ');
    r[x] = c;
    if (x === kCols - 1) wrapPending = true;
    else x++;
  }
  return rows.map((r) => r.join('').trimEnd());
}

// Each case on a fresh REPL and screen.
function run(title, chunks) {
  const input = new PassThrough();
  const output = new PassThrough();
  output.isTTY = true;
  output.columns = kCols;
  output.rows = 24;
  let out = '';
  output.setEncoding('utf8');
  output.on('data', (d) => { out += d; });
  const r = repl.start({ input, output, terminal: true, useColors: true, prompt: '> ', useGlobal: true });
  for (const chunk of chunks) input.write(chunk);
  console.log(`-- ${title}`);
  for (const line of screen(out)) console.log(`|${line}`);
  r.close();
}

run('a 62-character chunk', [`"${'a'.repeat(60)}"`]);
run('a chunk that ends at the last column', [`"${'b'.repeat(36)}"`]);
run('then one more key', [`"${'b'.repeat(36)}"`, ' ']);
run('a chunk put before text', ['tail', '\x01', `"${'c'.repeat(45)}" + `]);
run('a chunk with its Enter', [`[${'1, '.repeat(30)}2].length\r`]);
run('two wrapped lines in one chunk', [`"${'d'.repeat(50)}"\r"${'e'.repeat(45)}"\r`]);
