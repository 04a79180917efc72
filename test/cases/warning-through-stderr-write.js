// Process warnings are written through the global console, so a program that replaced
// process.stderr.write (the `exit` package silences stdio this way before exiting; test
// runners capture output so) gets them, and console groups indent them.
'use strict';
const original = process.stderr.write;
const seen = [];
process.stderr.write = function (chunk) {
  seen.push(String(chunk).replace(/\(node:\d+\)/g, '(node:PID)').replace(/`\S+ --/, '`RUNTIME --'));
  return true;
};
process.emitWarning('first', { code: 'ECO2_A' });
setImmediate(() => {
  console.group('group');
  process.emitWarning('inside a group', 'CustomWarning');
  console.groupEnd();
  require('fs').existsSync(undefined);
  setImmediate(() => {
    process.stderr.write = function () { return true; };
    process.emitWarning('silenced');
    setImmediate(() => {
      process.stderr.write = original;
      console.log(JSON.stringify(seen, null, 1));
    });
  });
});
