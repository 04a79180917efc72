// Intl.NumberFormat / toLocaleString of magnitudes below 1e-6, whose own text is in exponent form.
const nf = (o, l = 'en-US') => new Intl.NumberFormat(l, o);
console.log((1e-7).toLocaleString('en-US', { minimumFractionDigits: 3 }));
console.log((5e-324).toLocaleString('en-US', { useGrouping: false }));
console.log((5e-324).toLocaleString('de-DE', { maximumFractionDigits: 2 }));
console.log((-1.5e-7).toLocaleString('en-US', { maximumFractionDigits: 20 }));
console.log(nf({ maximumFractionDigits: 10 }).format(3e-8));
console.log(nf({ minimumFractionDigits: 2 }).format(-2e-9));
console.log(nf({ maximumFractionDigits: 8 }).format(9.99999999e-7));
console.log(nf({ maximumFractionDigits: 7 }).format(1e-6), nf({}).format(1e-6), nf({}).format(-1e-6));
console.log(JSON.stringify(nf({ minimumFractionDigits: 4 }).formatToParts(2e-7)));
