// `constants`: Node's legacy flat constants object (deprecated in documentation, DEP0008):
// os.constants' dlopen, errno, priority and signals tables, then fs.constants, then the
// crypto constants, merged in that order and frozen. The numbers come from the modules that
// own them; this file only merges.
'use strict';

const os = require('os').constants;
// fs.constants is the binding's table; reading it there spares loading the fs helpers.
const fsConstants = internalBinding('fs').constants;
const cryptoConstants = require('internal/crypto_constants');

Object.assign(exports, os.dlopen, os.errno, os.priority, os.signals, fsConstants,
  cryptoConstants);
Object.freeze(exports);
