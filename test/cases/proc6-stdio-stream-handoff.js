// A child's stdout handed to another child as its stdin goes to that child, even when the
// parent had added a 'readable' listener to it first.
'use strict';
const cp = require('child_process');

function run(addListener, next) {
  const a = cp.spawn('/bin/sh', ['-c', 'printf "one\\ntwo\\n"']);
  let parentSaw = 0;
  if (addListener) {
    a.stdout.on('readable', () => {
      let chunk;
      while ((chunk = a.stdout.read()) !== null) parentSaw += chunk.length;
    });
  }
  // The reader starts late: a parent still reading would take the data first.
  const b = cp.spawn('/bin/sh', ['-c', 'sleep 0.2; exec cat'], { stdio: [a.stdout, 'pipe', 'inherit'] });
  let got = '';
  b.stdout.on('data', (d) => { got += d; });
  b.on('close', (code) => {
    console.log(addListener, code, JSON.stringify(got), parentSaw);
    next();
  });
}

run(false, () => run(true, () => {}));
