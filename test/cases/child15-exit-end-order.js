// Order of a child's 'exit' against the 'end' of its output pipes: a pipe that ends with
// nothing left to hand over ends (and finishes its write side) before the exit is
// reported; output still waiting in a paused stream ends only after it.
'use strict';
const cp = require('child_process');

function record(child, done) {
  const events = [];
  child.stdout.on('end', () => events.push('stdout end'));
  child.stderr.on('end', () => events.push('stderr end'));
  child.on('exit', (code, signal) => events.push(`exit ${code} ${signal}`));
  child.on('close', () => {
    events.push('close');
    done(events);
  });
}

// Nothing written: both ends come first (in either order).
record(cp.spawn('sh', ['-c', 'exit 2']), (events) => {
  const exitAt = events.indexOf('exit 2 null');
  console.log('silent child', exitAt, events.slice(exitAt).join(', '),
              events.slice(0, exitAt).sort().join(', '));

  // Output nobody reads: stdout ends after the exit, the empty stderr before it.
  record(cp.spawn('sh', ['-c', 'echo unread']), (events2) => {
    console.log('unread output', events2.join(', '));

    // The parent's end of an output pipe cannot be shut down, so it finishes right after
    // its 'end', also before the exit.
    const child = cp.spawn('sh', ['-c', 'exit 9']);
    require('stream/promises').finished(child.stdout).then(() => {
      console.log('finished before exit', child.exitCode);
    });
  });
});
