// BigInt(string): StringToBigInt strips the spec's white space around the digits, U+FEFF and the line terminators included.
const t = (f) => { try { const v = f(); console.log(typeof v, String(v)); } catch (e) { console.log(e.name + ': ' + e.message); } };
for (const v of ['\ufeff7', '\ufeff-7\ufeff', '\ufeff', '\ufeff0x1F\u2029', '\u3000\u00a012\u2028', '\ufeff1_0', '\ufeff\u200b1']) t(() => BigInt(v));
t(() => BigInt({ toString() { return '\ufeff42'; } }) + 1n);
