// `--expose_externalize_string` (either spelling) adds V8's four string-representation
// helpers as globals; without it they are absent.
'use strict';
const { spawnSync } = require('child_process');

const probe = `
  const names = ['createExternalizableString', 'createExternalizableTwoByteString', 'externalizeString', 'isOneByteString'];
  console.log(names.map((n) => typeof globalThis[n]).join(' '));
  if (typeof isOneByteString === 'function') {
    const s = createExternalizableString('\\u00fcmlaut');
    externalizeString(s);
    console.log(s, isOneByteString(s), isOneByteString(createExternalizableTwoByteString('Zh\\u014dngw\\u00e9n')));
    console.log(Object.keys(globalThis).filter((k) => names.includes(k)).length);
  }
`;
for (const flags of [[], ['--expose_externalize_string'], ['--expose-externalize-string']]) {
  const r = spawnSync(process.execPath, [...flags, '-e', probe], { encoding: 'utf8' });
  console.log(JSON.stringify(flags), r.status, r.stdout.trim().split('\n').join(' | '), r.stderr.trim());
}
