module.exports = 'dep2.cjs';
