// util.styleText: formats, nesting, hex colours, validation, and the colour decision from the
// stream and FORCE_COLOR (stdout here is not a TTY).
'use strict';
const { styleText } = require('util');
const { PassThrough, Writable } = require('stream');

const fakeTTY = { isTTY: true, write() {}, on() {} };
const lowColorTTY = { isTTY: true, write() {}, on() {}, getColorDepth() { return 1; } };
const cases = [
  ['red', 'x'], [['bold', 'red'], 'a\x1b[22mb'], ['none', 'x'], [['#fff', 'bold'], 'x'], ['#12', 'x'],
  ['nope', 'x'], [5, 'x'], ['red', 1], ['italic', 'a\x1b[23mb\x1b[23m'], ['#ABCDEF', 'in\x1b[39mside\x1b[39m!'],
  [['dim', 'bold'], 'q\x1b[22mr'], [[], 'empty'], [['none', 'none'], 'n'], ['bgRed', 'a\x1b[49mb'],
  ['strikeThrough', 's'], ['#zzz', 'x'], ['#fff', 2], [['underline', '#000000'], 'u'],
];
const optionSets = {
  default: undefined,
  noValidate: { validateStream: false },
  tty: { stream: fakeTTY },
  lowColorTTY: { stream: lowColorTTY },
  passThrough: { stream: new PassThrough() },
  plainObject: { stream: {} },
  nullStream: { stream: null },
  number: 5,
  badValidate: { validateStream: 1 },
  webWritable: { stream: { getWriter() {}, abort() {} } },
  webReadable: { stream: { pipeThrough() {}, getReader() {}, cancel() {} } },
  writable: { stream: new Writable() },
};
for (const force of [undefined, '0', '1', '2', '3', 'true', '', 'false', 'yes']) {
  if (force === undefined) delete process.env.FORCE_COLOR;
  else process.env.FORCE_COLOR = force;
  for (const [name, opts] of Object.entries(optionSets)) {
    for (const [format, text] of cases) {
      let out;
      try {
        out = JSON.stringify(styleText(format, text, opts));
      } catch (err) {
        out = `${err.name} ${err.code} ${err.message.slice(0, 100)}`;
      }
      console.log(`FORCE_COLOR=${force} ${name} ${JSON.stringify(format)} ${out}`);
    }
  }
}
console.log(styleText.length);
