// Explicit resource management, which V8 has and Boa 0.22 lacks: SuppressedError,
// DisposableStack, AsyncDisposableStack, and the scope object that `using` and `await using`
// declarations are rewritten to call (runtime/src/engine/source_pass/using_decls.rs turns a block
// with `using x = v` into `const x = $u.use(v, false)` inside try/catch/finally around the
// block's statements). runtime/src/engine/engine_fixes.rs compiles this file in a realm on first use.
'use strict';

const {
  apply: ReflectApply,
  defineProperty: ReflectDefineProperty,
  getOwnPropertyDescriptor: ReflectGetOwnPropertyDescriptor,
  ownKeys: ReflectOwnKeys,
} = Reflect;

const kDispose = Symbol.dispose;
const kAsyncDispose = Symbol.asyncDispose;

function defineHidden(target, key, value) {
  ReflectDefineProperty(target, key, {
    value, writable: true, enumerable: false, configurable: true,
  });
}

class SuppressedError extends Error {
  constructor(error, suppressed, message) {
    super(message);
    if (message === undefined) delete this.message;
    defineHidden(this, 'error', error);
    defineHidden(this, 'suppressed', suppressed);
  }
}
defineHidden(SuppressedError.prototype, 'name', 'SuppressedError');
defineHidden(SuppressedError.prototype, 'message', '');

function suppress(error, suppressed) {
  return new SuppressedError(error, suppressed, 'An error was suppressed during disposal');
}

function isObject(value) {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

function notAFunction(key) {
  return new TypeError(`${String(key)} is not a function`);
}

// The method a resource is disposed with (GetDisposeMethod): for async disposal the
// asyncDispose method, else a wrapper around the dispose method that returns nothing.
function disposeMethod(value, async) {
  if (async) {
    const method = value[kAsyncDispose];
    if (method !== undefined && method !== null) {
      if (typeof method !== 'function') throw notAFunction(kAsyncDispose);
      return method;
    }
    const sync = value[kDispose];
    if (typeof sync !== 'function') throw notAFunction(kDispose);
    return function() { ReflectApply(sync, this, []); };
  }
  const method = value[kDispose];
  if (typeof method !== 'function') throw notAFunction(kDispose);
  return method;
}

// One resource list with Node's disposal order (last added first) and error folding.
class Resources {
  list = [];

  add(value, method, async) {
    this.list.push({ value, method, async });
  }

  disposeSync(failed, error) {
    const list = this.list;
    this.list = [];
    for (let i = list.length - 1; i >= 0; i--) {
      const { value, method } = list[i];
      if (method === undefined) continue;
      try {
        ReflectApply(method, value, []);
      } catch (e) {
        error = failed ? suppress(e, error) : e;
        failed = true;
      }
    }
    if (failed) throw error;
  }

  async disposeAsync(failed, error) {
    const list = this.list;
    this.list = [];
    let awaited = false;
    for (let i = list.length - 1; i >= 0; i--) {
      const { value, method, async } = list[i];
      try {
        if (method === undefined) {
          if (async) {
            await undefined;
            awaited = true;
          }
          continue;
        }
        const result = ReflectApply(method, value, []);
        if (async) {
          await result;
          awaited = true;
        }
      } catch (e) {
        error = failed ? suppress(e, error) : e;
        failed = true;
      }
    }
    if (!awaited) await undefined;
    if (failed) throw error;
  }
}

// What a block with `using` declarations calls: `use` for each declaration, `fail` from
// the catch clause, and `exit` (or `exitAsync` once an `await using` ran) from `finally`.
class UsingScope {
  #resources = new Resources();
  #failed = false;
  #error = undefined;
  needsAwait = false;

  use(value, async) {
    if (async) this.needsAwait = true;
    if (value === null || value === undefined) {
      if (async) this.#resources.add(value, undefined, true);
      return value;
    }
    if (!isObject(value)) {
      throw new TypeError('An object is expected with `using` declarations');
    }
    this.#resources.add(value, disposeMethod(value, async), async);
    return value;
  }

  fail(error) {
    this.#failed = true;
    this.#error = error;
  }

  exit() {
    this.#resources.disposeSync(this.#failed, this.#error);
  }

  exitAsync() {
    return this.#resources.disposeAsync(this.#failed, this.#error);
  }
}

function usingScope() {
  return new UsingScope();
}

function alreadyDisposed(name, method) {
  return new ReferenceError(
    `Cannot call ${name}.prototype.${method} on an already-disposed ${name}`);
}

function makeStack(name, async) {
  const disposeName = async ? 'disposeAsync' : 'dispose';
  const Stack = class {
    #resources = new Resources();
    #disposed = false;

    #check(method) {
      if (this.#disposed) throw alreadyDisposed(name, method);
    }

    get disposed() {
      return this.#disposed;
    }

    use(value) {
      this.#check('use');
      if (value === null || value === undefined) {
        if (async) this.#resources.add(value, undefined, true);
        return value;
      }
      if (!isObject(value)) {
        throw new TypeError(`${name}.prototype.use requires an object or null or undefined`);
      }
      this.#resources.add(value, disposeMethod(value, async), async);
      return value;
    }

    adopt(value, onDispose) {
      this.#check('adopt');
      if (typeof onDispose !== 'function') throw notAFunction(onDispose);
      this.#resources.add(undefined, () => ReflectApply(onDispose, undefined, [value]), async);
      return value;
    }

    defer(onDispose) {
      this.#check('defer');
      if (typeof onDispose !== 'function') throw notAFunction(onDispose);
      this.#resources.add(undefined, onDispose, async);
    }

    move() {
      this.#check('move');
      const next = new Stack();
      next.#resources = this.#resources;
      this.#resources = new Resources();
      this.#disposed = true;
      return next;
    }

    [disposeName]() {
      if (this.#disposed) return async ? Promise.resolve() : undefined;
      this.#disposed = true;
      return async ?
        this.#resources.disposeAsync(false, undefined) :
        this.#resources.disposeSync(false, undefined);
    }
  };
  ReflectDefineProperty(Stack, 'name', { value: name, configurable: true });
  const proto = Stack.prototype;
  // The spec's order of the prototype's own properties, as V8 lists them.
  const order = ['constructor', 'use', disposeName, 'adopt', 'defer', 'move', 'disposed'];
  const descriptors = {};
  for (const key of order) {
    descriptors[key] = Object.getOwnPropertyDescriptor(proto, key);
    delete proto[key];
  }
  for (const key of order) ReflectDefineProperty(proto, key, descriptors[key]);
  defineHidden(proto, async ? kAsyncDispose : kDispose, proto[disposeName]);
  ReflectDefineProperty(proto, Symbol.toStringTag, { value: name, configurable: true });
  // It and its methods print as V8's built-ins do (the engine's hidden helper).
  const markNative = globalThis.__minirt_markNative;
  if (typeof markNative === 'function') {
    markNative(Stack, name);
    for (const key of ReflectOwnKeys(proto)) {
      const d = ReflectGetOwnPropertyDescriptor(proto, key);
      if (typeof d.value === 'function' && key !== 'constructor') markNative(d.value, d.value.name);
      if (typeof d.get === 'function') markNative(d.get, d.get.name);
    }
  }
  return Stack;
}

const DisposableStack = makeStack('DisposableStack', false);
const AsyncDisposableStack = makeStack('AsyncDisposableStack', true);

module.exports = {
  usingScope,
  SuppressedError,
  DisposableStack,
  AsyncDisposableStack,
};
