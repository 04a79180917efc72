// minirt's own test: an ES module entry point is traced on tracing:module.import as Node
// 26.10 traces it: start and end (one context: parentURL undefined, url the entry's URL
// object) before the module runs, then asyncStart and asyncEnd with its namespace, or
// error, asyncStart and asyncEnd with what it threw.
'use strict';
require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { pathToFileURL } = require('url');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const preload = path.join(tmpdir.path, 'preload.cjs');
fs.writeFileSync(preload, `
const dc = require('diagnostics_channel');
const events = [];
let first;
const record = (kind) => (ctx) => {
  if (first === undefined) first = ctx;
  events.push({
    kind,
    same: ctx === first,
    keys: Object.keys(ctx),
    parentURL: String(ctx.parentURL),
    url: ctx.url instanceof URL ? 'URL ' + ctx.url.href : typeof ctx.url,
    result: ctx.result && Object.keys(ctx.result),
    error: ctx.error && ctx.error.message,
  });
};
dc.tracingChannel('module.import').subscribe({
  start: record('start'), end: record('end'), asyncStart: record('asyncStart'),
  asyncEnd: record('asyncEnd'), error: record('error'),
});
process.on('exit', () => process._rawDebug('EVENTS ' + JSON.stringify(events)));
`);
const good = path.join(tmpdir.path, 'good.mjs');
fs.writeFileSync(good, 'export const answer = 42;\nawait null;\nconsole.log("ran");\n');
const bad = path.join(tmpdir.path, 'bad.mjs');
fs.writeFileSync(bad, 'throw new Error("entry failed");\n');

function run(file) {
  const child = spawnSync(process.execPath, ['--require', preload, file],
                          { encoding: 'utf8' });
  const line = child.stderr.split('\n').find((l) => l.startsWith('EVENTS '));
  assert.ok(line, child.stderr);
  return { status: child.status, stdout: child.stdout, events: JSON.parse(line.slice(7)) };
}

// (JSON leaves out the fields a message does not have.)
const base = { same: true, parentURL: 'undefined' };
{
  const { status, stdout, events } = run(good);
  assert.strictEqual(status, 0);
  assert.strictEqual(stdout, 'ran\n');
  const url = `URL ${pathToFileURL(good).href}`;
  const withResult = { ...base, url, keys: ['parentURL', 'url', 'result'], result: ['answer'] };
  assert.deepStrictEqual(events, [
    { ...base, kind: 'start', url, keys: ['parentURL', 'url'] },
    { ...base, kind: 'end', url, keys: ['parentURL', 'url'] },
    { ...withResult, kind: 'asyncStart' },
    { ...withResult, kind: 'asyncEnd' },
  ]);
}
{
  const { status, events } = run(bad);
  assert.strictEqual(status, 1);
  const url = `URL ${pathToFileURL(bad).href}`;
  const withError = { ...base, url, keys: ['parentURL', 'url', 'error'], error: 'entry failed' };
  assert.deepStrictEqual(events, [
    { ...base, kind: 'start', url, keys: ['parentURL', 'url'] },
    { ...base, kind: 'end', url, keys: ['parentURL', 'url'] },
    { ...withError, kind: 'error' },
    { ...withError, kind: 'asyncStart' },
    { ...withError, kind: 'asyncEnd' },
  ]);
}
