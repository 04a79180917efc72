// exit: 3
// process.exit() in an asynchronous hook ends the whole process with the hook's code, while the main thread waits on it.
import { register } from 'node:module';
const hooks = 'export async function resolve(s, c, next) { if (s === "die") process.exit(3); return next(s, c); }';
register('data:text/javascript,' + encodeURIComponent(hooks));
console.log('registered');
process.on('exit', (code) => console.log('main exit', code));
await import('die');
console.log('not reached');
