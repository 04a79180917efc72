'use strict';
// internal/watch_mode: the process `--watch` / `--watch-path` start. It runs no program code
// itself: it starts the entry file in a child process (the same options minus the watch
// ones), watches the files that child reports loading (or, with --watch-path, everything
// under those paths), and on a change kills the child with --watch-kill-signal and starts
// it again, printing Node's status lines. SIGINT/SIGTERM end both.

const natives = require('internal/natives');
const { resolve } = require('path');
const { FilesWatcher } = require('internal/watch_mode/files_watcher');

// util.inspect's form of a string; the common case (nothing to escape, no quote inside)
// without loading inspect, which would add to every start of the watcher.
function quote(text) {
  if (/^[^'\\\x00-\x1f\x7f-\x9f\ud800-\udfff]*$/.test(text)) return `'${text}'`;
  return require('internal/util/inspect').inspect(text);
}

// The options that make a process a watcher; its child must not see them, or it would
// watch in turn. --watch-preserve-output and --watch-kill-signal stay, as in Node: they
// mean nothing without --watch.
function isWatchFlag(arg) {
  return arg === '--watch' || arg.startsWith('--watch=') || arg.startsWith('--watch-path');
}

function childExecArgv(execArgv) {
  const out = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i];
    if (isWatchFlag(arg)) {
      if (arg === '--watch-path') i++;
      continue;
    }
    out.push(arg);
  }
  return out;
}

// NODE_OPTIONS split as the command line reads it: whitespace between options, double
// quotes around a value with spaces, a backslash escaping the next character inside them.
function splitNodeOptions(text) {
  const parts = [];
  let current = '';
  let started = false;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\' && i + 1 < text.length) current += text[++i];
      else if (c === '"') quoted = false;
      else current += c;
    } else if (c === '"') {
      quoted = true;
      started = true;
    } else if (c === ' ' || c === '\t' || c === '\n') {
      if (started) parts.push(current);
      current = '';
      started = false;
    } else {
      current += c;
      started = true;
    }
  }
  if (started) parts.push(current);
  return parts;
}

// NODE_OPTIONS applies to the child too: the watch options leave it (else the child would
// watch again) and the rest is joined back, quoted where a value has spaces.
function cleanNodeOptions(text) {
  if (text == null) return text;
  const keep = [];
  const parts = splitNodeOptions(text);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === '--watch' || part === '--watch-preserve-output' ||
        part.startsWith('--watch=') || part.startsWith('--watch-preserve-output=') ||
        part.startsWith('--watch-path=') || part.startsWith('--watch-kill-signal=')) {
      continue;
    }
    if (part === '--watch-path' || part === '--watch-kill-signal') {
      i++;
      continue;
    }
    keep.push(part.includes(' ') ? `"${part}"` : part);
  }
  return keep.join(' ');
}

// Every value of a repeatable option, in order, in either the `--x v` or the `--x=v` form.
function optionValues(argv, name) {
  const values = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === name && i + 1 < argv.length) values.push(argv[++i]);
    else if (arg.startsWith(`${name}=`)) values.push(arg.slice(name.length + 1));
  }
  return values;
}

