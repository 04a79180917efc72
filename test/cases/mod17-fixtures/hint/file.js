module.exports = 'file.js';
