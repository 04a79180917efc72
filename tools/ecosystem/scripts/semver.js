// Ecosystem check: semver parses, compares, ranges and increments versions read from package.json files.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const semver = require('semver');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-semver-'));
try {
  const versions = ['1.2.3', 'v2.0.0-beta.1', '2.0.0', '0.9.12', '1.10.0', '1.2.3-alpha', 'not-a-version', '=v1.2.4  '];
  versions.forEach((v, i) => fs.writeFileSync(path.join(dir, `p${i}.json`), JSON.stringify({ name: 'p' + i, version: v })));
  const read = versions.map((_, i) => JSON.parse(fs.readFileSync(path.join(dir, `p${i}.json`), 'utf8')).version);
  for (const v of read) console.log(JSON.stringify(v), semver.valid(v), semver.clean(v), semver.coerce(v) && semver.coerce(v).version);
  const valid = read.map((v) => semver.clean(v)).filter(Boolean);
  console.log('sort', semver.sort(valid.slice()).join(' '), '| rsort', semver.rsort(valid.slice()).join(' '));
  console.log('satisfies', semver.satisfies('1.2.3', '1.x || >=2.5.0 || 5.0.0 - 7.2.3'), semver.satisfies('2.0.0-beta.1', '^2.0.0-alpha'), semver.satisfies('3.0.0', '^2'));
  console.log('gt/lt', semver.gt('1.2.3', '9.8.7'), semver.lt('1.2.3', '9.8.7'), semver.compare('1.0.0', '1.0.0-rc.1'), semver.diff('1.2.3', '1.3.0'));
  console.log('minVersion', semver.minVersion('>=1.0.0 <2').version, semver.minVersion('^0.2.3').version);
  console.log('maxSatisfying', semver.maxSatisfying(valid, '^1.2.0'), semver.minSatisfying(valid, '>=1.0.0'));
  console.log('inc', semver.inc('1.2.3', 'minor'), semver.inc('1.2.3', 'prerelease', 'beta'), semver.inc('2.0.0-beta.1', 'prerelease'), semver.inc('1.2.3', 'premajor', 'rc'));
  console.log('range', new semver.Range('~1.2.3 || ^0.0.5').range, semver.validRange('>1 <=bad'), semver.validRange('1.x'));
  console.log('parse', JSON.stringify(semver.parse('1.2.3-pre.4+build.5')));
  console.log('outside', semver.outside('3.0.0', '^1', '>'), semver.gtr('3.0.0', '^1'), semver.intersects('^1.2', '>=1.5 <3'));
  console.log('subset', semver.subset('^1.2.3', '>=1.0.0'), semver.simplifyRange(['1.0.0', '1.1.0', '1.2.0'], '1.0.0 || 1.1.0 || 1.2.0'));
  try {
    new semver.SemVer('nope');
  } catch (e) {
    console.log('error', e.name, e.message);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
