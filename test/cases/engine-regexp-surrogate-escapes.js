// Without the `u` flag a regular expression matches UTF-16 code units: an escaped surrogate
// pair is two atoms, one per half (emoji-regex is written this way). The literals keep
// their own text in `.source` and `toString()`.
'use strict';
const grin = '\u{1F600}';
const rainbow = '\u{1F3F3}\uFE0F\u200D\u{1F308}';
const flag = '\u{1F1EB}\u{1F1F7}';

function inFunction(s) {
  // A literal inside a function (compiled once per site) behaves the same.
  return s.replace(/\uD83C[\uDDE6-\uDDFF]\uD83C[\uDDE6-\uDDFF]|\ud83d\ude00/g, '<e>');
}

const checks = {
  pair: /\uD83D\uDE00/.test(grin),
  pairExec: /\uD83D\uDE00/.exec(`a${grin}b`)?.index,
  quantifiedLow: /^\uD83D\uDE00+$/.test(`${grin}\uDE00`),
  optionalLow: /^a\uD83D\uDE00?$/.test('a\uD83D'),
  ignoreCase: /\uD83D\uDE00/i.test(grin),
  group: /(?:\uD83C\uDFF3)\uFE0F/.test(rainbow),
  alternation: /x|\uD83C\uDF08/.test(rainbow),
  classRange: /[\uD83D\uDE00-\uDE4F]/.test('\uDE01'),
  classHigh: /^[\uD83D\uDE00]$/.test('\uD83D'),
  classLow: /^[\uD83D\uDE00]$/.test('\uDE00'),
  classWhole: /^[\uD83D\uDE00]$/.test(grin),
  negatedClass: /^[^\uD83D\uDE00]$/.test('\uDE00'),
  split: `a${grin}b`.split(/\uD83D\uDE00/),
  replaceInFunction: inFunction(`x${flag}y${grin}z`),
  withUFlag: /\uD83D\uDE00/u.test(grin),
  uFlagClass: /^[\uD83D\uDE00]$/u.test(grin),
};
for (const [k, v] of Object.entries(checks)) console.log(k, JSON.stringify(v));

console.log(/\uD83D\uDE00+/.source);
console.log(String(/[a\uD83D\uDE00-\uDE4Fb]/g));
console.log(/x\ud83c\udf08/i.toString(), /\uD83C\uDF08/u.source);
const rebuilt = new RegExp(/\uD83C\uDF08|\uD83D\uDE00/.source, 'g');
console.log(rebuilt.source);
