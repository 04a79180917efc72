// internal/events_shared: the parts of `events` that internal/events_statics needs
// (validators, error classes, EventEmitter itself), filled in by events.js when it loads.
// A module of its own, not a property of EventEmitter, so user code cannot reach them.
'use strict';

module.exports = {};
