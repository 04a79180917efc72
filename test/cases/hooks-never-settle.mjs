// exit: 13
// A resolve hook that waits on nothing that can still happen: the process ends with 13 (unsettled top-level await) instead of waiting forever.
import { register } from 'node:module';
const hooks = 'export async function resolve(s, c, next) { if (s === "hang") await new Promise(() => {}); return next(s, c); }';
register('data:text/javascript,' + encodeURIComponent(hooks));
console.log('registered');
await import('hang');
console.log('not reached');
