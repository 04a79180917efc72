// internal/modules/source_map: `module.SourceMap` (a Source Map v3 reader: payload,
// lineLengths, findEntry, findOrigin), `module.findSourceMap()` and the source map
// support switch (`getSourceMapsSupport`/`setSourceMapsSupport`, --enable-source-maps).
// Maps are recorded for files the CommonJS loader compiles while support is on, from
// their `//# sourceMappingURL=` comment (a data: URL or a file next to the module), with
// their sources made absolute file: URLs. While support is on, stack frames in such files
// are shown at their original places (mapFrameLine, through internal/errors_stack), and the
// uncaught-error pointer quotes the original text (mapPointer).
'use strict';

const natives = require('internal/natives');

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
let base64Values;

function codes() {
  return require('internal/errors').codes;
}

// A shallow copy with its arrays copied too, so callers cannot change the map's state.
function clonePayload(payload) {
  require('internal/validators').validateObject(payload, 'payload');
  const copy = { ...payload };
  for (const key of Object.keys(copy)) {
    if (Array.isArray(copy[key])) copy[key] = copy[key].slice();
  }
  return copy;
}

// Reads one base64 VLQ number of `text` from `state.i`.
function readVLQ(text, state) {
  let result = 0;
  let shift = 0;
  let digit;
  do {
    digit = base64Values[text[state.i++]];
    result += (digit & 31) << shift;
    shift += 5;
  } while (digit & 32);
  const negative = result & 1;
  result >>>= 1;
  return negative ? (-result | (1 << 31)) : result;
}

function compareEntries(a, b) {
  return a[0] !== b[0] ? a[0] - b[0] : a[1] - b[1];
}

class SourceMap {
  #payload;
  #mappings = [];
  #lineLengths = undefined;

  constructor(payload, { lineLengths } = { __proto__: null }) {
    if (base64Values === undefined) {
      base64Values = { __proto__: null };
      for (let i = 0; i < BASE64.length; i++) base64Values[BASE64[i]] = i;
    }
    this.#payload = clonePayload(payload);
    if (this.#payload.sections) {
      for (const section of this.#payload.sections) {
        this.#parse(section.map, section.offset.line, section.offset.column);
      }
    } else {
      this.#parse(this.#payload, 0, 0);
    }
    this.#mappings.sort(compareEntries);
    if (Array.isArray(lineLengths) && lineLengths.length) this.#lineLengths = lineLengths;
  }

  get payload() {
    return clonePayload(this.#payload);
  }

  get lineLengths() {
    return this.#lineLengths ? this.#lineLengths.slice() : undefined;
  }

  // Mappings are [generatedLine, generatedColumn, source, line, column, name], 0-based.
  #parse(map, line, column) {
    const sources = Array.isArray(map.sources) ? map.sources.slice() : [];
    const text = typeof map.mappings === 'string' ? map.mappings : '';
    const state = { i: 0 };
    let sourceIndex = 0;
    let sourceLine = 0;
    let sourceColumn = 0;
    let nameIndex = 0;
    let source = sources[0];
    for (;;) {
      if (text[state.i] === ',') {
        state.i++;
      } else {
        while (text[state.i] === ';') {
          line++;
          column = 0;
          state.i++;
        }
        if (state.i >= text.length) break;
      }
      column += readVLQ(text, state);
      let next = text[state.i];
      if (next === ',' || next === ';') {
        this.#mappings.push([line, column]);
        continue;
      }
      const sourceDelta = readVLQ(text, state);
      if (sourceDelta) {
        sourceIndex += sourceDelta;
        source = sources[sourceIndex];
      }
      sourceLine += readVLQ(text, state);
      sourceColumn += readVLQ(text, state);
      let name;
      next = text[state.i];
      // Like Node's reader, the end of the text counts as a (zero) name delta: the last
      // segment repeats the previous name.
      if (next !== ',' && next !== ';') {
        nameIndex += readVLQ(text, state);
        name = map.names ? map.names[nameIndex] : undefined;
      }
      this.#mappings.push([line, column, source, sourceLine, sourceColumn, name]);
    }
  }

