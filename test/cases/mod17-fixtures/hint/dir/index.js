module.exports = 'dir/index.js';
