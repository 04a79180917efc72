import { value } from './esm.ts';
const shown: string = value;
console.log('entry.ts ran', shown);
