'use strict';
// minirt's per-test scratch directory, API-compatible with Node.js core's
// test/common/tmpdir.js: <test root>/.tmp.<TEST_SERIAL_ID | TEST_THREAD_ID | 0>.

const path = require('path');

// 'fs' is loaded on first use, so that reading `path` (or common.PIPE) stays cheap.
let fsModule;
function getFs() {
  if (fsModule === undefined) fsModule = require('fs');
  return fsModule;
}

const testRoot = process.env.NODE_TEST_DIR ?
  getFs().realpathSync(process.env.NODE_TEST_DIR) :
  path.resolve(__dirname, '..');

// The leading dot keeps the directory out of the way of most tools.
const dirName = `.tmp.${process.env.TEST_SERIAL_ID || process.env.TEST_THREAD_ID || '0'}`;
let tmpPath = path.join(testRoot, dirName);

function removeTree(target, useSpawn) {
  if (!useSpawn) {
    getFs().rmSync(target, { maxRetries: 3, recursive: true, force: true });
    return;
  }
  // Removal in a child process, for tests that hold files open themselves.
  const { spawnSync } = require('child_process');
  if (process.platform !== 'win32') {
    const { escapePOSIXShell } = require('./index.js');
    for (let attempt = 0; attempt < 3; attempt++) {
      if (spawnSync(...escapePOSIXShell`rm -rf "${target}"`).status === 0) break;
    }
  } else {
    spawnSync(process.execPath, [
      '-e',
      `require('fs').rmSync(${JSON.stringify(target)}, ` +
        '{ maxRetries: 3, recursive: true, force: true });',
    ]);
  }
}

function removeOnExit(useSpawn) {
  // Leave the directory first so that it is not busy (matters on Windows).
  let isMain = true;
  try {
    isMain = require('worker_threads').isMainThread !== false;
  } catch {
    isMain = true;
  }
  if (isMain) process.chdir(testRoot);
  try {
    removeTree(tmpPath, useSpawn);
  } catch (err) {
    console.error('Can\'t clean tmpdir:', tmpPath);
    let entries = [];
    try {
      entries = getFs().readdirSync(tmpPath);
    } catch {
      // Nothing more to report.
    }
    console.error('Files blocking:', entries);
    if (entries.some((name) => name.startsWith('.nfs'))) {
      console.error('Note: ".nfs*" might be files that were open and ' +
                    'unlinked but not closed.');
    }
    console.error();
    throw err;
  }
}

let cleanupRegistered = false;

// Empties (re-creates) the directory. The first call also arranges for it to be
// removed when the process exits, so a child process that only uses the
// directory leaves the clean-up to its parent.
function refresh(useSpawn = false) {
  removeTree(tmpPath, useSpawn);
  getFs().mkdirSync(tmpPath);
  if (!cleanupRegistered) {
    cleanupRegistered = true;
    process.on('exit', () => removeOnExit(useSpawn));
  }
}

function resolve(...parts) {
  return path.resolve(tmpPath, ...parts);
}

function fileURL(...parts) {
  // Without parts the URL names the directory, with a trailing slash.
  const full = path.resolve(tmpPath + path.sep, ...parts);
  return require('url').pathToFileURL(full);
}

function hasEnoughSpace(size) {
  const { bavail, bsize } = getFs().statfsSync(tmpPath);
  return bavail >= Math.ceil(size / bsize);
}

module.exports = {
  fileURL,
  hasEnoughSpace,
  refresh,
  resolve,
  get path() {
    return tmpPath;
  },
  set path(newPath) {
    tmpPath = path.resolve(newPath);
  },
};
