// `cluster`: the Worker class, the scheduling policy (NODE_CLUSTER_SCHED_POLICY),
// setupPrimary with its 'setup' event, fork over child_process.fork and disconnect in the
// primary; in a worker (NODE_UNIQUE_ID set by the primary's fork) the worker side: isWorker,
// cluster.worker, the 'online' report and the primary's disconnect request. Servers in a worker
// listen on their own sockets: handles are not shared through the primary.
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
const isWorker = 'NODE_UNIQUE_ID' in process.env;
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
    if (message && message.cmd === 'NODE_CLUSTER' && message.act === 'online') {
      worker.state = 'online';
      worker.emit('online');
      cluster.emit('online', worker);
    }
  });
  worker.on('message', function (message, handle) {
    cluster.emit('message', this, message, handle);
  });
  child.once('exit', (exitCode, signalCode) => {
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
  worker.disconnect = function disconnect() {
    this.exitedAfterDisconnect = true;
    if (process.connected) process.disconnect();
    return this;
  };
  worker.destroy = function destroy() {
    this.exitedAfterDisconnect = true;
    if (process.connected) process.once('disconnect', () => process.exit(0));
    if (process.connected) process.disconnect();
    else process.exit(0);
  };
  // A channel that closes without the worker asking (the primary exited or died) ends the
  // worker at once, as in Node: nothing else would stop a worker that holds a server.
  process.once('disconnect', () => {
    worker.emit('disconnect');
    if (!worker.exitedAfterDisconnect) process.exit(0);
  });
  process.on('internalMessage', (message) => {
    if (message && message.cmd === 'NODE_CLUSTER' && message.act === 'disconnect') {
      worker.exitedAfterDisconnect = true;
      if (process.connected) process.disconnect();
    }
  });
  if (typeof process.send === 'function') {
    process.send({ cmd: 'NODE_CLUSTER', act: 'online' });
  }
}

module.exports = cluster;
