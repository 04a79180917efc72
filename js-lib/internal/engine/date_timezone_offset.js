// Date.prototype.getTimezoneOffset in whole minutes, as V8 returns it: Boa divides the exact
// offset, so a local mean time (New York before 1883 is -4:56:02) gives 296.0333…, where V8
// gives 296. Installed as a lazy native method by internal/bootstrap/node, which hands over
// the engine's method.
'use strict';

const { apply: ReflectApply } = Reflect;
const MathTrunc = Math.trunc;
let engineGetTimezoneOffset;

function setEngineMethod(fn) {
  engineGetTimezoneOffset = fn;
}

function getTimezoneOffset() {
  const minutes = ReflectApply(engineGetTimezoneOffset, this, []);
  // `+ 0` turns the -0 of an offset under a minute into 0.
  return MathTrunc(minutes) + 0;
}

module.exports = { getTimezoneOffset, setEngineMethod };
