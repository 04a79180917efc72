// Misuse of the WHATWG stream classes: error class, code and message of each failure.
'use strict';

const results = [];
function check(label, fn) {
  let r;
  try {
    r = fn();
  } catch (e) {
    console.log(`${label}: throws ${e.constructor.name} ${e.code} ${e.message}`);
    return;
  }
  if (r && typeof r.then === 'function') {
    results.push(r.then((v) => `${label}: resolves ${typeof v}`,
                        (e) => `${label}: rejects ${e.constructor.name} ${e.code} ${e.message}`));
  } else {
    console.log(`${label}: ok ${typeof r}`);
  }
}

// ReadableStream construction.
check('source number', () => new ReadableStream(1));
check('source null', () => new ReadableStream(null));
check('strategy number', () => new ReadableStream({}, 1));
check('size string', () => new ReadableStream({}, { size: 'a' }));
check('hwm string', () => new ReadableStream({}, { highWaterMark: 'a' }));
check('hwm negative', () => new ReadableStream({}, { highWaterMark: -1 }));
check('hwm NaN', () => new ReadableStream({}, { highWaterMark: NaN }));
check('bytes with size', () => new ReadableStream({ type: 'bytes' }, { size() { return 1; } }));
check('type other', () => new ReadableStream({ type: 'x' }));
check('type null', () => new ReadableStream({ type: null }));
check('start not function', () => new ReadableStream({ start: 1 }));
check('pull not function', () => new ReadableStream({ pull: 1 }));
check('cancel not function', () => new ReadableStream({ cancel: 1 }));
check('autoAllocateChunkSize 0', () => new ReadableStream({ type: 'bytes', autoAllocateChunkSize: 0 }));

// ReadableStream methods.
const locked = new ReadableStream();
locked.getReader();
check('getReader mode', () => new ReadableStream().getReader({ mode: 'x' }));
check('getReader options', () => new ReadableStream().getReader(1));
check('getReader byob on default', () => new ReadableStream().getReader({ mode: 'byob' }));
check('getReader locked', () => locked.getReader());
check('cancel locked', () => locked.cancel());
check('tee locked', () => locked.tee());
check('values options', () => new ReadableStream().values(1));
check('pipeTo non-stream', () => new ReadableStream().pipeTo(1));
check('pipeTo options', () => new ReadableStream().pipeTo(new WritableStream(), 1));
check('pipeTo signal', () => new ReadableStream().pipeTo(new WritableStream(), { signal: 1 }));
check('pipeTo locked', () => locked.pipeTo(new WritableStream()));
check('pipeThrough nothing', () => new ReadableStream().pipeThrough({}));
check('pipeThrough no writable', () => new ReadableStream().pipeThrough({ readable: new ReadableStream() }));
check('pipeThrough locked', () => locked.pipeThrough(new TransformStream()));
check('from number', () => ReadableStream.from(1));
check('locked this', () => Reflect.get(ReadableStream.prototype, 'locked', {}));
check('cancel this', () => ReadableStream.prototype.cancel.call({}));

// Readers.
check('reader ctor', () => new ReadableStreamDefaultReader(1));
check('byob reader ctor', () => new ReadableStreamBYOBReader(new ReadableStream()));
{
  const reader = new ReadableStream().getReader();
  reader.releaseLock();
  check('read released', () => reader.read());
  check('cancel released', () => reader.cancel());
  check('closed released', () => reader.closed);
}
check('read this', () => ReadableStreamDefaultReader.prototype.read.call({}));
check('releaseLock this', () => ReadableStreamDefaultReader.prototype.releaseLock.call({}));
{
  const byob = () => new ReadableStream({ type: 'bytes' }).getReader({ mode: 'byob' });
  check('byob read nothing', () => byob().read());
  check('byob read number', () => byob().read(1));
  check('byob read empty', () => byob().read(new Uint8Array(0)));
  check('byob read min 0', () => byob().read(new Uint8Array(4), { min: 0 }));
  check('byob read min 5', () => byob().read(new Uint8Array(4), { min: 5 }));
  check('byob read min 1.5', () => byob().read(new Uint8Array(4), { min: 1.5 }));
  check('byob read min string', () => byob().read(new Uint8Array(4), { min: 'x' }));
  check('byob read min DataView', () => byob().read(new DataView(new ArrayBuffer(2)), { min: 3 }));
}

