'use strict';
// internal/lazy_exports: a module's names whose code loads on first read. Boa compiles a
// whole module when it loads it (docs/PERFORMANCE.md, "Start-up"), so a module whose names
// most programs never touch (fs's fd and directory calls, util.inspect) is loaded only when
// one of them is read. Each name starts as an accessor; the first read of any of the group
// loads it, and a microtask later all its names become plain data properties (with any
// value the program assigned meanwhile), as the eagerly built module had. The switch waits
// for that microtask because Boa 0.22 fills a read site's inline cache after the getter
// ran: an accessor that turned into a data property from inside its own getter would have
// its value called as the getter at that site (docs/ENGINE.md).

const { defineProperty, getOwnPropertyDescriptor } = Object;

function dataProperty(obj, name, value) {
  defineProperty(obj, name, {
    __proto__: null, value, writable: true, enumerable: true, configurable: true,
  });
}

// `names` of `target` (existing keys keep their place) come from `load()`'s result.
function lazyExports(target, load, names) {
  let source;
  let switchQueued = false;
  const assigned = { __proto__: null };
  const getters = new Set();
  const switchToData = () => {
    const loaded = loadOnce();
    for (let i = 0; i < names.length; i++) {
      const name = names[i];
      const desc = getOwnPropertyDescriptor(target, name);
      // A name the program redefined itself keeps its definition.
      if (desc === undefined || !getters.has(desc.get)) continue;
      dataProperty(target, name, name in assigned ? assigned[name] : loaded[name]);
    }
  };
  const queueSwitch = () => {
    if (switchQueued) return;
    switchQueued = true;
    // The internal queue, not the global a program may have replaced.
    internalBinding('timers').enqueueMicrotask(switchToData, (err) => {
      require('internal/process/execution').triggerUncaughtException(err, false);
    });
  };
  function loadOnce() {
    if (source === undefined) {
      source = load();
      queueSwitch();
    }
    return source;
  }
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    const get = function() {
      return name in assigned ? assigned[name] : loadOnce()[name];
    };
    getters.add(get);
    defineProperty(target, name, {
      __proto__: null,
      enumerable: true,
      configurable: true,
      get,
      set(value) {
        // Through an object inheriting these accessors or holding copies of them (graceful-fs
        // clones fs with its descriptors, then patches the clone), the value is that object's.
        if (this !== target) {
          if (this !== null && (typeof this === 'object' || typeof this === 'function')) {
            dataProperty(this, name, value);
          }
          return;
        }
        assigned[name] = value;
        queueSwitch();
      },
    });
  }
}

module.exports = { lazyExports };
