module.exports = 'dir main';
