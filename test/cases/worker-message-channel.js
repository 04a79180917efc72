// worker_threads message passing inside one thread: MessageChannel delivery order (after
// the current tick's nextTicks and microtasks, port by port, ticks drained between
// messages), structured cloning (cycles, Map/Set, Date, SocketAddress, BlockList),
// transferring a port, start() and listener-driven starting, receiveMessageOnPort, ref
// state, close events on both ends, postMessage errors, BroadcastChannel, environment data
// and the untransferable/uncloneable marks.
'use strict';
const wt = require('worker_threads');
const { SocketAddress, BlockList } = require('net');
const { MessageChannel, MessagePort, BroadcastChannel, receiveMessageOnPort } = wt;

const t = (label, f) => {
  try {
    console.log(label, 'ok', f());
  } catch (e) {
    console.log(label, e.name, e.code, e.message);
  }
};

console.log(wt.isMainThread, wt.isInternalThread, wt.threadId, JSON.stringify(wt.threadName),
  wt.parentPort, wt.workerData);

function step1(next) {
  const a = new MessageChannel();
  const b = new MessageChannel();
  a.port2.on('message', (m) => {
    console.log('a got', m);
    process.nextTick(() => console.log('tick after', m));
    Promise.resolve().then(() => console.log('micro after', m));
  });
  b.port2.addEventListener('message', (e) => {
    console.log('b got', e.constructor.name, e.data, e.target === b.port2, e.ports);
  });
  console.log(a.port1.postMessage(1), b.port1.postMessage('b1'));
  a.port1.postMessage(2);
  b.port1.postMessage('b2');
  process.nextTick(() => console.log('tick'));
  Promise.resolve().then(() => console.log('micro'));
  console.log('posted');
  setTimeout(() => {
    a.port1.close();
    b.port1.close();
    next();
  }, 10);
}

function step2(next) {
  const { port1, port2 } = new MessageChannel();
  const cyclic = { when: new Date(0), map: new Map([[{ k: 1 }, new Set([1, 'x'])]]) };
  cyclic.self = cyclic;
  port1.postMessage(cyclic);
  port1.postMessage(new SocketAddress({ address: '::1', family: 'ipv6', port: 443 }));
  const list = new BlockList();
  list.addSubnet('10.0.0.0', 8);
  port1.postMessage(list);
  port1.postMessage([1, , 3]);
  const c = receiveMessageOnPort(port2).message;
  console.log(c !== cyclic, c.self === c, c.when instanceof Date, c.map);
  const sa = receiveMessageOnPort(port2).message;
  console.log(sa instanceof SocketAddress, sa);
  const bl = receiveMessageOnPort(port2).message;
  console.log(BlockList.isBlockList(bl), bl.rules, bl.check('10.1.2.3'));
  console.log(receiveMessageOnPort(port2), receiveMessageOnPort(port2));

  t('no args', () => port1.postMessage());
  t('function', () => port1.postMessage(() => {}));
  t('symbol', () => port1.postMessage(Symbol('s')));
  t('bad list', () => port1.postMessage(1, 5));
  t('invalid item', () => port1.postMessage(1, [5]));
  t('source port', () => port1.postMessage(1, [port1]));
  const other = new MessageChannel();
  t('untransferred port', () => port1.postMessage({ p: other.port1 }));
  const uncloneable = {};
  wt.markAsUncloneable(uncloneable);
  t('uncloneable', () => port1.postMessage({ uncloneable }));
  const buf = new ArrayBuffer(4);
  wt.markAsUntransferable(buf);
  console.log(wt.isMarkedAsUntransferable(buf), wt.isMarkedAsUntransferable({}),
    wt.isMarkedAsUntransferable(5));
  t('untransferable', () => port1.postMessage(buf, [buf]));
  const dup = new ArrayBuffer(4);
  t('duplicate', () => port1.postMessage(dup, [dup, dup]));
  t('receive non-port', () => receiveMessageOnPort({}));
  t('construct', () => new MessagePort());
  other.port1.close();
  port1.close();
  setTimeout(next, 10);
}

function step3(next) {
  // A transferred port keeps its channel; the old object is detached.
  const a = new MessageChannel();
  const b = new MessageChannel();
  a.port2.once('message', (got) => {
    console.log(got.port instanceof MessagePort, got.port === got.list[0], got.port === b.port2);
    got.port.on('message', (m) => {
      console.log('moved port got', m);
      got.port.close();
      a.port1.close();
      next();
    });
    b.port1.postMessage('through the moved port');
  });
  a.port2.addEventListener('message', (e) => {
    console.log('event ports', e.ports.length, e.ports[0] instanceof MessagePort);
  }, { once: true });
  a.port1.postMessage({ port: b.port2, list: [b.port2] }, [b.port2]);
}

function step4(next) {
  // Nothing is delivered before start() (or a 'message' listener).
  const { port1, port2 } = new MessageChannel();
  port1.postMessage('queued');
  console.log(port2.hasRef());
  setTimeout(() => {
    port2.onmessage = (e) => console.log('onmessage', e.data, port2.hasRef());
    port2.unref();
    console.log(port2.hasRef());
    port2.ref();
    let closes = 0;
    const closed = (which) => {
      console.log(which, 'close');
      if (++closes === 2) next();
    };
    port2.on('close', () => closed('port2'));
    port1.on('close', () => closed('port1'));
    setTimeout(() => {
      port1.close();
      console.log('closing', port1.postMessage('after close'));
    }, 10);
  }, 10);
}

function step5(next) {
  const one = new BroadcastChannel('chan');
  const two = new BroadcastChannel('chan');
  const three = new BroadcastChannel('chan');
  const elsewhere = new BroadcastChannel('other');
  console.log(one.name, one, new BroadcastChannel(5).unref().name);
  one.onmessage = (e) => console.log('sender heard itself', e.data);
  elsewhere.onmessage = (e) => console.log('other channel heard', e.data);
  two.onmessage = (e) => console.log('two', e.constructor.name, e.data, e.target === two);
  three.addEventListener('message', (e) => {
    console.log('three', e.data);
    for (const c of [one, two, three, elsewhere]) c.close();
    t('closed', () => one.postMessage(1));
    console.log(one);
    next();
  });
  one.postMessage({ hello: 'world' });
  t('bc function', () => one.postMessage(() => {}));
  t('bc no args', () => one.postMessage());
  t('bc no name', () => new BroadcastChannel());
}

function step6() {
  wt.setEnvironmentData('k', { a: 1 });
  console.log(wt.getEnvironmentData('k'), wt.getEnvironmentData('missing'));
  wt.setEnvironmentData('k', undefined);
  console.log(wt.getEnvironmentData('k'));
  wt.postMessageToThread(0, 'x')
    .catch((e) => console.log('same thread', e.code, e.message))
    .then(() => wt.postMessageToThread(7, 'x'))
    .catch((e) => console.log('missing thread', e.code, e.message))
    .then(() => wt.postMessageToThread(7, 'x', [], 'bad'))
    .catch((e) => console.log('timeout', e.code));
}

step1(() => step2(() => step3(() => step4(() => step5(step6)))));
