// A script declaring with `using` at its top level that ends in a line comment runs and disposes.
using x = { [Symbol.dispose]() { console.log('disposed'); } };
console.log('body');
// the last line is a comment