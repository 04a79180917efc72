// internal/process/resource_usage: process.resourceUsage(), getrusage(2) in Node's names
// and order. Loaded on the first call (internal/process/object keeps the wrapper).
'use strict';

const binding = internalBinding('process');
const { readFile } = internalBinding('modules');

// The binding's cpuUsage gives all sixteen fields where it can; otherwise the counters
// Linux keeps in /proc (where getrusage reads them too) fill in what the two CPU times
// leave out.
const kRusageNames = [
  'userCPUTime', 'systemCPUTime', 'maxRSS', 'sharedMemorySize', 'unsharedDataSize',
  'unsharedStackSize', 'minorPageFault', 'majorPageFault', 'swappedOut', 'fsRead', 'fsWrite',
  'ipcSent', 'ipcReceived', 'signalsCount', 'voluntaryContextSwitches',
  'involuntaryContextSwitches',
];
function resourceUsage() {
  let ru = binding.cpuUsage();
  if (ru.length < kRusageNames.length) ru = rusageFromProc(ru[0], ru[1]);
  const out = {};
  for (let i = 0; i < kRusageNames.length; i++) out[kRusageNames[i]] = ru[i];
  return out;
}

function rusageFromProc(user, system) {
  const status = readFile('/proc/self/status') || '';
  const field = (text, name) => {
    const m = new RegExp(`^${name}:\\s*(\\d+)`, 'm').exec(text);
    return m === null ? 0 : Number(m[1]);
  };
  // minflt and majflt are the 10th and 12th fields of stat, counted after the command
  // name, which may itself hold spaces and parentheses.
  const stat = readFile('/proc/self/stat') || '';
  const tail = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const io = readFile('/proc/self/io') || '';
  let maxRSS = field(status, 'VmHWM');
  if (maxRSS === 0) maxRSS = Math.floor(binding.memoryUsage()[0] / 1024);
  return [
    user, system, maxRSS, 0, 0, 0, Number(tail[7]) || 0, Number(tail[9]) || 0, 0,
    // getrusage counts block I/O in 512-byte units.
    Math.floor(field(io, 'read_bytes') / 512), Math.floor(field(io, 'write_bytes') / 512),
    0, 0, 0, field(status, 'voluntary_ctxt_switches'),
    field(status, 'nonvoluntary_ctxt_switches'),
  ];
}

module.exports = { resourceUsage };
