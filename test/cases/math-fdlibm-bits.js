// Math's transcendental functions give V8's (fdlibm's) last bits: arguments on which the
// system libm rounds the other way, the special values, and argument conversion order.
'use strict';
const view = new DataView(new ArrayBuffer(8));
const bits = (x) => { view.setFloat64(0, x); return view.getBigUint64(0).toString(16).padStart(16, '0'); };
const args = {
  sin: [2.32149600982666, -4.149726331233978, 0.6266895532608032, 90.25382995605469],
  cos: [303.6832809448242, 135.8191967010498, 435.82379817962646, -3.612726628780365],
  tan: [-0.943741500377655, -3475642.204284668, 10190939.903259277, 3.6946380138397217],
  asin: [0.8107125759124756, -0.9325175285339355, -0.9715096354484558, 0.5608313679695129],
  acos: [-0.6569840908050537, 0.4954814910888672, -0.6540176868438721, -0.5880322456359863],
  atan: [2.046914577484131, 4.981582462787628, 2.622588872909546, 2.8425897359848022],
  exp: [-3.434884548187256e-09, 25.435209274291992, 0.3857734799385071, -0.9980854392051697],
  expm1: [0.4091205596923828],
  log: [314.7313594818115, 228.87659072875977, 2.620711326599121, 2.2212438583374023],
  log2: [1.29195898771286, 2.880320906639099, 2.9053122997283936, 1.104040503501892],
  sinh: [67.47758388519287, 85.18338203430176, -294.2556142807007, -466.14158153533936],
  cosh: [-472.34344482421875, 1.891146183013916, 234.70008373260498, 2.357379913330078],
  asinh: [2.0687685012817383, 1.520169973373413, 2.7826974391937256, 0.3492250442504883],
  acosh: [4.102519735693932, 31.980169773101807, 81.92913627624512, 44.65195631980896],
  tanh: [-2.641657590866089e-09, -3.7030482292175295e-09, -1.2708282470703125e-10],
  atanh: [-0.04477071762084961, 0.07582712173461914, -0.5221466422080994, -0.8487551808357239],
};
const specials = [NaN, 0, -0, Infinity, -Infinity, 1, -1, 0.5, 2, 1e-300, -1e-300, 1e300, 710, -746];
for (const [name, xs] of Object.entries(args)) {
  console.log(name, Math[name].length, Math[name].name, xs.map((x) => bits(Math[name](x))).join(' '));
  console.log(' ', specials.map((x) => Object.is(Math[name](x), -0) ? '-0' : String(Math[name](x))).join(' '));
}
const pairs = [[5.0762176513671874e-09, 2.483762502670288e-08], [0.0002788527011871338, -2.3565936088562013e-09],
  [2.0146921277046204, 1.3923802971839905], [355.2682399749756, -18.10479164123535]];
console.log('atan2', Math.atan2.length, pairs.map(([y, x]) => bits(Math.atan2(y, x))).join(' '));
for (const y of [0, -0, 1, -1, Infinity, -Infinity, NaN]) {
  console.log(' ', [0, -0, 1, -1, Infinity, -Infinity, NaN].map((x) => {
    const r = Math.atan2(y, x);
    return Object.is(r, -0) ? '-0' : String(r);
  }).join(' '));
}
// Arguments are converted with ToNumber, left to right, before the computation.
const seen = [];
const y = { valueOf() { seen.push('y'); return 1; } };
const x = { valueOf() { seen.push('x'); return 2; } };
console.log(Math.atan2(y, x) === Math.atan2(1, 2), seen.join(','));
console.log(Math.sin('0.5') === Math.sin(0.5), Math.exp(), Math.log(null), Math.cos(true) === Math.cos(1));
try { Math.sin(1n); } catch (e) { console.log(e.name); }
try { Math.log(Symbol()); } catch (e) { console.log(e.name); }
console.log(Object.getOwnPropertyDescriptor(Math, 'sin').enumerable, typeof Math.sin.prototype);
try { new Math.exp(1); } catch (e) { console.log(e.name); }
