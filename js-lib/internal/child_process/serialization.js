// internal/child_process/serialization: the two wire formats of the IPC channel between a
// parent and a forked child. 'json' is one JSON text per line; 'advanced' is the v8
// serializer's output (header included) preceded by its byte length as a big-endian
// uint32, the framing Node uses so that a minirt process and a Node process can talk.
// Each format has init(channel), parse(channel, chunk) -> array of messages, and
// write(channel, message, cb) -> the io stream's write result (0, 1 or -errno).
'use strict';

const { Buffer } = require('buffer');

const kChunks = Symbol('kChunks');
const kChunkBytes = Symbol('kChunkBytes');
const kPartial = Symbol('kPartial');
const kDecoder = Symbol('kDecoder');

let serializerClasses;
// Node's channel serializer writes ArrayBuffer views as host objects behind a tag, and any
// other host object (what the engine cannot clone) as a plain copy of its own properties.
function classes() {
  if (serializerClasses !== undefined) return serializerClasses;
  const v8 = require('v8');
  const { isArrayBufferView } = require('internal/util/types');
  const kViewTag = 0;
  const kPlainTag = 1;
  class ChannelSerializer extends v8.DefaultSerializer {
    _writeHostObject(object) {
      if (isArrayBufferView(object)) {
        this.writeUint32(kViewTag);
        return super._writeHostObject(object);
      }
      this.writeUint32(kPlainTag);
      this.writeValue({ ...object });
    }
  }
  class ChannelDeserializer extends v8.DefaultDeserializer {
    _readHostObject() {
      const tag = this.readUint32();
      if (tag === kViewTag) return super._readHostObject();
      if (tag !== kPlainTag) throw new Error(`Unknown host object tag ${tag} on the IPC channel`);
      return this.readValue();
    }
  }
  serializerClasses = { ChannelSerializer, ChannelDeserializer };
  return serializerClasses;
}

const advanced = {
  init(channel) {
    channel[kChunks] = [];
    channel[kChunkBytes] = 0;
    channel.buffering = false;
  },

  parse(channel, chunk) {
    const out = [];
    if (chunk.length === 0) return out;
    const chunks = channel[kChunks];
    chunks.push(chunk);
    channel[kChunkBytes] += chunk.length;
    while (channel[kChunkBytes] >= 4) {
      let head = chunks[0];
      if (head.length < 4) {
        head = Buffer.concat(chunks, channel[kChunkBytes]);
        // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
        chunks['length'] = 0;
        chunks.push(head);
      }
      const size = head.readUInt32BE(0) + 4;
      if (channel[kChunkBytes] < size) break;
      const all = chunks.length === 1 ? head : Buffer.concat(chunks, channel[kChunkBytes]);
      const { ChannelDeserializer } = classes();
      const des = new ChannelDeserializer(all.subarray(4, size));
      const rest = all.subarray(size);
      // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
      chunks['length'] = 0;
      if (rest.length !== 0) chunks.push(rest);
      channel[kChunkBytes] = rest.length;
      des.readHeader();
      out.push(des.readValue());
    }
    channel.buffering = channel[kChunkBytes] > 0;
    return out;
  },

  write(channel, message, cb) {
    const { ChannelSerializer } = classes();
    const ser = new ChannelSerializer();
    ser.writeRawBytes(Buffer.alloc(4));
    ser.writeHeader();
    ser.writeValue(message);
    const buf = ser.releaseBuffer();
    buf.writeUInt32BE(buf.length - 4, 0);
    return channel.writeBuffer(buf, cb);
  },
};

const json = {
  init(channel) {
    channel[kPartial] = '';
    channel[kDecoder] = undefined;
    channel.buffering = false;
  },

  parse(channel, chunk) {
    const out = [];
    if (chunk.length === 0) return out;
    let decoder = channel[kDecoder];
    if (decoder === undefined) {
      const { StringDecoder } = require('string_decoder');
      decoder = channel[kDecoder] = new StringDecoder('utf8');
    }
    const text = decoder.write(chunk);
    let start = 0;
    let nl = text.indexOf('\n');
    if (nl === -1) {
      channel[kPartial] += text;
    } else {
      let line = channel[kPartial] + text.slice(0, nl);
      for (;;) {
        out.push(JSON.parse(line));
        start = nl + 1;
        nl = text.indexOf('\n', start);
        if (nl === -1) break;
        line = text.slice(start, nl);
      }
      channel[kPartial] = text.slice(start);
    }
    channel.buffering = channel[kPartial].length !== 0;
    return out;
  },

  write(channel, message, cb) {
    return channel.writeString(`${JSON.stringify(message)}\n`, 'utf8', cb);
  },
};

module.exports = { advanced, json };
