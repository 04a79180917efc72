// The AsyncLocalStorage store 'uncaughtException' listeners see for an fs callback that
// throws: the store the call was made in. Code that runs later outside any store sees none.
'use strict';
const { AsyncLocalStorage } = require('async_hooks');
const fs = require('fs');

const als = new AsyncLocalStorage();
const seen = [];
process.on('uncaughtException', (e) => seen.push(`${e.message}: ${als.getStore()}`));
als.run('B', () => fs.readFile(__filename, () => { throw new Error('readFile'); }));
als.run('C', () => fs.stat(__filename, () => { throw new Error('stat'); }));
als.run('D', () => fs.open(__filename, 'r', (err, fd) => {
  fs.close(fd, () => { throw new Error('close'); });
}));
setTimeout(() => {
  fs.access(__filename, () => {
    for (const line of seen.sort()) console.log(line);
    console.log('later:', als.getStore());
  });
}, 50);
