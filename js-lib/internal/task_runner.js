'use strict';
// internal/task_runner: `minirt --run NAME [-- args...]`, Node's task runner. The "scripts"
// entry NAME of the nearest package.json above the working directory runs as `/bin/sh -c`
// in that file's directory, with every node_modules/.bin from the working directory up to
// (not including) the root put first on PATH, NODE_RUN_SCRIPT_NAME and
// NODE_RUN_PACKAGE_JSON_PATH set, and the arguments after `--` appended, each quoted as
// one shell word. The exit code is 1 when the script exits non-zero, else 0; failures to
// find the script are reported with Node's words.

const fs = require('fs');
const path = require('path');

function fail(message) {
  process._rawDebug(message);
  process.exitCode = 1;
}

// The package.json text, its path and the PATH prefix, as Node's search finds them: the
// first non-empty package.json going up, and every node_modules/.bin on the way, all the
// way to the root (whose own files are never looked at).
function findPackageJson(cwd) {
  let found;
  let binDirs = '';
  for (let dir = cwd; dir !== path.parse(dir).root; dir = path.dirname(dir)) {
    const bin = path.join(dir, 'node_modules', '.bin');
    try {
      if (fs.statSync(bin).isDirectory()) binDirs += `${bin}:`;
    } catch {
      // Not there: nothing to add.
    }
    if (found === undefined) {
      const file = path.join(dir, 'package.json');
      try {
        const text = fs.readFileSync(file, 'utf8');
        if (text.length > 0) found = { file, text };
      } catch {
        // Unreadable or absent: look higher.
      }
    }
  }
  return found === undefined ? undefined : { ...found, binDirs };
}

// One argument as one shell word, whatever it holds (Node passes each argument verbatim):
// plain words as they are, others in single quotes.
function escapeShell(arg) {
  if (arg === '') return "''";
  if (!/[\t\n\r "#$&'()*;<>?\\`|~]/.test(arg)) return arg;
  return `'${arg.replace(/'/g, "'\\''")}'`;
}

function run(name, args) {
  const cwd = process.cwd();
  const found = findPackageJson(cwd);
  if (found === undefined) return fail(`Can't find package.json for directory ${cwd}`);
  const { file, text, binDirs } = found;
  let pkg;
  try {
    pkg = JSON.parse(text);
  } catch {
    return fail(`Can't parse ${file}`);
  }
  if (pkg === null || typeof pkg !== 'object' || Array.isArray(pkg)) {
    return fail(`Root value unexpected not an object for ${file}\n`);
  }
  const scripts = pkg.scripts;
  if (scripts === null || typeof scripts !== 'object' || Array.isArray(scripts)) {
    return fail(`Can't find "scripts" field in ${file}`);
  }
  const command = Object.hasOwn(scripts, name) ? scripts[name] : undefined;
  if (typeof command !== 'string') {
    if (command !== undefined) {
      return fail(`Script "${name}" is unexpectedly not a string for ${file}\n`);
    }
    let list = `Missing script: "${name}" for ${file}\n\nAvailable scripts are:`;
    for (const key of Object.keys(scripts)) {
      if (typeof scripts[key] === 'string') list += `\n  ${key}: ${scripts[key]}`;
    }
    return fail(list);
  }
  const env = { __proto__: null };
  for (const key of Object.keys(process.env)) {
    env[key] = key.toLowerCase() === 'path' ? binDirs + process.env[key] : process.env[key];
  }
  env.NODE_RUN_SCRIPT_NAME = name;
  env.NODE_RUN_PACKAGE_JSON_PATH = file;
  let line = command;
  for (const arg of args) line += ` ${escapeShell(arg)}`;
  const result = require('child_process').spawnSync('/bin/sh', ['-c', line], {
    cwd: path.dirname(file), env, stdio: 'inherit',
  });
  if (result.error) {
    process._rawDebug(`Error: ${result.error.message}`);
    return undefined;
  }
  process.exitCode = result.status > 0 ? 1 : 0;
  return undefined;
}

module.exports = { run, escapeShell };
