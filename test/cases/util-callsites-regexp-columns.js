// util.getCallSites() and assert.ok's quoted expression place columns on lines that hold a
// regular-expression literal as V8 does (the source pass shifts such lines).
const {getCallSites}=require('util'); const k=()=>getCallSites()[1].columnNumber; console.log([/x/, k()][1]);
const assert=require('assert'); [() => 'a'.match(/x/), () => assert.ok(0)].forEach(f=>{try{f()}catch(e){console.log(e.message.split('\n')[2])}})
