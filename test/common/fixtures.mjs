// ESM view of ./fixtures.js (minirt's test helpers).
import fixtures from './fixtures.js';

const {
  fixturesDir,
  path,
  fileURL,
  readSync,
  readKey,
  readKeys,
  utf8TestText,
} = fixtures;

export {
  fixturesDir,
  path,
  fileURL,
  readSync,
  readKey,
  readKeys,
  utf8TestText,
};
export default fixtures;
