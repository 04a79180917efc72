const ok: number = 1;
const broken = (ok as number;
console.log(broken);
