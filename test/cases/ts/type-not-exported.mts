import { Named } from './lib.mts';
console.log(typeof Named);
