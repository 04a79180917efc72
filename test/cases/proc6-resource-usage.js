// process.resourceUsage() has getrusage's sixteen fields, in Node's order, all numbers.
'use strict';
const ru = process.resourceUsage();
console.log(Object.keys(ru));
console.log(Object.values(ru).every((v) => typeof v === 'number' && v >= 0));
console.log(ru.maxRSS > 0, ru.userCPUTime + ru.systemCPUTime > 0);
