import { nothing } from './does-not-exist.ts';
console.log(nothing);
