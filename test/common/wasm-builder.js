'use strict';
// A small WebAssembly binary writer for tests: modules are built from sections given as
// plain arrays, so that tests need no .wasm fixtures and say what each module holds.

const I32 = 0x7f;
const I64 = 0x7e;
const F32 = 0x7d;
const F64 = 0x7c;
const FUNCREF = 0x70;
const EXTERNREF = 0x6f;

function uleb(n) {
  const out = [];
  let v = BigInt(n);
  do {
    let b = Number(v & 0x7fn);
    v >>= 7n;
    if (v !== 0n) b |= 0x80;
    out.push(b);
  } while (v !== 0n);
  return out;
}

function sleb(n) {
  const out = [];
  let v = BigInt(n);
  for (;;) {
    const b = Number(v & 0x7fn);
    v >>= 7n;
    const done = (v === 0n && (b & 0x40) === 0) || (v === -1n && (b & 0x40) !== 0);
    out.push(done ? b : b | 0x80);
    if (done) return out;
  }
}

function name(s) {
  const bytes = [...Buffer.from(s, 'utf8')];
  return [...uleb(bytes.length), ...bytes];
}

function vec(items) {
  return [...uleb(items.length), ...items.flat()];
}

function section(id, body) {
  return [id, ...uleb(body.length), ...body];
}

// Builds a module. `spec` fields (all optional):
//   types: [[params, results]], imports: [[module, name, kind, desc]] where kind is
//   'func' (desc: type index), 'memory' (desc: [min, max?]), 'global' (desc: [type, mut]),
//   'table' (desc: [elemType, min, max?]);
//   funcs: [{ type, locals: [[count, type]], body: [opcodes] }], tables: [[elem, min, max?]],
//   memories: [[min, max?]], globals: [[type, mutable, initExpr]],
//   exports: [[name, kind, index]] (kind: 'func' | 'table' | 'memory' | 'global'),
//   start: func index, elements: [[tableOffset, [funcIndices]]],
//   data: [[offset, bytes]], custom: [[name, bytes]].
function buildModule(spec) {
  const kinds = { func: 0, table: 1, memory: 2, global: 3 };
  const limits = ([min, max]) => (max === undefined ? [0, ...uleb(min)] : [1, ...uleb(min), ...uleb(max)]);
  const out = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
  if (spec.types) {
    out.push(...section(1, vec(spec.types.map(([p, r]) => [0x60, ...vec(p), ...vec(r)]))));
  }
  if (spec.imports) {
    out.push(...section(2, vec(spec.imports.map(([m, n, kind, desc]) => {
      let d;
      if (kind === 'func') d = uleb(desc);
      else if (kind === 'memory') d = limits(desc);
      else if (kind === 'global') d = [desc[0], desc[1] ? 1 : 0];
      else d = [desc[0], ...limits(desc.slice(1))];
      return [...name(m), ...name(n), kinds[kind], ...d];
    }))));
  }
  if (spec.funcs) out.push(...section(3, vec(spec.funcs.map((f) => uleb(f.type)))));
  if (spec.tables) out.push(...section(4, vec(spec.tables.map(([e, ...l]) => [e, ...limits(l)]))));
  if (spec.memories) out.push(...section(5, vec(spec.memories.map(limits))));
  if (spec.globals) {
    out.push(...section(6, vec(spec.globals.map(([t, m, init]) => [t, m ? 1 : 0, ...init, 0x0b]))));
  }
  if (spec.exports) {
    out.push(...section(7, vec(spec.exports.map(([n, kind, i]) => [...name(n), kinds[kind], ...uleb(i)]))));
  }
  if (spec.start !== undefined) out.push(...section(8, uleb(spec.start)));
  if (spec.elements) {
    out.push(...section(9, vec(spec.elements.map(([offset, fns]) =>
      [0x00, 0x41, ...sleb(offset), 0x0b, ...vec(fns.map((f) => uleb(f)))]))));
  }
  if (spec.funcs) {
    out.push(...section(10, vec(spec.funcs.map((f) => {
      const body = [...vec((f.locals || []).map(([n, t]) => [...uleb(n), t])), ...f.body, 0x0b];
      return [...uleb(body.length), ...body];
    }))));
  }
  if (spec.data) {
    out.push(...section(11, vec(spec.data.map(([offset, bytes]) =>
      [0x00, 0x41, ...sleb(offset), 0x0b, ...vec([...bytes].map((b) => [b]))]))));
  }
  for (const [n, bytes] of spec.custom || []) out.push(...section(0, [...name(n), ...bytes]));
  return new Uint8Array(out);
}

module.exports = { buildModule, uleb, sleb, I32, I64, F32, F64, FUNCREF, EXTERNREF };
