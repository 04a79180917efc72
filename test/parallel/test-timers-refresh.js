// Port of nodejs/node test/parallel/test-timers-refresh.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');

// refresh() restarts the countdown and returns the timer; it does not double-schedule.
{
  let called = false;
  const timer = setTimeout(common.mustCall(() => {
    called = true;
  }), 1);
  timer.unref();
  assert.strictEqual(timer.refresh(), timer);
  // The refreshed unref'd timer stays unref'd, so keep the loop alive.
  setTimeout(common.mustCall(() => assert.strictEqual(called, true)), 50);
}

// A refreshed timer that already fired runs again.
{
  let runs = 0;
  const timer = setTimeout(common.mustCall(() => {
    runs++;
    if (runs === 1) timer.refresh();
  }, 2), 1);
}

// refresh() on an interval keeps it an interval.
{
  let runs = 0;
  const iv = setInterval(common.mustCall(() => {
    if (++runs === 3) clearInterval(iv);
  }, 3), 1);
  iv.refresh();
}

// Refreshing a cleared timer does not resurrect it.
{
  const timer = setTimeout(common.mustNotCall(), 1);
  clearTimeout(timer);
  timer.refresh();
}

// Refresh from within the callback.
{
  let n = 0;
  const timer = setTimeout(common.mustCall(() => {
    if (++n < 3) timer.refresh();
  }, 3), 1);
}

// A one-shot timer that already fired runs again when refreshed later.
{
  let runs = 0;
  const timer = setTimeout(common.mustCall(() => { runs++; }, 2), 1);
  setTimeout(common.mustCall(() => {
    assert.strictEqual(runs, 1);
    timer.refresh();
  }), 20);
}

// A cleared interval stays cleared after refresh().
{
  const iv = setInterval(common.mustCall(() => clearInterval(iv)), 1);
  setTimeout(() => iv.refresh(), 20);
}
