'use strict';
// internal/modules/esm_wasm: `.wasm` files as ES modules (the WebAssembly ES module
// integration Node 26 ships unflagged). The runtime parses, for each such file, an ES module
// whose text this file writes: one `import * as` per module name the binary imports from, one
// `let` binding per export, and a body that instantiates the compiled module with those
// namespaces and fills the bindings. So linking, cycles and evaluation order are the
// engine's own; what the text cannot say itself (the compiled module) it reaches through a
// hidden `import.meta` key, which no other code can read.

const fs = require('fs');

// The property of a wasm module's import.meta that instantiates it (a string no JS source
// of a program's own can produce, since only this file writes a .wasm module's text).
const kInstantiate = '\0instantiate';

// Compiled modules waiting for their evaluation, by the number their text carries.
const pending = new Map();
let nextToken = 1;
// The exports object of each evaluated wasm file, for a wasm module that imports its
// globals (it gets the WebAssembly.Global objects, not their values).
const instancesByFile = new Map();
let warned = false;

function reservedName(name) {
  return name.startsWith('wasm:') || name.startsWith('wasm-js:');
}

// The ES module text for the .wasm file `file`: compiles it now, so that a bad binary
// fails the import at load time with the file's path in front of the message, as in Node.
function sourceOf(file) {
  const { WebAssembly } = globalThis;
  const bytes = fs.readFileSync(file);
  let compiled;
  try {
    compiled = new WebAssembly.Module(bytes);
  } catch (err) {
    if (err !== null && typeof err === 'object') err.message = `${file}: ${err.message}`;
    throw err;
  }
  const url = require('internal/url').pathToFileURL(file).href;
  const imports = [];
  const globalImports = [];
  for (const imp of WebAssembly.Module.imports(compiled)) {
    if (imp.kind === 'global') globalImports.push(imp);
    if (imp.module.startsWith('wasm-js:')) {
      throw new WebAssembly.LinkError(`Invalid Wasm import "${imp.module}" in ${url}`);
    }
    // Node's message names the module here too.
    if (reservedName(imp.name)) {
      throw new WebAssembly.LinkError(`Invalid Wasm import name "${imp.module}" in ${url}`);
    }
    if (!imports.includes(imp.module)) imports.push(imp.module);
  }
  const exports = [];
  const globalExports = new Set();
  for (const exp of WebAssembly.Module.exports(compiled)) {
    if (exp.kind === 'global') globalExports.add(exp.name);
    if (reservedName(exp.name)) {
      throw new WebAssembly.LinkError(`Invalid Wasm export name "${exp.name}" in ${url}`);
    }
    exports.push(exp.name);
  }
  const esm = require('internal/modules/esm');
  // Which import is another .wasm file, whose globals are imported as Global objects.
  const importFiles = imports.map((spec) => {
    try {
      const r = esm.defaultResolveForLoader(spec, file);
      return r.kind === 'file' && r.path.endsWith('.wasm') ? r.path : undefined;
    } catch {
      // The import itself reports this when the engine resolves it.
      return undefined;
    }
  });
  const token = nextToken++;
  pending.set(token, { file, compiled, imports, importFiles, globalImports, exports, globalExports });
  const lines = [];
  for (let i = 0; i < imports.length; i++) {
    lines.push(`import * as i${i} from ${JSON.stringify(imports[i])};`);
  }
  if (exports.length > 0) {
    lines.push(`let ${exports.map((_, i) => `e${i}`).join(', ')};`);
    lines.push(`export { ${exports.map((n, i) => `e${i} as ${JSON.stringify(n)}`).join(', ')} };`);
  }
  const namespaces = imports.map((_, i) => `i${i}`).join(', ');
  lines.push(`const v = import.meta[${JSON.stringify(kInstantiate)}](${token}, [${namespaces}]);`);
  for (let i = 0; i < exports.length; i++) lines.push(`e${i} = v[${i}];`);
  return lines.join('\n');
}

// Gives the import.meta of a .wasm module's text the function its body calls.
function fillImportMeta(meta) {
  Object.defineProperty(meta, kInstantiate, { __proto__: null, value: instantiate });
}

// Instantiates the module with the namespaces of its imports (in the order of `imports`);
// returns the export values in the order of `exports`.
function instantiate(token, namespaces) {
  const record = pending.get(token);
  if (record === undefined) throw new TypeError('WebAssembly module instantiated twice');
  pending.delete(token);
  if (!warned) {
    warned = true;
    process.emitWarning('Importing WebAssembly module instances is an experimental feature ' +
      'and might change at any time', 'ExperimentalWarning');
  }
  const importObject = { __proto__: null };
  for (let i = 0; i < record.imports.length; i++) {
    const name = record.imports[i];
    const instanceExports = record.importFiles[i] === undefined ? undefined :
      instancesByFile.get(record.importFiles[i]);
    if (instanceExports === undefined) {
      importObject[name] = namespaces[i];
      continue;
    }
    // Another wasm module's namespace holds its globals' values; wasm imports the Global.
    const wrapped = Object.assign({ __proto__: null }, namespaces[i]);
    for (const { module, name: field } of record.globalImports) {
      if (module === name) wrapped[field] = instanceExports[field];
    }
    importObject[name] = wrapped;
  }
  const { exports } = new globalThis.WebAssembly.Instance(record.compiled, importObject);
  instancesByFile.set(record.file, exports);
  return record.exports.map((name) => {
    const value = exports[name];
    if (!record.globalExports.has(name)) return value;
    // A global's binding is its value; a v128 global, which has none in JS, is undefined.
    try {
      return value.value;
    } catch {
      return undefined;
    }
  });
}

module.exports = { sourceOf, fillImportMeta };
