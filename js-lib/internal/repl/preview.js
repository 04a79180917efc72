'use strict';
// internal/repl/preview: what a terminal REPL shows while a line is typed, as Node does.
//  - The completion preview: when Tab would add text (the completions share a longer
//    prefix), that text is drawn grey after the line; Enter at the end of the line or
//    Right at its end accepts it, Meta+Escape hides it for this line.
//  - The input preview: the line's value (see internal/repl/safe_eval, which only runs
//    what cannot change anything), inspected on one grey line under the input.
// setupPreview(repl, active) wraps the REPL's _refreshLine, _moveCursor and clearLine and
// returns { showPreview, clearPreview }: the REPL calls clearPreview(key) before each key
// and showPreview() after it.

const { kIsMultiline } = require('internal/readline/interface');
const { cursorToCode, moveCursorCode, clearLineCode, CSI, commonPrefix } =
  require('internal/readline/utils');

const kGrey = (s) => `\x1b[90m${s}\x1b[39m`;

function setupPreview(repl, active, isBuffered, lexicalValue) {
  if (process.env.TERM === 'dumb' || !active) {
    return { showPreview() {}, clearPreview() {} };
  }
  let inputPreview = null;
  let completionPreview = null;
  let escaped = null;
  let pendingCompletionInsert = false;
  let insertCompletionPreview = true;
  let hasCompletions = false;
  let suppressed = false;

  const write = (code) => {
    if (code !== '') repl.output.write(code);
  };

  function positions() {
    const displayPos = repl._getDisplayPos(`${repl.getPrompt()}${repl.line}`);
    const cursorPos = repl.line.length !== repl.cursor ? repl.getCursorPos() : displayPos;
    return { displayPos, cursorPos };
  }

  function cursorAtEnd() {
    const { displayPos, cursorPos } = positions();
    return displayPos.rows === cursorPos.rows && displayPos.cols === cursorPos.cols;
  }

  function clearPreview(key) {
    if (inputPreview !== null) {
      const { displayPos, cursorPos } = positions();
      const rows = displayPos.rows - cursorPos.rows + 1;
      write(moveCursorCode(0, rows));
      write(clearLineCode(0));
      write(moveCursorCode(0, -rows));
      inputPreview = null;
    }
    if (completionPreview !== null) {
      const move = repl.line.length !== repl.cursor;
      let pos;
      let rows = 0;
      if (move) {
        pos = positions();
        write(cursorToCode(pos.displayPos.cols));
        rows = pos.displayPos.rows - pos.cursorPos.rows;
        write(moveCursorCode(0, rows));
      }
      const whole = repl._getDisplayPos(`${repl.getPrompt()}${repl.line}${completionPreview}`);
      if (whole.rows === 0 || (pos && pos.displayPos.rows === whole.rows)) {
        write(clearLineCode(1));
      } else {
        write(CSI.kClearScreenDown);
      }
      if (move) {
        write(cursorToCode(pos.cursorPos.cols));
        write(moveCursorCode(0, -rows));
      }
      if (!key.ctrl && !key.shift) {
        if (key.name === 'escape') {
          if (escaped === null && key.meta) escaped = repl.line;
        } else if ((key.name === 'return' || key.name === 'enter') && !key.meta &&
                   escaped !== repl.line && cursorAtEnd()) {
          // The line is submitted right after: no preview of it is drawn.
          const suffix = completionPreview;
          completionPreview = null;
          suppressed = true;
          try {
            repl._insertString(suffix);
          } finally {
            suppressed = false;
          }
        }
      }
      completionPreview = null;
    }
    if (escaped !== repl.line) escaped = null;
  }

  function completionSuffix(line) {
    let result;
    try {
      repl.completer(line, (err, value) => {
        if (!err) result = value;
      });
    } catch {
      // A failing completer shows no preview; Tab reports its error.
      return null;
    }
    if (!Array.isArray(result)) return null;
    if (result === undefined) return null;
    // Indexed: the program may have deleted the array iterator.
    const candidates = result[0];
    const completeOn = result[1] === undefined ? '' : result[1];
    if (!candidates || candidates.length === 0) return null;
    hasCompletions = true;
    const prefix = commonPrefix(candidates.filter(Boolean));
    if (prefix.length <= completeOn.length) return null;
    return prefix.slice(completeOn.length);
  }

  function showCompletionPreview(insert) {
    const suffix = completionSuffix(repl.line);
    if (suffix === null) return;
    if (insert) {
      repl._insertString(suffix);
      return;
    }
    completionPreview = suffix;
    const { cursorPos, displayPos } = positions();
    if (repl.line.length !== repl.cursor) {
      write(cursorToCode(displayPos.cols));
      write(moveCursorCode(0, displayPos.rows - cursorPos.rows));
    }
    write(repl.useColors ? kGrey(suffix) : ` // ${suffix}`);
    write(cursorToCode(cursorPos.cols));
    const whole = repl._getDisplayPos(`${repl.getPrompt()}${repl.line}${suffix}`);
    write(moveCursorCode(0, -(whole.rows - cursorPos.rows - (whole.cols === 0 ? 1 : 0))));
  }

  function inspectPreview(source) {
    const { evalPreview } = require('internal/repl/safe_eval');
    const context = repl.context;
    let realm = context;
    if (!repl.useGlobal) {
      try {
        // In an array: vm hands out the sandbox for a run whose value is the global itself.
        realm = require('vm').runInContext('[globalThis]', context)[0];
      } catch {
        return null;
      }
    }
    const r = evalPreview(source, context, lexicalValue, realm);
    if (!r.ok) return null;
    const { inspect } = require('internal/util/inspect');
    const value = r.error !== undefined ? r.error : r.value;
    if (r.error === undefined && (value === null || typeof value !== 'object') &&
        typeof value !== 'function') {
      return inspect(value, { colors: false, depth: 1, showHidden: false });
    }
    try {
      return inspect(value, {
        ...repl.writer.options, colors: false, depth: 1, compact: true, breakLength: Infinity,
      });
    } catch {
      return null;
    }
  }

  function renderInputPreview(line, inspected) {
    if (inspected == null || inspected === line) return;
    if (inspected === 'undefined' && (!repl.useColors || repl.ignoreUndefined)) return;
    inputPreview = inspected;
    let maxColumns = Math.min(repl.columns, 250);
    const { getStringWidth } = require('internal/util/inspect');
    if (inspected.length * 2 >= maxColumns && getStringWidth(inspected) > maxColumns) {
      maxColumns -= 4 + (repl.useColors ? 0 : 3);
      let cut = '';
      for (const ch of inspected) {
        maxColumns -= getStringWidth(ch);
        if (maxColumns < 0) break;
        cut += ch;
      }
      inspected = `${cut}...`;
    }
    const lineBreak = /[\r\n\v]/.exec(inspected);
    if (lineBreak !== null) inspected = inspected.slice(0, lineBreak.index);
    const text = repl.useColors ? kGrey(inspected) : `// ${inspected}`;
    const { cursorPos, displayPos } = positions();
    const rows = displayPos.rows - cursorPos.rows;
    write(moveCursorCode(0, rows));
    repl.output.write(`\n${text}`);
    write(cursorToCode(cursorPos.cols));
    write(moveCursorCode(0, -rows - 1));
  }

  function showPreview(showCompletion = true) {
    const accept = pendingCompletionInsert;
    pendingCompletionInsert = false;
    if (inputPreview !== null || repl[kIsMultiline] || !repl.isCompletionEnabled ||
        repl.closed || suppressed) {
      return;
    }
    const line = repl.line.trim();
    if (line === '') return;
    hasCompletions = false;
    let inserted = false;
    if (showCompletion) {
      inserted = accept;
      showCompletionPreview(accept);
    }
    if (isBuffered()) return;
    let previewLine = inserted ? repl.line.trim() : line;
    if (completionPreview !== null && cursorAtEnd() && escaped !== repl.line) {
      previewLine += completionPreview;
    }
    let inspected = null;
    // `{ a: 1 }` previews as an object, as the REPL evaluates it.
    if (previewLine[0] === '{' && previewLine[previewLine.length - 1] !== ';') {
      inspected = inspectPreview(`(${previewLine})`);
    }
    if (inspected === null) inspected = inspectPreview(previewLine);
    renderInputPreview(line, inspected);
  }

  const refresh = repl._refreshLine;
  repl._refreshLine = function _refreshLine(...args) {
    inputPreview = null;
    refresh.apply(this, args);
    showPreview();
  };
  const moveCursor = repl._moveCursor;
  repl._moveCursor = function _moveCursor(dx) {
    const before = repl.cursor;
    moveCursor.call(this, dx);
    if (before + dx > repl.line.length && typeof repl.completer === 'function' &&
        insertCompletionPreview) {
      pendingCompletionInsert = true;
    }
  };
  const clearLine = repl.clearLine;
  repl.clearLine = function clearLine_(...args) {
    insertCompletionPreview = false;
    try {
      return clearLine.apply(this, args);
    } finally {
      insertCompletionPreview = true;
    }
  };
  return { showPreview, clearPreview, hasCompletions: () => hasCompletions };
}

module.exports = { setupPreview };
