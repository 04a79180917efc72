// import() of a data: URL whose media type has no module format: an import attribute other
// than "type" is refused first (ERR_IMPORT_ATTRIBUTE_UNSUPPORTED), else the format is
// unknown (ERR_UNKNOWN_MODULE_FORMAT) whatever "type" says.
'use strict';
const cases = [
  ['data:text/css,', undefined],
  ['data:text/css,', { with: { type: 'css' } }],
  ['data:text/css,', { with: { foo: 'x' } }],
  ['data:text/css,', { with: { type: 'css', bar: 'y' } }],
  ['data:text/plain,x', { with: { type: 'json' } }],
  ['data:text/javascript,', { with: { foo: 'json' } }],
  ['data:application/json,{}', { with: { type: 'css' } }],
];
(async () => {
  for (const [url, options] of cases) {
    try {
      await import(url, options);
      console.log('loaded', url);
    } catch (e) {
      console.log(JSON.stringify(options), e.code, e.message);
    }
  }
})();
