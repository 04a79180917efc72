exports.loaded = false;
const a = require('./cycle-a');
exports.sawA = a.loaded;
exports.loaded = true;
