export const value: string = 'module.mts';
