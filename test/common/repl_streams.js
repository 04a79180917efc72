'use strict';
// Streams for driving a REPL in tests: LineInput delivers each line synchronously (as if
// typed and entered), TextOutput collects everything the REPL writes in `text`;
// startStreamRepl runs a REPL on PassThrough streams, keys written to `input` and what it
// wrote since the last reset in `text`.
const Stream = require('stream');

class LineInput extends Stream {
  run(lines) {
    for (const line of lines) this.emit('data', `${line}\n`);
  }
  resume() {}
  pause() {}
}

class TextOutput extends Stream {
  text = '';
  write(data) {
    this.text += data;
    return true;
  }
}

function startStreamRepl(options) {
  const input = new Stream.PassThrough();
  const output = new Stream.PassThrough();
  output.setEncoding('utf8');
  const session = { input, text: '', server: null };
  output.on('data', (d) => { session.text += d; });
  session.server = require('repl').start({ input, output, ...options });
  return session;
}

module.exports = { LineInput, TextOutput, startStreamRepl };
