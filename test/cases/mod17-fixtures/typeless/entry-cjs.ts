const { value } = require('./esm.ts');
console.log('entry-cjs.ts ran', value);
