// import()'s second argument is checked with V8's messages: options that are not an object,
// a 'with' that is not an object, an attribute value that is not a string.
for (const o of [5, { with: 5 }, { with: { type: 5 } }]) {
  try { await import('./modules/none.json', o); } catch (e) { console.log(e.name, e.code, e.message); }
}
