// The `navigator` global, as Node defines it.
'use strict';

class Navigator {
  get hardwareConcurrency() {
    return require('os').availableParallelism();
  }

  get language() {
    return 'en-US';
  }

  get languages() {
    return ['en-US'];
  }

  get platform() {
    return 'linux';
  }

  get userAgent() {
    return `Node.js/${process.version.slice(1, process.version.indexOf('.'))}`;
  }
}

module.exports = { navigator: new Navigator(), Navigator };
