// `inspector/promises`: `inspector` with a Session whose post() returns a promise (see
// inspector.js for what works without an active inspector).
'use strict';

const inspector = require('inspector');

class Session extends inspector.Session {
  async post(method, params) {
    return new Promise((resolve, reject) => {
      super.post(method, params, (error, result) => {
        if (error) reject(error);
        else resolve(result);
      });
    });
  }
}

module.exports = {
  ...inspector,
  Session,
};
