// process.versions.v8 is present (packages such as v8flags key their caches on it) and has V8's dotted form
const v = process.versions.v8;
console.log(typeof v, /^\d+\.\d+\.\d+\.\d+/.test(v), v === process.versions.v8);
console.log(`.v8flags-2-${v}.json`.includes('undefined'));
