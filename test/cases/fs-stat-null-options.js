// statSync, lstatSync and fstatSync default their options only when they are missing:
// null fails on being read (a TypeError), after a bad path but before a bad fd.
const fs = require('fs');
const cases = {
  'statSync(file, null)': () => fs.statSync(__filename, null),
  'statSync(1, null)': () => fs.statSync(1, null),
  'statSync(missing, null)': () => fs.statSync('/nonexistent-dir/x', null),
  'lstatSync(file, null)': () => fs.lstatSync(__filename, null),
  'lstatSync(Symbol(), null)': () => fs.lstatSync(Symbol('s'), null),
  'fstatSync(0, null)': () => fs.fstatSync(0, null),
  'fstatSync("x", null)': () => fs.fstatSync('x', null),
  'fstatSync("x", {})': () => fs.fstatSync('x', {}),
  'statSync(missing, {throwIfNoEntry: false})': () => fs.statSync('/nonexistent-dir/x', { throwIfNoEntry: false }),
  'statSync(file, 1).isFile()': () => fs.statSync(__filename, 1).isFile(),
};
for (const [name, fn] of Object.entries(cases)) {
  try {
    console.log(name, '->', String(fn()));
  } catch (e) {
    console.log(name, 'throws', e.name, e.code);
  }
}
