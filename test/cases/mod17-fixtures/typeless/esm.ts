const label: string = 'esm.ts';
export const value = label;
