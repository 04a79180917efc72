'use strict';
// Streams for driving a REPL in tests: LineInput delivers each line synchronously (as if
// typed and entered), TextOutput collects everything the REPL writes in `text`.
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

module.exports = { LineInput, TextOutput };
