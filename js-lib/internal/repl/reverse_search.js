'use strict';
// internal/repl/reverse_search: Ctrl+R / Ctrl+S history search of a terminal REPL, as in
// Node. Ctrl+R starts a backward search (Ctrl+S a forward one) with a
// "bck-i-search: " (or "fwd-i-search: ") line under the input; typed characters extend
// the searched text, and the newest (oldest) history entry containing it replaces the
// shown line with the match underlined when colours are on. Ctrl+R/Ctrl+S again go to the
// next match, Backspace shortens the text, Enter or any other key ends the search keeping
// the match, Ctrl+C or Escape end it keeping the original line. setupReverseSearch(repl)
// returns reverseSearch(string, key), true when the key was taken by the search.

const { cursorToCode, moveCursorCode, CSI } = require('internal/readline/utils');
const { kSetLine, kSubstringSearch } = require('internal/readline/interface');

function setupReverseSearch(repl) {
  if (process.env.TERM === 'dumb') return { reverseSearch: () => false };

  const labels = { __proto__: null, r: 'bck-i-search: ', s: 'fwd-i-search: ' };
  const seen = new Set();
  let active = false;
  let index = -1;
  let input = '';
  let cursor = -1;
  let dir = 'r';
  let lastMatch = -1;
  let lastCursor = -1;
  let promptPos;

  const write = (code) => {
    if (code !== '') repl.output.write(code);
  };

  function setDirection(name) {
    if (labels[name] === undefined) return false;
    if (dir !== name) {
      // A new direction may visit the entries already shown again.
      seen.clear();
      dir = name;
    }
    return true;
  }

  function skipEntry() {
    seen.add(repl.history[index]);
    index += dir === 'r' ? 1 : -1;
    cursor = -1;
  }

  function search() {
    if (input === '') {
      print(repl.line, `${labels[dir]}_`);
      return;
    }
    if (dir === 'r') {
      if (index < 0) index = 0;
    } else if (index >= repl.history.length) {
      index = repl.history.length - 1;
    }
    while (index >= 0 && index < repl.history.length) {
      let entry = repl.history[index];
      if (seen.has(entry)) {
        index += dir === 'r' ? 1 : -1;
        continue;
      }
      if (dir === 'r') {
        if (cursor === -1) cursor = entry.length;
        cursor = entry.lastIndexOf(input, cursor - 1);
      } else {
        cursor = entry.indexOf(input, cursor + 1);
      }
      if (cursor === -1) {
        skipEntry();
        continue;
      }
      if (repl.useColors) {
        entry = `${entry.slice(0, cursor)}\x1b[4m${input}\x1b[24m` +
          `${entry.slice(cursor + input.length)}`;
      }
      print(entry, `${labels[dir]}${input}_`, cursor);
      lastMatch = index;
      lastCursor = cursor;
      // An entry with no further match in this direction is left behind at once.
      if ((dir === 'r' && cursor === 0) ||
          (dir === 's' && entry.length === cursor + input.length)) {
        skipEntry();
      }
      return;
    }
    print(repl.line, `failed-${labels[dir]}${input}_`);
  }

  // Draws `shown` as the input line and `status` on the row under it, then puts the
  // cursor at `at` in the shown line.
  function print(shown, status, at = repl.cursor) {
    let rows = 0;
    if (lastMatch !== -1) {
      const before = repl.history[lastMatch].slice(0, lastCursor);
      rows = repl._getDisplayPos(`${repl.getPrompt()}${before}`).rows;
      write(cursorToCode(promptPos.cols));
    } else if (active && repl.line !== '') {
      rows = repl.getCursorPos().rows;
      write(cursorToCode(promptPos.cols));
    }
    if (rows !== 0) write(moveCursorCode(0, -rows));
    if (active) {
      write(CSI.kClearScreenDown);
      repl.output.write(`${shown}\n${status}`);
    } else {
      repl.output.write(`\n${status}`);
    }
    lastMatch = -1;
    const prompt = repl.getPrompt();
    const cursorPos = repl._getDisplayPos(prompt + shown.slice(0, at));
    const shownPos = repl._getDisplayPos(`${prompt}${shown}`);
    const statusPos = repl._getDisplayPos(status);
    const statusRows = statusPos.rows - (statusPos.cols === 0 ? 1 : 0);
    write(moveCursorCode(0, -1 - statusRows - (shownPos.rows - cursorPos.rows)));
    write(cursorToCode(cursorPos.cols));
  }

  function reset(text) {
    active = text !== undefined;
    if (!active) {
      // The search is over: the match (if any) becomes the line.
      if (lastMatch !== -1) {
        repl[kSetLine](repl.history[lastMatch]);
        repl.cursor = lastCursor;
        repl.historyIndex = lastMatch;
      }
      lastMatch = -1;
      write(cursorToCode(promptPos.cols));
      write(moveCursorCode(0, promptPos.rows));
      write(CSI.kClearScreenDown);
      if (repl.line !== '') {
        repl.output.write(repl.line);
        if (repl.line.length !== repl.cursor) {
          const { cols, rows } = repl.getCursorPos();
          write(cursorToCode(cols));
          write(moveCursorCode(0, rows));
        }
      }
    }
    input = text || '';
    cursor = -1;
    index = repl.historyIndex;
    seen.clear();
  }

  function reverseSearch(string, key) {
    if (!active) {
      if (key.ctrl && setDirection(key.name)) {
        index = repl.historyIndex;
        promptPos = repl._getDisplayPos(`${repl.getPrompt()}`);
        print(repl.line, `${labels[dir]}_`);
        active = true;
      }
    } else if (key.ctrl && setDirection(key.name)) {
      search();
    } else if (key.name === 'backspace' || (key.ctrl && (key.name === 'h' || key.name === 'w'))) {
      reset(input.slice(0, input.length - 1));
      search();
    } else if ((key.ctrl && key.name === 'c') || key.name === 'escape') {
      lastMatch = -1;
      reset();
      return true;
    } else if (key.ctrl || key.meta || key.name === 'return' || key.name === 'enter' ||
               typeof string !== 'string' || string === '') {
      reset();
      repl[kSubstringSearch] = '';
    } else {
      reset(`${input}${string}`);
      search();
    }
    return active;
  }

  return { reverseSearch };
}

module.exports = { setupReverseSearch };
