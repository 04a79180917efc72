// In a "type": "module" package a .ts file is an ES module.
export const value: number = 42;
export const hasRequire: boolean = typeof require === 'function';