// Controllers.
for (const Ctor of [ReadableStreamDefaultController, ReadableByteStreamController,
                    ReadableStreamBYOBRequest, WritableStreamDefaultController,
                    TransformStreamDefaultController]) {
  check(`new ${Ctor.name}`, () => new Ctor());
}
{
  let c;
  new ReadableStream({ start(x) { c = x; } });
  c.close();
  check('enqueue after close', () => c.enqueue(1));
  check('close after close', () => c.close());
  let s;
  new ReadableStream({ start(x) { s = x; } }, { size() { return -1; } });
  check('negative size', () => s.enqueue(1));
  check('after size error', () => s.enqueue(1));
}
{
  let c;
  new ReadableStream({ type: 'bytes', start(x) { c = x; } });
  check('byte enqueue number', () => c.enqueue(1));
  check('byte enqueue empty', () => c.enqueue(new Uint8Array(0)));
  check('byte enqueue shared', () => c.enqueue(new Uint8Array(new SharedArrayBuffer(2))));
  c.close();
  check('byte enqueue closed', () => c.enqueue(new Uint8Array(1)));
  check('byte close twice', () => c.close());
}
{
  let c;
  const reader = new ReadableStream({ type: 'bytes', start(x) { c = x; } }).getReader({ mode: 'byob' });
  reader.read(new Uint8Array(4));
  const request = c.byobRequest;
  check('respond too much', () => request.respond(5));
  check('respond zero', () => request.respond(0));
  check('respondWithNewView number', () => request.respondWithNewView(1));
  check('respondWithNewView other buffer', () => request.respondWithNewView(new Uint8Array(2)));
  request.respond(1);
  check('respond again', () => request.respond(1));
}

// WritableStream.
check('sink null', () => new WritableStream(null));
check('sink type', () => new WritableStream({ type: 'x' }));
check('sink write', () => new WritableStream({ write: 1 }));
check('sink close', () => new WritableStream({ close: 1 }));
check('writable strategy', () => new WritableStream({}, 1));
check('writable hwm', () => new WritableStream({}, { highWaterMark: -1 }));
{
  const w = new WritableStream();
  w.getWriter();
  check('getWriter locked', () => w.getWriter());
  check('abort locked', () => w.abort());
  check('close locked', () => w.close());
  const writer = new WritableStream().getWriter();
  writer.releaseLock();
  check('released write', () => writer.write(1));
  check('released desiredSize', () => writer.desiredSize);
  check('released closed', () => writer.closed);
  check('released ready', () => writer.ready);
  const closing = new WritableStream().getWriter();
  closing.close();
  check('close twice', () => closing.close());
  check('write after close', () => closing.write(1));
  const ws = new WritableStream();
  ws.close();
  check('stream close twice', () => ws.close());
}
check('writer ctor', () => new WritableStreamDefaultWriter(1));
check('writer this', () => WritableStreamDefaultWriter.prototype.write.call({}));
check('signal this', () => Reflect.get(WritableStreamDefaultController.prototype, 'signal', {}));

// TransformStream and friends.
check('transformer null', () => new TransformStream(null));
check('readableType', () => new TransformStream({ readableType: 'bytes' }));
check('writableType', () => new TransformStream({ writableType: 'bytes' }));
check('transform number', () => new TransformStream({ transform: 1 }));
check('flush number', () => new TransformStream({ flush: 1 }));
check('writableStrategy', () => new TransformStream({}, 1));
check('readableStrategy', () => new TransformStream({}, {}, 1));
check('readable this', () => Reflect.get(TransformStream.prototype, 'readable', {}));
check('strategy init', () => new ByteLengthQueuingStrategy());
check('strategy hwm', () => new CountQueuingStrategy({}));
check('TextDecoderStream label', () => new TextDecoderStream('nope'));
check('TextDecoderStream options', () => new TextDecoderStream('utf-8', 1));
check('CompressionStream format', () => new CompressionStream('zip'));
check('DecompressionStream format', () => new DecompressionStream());

Promise.all(results).then((lines) => lines.forEach((line) => console.log(line)));
