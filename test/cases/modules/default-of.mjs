// The default import named `of`, for engine-import-of.mjs.
import of from './names-of.mjs';
export const viaDefault = of();
export { of };
