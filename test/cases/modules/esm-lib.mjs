export const value = 'esm value'; export default 'esm default';
