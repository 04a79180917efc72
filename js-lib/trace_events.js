// `trace_events`: createTracing and getEnabledCategories. minirt has no trace-event agent
// (Node itself refuses to load this module in that case, with ERR_TRACE_EVENTS_UNAVAILABLE).
// Here the module loads so that code which only probes it keeps working: Tracing objects
// validate and report their categories as Node's do, but enabling one throws
// ERR_TRACE_EVENTS_UNAVAILABLE (Node's error for "no tracing here") instead of silently
// recording nothing. No category is ever enabled, so getEnabledCategories() is undefined.
'use strict';

const {
  codes: { ERR_TRACE_EVENTS_CATEGORY_REQUIRED, ERR_TRACE_EVENTS_UNAVAILABLE },
} = require('internal/errors');
const { validateObject, validateStringArray } = require('internal/validators');

const kInspect = Symbol.for('nodejs.util.inspect.custom');

class Tracing {
  #categories;

  constructor(categories) {
    this.#categories = categories;
  }

  enable() {
    throw new ERR_TRACE_EVENTS_UNAVAILABLE();
  }

  // Never enabled, so there is nothing to turn off.
  disable() {}

  get enabled() {
    return false;
  }

  get categories() {
    return this.#categories.join(',');
  }

  [kInspect](depth, opts) {
    if (typeof depth === 'number' && depth < 0) return this;
    const { format } = require('internal/util/inspect');
    return `Tracing ${format({ enabled: this.enabled, categories: this.categories })}`;
  }
}

function createTracing(options) {
  validateObject(options, 'options');
  validateStringArray(options.categories, 'options.categories');
  if (options.categories.length <= 0) throw new ERR_TRACE_EVENTS_CATEGORY_REQUIRED();
  return new Tracing(options.categories);
}

function getEnabledCategories() {
  return undefined;
}

module.exports = {
  createTracing,
  getEnabledCategories,
};
