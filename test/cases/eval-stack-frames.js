// Stack frames of code run by eval read as V8's: `at eval (eval at <caller> (<where>),
// <anonymous>:L:C)`, for the eval'd code and the functions it defines, from functions,
// methods and a module's top level.
'use strict';
// The stacks are printed with this directory as `.` (the checkout's place varies).
const show = (text) => console.log(text.replaceAll(__dirname, '.'));
function f() { return eval('\n\nnew Error("y")').stack.split('\n').slice(0, 3).join('\n'); }
show(f());
show(eval('new Error("top")').stack.split('\n').slice(0, 2).join('\n'));
const o = { m() { return eval('new Error("m")').stack.split('\n').slice(0, 2).join('\n'); } };
show(o.m());
function g() { return eval('(() => new Error("inner"))()').stack.split('\n').slice(0, 3).join('\n'); }
show(g());
