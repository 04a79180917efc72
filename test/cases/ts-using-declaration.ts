// Top-level `using` in a TypeScript file run as CommonJS: disposed when the module body
// ends, after the code below it, with the types stripped as usual.
interface Resource { name: string; [Symbol.dispose](): void }

function open(name: string): Resource {
  console.log(`open ${name}`);
  return { name, [Symbol.dispose]() { console.log(`dispose ${name}`); } };
}

using first: Resource = open('first');
using second = open('second') satisfies Resource;
console.log(`body sees ${first.name} and ${second.name}`, typeof module);
