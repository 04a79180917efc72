module.exports = 'dep.cjs';
