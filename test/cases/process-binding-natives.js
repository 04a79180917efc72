// process.binding('natives') lists the built-in modules by id, each with its source text (yarn 1 takes the keys as the builtin list)
const natives = process.binding('natives');
const keys = Object.keys(natives);
const proto = Object.getPrototypeOf(natives);
console.log(proto !== null && Object.getPrototypeOf(proto) === null, natives === process.binding('natives'));
for (const id of ['fs', 'path', 'child_process', 'stream/promises', 'util/types', 'test', 'sqlite']) {
  console.log(id, keys.includes(id), typeof natives[id]);
}
console.log(keys.includes('node:fs'), keys.every((k) => typeof k === 'string' && !k.startsWith('node:')));
console.log(require('module').builtinModules.every((m) => keys.includes(m.replace(/^node:/, ''))));
