require('./static.mjs');
