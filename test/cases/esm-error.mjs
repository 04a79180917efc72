// An error thrown at the top level of an ES module is uncaught: exit 1.
// exit: 1
// stderr: Error: thrown from esm
process.on('exit', (c) => console.log('exit', c));
await null;
throw new Error('thrown from esm');
