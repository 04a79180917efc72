import { createRequire } from 'node:module';
export const a = 'a';
createRequire(import.meta.url)('./b.cjs');
