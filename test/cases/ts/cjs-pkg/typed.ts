// In a "type": "commonjs" package a .ts file is CommonJS.
const value: number = 7;
module.exports = { value, hasRequire: typeof require === 'function' };
