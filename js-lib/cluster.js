// `cluster`: the Worker class, the scheduling policy (NODE_CLUSTER_SCHED_POLICY),
// setupPrimary with its 'setup' event, fork over child_process.fork and disconnect in the
// primary; in a worker (NODE_UNIQUE_ID set by the primary's fork) the worker side: isWorker,
// cluster.worker, the 'online' report and the primary's disconnect request.
// Sharing a server: a TCP listen() in a worker asks the primary for its port ('queryServer';
// the primary binds the address once to pick a port or report the bind error), then binds
// that port itself with SO_REUSEPORT, so the workers listening on one address share the
// port and the kernel spreads connections among them. No handle is passed over the channel:
// whatever the policy, scheduling is the kernel's, and a UNIX socket path is not shared.
'use strict';

const EventEmitter = require('events');

const SCHED_NONE = 1;
const SCHED_RR = 2;

// The cluster-side view of one worker process; the primary adds disconnect/destroy below.
function Worker(options) {
  if (!(this instanceof Worker)) return new Worker(options);
  EventEmitter.call(this);
  if (options === null || typeof options !== 'object') options = {};
  this.exitedAfterDisconnect = undefined;
  this.state = options.state || 'none';
  this.id = options.id | 0;
  if (options.process) {
    this.process = options.process;
    this.process.on('error', (code, signal) => this.emit('error', code, signal));
    this.process.on('message', (message, handle) => this.emit('message', message, handle));
  }
}
Object.setPrototypeOf(Worker.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Worker, EventEmitter);

Worker.prototype.kill = function kill(...args) {
  this.destroy(...args);
};
Worker.prototype.send = function send(...args) {
  return this.process.send(...args);
};
Worker.prototype.isDead = function isDead() {
  return this.process.exitCode != null || this.process.signalCode != null;
};
Worker.prototype.isConnected = function isConnected() {
  return this.process.connected;
};

const cluster = new EventEmitter();
// Fires the callbacks of cluster.disconnect() once no worker is left.
const intercom = new EventEmitter();

// A worker is a process the primary forked with NODE_UNIQUE_ID set; testing it keeps a worker
// from forking workers of its own (a script that forks when isPrimary would never stop).
// Only the process's own variable counts, not one on an object set as process.env's prototype.
const isWorker = Object.hasOwn(process.env, 'NODE_UNIQUE_ID');
cluster.isWorker = isWorker;
cluster.isMaster = !isWorker;
cluster.isPrimary = !isWorker;
cluster.Worker = Worker;
cluster.workers = {};
cluster.settings = {};
cluster.SCHED_NONE = SCHED_NONE;
cluster.SCHED_RR = SCHED_RR;

{
  const policy = process.env.NODE_CLUSTER_SCHED_POLICY;
  cluster.schedulingPolicy = policy === 'none' ? SCHED_NONE : SCHED_RR;
}

let ids = 0;
let initialized = false;

function emitSetup(settings) {
  cluster.emit('setup', settings);
}

cluster.setupPrimary = function (options) {
  const settings = {
    args: process.argv.slice(2),
    exec: process.argv[1],
    execArgv: process.execArgv,
    silent: false,
    ...cluster.settings,
    ...options,
  };
  // Each profiled child needs its own V8 log file, as Node arranges.
  if (settings.execArgv.some((s) => s.startsWith('--prof')) &&
      !settings.execArgv.some((s) => s.startsWith('--logfile='))) {
    settings.execArgv = [...settings.execArgv, '--logfile=v8-%p.log'];
  }
  cluster.settings = settings;
  if (!initialized) {
    initialized = true;
    const policy = cluster.schedulingPolicy;
    if (policy !== SCHED_NONE && policy !== SCHED_RR) {
      const assert = require('internal/assert');
      assert(false, `Bad cluster.schedulingPolicy: ${policy}`);
    }
  }
  process.nextTick(emitSetup, settings);
};
cluster.setupMaster = cluster.setupPrimary;

function removeWorker(worker) {
  delete cluster.workers[worker.id];
  if (Object.keys(cluster.workers).length === 0) intercom.emit('disconnect');
}

