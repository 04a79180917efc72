export const fromPlain = import.meta.url.endsWith('/modules/esm-lib2.mjs');
