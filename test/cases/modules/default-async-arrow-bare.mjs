// A default-exported async arrow with one bare parameter, after a line break.
export default
  async x => `got ${x}`;
export const after = 'after';