  // The mapping in effect at a 0-based generated position, or {}.
  findEntry(lineOffset, columnOffset) {
    const mappings = this.#mappings;
    let first = 0;
    let count = mappings.length;
    while (count > 1) {
      const step = count >> 1;
      const middle = first + step;
      const m = mappings[middle];
      if (lineOffset < m[0] || (lineOffset === m[0] && columnOffset < m[1])) {
        count = step;
      } else {
        first = middle;
        count -= step;
      }
    }
    const entry = mappings[first];
    if (entry === undefined ||
        (first === 0 && (lineOffset < entry[0] ||
          (lineOffset === entry[0] && columnOffset < entry[1])))) {
      return {};
    }
    return {
      generatedLine: entry[0],
      generatedColumn: entry[1],
      originalSource: entry[2],
      originalLine: entry[3],
      originalColumn: entry[4],
      name: entry[5],
    };
  }

  // The original position of a 1-based generated call site, or {}.
  findOrigin(lineNumber, columnNumber) {
    const range = this.findEntry(lineNumber - 1, columnNumber - 1);
    if (range.originalSource === undefined || range.originalLine === undefined ||
        range.originalColumn === undefined || range.generatedLine === undefined ||
        range.generatedColumn === undefined) {
      return {};
    }
    return {
      name: range.name,
      fileName: range.originalSource,
      lineNumber: range.originalLine + (lineNumber - range.generatedLine),
      columnNumber: range.originalColumn + (columnNumber - range.generatedColumn),
    };
  }
}

// --- support switch and the per-file cache ---------------------------------------------------
const support = {
  enabled: natives.execArgv.includes('--enable-source-maps'),
  nodeModules: false,
  generatedCode: false,
};
const cache = new Map();

function getSourceMapsSupport() {
  return { __proto__: null, ...support };
}

function setSourceMapsSupport(enabled, options = undefined) {
  const { validateBoolean, validateObject } = require('internal/validators');
  validateBoolean(enabled, 'enabled');
  let nodeModules = false;
  let generatedCode = false;
  if (options !== undefined) {
    validateObject(options, 'options');
    if (options.nodeModules !== undefined) {
      validateBoolean(options.nodeModules, 'options.nodeModules');
      nodeModules = options.nodeModules;
    }
    if (options.generatedCode !== undefined) {
      validateBoolean(options.generatedCode, 'options.generatedCode');
      generatedCode = options.generatedCode;
    }
  }
  support.enabled = enabled;
  support.nodeModules = enabled && nodeModules;
  support.generatedCode = enabled && generatedCode;
  if (enabled) require('internal/modules/cjs').moduleInternals().watchSourceMaps();
  require('internal/errors_stack').setFrameMapper(enabled ? mapFrameLine : null);
}

// `    at name (file:line:col)` or `    at file:line:col`, for a file with a recorded map:
// the same frame at the original source's path, line and column (both 1-based).
const frameLocation = /^(\s+at (?:.* \()?)(\/[^()]*?|file:\/\/[^()]*?):(\d+):(\d+)(\)?)$/;
function mapFrameLine(line) {
  const m = frameLocation.exec(line);
  if (m === null) return line;
  try {
    const map = findSourceMap(m[2]);
    if (map === undefined) return line;
    const entry = map.findEntry(Number(m[3]) - 1, Number(m[4]) - 1);
    if (typeof entry.originalSource !== 'string') return line;
    const source = sourcePath(entry.originalSource);
    return `${m[1]}${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}${m[5]}`;
  } catch {
    // A map that does not fit the file: the frame as the engine gave it.
    return line;
  }
}

function sourcePath(source) {
  if (!source.startsWith('file://')) return source;
  try {
    return require('internal/url').fileURLToPath(source);
  } catch {
    return source;
  }
}

