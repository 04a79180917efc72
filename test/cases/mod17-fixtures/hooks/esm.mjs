export default 'esm';
