// An ES module that imports a CommonJS file which require()s that ES module back gets
// ERR_REQUIRE_CYCLE_MODULE in the CommonJS file; so does an ES module that require()s (with
// createRequire) a module still evaluating, itself included, until that graph has finished.
// A require() of an ES module that is only linked (not yet evaluated) in the same graph
// evaluates it early instead.
import path from 'node:path';
import { x, fromB } from '../fixtures/resolve/cycle/a.mjs';
import g from '../fixtures/resolve/cycle/g.mjs';
import { early, later } from '../fixtures/resolve/cycle/creq-main.mjs';

const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../fixtures/resolve');
console.log(x, fromB.split(dir).join('<fixture>'));
console.log(g);
console.log(early.map((s) => s.split(dir).join('<fixture>')), await later);
