'use strict';
// internal/watch_mode/report: the program side of `--watch`. A process started by the
// watcher (WATCH_REPORT_DEPENDENCIES set, an IPC channel open) tells it each file the module
// loaders load, and each file a require() looked for in vain, so that a change to any of
// them restarts the program.

const sent = new Set();
const ignore = () => {};

function reporting() {
  return Boolean(process.env.WATCH_REPORT_DEPENDENCIES) && typeof process.send === 'function' &&
    process.connected !== false;
}

function send(key, items) {
  const fresh = items.filter((item) => !sent.has(item));
  if (fresh.length === 0) return;
  for (const item of fresh) sent.add(item);
  // A watcher gone (killed outright) is no error of the program's.
  process.send({ [key]: fresh }, undefined, undefined, ignore);
}

// A CommonJS file by its path, or the paths require() tried (base plus each extension).
function reportRequired(files) {
  if (reporting()) send('watch:require', files);
}

// An ES module file (or any file the ES module loader loads) by its file: URL.
function reportImported(file) {
  if (reporting() && file.startsWith('/')) send('watch:import', [require('internal/url').pathToFileURL(file).href]);
}

module.exports = { reporting, reportRequired, reportImported };
