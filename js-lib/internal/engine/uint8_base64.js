// Uint8Array.prototype.toBase64 / toHex / setFromBase64 / setFromHex and Uint8Array.fromBase64 /
// fromHex (the TC39 arraybuffer-base64 proposal), which V8 ships and Boa 0.22 lacks. Installed
// by internal/bootstrap/node.js before any user code runs. Each method here has V8's name,
// length and attributes and hands the call on to internal/engine/uint8_base64_codec, loaded on
// the first call so that start-up does not parse it.
'use strict';

const { apply: ReflectApply, defineProperty: ReflectDefineProperty } = Reflect;

let codec;
function load() {
  codec ??= require('internal/engine/uint8_base64_codec');
  return codec;
}

const methods = {
  toBase64(options = undefined) {
    return ReflectApply(load().methods.toBase64, this, [options]);
  },
  toHex() {
    return ReflectApply(load().methods.toHex, this, []);
  },
  setFromBase64(string, options = undefined) {
    return ReflectApply(load().methods.setFromBase64, this, [string, options]);
  },
  setFromHex(string) {
    return ReflectApply(load().methods.setFromHex, this, [string]);
  },
};

const statics = {
  fromBase64(string, options = undefined) {
    return ReflectApply(load().statics.fromBase64, this, [string, options]);
  },
  fromHex(string) {
    return ReflectApply(load().statics.fromHex, this, [string]);
  },
};

function defineMethods(target, source) {
  for (const key of Object.keys(source)) {
    if (Reflect.getOwnPropertyDescriptor(target, key) !== undefined) continue;
    ReflectDefineProperty(target, key, {
      value: source[key], writable: true, enumerable: false, configurable: true,
    });
  }
}

function install() {
  defineMethods(Uint8Array.prototype, methods);
  defineMethods(Uint8Array, statics);
}

module.exports = { install };