cluster.fork = function (env) {
  cluster.setupPrimary();
  const id = ++ids;
  if (cluster.settings.inspectPort === null) {
    const { codes: { ERR_SOCKET_BAD_PORT } } = require('internal/errors');
    throw new ERR_SOCKET_BAD_PORT('Port', null, true);
  }
  const { fork } = require('child_process');
  const child = fork(cluster.settings.exec, cluster.settings.args, {
    cwd: cluster.settings.cwd,
    env: { ...process.env, ...env, NODE_UNIQUE_ID: `${id}` },
    serialization: cluster.settings.serialization,
    silent: cluster.settings.silent,
    windowsHide: cluster.settings.windowsHide,
    execArgv: [...cluster.settings.execArgv],
    stdio: cluster.settings.stdio,
    gid: cluster.settings.gid,
    uid: cluster.settings.uid,
  });
  const worker = new Worker({ id, process: child });
  child.on('internalMessage', (message) => {
    if (!message || message.cmd !== 'NODE_CLUSTER') return;
    switch (message.act) {
      case 'online':
        worker.state = 'online';
        worker.emit('online');
        cluster.emit('online', worker);
        break;
      case 'queryServer':
        queryServer(worker, message);
        break;
      case 'listening':
        listening(worker, message);
        break;
      case 'close':
        releasePort(worker, message.key);
        break;
      case 'exitedAfterDisconnect':
        worker.exitedAfterDisconnect = true;
        break;
    }
  });
  worker.on('message', function (message, handle) {
    cluster.emit('message', this, message, handle);
  });
  child.once('exit', (exitCode, signalCode) => {
    for (const key of [...sharedPorts.keys()]) releasePort(worker, key);
    if (!worker.isConnected()) removeWorker(worker);
    worker.exitedAfterDisconnect = !!worker.exitedAfterDisconnect;
    worker.state = 'dead';
    worker.emit('exit', exitCode, signalCode);
    cluster.emit('exit', worker, exitCode, signalCode);
  });
  child.once('disconnect', () => {
    if (worker.isDead()) removeWorker(worker);
    worker.exitedAfterDisconnect = !!worker.exitedAfterDisconnect;
    worker.state = 'disconnected';
    worker.emit('disconnect');
    cluster.emit('disconnect', worker);
  });
  process.nextTick(() => cluster.emit('fork', worker));
  cluster.workers[worker.id] = worker;
  return worker;
};

// The ports the workers' servers share, by `address:port:addressType:index` (the index
// tells apart a worker's listens on one address): { port: Promise<{ errno, port }>, workers }.
const sharedPorts = new Map();

// Binds the address the way the worker asked (the port it gave, or any for 0) to learn the
// port, or the bind error all the workers asking for it get, then lets it go. Without
// SO_REUSEPORT, so that a port another program (or another cluster) holds is refused with
// EADDRINUSE, as Node's primary refuses it.
function reservePort(message) {
  return new Promise((resolve) => {
    const server = require('net').createServer();
    server.once('error', (err) => resolve({ errno: err.errno, port: 0 }));
    server.listen({
      port: message.port,
      host: message.address ?? undefined,
      ipv6Only: (message.flags & 1) !== 0,
      backlog: message.backlog,
      exclusive: true,
    }, () => {
      const { port } = server.address();
      server.close(() => resolve({ errno: 0, port }));
    });
  });
}

function queryServer(worker, message) {
  // A worker told to disconnect gets no answer: its listen never completes, as in Node.
  if (worker.exitedAfterDisconnect) return;
  const key = `${message.address}:${message.port}:${message.addressType}:${message.index}`;
  let entry = sharedPorts.get(key);
  if (entry === undefined) {
    entry = { port: reservePort(message), workers: new Set() };
    sharedPorts.set(key, entry);
  }
  entry.workers.add(worker.id);
  entry.port.then(({ errno, port }) => {
    // A failed bind is not remembered: a later listen tries again.
    if (errno && sharedPorts.get(key) === entry) sharedPorts.delete(key);
    if (worker.exitedAfterDisconnect || !worker.isConnected()) return;
    worker.process.send({ cmd: 'NODE_CLUSTER', ack: message.seq, errno, port, key });
  });
}

function releasePort(worker, key) {
  const entry = sharedPorts.get(key);
  if (entry === undefined) return;
  entry.workers.delete(worker.id);
  if (entry.workers.size === 0) sharedPorts.delete(key);
}

function listening(worker, message) {
  const info = {
    addressType: message.addressType,
    address: message.address,
    port: message.port,
    fd: message.fd,
  };
  worker.state = 'listening';
  worker.emit('listening', info);
  cluster.emit('listening', worker, info);
}

