// internal/child_process/ipc_child: loaded at start-up of a process forked with an IPC
// channel. The parent put the channel's fd number in NODE_CHANNEL_FD (and the wire format
// in NODE_CHANNEL_SERIALIZATION_MODE); both leave the environment so that this process's
// own children do not inherit them, then process.send & co. are set up.
'use strict';

const fd = Number.parseInt(process.env.NODE_CHANNEL_FD, 10);
delete process.env.NODE_CHANNEL_FD;
const mode = process.env.NODE_CHANNEL_SERIALIZATION_MODE || 'json';
delete process.env.NODE_CHANNEL_SERIALIZATION_MODE;
if (fd >= 0) require('child_process')._forkChild(fd, mode);
