'use strict';
// internal/repl/history: persistent REPL history (REPLServer.prototype.setupHistory and
// the CLI REPL). The file holds one entry per line, newest first, as Node's
// .node_repl_history does; it is read when the REPL starts and rewritten (mode 0600)
// shortly after each new entry and when the REPL exits. An empty path disables it.

const kDebounceMs = 15;

function setupHistory(repl, config, cb) {
  if (typeof cb !== 'function') cb = () => {};
  let filePath = config.filePath;
  if (typeof filePath === 'string') filePath = filePath.trim();
  if (filePath === '') {
    process.nextTick(cb, null, repl);
    return;
  }
  const fs = require('fs');
  const path = require('path');
  const os = require('os');
  if (!filePath) {
    try {
      filePath = path.join(os.homedir(), '.minirt_repl_history');
    } catch {
      repl._writeToOutput('\nError: Could not get the home directory.\n' +
        'REPL session history will not be persisted.\n');
      process.nextTick(cb, null, repl);
      return;
    }
  }
  const size = config.size !== undefined ? Number(config.size) : repl.historySize;
  if (config.removeHistoryDuplicates !== undefined) {
    const { kRemoveHistoryDuplicates } = require('internal/readline/interface');
    repl[kRemoveHistoryDuplicates] = !!config.removeHistoryDuplicates;
  }

  let data;
  try {
    // Opening for append creates the file (private to the user) when it is missing.
    fs.closeSync(fs.openSync(filePath, 'a+', 0o600));
    data = fs.readFileSync(filePath, 'utf8');
  } catch {
    repl._writeToOutput('\nError: Could not open history file.\n' +
      'REPL session history will not be persisted.\n');
    process.nextTick(cb, null, repl);
    return;
  }
  const loaded = data ? data.split(/[\n\r]+/).filter((l) => l !== '').slice(0, size) : [];
  // Entries typed before the file was read stay newest.
  const history = repl.history;
  for (const entry of loaded) history.push(entry);
  if (history.length > size) history.length = size;

  let timer = null;
  const flush = () => {
    timer = null;
    try {
      fs.writeFileSync(filePath, repl.history.join('\n'), { mode: 0o600 });
    } catch {
      // A history that cannot be written is not worth interrupting the session.
    }
  };
  const onHistory = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(flush, kDebounceMs);
  };
  repl.on('history', onHistory);
  repl.once('exit', () => {
    repl.removeListener('history', onHistory);
    if (timer !== null) {
      clearTimeout(timer);
      flush();
    }
  });
  if (typeof config.onHistoryFileLoaded === 'function') {
    process.nextTick(config.onHistoryFileLoaded, null, repl);
  }
  process.nextTick(cb, null, repl);
}

module.exports = { setupHistory };
