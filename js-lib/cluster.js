// `cluster`: a single process is always the primary; forking workers is not implemented.
'use strict';

const EventEmitter = require('events');

const cluster = new EventEmitter();
cluster.isPrimary = true;
cluster.isMaster = true;
cluster.isWorker = false;
cluster.workers = {};
cluster.settings = {};
cluster.fork = function fork() {
  const { codes } = require('internal/errors');
  throw new codes.ERR_METHOD_NOT_IMPLEMENTED('cluster.fork()');
};
cluster.setupPrimary = function setupPrimary(settings) {
  cluster.settings = { ...cluster.settings, ...settings };
};
cluster.setupMaster = cluster.setupPrimary;

module.exports = cluster;
