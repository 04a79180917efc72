// `export default async (...) => ...` and `export default async x => ...` are modules'
// default exports, named `default`, next to `export default async function`.
import sum from './modules/default-async-arrow.mjs';
import got, { after } from './modules/default-async-arrow-bare.mjs';

console.log(sum.name, got.name, after, sum.constructor.name);
console.log(await sum(2, 3), await got('x'));
