// `sea` (only as `node:sea`): single-executable-application assets. minirt never runs as a
// single executable application, so isSea() is false and every asset accessor throws
// ERR_NOT_IN_SINGLE_EXECUTABLE_APPLICATION after checking its arguments, exactly as Node
// does outside such an application.
'use strict';

const {
  codes: { ERR_NOT_IN_SINGLE_EXECUTABLE_APPLICATION },
} = require('internal/errors');
const { validateString } = require('internal/validators');

function isSea() {
  return false;
}

function getRawAsset(key) {
  validateString(key, 'key');
  throw new ERR_NOT_IN_SINGLE_EXECUTABLE_APPLICATION();
}

function getAsset(key, encoding) {
  if (encoding !== undefined) validateString(encoding, 'encoding');
  return getRawAsset(key);
}

function getAssetAsBlob(key, options) {
  return getRawAsset(key);
}

function getAssetKeys() {
  throw new ERR_NOT_IN_SINGLE_EXECUTABLE_APPLICATION();
}

module.exports = {
  isSea,
  getAsset,
  getRawAsset,
  getAssetAsBlob,
  getAssetKeys,
};
