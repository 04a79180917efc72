'use strict';
// internal/webstreams/encoding: TextEncoderStream and TextDecoderStream, transform streams
// over minirt's TextEncoder/TextDecoder. The encoder keeps a high surrogate that ends one
// chunk for the next chunk (or U+FFFD at the end), as the Encoding Standard asks.

const { TextEncoder, TextDecoder } = require('internal/encoding');
const { TransformStream } = require('internal/webstreams/transformstream');
const { customInspect, privateMemberError, isObjectLike } = require('internal/webstreams/util');
const { codes } = require('internal/errors_lazy');

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');
const kReplacementBytes = [0xEF, 0xBF, 0xBD];

class TextEncoderStream {
  #pendingHighSurrogate = '';
  #handle;
  #transform;

  constructor() {
    this.#handle = new TextEncoder();
    this.#transform = new TransformStream({
      transform: (chunk, controller) => {
        let text = `${chunk}`;
        if (this.#pendingHighSurrogate !== '') {
          text = this.#pendingHighSurrogate + text;
          this.#pendingHighSurrogate = '';
        }
        const last = text.length - 1;
        if (last >= 0) {
          const code = text.charCodeAt(last);
          if (code >= 0xD800 && code <= 0xDBFF) {
            this.#pendingHighSurrogate = text[last];
            text = text.slice(0, last);
          }
        }
        if (text.length === 0) return;
        controller.enqueue(this.#handle.encode(text));
      },
      flush: (controller) => {
        if (this.#pendingHighSurrogate !== '') {
          this.#pendingHighSurrogate = '';
          controller.enqueue(new Uint8Array(kReplacementBytes));
        }
      },
    });
  }

  get encoding() {
    if (!isObjectLike(this) || !(#handle in this)) throw privateMemberError('#handle', this);
    return this.#handle.encoding;
  }

  get readable() {
    if (!isObjectLike(this) || !(#transform in this)) throw privateMemberError('#transform', this);
    return this.#transform.readable;
  }

  get writable() {
    if (!isObjectLike(this) || !(#transform in this)) throw privateMemberError('#transform', this);
    return this.#transform.writable;
  }

  [customInspectSymbol](depth, options) {
    // As Node: no receiver at all is ERR_INVALID_THIS, a foreign one fails the brand check.
    if (this === null || this === undefined) throw new codes.ERR_INVALID_THIS('TextEncoderStream');
    if (!isObjectLike(this) || !(#handle in this)) throw privateMemberError('#handle', this);
    return customInspect(depth, options, 'TextEncoderStream', {
      encoding: this.#handle.encoding,
      readable: this.#transform.readable,
      writable: this.#transform.writable,
    });
  }
}

class TextDecoderStream {
  #handle;
  #transform;

  constructor(encoding = 'utf-8', options = {}) {
    this.#handle = new TextDecoder(encoding, options);
    const decoder = this.#handle;
    const streamOption = { stream: true };
    this.#transform = new TransformStream({
      transform(chunk, controller) {
        if (chunk === undefined) throw new codes.ERR_INVALID_ARG_TYPE('chunk', 'string', chunk);
        const text = decoder.decode(chunk, streamOption);
        if (text.length > 0) controller.enqueue(text);
      },
      // Node closes the readable side from flush (terminate) rather than after it.
      flush(controller) {
        const text = decoder.decode();
        if (text.length > 0) controller.enqueue(text);
        controller.terminate();
      },
    });
  }

  get encoding() {
    if (!isObjectLike(this) || !(#handle in this)) throw privateMemberError('#handle', this);
    return this.#handle.encoding;
  }

  get fatal() {
    if (!isObjectLike(this) || !(#handle in this)) throw privateMemberError('#handle', this);
    return this.#handle.fatal;
  }

  get ignoreBOM() {
    if (!isObjectLike(this) || !(#handle in this)) throw privateMemberError('#handle', this);
    return this.#handle.ignoreBOM;
  }

  get readable() {
    if (!isObjectLike(this) || !(#transform in this)) throw privateMemberError('#transform', this);
    return this.#transform.readable;
  }

  get writable() {
    if (!isObjectLike(this) || !(#transform in this)) throw privateMemberError('#transform', this);
    return this.#transform.writable;
  }

  [customInspectSymbol](depth, options) {
    // As Node: no receiver at all is ERR_INVALID_THIS, a foreign one fails the brand check.
    if (this === null || this === undefined) throw new codes.ERR_INVALID_THIS('TextDecoderStream');
    if (!isObjectLike(this) || !(#handle in this)) throw privateMemberError('#handle', this);
    return customInspect(depth, options, 'TextDecoderStream', {
      encoding: this.#handle.encoding,
      fatal: this.#handle.fatal,
      ignoreBOM: this.#handle.ignoreBOM,
      readable: this.#transform.readable,
      writable: this.#transform.writable,
    });
  }
}

for (const [cls, names] of [
  [TextEncoderStream, ['encoding', 'readable', 'writable']],
  [TextDecoderStream, ['encoding', 'fatal', 'ignoreBOM', 'readable', 'writable']],
]) {
  for (const name of names) {
    Object.defineProperty(cls.prototype, name, { __proto__: null, enumerable: true });
  }
}

module.exports = { TextEncoderStream, TextDecoderStream };
