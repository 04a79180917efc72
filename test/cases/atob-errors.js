// atob() refuses input with Node's two messages: 'Invalid character' (outside the alphabet,
// misplaced or surplus padding) and 'The string to be decoded is not correctly encoded.'
// (one character left over); whitespace is skipped.
for (const s of ['*', 'a', 'aGk', 'aG=k', 'aGk==', 'a b c d', '\u00ff', 'aGk=', 'aGk===', 'ab=c', '=', '==', 'aaaaa', 'aa=', 'a===', ' a\tG\nk ', 'aGVsbG8', 'a-b_', 'YQ', 'YQ=', 'YQ==', 'YQ===']) {
  try { console.log(JSON.stringify(s), JSON.stringify(atob(s))); } catch (e) { console.log(JSON.stringify(s), e.name, e.message); }
}
