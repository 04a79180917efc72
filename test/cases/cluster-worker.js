// A process forked by cluster.fork() is a worker (NODE_UNIQUE_ID): it must not fork again,
// it reports 'online', talks over IPC and leaves when the primary disconnects it.
'use strict';
const cluster = require('cluster');
if (cluster.isPrimary) {
  const events = [];
  const w = cluster.fork();
  cluster.on('online', (worker) => events.push(`online ${worker === w} ${worker.id}`));
  w.on('message', (m) => {
    events.push(`message ${JSON.stringify(m)}`);
    w.disconnect();
  });
  cluster.on('exit', (worker, code, signal) => {
    events.push(`exit ${code} ${signal} ${worker.exitedAfterDisconnect} ${worker.state}`);
    console.log(events.join('\n'));
    console.log('workers left:', Object.keys(cluster.workers).length);
  });
} else {
  process.send({
    isWorker: cluster.isWorker, isPrimary: cluster.isPrimary, isMaster: cluster.isMaster,
    id: cluster.worker.id, fork: typeof cluster.fork, env: process.env.NODE_UNIQUE_ID ?? null,
    state: cluster.worker.state,
  });
}
