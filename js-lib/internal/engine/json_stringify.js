// JSON.stringify with V8's TypeError messages. Boa says "cyclic object value" and "cannot
// serialize bigint to JSON"; programs print V8's words, and for a cycle V8 also shows the
// path that closes it ("--> starting at object with constructor 'Object'" ... "--- property
// 'o' closes the circle"). Values that serialize run the engine's method alone; only after
// the engine threw a cycle error is the value walked again, by the engine with a replacer
// that follows the path (so getters, toJSON and the program's replacer run a second time
// on that error path only).
'use strict';

const { apply: ReflectApply, getPrototypeOf: ReflectGetPrototypeOf,
        getOwnPropertyDescriptor: ReflectGetOwnPropertyDescriptor } = Reflect;
const { isArray: ArrayIsArray } = Array;
const JSONObject = JSON;
const isRawJSON = typeof JSON.isRawJSON === 'function' ? JSON.isRawJSON : () => false;

let engineStringify;
function setEngine(stringify) {
  engineStringify = stringify;
}

// The name V8 gives an object in the message: its constructor's, found as a data property
// along the prototype chain.
function constructorName(object) {
  try {
    for (let o = object; o !== null; o = ReflectGetPrototypeOf(o)) {
      const desc = ReflectGetOwnPropertyDescriptor(o, 'constructor');
      if (desc === undefined) continue;
      const ctor = desc.value;
      if (typeof ctor === 'function' && typeof ctor.name === 'string' && ctor.name !== '') {
        return ctor.name;
      }
      break;
    }
  } catch {
    // A proxy's trap threw: V8's plain name.
  }
  return 'Object';
}

function keyText(holder, key) {
  return ArrayIsArray(holder) ? `index ${key}` : `property '${key}'`;
}

// V8 lists the first two steps of a long path and the last one, with `...` between.
const kPrefixSteps = 2;
const kPostfixSteps = 1;

function circularMessage(objects, keys, start, holder, key) {
  const text = 'Converting circular structure to JSON\n    --> starting at object with ' +
    `constructor '${constructorName(objects[start])}'`;
  const steps = [];
  for (let i = start + 1; i < objects.length; i++) {
    steps.push(`\n    |     ${keyText(objects[i - 1], keys[i])} -> object with constructor ` +
      `'${constructorName(objects[i])}'`);
  }
  if (steps.length > kPrefixSteps + kPostfixSteps) {
    steps.splice(kPrefixSteps, steps.length - kPrefixSteps - kPostfixSteps, '\n    |     ...');
  }
  return `${text}${steps.join('')}\n    --- ${keyText(holder, key)} closes the circle`;
}

function isSerializedAsObject(value) {
  if (typeof value !== 'object' || value === null || isRawJSON(value)) return false;
  // Boxed primitives are written as their primitive.
  return !(value instanceof Number || value instanceof String || value instanceof Boolean ||
    value instanceof BigInt);
}

// The cycle's message, from a second run of the engine with a replacer that keeps the
// path of objects being written (each replacer call's `this` is on it).
const kFound = Symbol('kFound');

function findCycle(value, replacer) {
  const objects = [];
  const keys = [];
  let message;
  let allowed;
  if (ArrayIsArray(replacer)) {
    allowed = new Set();
    for (const item of replacer) {
      if (typeof item === 'string' || typeof item === 'number' || item instanceof String ||
          item instanceof Number) {
        allowed.add(`${item}`);
      }
    }
  }
  const user = typeof replacer === 'function' ? replacer : undefined;
  function follow(key, v) {
    let depth = objects.length;
    while (depth > 0 && objects[depth - 1] !== this) depth--;
    objects.length = depth;
    keys.length = depth;
    if (user !== undefined) {
      v = ReflectApply(user, this, [key, v]);
    } else if (allowed !== undefined && depth > 0 && !ArrayIsArray(this) && !allowed.has(key)) {
      return undefined;
    }
    if (message === undefined && isSerializedAsObject(v)) {
      const at = objects.indexOf(v);
      if (at !== -1) {
        message = circularMessage(objects, keys, at, this, key);
        // Nothing more to learn: the rest of the value is not walked.
        throw kFound;
      }
      objects.push(v);
      keys.push(key);
    }
    return v;
  }
  try {
    ReflectApply(engineStringify, JSONObject, [value, follow]);
  } catch {
    // kFound, or the second run failed otherwise (a getter that throws now).
  }
  return message;
}

function stringify(value, replacer, space) {
  // A number of spaces between 0 and 1: V8's gap is empty, yet it still breaks lines.
  if (typeof space === 'number' && space > 0 && space < 1) {
    const text = stringify(value, replacer, 1);
    return typeof text === 'string' ? text.replace(/\n +/g, '\n') : text;
  }
  try {
    return ReflectApply(engineStringify, JSONObject, [value, replacer, space]);
  } catch (err) {
    if (err instanceof TypeError) {
      const message = err.message;
      if (message === 'cyclic object value') {
        const v8 = findCycle(value, replacer);
        if (v8 !== undefined) err.message = v8;
      } else if (message === 'cannot serialize bigint to JSON') {
        err.message = 'Do not know how to serialize a BigInt';
      }
    }
    throw err;
  }
}

module.exports = { setEngine, stringify };