function start(entry) {
  const argv = natives.execArgv;
  const signals = optionValues(argv, '--watch-kill-signal');
  // Checked before anything starts: an unknown name is the watcher's own uncaught error.
  const killSignal = require('internal/child_process').convertToValidSignal(
    signals.length > 0 ? signals[signals.length - 1] : 'SIGTERM');
  const watchedPaths = optionValues(argv, '--watch-path').map((p) => resolve(p));
  const filterModules = watchedPaths.length === 0;
  const envFiles = optionValues(argv, '--env-file');
  const optionalEnvFiles = optionValues(argv, '--env-file-if-exists');
  const preserveOutput = argv.includes('--watch-preserve-output');

  process.argv = [process.execPath, entry, ...natives.scriptArgs];
  const command = process.argv.slice(1);
  const commandText = quote(command.join(' '));
  const childArgs = [...childExecArgv(process.execArgv), ...command];
  const childEnv = { ...process.env, WATCH_REPORT_DEPENDENCIES: '1' };
  const nodeOptions = cleanNodeOptions(process.env.NODE_OPTIONS);
  if (nodeOptions !== undefined) childEnv.NODE_OPTIONS = nodeOptions;

  const { spawn } = require('child_process');
  const { once } = require('events');
  const colors = require('internal/util/colors');
  const out = (text) => process.stdout.write(text);

  const watcher = new FilesWatcher({ debounce: 200, mode: filterModules ? 'filter' : 'all' });
  for (const p of watchedPaths) watcher.watchPath(p);

  let child;
  let childExit;
  let exited = false;
  let stopping = false;
  let graceTimer;

  function run() {
    exited = false;
    stopping = false;
    child = spawn(process.execPath, childArgs, {
      stdio: filterModules ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
      env: childEnv,
    });
    watcher.watchChildProcessModules(child);
    for (const file of envFiles) watcher.filterFile(resolve(file));
    for (const file of optionalEnvFiles) {
      watcher.filterFile(resolve(file), undefined, { allowMissing: true });
    }
    childExit = once(child, 'exit').then(([code]) => {
      exited = true;
      if (!stopping) {
        const waiting = 'Waiting for file changes before restarting...';
        if (code === 0) {
          out(`${colors.blue}Completed running ${commandText}. ${waiting}${colors.white}\n`);
        } else {
          out(`${colors.red}Failed running ${commandText}. ${waiting}${colors.white}\n`);
        }
      }
      return code;
    });
    return child;
  }

  async function killAndWait(signal = killSignal, force = false) {
    const target = child;
    const onExit = childExit;
    if (!target) return undefined;
    if ((target.killed || exited) && !force) return undefined;
    stopping = true;
    if (!exited && target.exitCode === null && target.signalCode === null) target.kill(signal);
    return onExit;
  }

  // A child slow to stop (it handles the signal itself) is reported after half a second,
  // and its end announced.
  function reportSlowStop() {
    let reported = false;
    clearTimeout(graceTimer);
    graceTimer = setTimeout(() => {
      reported = true;
      out(`${colors.blue}Waiting for graceful termination...${colors.white}\n`);
    }, 500).unref();
    return () => {
      clearTimeout(graceTimer);
      if (reported) {
        if (!preserveOutput) out(colors.clear);
        out(`${colors.green}Gracefully restarted ${commandText}${colors.white}\n`);
      }
    };
  }

  let restarting = false;
  let shuttingDown = false;
  async function restart({ trigger } = {}) {
    if (restarting) return;
    restarting = true;
    try {
      if (!preserveOutput) out(colors.clear);
      if (trigger) out(`${colors.blue}Change detected in ${quote(trigger)}${colors.white}\n`);
      out(`${colors.green}Restarting ${commandText}${colors.white}\n`);
      // The relay between this process's parent and the old child ends with it; the
      // files to watch are the ones the next child reports.
      watcher.destroyIPC(child);
      watcher.clearFileFilters();
      const announce = reportSlowStop();
      await killAndWait();
      announce();
      // A SIGINT/SIGTERM that came meanwhile ends the watcher: no new child.
      if (!shuttingDown) run();
    } finally {
      restarting = false;
    }
  }

  run();
  watcher.on('changed', restart);
  watcher.on('error', (error) => {
    watcher.off('changed', restart);
    process.nextTick(() => { throw error; });
  });

  // The watcher runs no program code, so it can wait for its child before ending: nothing
  // the child writes comes after the watcher has gone.
  const onSignal = (signal) => async () => {
    shuttingDown = true;
    watcher.clear();
    const code = await killAndWait(signal, true);
    process.exit(code ?? 0);
  };
  process.on('SIGTERM', onSignal('SIGTERM'));
  process.on('SIGINT', onSignal('SIGINT'));
}

module.exports = { start };
