// SIGUSR1 without a listener does not end the process (Node starts its inspector there;
// minirt has none and ignores the signal), and a listener still receives it. Both in
// children this test starts, which signal only themselves.
'use strict';
const { spawnSync } = require('child_process');

function child(code) {
  const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
  console.log(JSON.stringify(r.stdout), r.status, r.signal);
}
child('process.kill(process.pid, "SIGUSR1"); setTimeout(() => console.log("alive"), 50)');
child('process.on("SIGUSR1", (s) => { console.log("got", s); process.exit(3); });' +
  'process.kill(process.pid, "SIGUSR1"); setTimeout(() => {}, 5000)');
child('const { spawnSync } = require("child_process");' +
  'const r = spawnSync("sh", ["-c", "kill -USR1 $$; echo survived"], { encoding: "utf8" });' +
  'console.log(r.stdout.trim() || "child", r.signal)');
