// timers/promises: where an abort's rejection lands among other promise callbacks
const tp = require('timers/promises');
const ac = new AbortController();
const out = [];
let i = 0;
const step = () => { out.push('t' + (++i)); if (i < 10) Promise.resolve().then(step); };
(async () => {
  for await (const v of tp.setInterval(1000, 'tk', { signal: ac.signal })) out.push(v);
})().catch((e) => out.push('interval:' + e.code));
tp.setImmediate('x', { signal: ac.signal }).catch((e) => out.push('immediate:' + e.name));
tp.setTimeout(1000, 'y', { signal: ac.signal }).catch((e) => out.push('timeout:' + e.name));
process.nextTick(() => {
  Promise.resolve().then(step);
  ac.abort();
  setImmediate(() => console.log(out.join(' ')));
});