// For the uncaught-error pointer: the place in the original source of line `lineNumber`
// (1-based), column `column` (0-based) of a generated file, with that source line's text
// (from the map's sourcesContent, else the file). Undefined when the file has no map or
// the original text cannot be had; Node then points into the generated file.
function mapPointer(file, lineNumber, column) {
  const map = findSourceMap(file);
  if (map === undefined) return undefined;
  const entry = map.findEntry(lineNumber - 1, column);
  if (typeof entry.originalSource !== 'string') return undefined;
  const { sources, sourcesContent } = map.payload;
  const i = Array.isArray(sources) ? sources.indexOf(entry.originalSource) : -1;
  const path = sourcePath(entry.originalSource);
  let text = i !== -1 && Array.isArray(sourcesContent) ? sourcesContent[i] : undefined;
  if (typeof text !== 'string') text = internalBinding('modules').readFile(path);
  if (typeof text !== 'string') return undefined;
  const line = text.split('\n')[entry.originalLine];
  if (line === undefined) return undefined;
  return { path, lineNumber: entry.originalLine + 1, line, column: entry.originalColumn };
}

// As Node records a found map: each source resolved against the map's own URL (the
// module's for an inline map), after the sourceRoot, which becomes ''.
function resolveSources(data, baseURL) {
  if (data === null || typeof data !== 'object' || !Array.isArray(data.sources)) return;
  const root = typeof data.sourceRoot === 'string' ? data.sourceRoot : '';
  data.sources = data.sources.map((source) => {
    try {
      return new URL(`${root}${source}`, baseURL).href;
    } catch {
      return source;
    }
  });
  data.sourceRoot = '';
}

const urlComment = /\/[*/]#\s+sourceMappingURL=(?<url>[^\s]+)/g;

function lastSourceMappingURL(content) {
  let url;
  urlComment.lastIndex = 0;
  for (let m = urlComment.exec(content); m !== null; m = urlComment.exec(content)) {
    url = m.groups.url;
  }
  return url;
}

function lineLengthsOf(content) {
  return content.split(/\n|\u2028|\u2029/).map((line) => line.length);
}

// Called by the CommonJS loader after compiling `filename`.
function maybeCacheSourceMap(filename, content) {
  if (!support.enabled) return;
  if (!support.nodeModules && filename.includes('/node_modules/')) return;
  const url = lastSourceMappingURL(content);
  if (url === undefined) return;
  let data;
  try {
    const { pathToFileURL } = require('internal/url');
    if (url.startsWith('data:')) {
      const comma = url.indexOf(',');
      const meta = url.slice(5, comma);
      const body = url.slice(comma + 1);
      const text = /;base64$/i.test(meta) ?
        require('buffer').Buffer.from(body, 'base64').toString() : decodeURIComponent(body);
      data = JSON.parse(text);
      resolveSources(data, pathToFileURL(filename).href);
    } else {
      const path = require('path');
      const { readFile } = internalBinding('modules');
      const mapPath = path.resolve(path.dirname(filename), url);
      const text = readFile(mapPath);
      if (text === undefined) return;
      data = JSON.parse(text);
      resolveSources(data, pathToFileURL(mapPath).href);
    }
  } catch {
    return;
  }
  cache.set(filename, { data, lineLengths: lineLengthsOf(content), map: undefined });
}

function findSourceMap(sourceURL) {
  if (typeof sourceURL !== 'string') return undefined;
  let key = sourceURL;
  if (key.startsWith('file://')) key = require('internal/url').fileURLToPath(key);
  const entry = cache.get(key);
  if (entry === undefined) return undefined;
  if (entry.map === undefined) {
    entry.map = new SourceMap(entry.data, { lineLengths: entry.lineLengths });
  }
  return entry.map;
}

// --enable-source-maps: on from the start (the CommonJS loader loads this module then).
if (support.enabled) require('internal/errors_stack').setFrameMapper(mapFrameLine);

module.exports = {
  SourceMap,
  findSourceMap,
  getSourceMapsSupport,
  setSourceMapsSupport,
  mapPointer,
  maybeCacheSourceMap,
};
