// internal/util/colors: whether a stream gets ANSI colours (console's 'auto' colour mode,
// util.styleText, debuglog) and the escape codes Node's internal messages use, set from
// stderr's colour support by refresh().
'use strict';

// FORCE_COLOR wins over the stream: its depth (and the warning about NO_COLOR and
// NODE_DISABLE_COLORS being ignored) comes from tty's environment rules. Without it the
// answer is the stream's own; a non-TTY stream yields its falsy `isTTY` as is, as on Node,
// which matters where the result is stored as an inspect option.
function shouldColorize(stream) {
  if (process.env.FORCE_COLOR !== undefined) {
    return require('tty').WriteStream.prototype.getColorDepth(process.env) > 2;
  }
  return stream?.isTTY && (
    typeof stream.getColorDepth === 'function' ? stream.getColorDepth() > 2 : true);
}

function refresh() {
  const on = shouldColorize(process.stderr);
  const out = module.exports;
  out.blue = on ? '\u001b[34m' : '';
  out.green = on ? '\u001b[32m' : '';
  out.white = on ? '\u001b[39m' : '';
  out.yellow = on ? '\u001b[33m' : '';
  out.red = on ? '\u001b[31m' : '';
  out.gray = on ? '\u001b[90m' : '';
  out.clear = on ? '\u001bc' : '';
  out.reset = on ? '\u001b[0m' : '';
  out.hasColors = Boolean(on);
}

module.exports = {
  blue: '',
  green: '',
  white: '',
  red: '',
  gray: '',
  clear: '',
  reset: '',
  hasColors: false,
  shouldColorize,
  refresh,
};

refresh();
