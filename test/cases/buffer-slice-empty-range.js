// <enc>Slice with an end at or before its start is an empty string wherever the range lies;
// other ranges past the end are out of range.
const b = Buffer.from('abc');
for (const [s, e] of [[4, 4], [5, 2], [4, undefined], [2, 7], [3, 3], [0, 4], [2 ** 53, 7], [-1, 2], [1, -1]]) {
  try { console.log(s, e, JSON.stringify(b.latin1Slice(s, e)), JSON.stringify(b.hexSlice(s, e))); } catch (err) { console.log(s, e, err.code, err.message); }
}
