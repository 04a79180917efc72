// Imported after the first module read fs: takes getter-made exports the first one left unread.
import { WriteStream, Utf8Stream } from 'fs';
import { TextDecoder } from 'node:util';
export const out = [typeof WriteStream, typeof Utf8Stream, typeof TextDecoder].join(' ');
