'use strict';
// minirt's helpers for the fs.cp tests, API-compatible with Node.js core's
// test/common/fs.js.

const assert = require('assert');
const { readdirSync } = require('fs');
const { join } = require('path');
const { mustNotMutateObjectDeep } = require('./index.js');
const tmpdir = require('./tmpdir.js');

let counter = 0;

// A fresh path inside the tmpdir (not created): the given name, or copy_%<n>.
function nextdir(dirname) {
  return tmpdir.resolve(dirname || `copy_%${++counter}`);
}

// Appends every Dirent below `dir` (depth first, children before their parent
// directory's own entries) to `entries`.
function collectEntries(dir, entries) {
  const here = readdirSync(dir, mustNotMutateObjectDeep({ withFileTypes: true }));
  for (const entry of here) {
    if (entry.isDirectory()) collectEntries(join(dir, entry.name), entries);
  }
  entries.push(...here);
}

// Checks that two trees hold the same number of entries and that every name in
// the first has a counterpart of the same kind in the second.
function assertDirEquivalent(dir1, dir2) {
  const first = [];
  const second = [];
  collectEntries(dir1, first);
  collectEntries(dir2, second);
  assert.strictEqual(first.length, second.length);
  for (const a of first) {
    const b = second.find((candidate) => candidate.name === a.name);
    assert(b, `entry ${a.name} not copied`);
    if (a.isFile()) {
      assert(b.isFile(), `${b.name} was not file`);
    } else if (a.isDirectory()) {
      assert(b.isDirectory(), `${b.name} was not directory`);
    } else if (a.isSymbolicLink()) {
      assert(b.isSymbolicLink(), `${b.name} was not symlink`);
    }
  }
}

module.exports = {
  nextdir,
  assertDirEquivalent,
  collectEntries,
};
