// No package.json "type" decides, and the stripped source has module syntax: an ES module.
import type { Named } from './lib.mts';
import { greet } from './lib.mts';
const who: Named = { name: 'detected' };
export const text: string = greet(who).text;
export const moduleKind = typeof module;
