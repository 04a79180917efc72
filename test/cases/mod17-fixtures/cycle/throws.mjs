export const before = 1;
throw new Error('thrown while evaluating');
