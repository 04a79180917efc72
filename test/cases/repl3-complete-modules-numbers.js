// REPL completion as in Node 26: require(' and import(' offer the node:-scheme names in
// one group and the REPL's list of built-ins (which a program may extend) in the next;
// a number literal with its decimal point completes Number methods; process.env
// completes variable names.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
// Away from test/cases/node_modules: Node 26.10 offers no packages from node_modules
// folders (minirt does, in a third group), and only the built-in groups are compared.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repl3-complete-'));
process.chdir(dir);
process.on('exit', () => fs.rmdirSync(dir));
const repl = require('repl');
const { PassThrough } = require('stream');

const r = repl.start({ input: new PassThrough(), output: new PassThrough(), terminal: false });
// Scheme-only ids that exist behind flags differ between runtimes: only the ones in
// module.builtinModules are compared.
const { builtinModules } = require('module');
const known = new Set(builtinModules.map((id) => (id.startsWith('node:') ? id : `node:${id}`)));
const shown = (list) => list.filter((id) => !id.startsWith('node:') || known.has(id));
function show(line) {
  r.complete(line, (err, data) => {
    if (err) throw err;
    const [list, on] = data;
    const groups = shown(list).join(' ').split('  ');
    console.log(JSON.stringify(line), JSON.stringify(on),
                groups.map((g) => `[${g.split(' ').length}: ${g.split(' ').slice(0, 3).join(' ')}]`).join(' '));
  });
}
show("require('");
show("require('node:");
show("require('f");
show("require('node:s");
show("import('");
show('import("node:t');
show('await import(`zl');
repl.builtinModules.push('extra_mod');
show("require('ex");
show("import('");
show('1..toFi');
show('1.5.toPrec');
show('(2).toStr');
process.env.REPL3_COMPLETE_VAR = '1';
show('process.env.REPL3_COMPLETE_V');
r.close();
