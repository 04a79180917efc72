// net's address-family selection knobs: setDefaultAutoSelectFamily and its timeout check
// their values and take effect, the connect option is checked, and the command-line flags
// set the defaults a new process starts with.
'use strict';
const net = require('net');
const { execFileSync } = require('child_process');

const show = (f) => {
  try {
    console.log('ok', f());
  } catch (e) {
    console.log(e.code, e.message);
  }
};

show(() => net.getDefaultAutoSelectFamily());
show(() => net.setDefaultAutoSelectFamily('no'));
show(() => { net.setDefaultAutoSelectFamily(false); return net.getDefaultAutoSelectFamily(); });
net.setDefaultAutoSelectFamily(true);
show(() => net.getDefaultAutoSelectFamilyAttemptTimeout());
show(() => net.setDefaultAutoSelectFamilyAttemptTimeout(0));
show(() => { net.setDefaultAutoSelectFamilyAttemptTimeout(3); return net.getDefaultAutoSelectFamilyAttemptTimeout(); });
for (const t of [-1, 0, 1.5, '20']) {
  show(() => net.connect({ port: 9, autoSelectFamily: true, autoSelectFamilyAttemptTimeout: t }).destroy());
}

const read = 'const n = require("net"); console.log(n.getDefaultAutoSelectFamily(), ' +
  'n.getDefaultAutoSelectFamilyAttemptTimeout())';
for (const flags of [[], ['--no-network-family-autoselection'],
  ['--network-family-autoselection-attempt-timeout=123']]) {
  const out = execFileSync(process.execPath, [...flags, '-e', read], { encoding: 'utf8' });
  console.log(flags.join(' ') || '(no flags)', '->', out.trim());
}
