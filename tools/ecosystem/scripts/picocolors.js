// Ecosystem check: picocolors styles strings (support from FORCE_COLOR) and createColors on and off.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const pc = require('picocolors');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-picocolors-'));
try {
  const lines = [
    pc.green(`How are ${pc.italic('you')} doing?`),
    pc.bold(pc.red('error')) + ' ' + pc.dim('detail'),
    pc.bgYellow(pc.black(' WARN ')),
    pc.red(`a ${pc.blue('b')} c ${pc.blue('d')} e`),
    pc.underline(pc.inverse(pc.strikethrough('x'))),
    pc.cyanBright(pc.bgMagentaBright('bright')),
    pc.gray(42),
  ];
  fs.writeFileSync(path.join(dir, 'out.txt'), lines.join('\n'));
  console.log('isColorSupported', pc.isColorSupported);
  for (const line of fs.readFileSync(path.join(dir, 'out.txt'), 'utf8').split('\n')) console.log(JSON.stringify(line));
  const off = pc.createColors(false);
  console.log(JSON.stringify(off.red('plain')), JSON.stringify(off.bold(off.green('plain too'))));
  const on = pc.createColors(true);
  console.log(JSON.stringify(on.yellow('forced')), JSON.stringify(on.reset('reset')));
  console.log('keys', Object.keys(pc).length);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
