import type { Named } from './lib.mts';
import { greet } from './lib.mts';
console.log(greet({ name: 'x' }).text);
console.log(Named);