cluster.disconnect = function (cb) {
  const workers = Object.values(cluster.workers);
  if (workers.length === 0) {
    process.nextTick(() => intercom.emit('disconnect'));
  } else {
    for (const worker of workers) {
      if (worker.isConnected()) worker.disconnect();
    }
  }
  if (typeof cb === 'function') intercom.once('disconnect', cb);
};

Worker.prototype.disconnect = function disconnect() {
  this.exitedAfterDisconnect = true;
  this.process.send({ cmd: 'NODE_CLUSTER', act: 'disconnect' });
  removeWorker(this);
  return this;
};
Worker.prototype.destroy = function destroy(signo) {
  this.process.kill(signo || 'SIGTERM');
};

if (isWorker) setupWorker();

// The worker side: no fork/setupPrimary/disconnect of the primary's, one `cluster.worker`.
function setupWorker() {
  const id = Number(process.env.NODE_UNIQUE_ID) | 0;
  delete process.env.NODE_UNIQUE_ID;
  delete cluster.fork;
  delete cluster.setupPrimary;
  delete cluster.setupMaster;
  delete cluster.disconnect;
  const worker = new Worker({ id, process, state: 'online' });
  cluster.worker = worker;

  // The servers listening on a port shared through the primary, closed on disconnect.
  const servers = new Set();
  const replies = new Map();
  const nextIndex = new Map();
  let seq = 0;
  const disconnectChannel = () => {
    if (process.connected) process.disconnect();
  };
  const send = (message, cb) => {
    if (process.connected) process.send({ cmd: 'NODE_CLUSTER', ...message }, cb);
  };
  require('internal/net/socket').setClusterGetServer((server, query, cb) => {
    const indexKey = `${query.address}:${query.port}:${query.addressType}`;
    const index = nextIndex.get(indexKey) ?? 0;
    nextIndex.set(indexKey, index + 1);
    const message = { act: 'queryServer', seq: ++seq, index, ...query };
    replies.set(message.seq, (reply) => {
      if (reply.errno) {
        cb(reply.errno);
        return;
      }
      servers.add(server);
      server.once('listening', () => {
        worker.state = 'listening';
        const address = server.address();
        send({ act: 'listening', address: query.address, port: address?.port ?? reply.port,
               addressType: query.addressType, fd: undefined, index });
      });
      server.once('close', () => {
        servers.delete(server);
        send({ act: 'close', key: reply.key });
      });
      cb(0, reply.port);
    });
    send(message);
  });

  // As Node: the worker's servers stop listening first (the channel closes after their
  // listening sockets, so a server's 'close' with no connections open comes before it); a
  // disconnect the worker asked for is reported, so that the primary's
  // exitedAfterDisconnect is true.
  const disconnectWorker = (primaryInitiated) => {
    for (const server of servers) server.close();
    servers.clear();
    setImmediate(() => {
      if (!process.connected) return;
      if (primaryInitiated) process.disconnect();
      else send({ act: 'exitedAfterDisconnect' }, disconnectChannel);
    });
  };
  worker.disconnect = function disconnect() {
    this.exitedAfterDisconnect = true;
    disconnectWorker(false);
    return this;
  };
  worker.destroy = function destroy() {
    this.exitedAfterDisconnect = true;
    if (!process.connected) {
      process.exit(0);
      return;
    }
    process.once('disconnect', () => process.exit(0));
    send({ act: 'exitedAfterDisconnect' }, disconnectChannel);
  };
  // A channel that closes without the worker asking (the primary exited or died) ends the
  // worker at once, as in Node: nothing else would stop a worker that holds a server.
  process.once('disconnect', () => {
    worker.emit('disconnect');
    if (!worker.exitedAfterDisconnect) process.exit(0);
  });
  process.on('internalMessage', (message) => {
    if (!message || message.cmd !== 'NODE_CLUSTER') return;
    if (message.ack !== undefined) {
      const reply = replies.get(message.ack);
      replies.delete(message.ack);
      if (reply !== undefined) reply(message);
    } else if (message.act === 'disconnect') {
      worker.exitedAfterDisconnect = true;
      disconnectWorker(true);
    }
  });
  if (typeof process.send === 'function') {
    process.send({ cmd: 'NODE_CLUSTER', act: 'online' });
  }
}

module.exports = cluster;
