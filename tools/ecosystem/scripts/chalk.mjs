// Ecosystem check: chalk styles strings at explicit levels (16 colours, truecolor, none); the default level comes from FORCE_COLOR=0.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import defaultChalk, { Chalk, supportsColor } from 'chalk';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-chalk-'));
try {
  console.log('default level', defaultChalk.level, 'supportsColor', JSON.stringify(supportsColor), JSON.stringify(defaultChalk.red('plain')));
  const chalk = new Chalk({ level: 1 });
  const lines = [
    chalk.blue('Hello world!'),
    chalk.blue('Hello') + ' World' + chalk.red('!'),
    chalk.blue.bgRed.bold('Hello world!'),
    chalk.blue('Hello', 'World!', 'Foo', 'bar', 'biz', 'baz'),
    chalk.red('Hello', chalk.underline.bgBlue('world') + '!'),
    chalk.green('I am a green line ' + chalk.blue.underline.bold('with a blue substring') + ' that becomes green again!'),
    chalk.rgb(123, 45, 67).underline('Underlined reddish color'),
    chalk.hex('#DEADED').bold('Bold gray!'),
    chalk`plain`,
  ];
  const truecolor = new Chalk({ level: 3 });
  lines.push(truecolor.hex('#DEADED').bold('Bold gray!'), truecolor.bgAnsi256(194)('ansi256'));
  const none = new Chalk({ level: 0 });
  lines.push(none.red.bold('no colour'));
  const file = path.join(dir, 'styled.txt');
  fs.writeFileSync(file, lines.join('\n'));
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) console.log(JSON.stringify(line));
  console.log(chalk.visible('visible'), JSON.stringify(none.visible('hidden at level 0')));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
