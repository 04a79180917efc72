// resourceLimits: the worker sees the four limits, given values kept; worker.resourceLimits is {} after exit.
const { Worker, resourceLimits } = require('worker_threads');
console.log(resourceLimits);
const w = new Worker(`const { resourceLimits, parentPort } = require('worker_threads');
parentPort.postMessage([Object.keys(resourceLimits), resourceLimits.maxOldGenerationSizeMb, resourceLimits.stackSizeMb]);`,
{ eval: true, resourceLimits: { maxOldGenerationSizeMb: 64, stackSizeMb: 3 } });
const limits = w.resourceLimits;
console.log(Object.keys(limits), limits.maxOldGenerationSizeMb, limits.stackSizeMb);
w.on('message', (m) => console.log(m));
w.on('exit', (c) => console.log('exit', c, w.resourceLimits));
