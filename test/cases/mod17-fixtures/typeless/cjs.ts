const label: string = 'cjs.ts';
module.exports = label;
