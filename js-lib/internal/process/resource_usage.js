// internal/process/resource_usage: process.resourceUsage(), getrusage(2) in Node's names
// and order. Loaded on the first call (internal/process/object keeps the wrapper).
'use strict';

const binding = internalBinding('process');

// The binding's cpuUsage gives all sixteen getrusage fields in this order.
const kRusageNames = [
  'userCPUTime', 'systemCPUTime', 'maxRSS', 'sharedMemorySize', 'unsharedDataSize',
  'unsharedStackSize', 'minorPageFault', 'majorPageFault', 'swappedOut', 'fsRead', 'fsWrite',
  'ipcSent', 'ipcReceived', 'signalsCount', 'voluntaryContextSwitches',
  'involuntaryContextSwitches',
];
function resourceUsage() {
  const ru = binding.cpuUsage();
  const out = {};
  for (let i = 0; i < kRusageNames.length; i++) out[kRusageNames[i]] = ru[i];
  return out;
}

module.exports = { resourceUsage };
