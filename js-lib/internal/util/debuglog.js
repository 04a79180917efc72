// internal/util/debuglog: util.debuglog (NODE_DEBUG sections, enabled lazily on first use)
// and formatTime, the duration format of console.time/timeLog/timeEnd.
'use strict';

// internal/util/inspect (108 KB) loads when an enabled section first logs.

const ObjectDefineProperty = Object.defineProperty;
const ReflectApply = Reflect.apply;

let debugEnabledTest;
const debugImpls = { __proto__: null };

function testDebugEnabled(set) {
  if (debugEnabledTest === undefined) {
    const env = process.env.NODE_DEBUG;
    if (env) {
      // Comma-separated section names, '*' as wildcard, case-insensitive.
      const pattern = env.replace(/[|\\{}()[\]^$+?.]/g, '\\$&')
        .replaceAll('*', '.*')
        .replaceAll(',', '$|^');
      const re = new RegExp(`^${pattern}$`, 'i');
      debugEnabledTest = (name) => re.test(name);
    } else {
      debugEnabledTest = () => false;
    }
  }
  return debugEnabledTest(set);
}

function debugImplFor(enabled, set) {
  if (debugImpls[set] === undefined) {
    if (enabled) {
      const pid = process.pid;
      if (set === 'HTTP' || set === 'HTTP2') {
        process.emitWarning('Setting the NODE_DEBUG environment variable to \'' +
          set.toLowerCase() + '\' can expose sensitive data (such as passwords, tokens and ' +
          'authentication headers) in the resulting log.');
      }
      debugImpls[set] = function debug(...args) {
        // Loaded here: colors reads process.stderr when it loads.
        const colors = require('internal/util/colors').shouldColorize(process.stderr);
        const { inspect, format, formatWithOptions } = require('internal/util/inspect');
        const msg = formatWithOptions({ colors }, ...args);
        const coloredPID = inspect(pid, { colors });
        process.stderr.write(format('%s %s: %s\n', set, coloredPID, msg));
      };
    } else {
      debugImpls[set] = function debug() {};
    }
  }
  return debugImpls[set];
}

const StringPrototypeToUpperCase = (s) => String.prototype.toUpperCase.call(s);

function debuglog(set, cb) {
  let enabled;
  // NODE_DEBUG is consulted on first use, not at creation, so modules can create loggers
  // at load time.
  function init() {
    // Node calls toUpperCase on the section itself: null and undefined throw here.
    set = StringPrototypeToUpperCase(set);
    enabled = testDebugEnabled(set);
  }
  let debug = (...args) => {
    init();
    debug = debugImplFor(enabled, set);
    if (typeof cb === 'function') {
      ObjectDefineProperty(debug, 'enabled', {
        __proto__: null,
        get() { return enabled; },
        configurable: true,
        enumerable: true,
      });
      cb(debug);
    }
    return ReflectApply(debug, undefined, args);
  };
  let test = () => {
    init();
    test = () => enabled;
    return enabled;
  };
  const logger = (...args) => {
    if (enabled === false) return;
    return ReflectApply(debug, undefined, args);
  };
  ObjectDefineProperty(logger, 'enabled', {
    __proto__: null,
    get() { return test(); },
    configurable: true,
    enumerable: true,
  });
  return logger;
}

// Milliseconds as Node prints them: up to three decimals below a second, then s, m:ss.mmm
// and h:mm:ss.mmm.
function formatTime(ms) {
  let hours = 0;
  let minutes = 0;
  let seconds = 0;
  if (ms >= 1000) {
    if (ms >= 60000) {
      if (ms >= 3600000) {
        hours = Math.floor(ms / 3600000);
        ms %= 3600000;
      }
      minutes = Math.floor(ms / 60000);
      ms %= 60000;
    }
    seconds = ms / 1000;
  }
  if (hours !== 0 || minutes !== 0) {
    const [whole, frac] = seconds.toFixed(3).split('.');
    const lead = hours !== 0 ? `${hours}:${`${minutes}`.padStart(2, '0')}` : minutes;
    return `${lead}:${whole.padStart(2, '0')}.${frac} (${hours !== 0 ? 'h:m' : ''}m:ss.mmm)`;
  }
  if (seconds !== 0) return `${seconds.toFixed(3)}s`;
  return `${Number(ms.toFixed(3))}ms`;
}

module.exports = {
  debuglog,
  formatTime,
};
