'use strict';
// internal/streams/state: highWaterMark defaults and option validation.

const { codes: { ERR_INVALID_ARG_VALUE } } = require('internal/errors');
const { validateInteger } = require('internal/validators');

let defaultHwmBytes = 64 * 1024;
let defaultHwmObjects = 16;

function getDefaultHighWaterMark(objectMode) {
  return objectMode ? defaultHwmObjects : defaultHwmBytes;
}

function setDefaultHighWaterMark(objectMode, value) {
  validateInteger(value, 'value', 0);
  if (objectMode) defaultHwmObjects = value;
  else defaultHwmBytes = value;
}

function getHighWaterMark(state, options, duplexKey, isDuplex) {
  let hwm = options.highWaterMark;
  if (hwm == null && isDuplex) hwm = options[duplexKey];
  if (hwm != null) {
    if (!Number.isInteger(hwm) || hwm < 0) {
      throw new ERR_INVALID_ARG_VALUE(isDuplex ? `options.${duplexKey}` : 'options.highWaterMark', hwm);
    }
    return Math.floor(hwm);
  }
  return getDefaultHighWaterMark(state.objectMode);
}

module.exports = { getHighWaterMark, getDefaultHighWaterMark, setDefaultHighWaterMark };
