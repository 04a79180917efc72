module.exports = { cjs: true, fn() { return 'named fn'; } }; module.exports.extra = 1;
