'use strict';
// minirt's access to test/fixtures, API-compatible with Node.js core's
// test/common/fixtures.js.

const path = require('path');

const fixturesDir = path.join(__dirname, '..', 'fixtures');

function fixturePath(...parts) {
  return path.join(fixturesDir, ...parts);
}

function fixtureFileURL(...parts) {
  return require('url').pathToFileURL(fixturePath(...parts));
}

// `args` is one path segment or an array of segments.
function readFixtureSync(args, enc) {
  const file = Array.isArray(args) ? fixturePath(...args) : fixturePath(args);
  return require('fs').readFileSync(file, enc);
}

function readFixtureKey(name, enc) {
  return require('fs').readFileSync(fixturePath('keys', name), enc);
}

function readFixtureKeys(enc, ...names) {
  return names.map((name) => readFixtureKey(name, enc));
}

// Multi-byte text for the write/append tests. It must stay identical to the
// content of test/fixtures/utf8_test_text.txt (test-common-fixtures checks it).
// Every character is in the Basic Multilingual Plane: CJK ideographs and
// full-width punctuation (3 bytes each in UTF-8), kana, Greek and Cyrillic.
const utf8TestText =
  '山高水長，雲深不知處。春風拂過江南岸，細雨落在石橋邊，' +
  '漁舟唱晚，歸鳥入林，村中炊煙裊裊升起。少年讀書於窗下，' +
  '老人煮茶於簷前，一盞燈火照亮半條長街。古人云：「行遠自邇，' +
  '登高自卑。」萬里之行，始於足下；千仞之臺，起於壘土。' +
  'いろはにほへと、ちりぬるを。わかよたれそ、つねならむ。' +
  'Καλημέρα κόσμε, το φως της αυγής. Съешь же ещё этих мягких булок. ' +
  '星河欲轉千帆舞，夜色將闌，城頭鼓角聲漸遠，明月依舊照人還。';

module.exports = {
  fixturesDir,
  path: fixturePath,
  fileURL: fixtureFileURL,
  readSync: readFixtureSync,
  readKey: readFixtureKey,
  readKeys: readFixtureKeys,
  utf8TestText,
  get utf8TestTextPath() {
    return fixturePath('utf8_test_text.txt');
  },
};
