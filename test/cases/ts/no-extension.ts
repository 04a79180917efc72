import { where } from './lib';
console.log(where);
