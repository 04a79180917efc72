exports.loaded = false;
const b = require('./cycle-b');
exports.sawB = b.loaded;
exports.bSawA = b.sawA;
exports.loaded = true;
