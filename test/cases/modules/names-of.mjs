// Exports named `of` (as rxjs has), and a default export, for engine-import-of.mjs.
export const of = (...items) => items;
export default function makeOf() { return 'default'; }
