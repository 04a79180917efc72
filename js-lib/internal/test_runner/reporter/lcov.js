'use strict';
// internal/test_runner/reporter/lcov: the coverage reporter. It writes each 'test:coverage'
// event's summary as an LCOV tracefile (one record per file: functions, branches, lines,
// with paths relative to the run's working directory) and ignores every other event. minirt
// collects no coverage itself, so a run without coverage gives it nothing to write.

const { relative } = require('path');
const { Transform } = require('internal/streams/transform');

function fileRecord(file, workingDirectory) {
  let out = `SF:${relative(workingDirectory, file.path)}\n`;
  // LCOV names functions; anonymous ones are told apart by their place in the list.
  const names = file.functions.map((fn, i) => fn.name || `anonymous_${i}`);
  for (let i = 0; i < file.functions.length; i++) {
    out += `FN:${file.functions[i].line},${names[i]}\n`;
  }
  for (let i = 0; i < file.functions.length; i++) {
    out += `FNDA:${file.functions[i].count},${names[i]}\n`;
  }
  out += `FNF:${file.totalFunctionCount}\nFNH:${file.coveredFunctionCount}\n`;
  // Each branch is its own block with a single branch in it.
  for (let i = 0; i < file.branches.length; i++) {
    out += `BRDA:${file.branches[i].line},${i},0,${file.branches[i].count}\n`;
  }
  out += `BRF:${file.totalBranchCount}\nBRH:${file.coveredBranchCount}\n`;
  for (const { line, count } of file.lines) out += `DA:${line},${count}\n`;
  out += `LH:${file.coveredLineCount}\nLF:${file.totalLineCount}\nend_of_record\n`;
  return out;
}

class LcovReporter extends Transform {
  constructor(options) {
    super({ ...options, writableObjectMode: true, __proto__: null });
  }

  _transform(event, encoding, callback) {
    if (event.type !== 'test:coverage') {
      callback(null);
      return;
    }
    const { files, workingDirectory } = event.data.summary;
    let out = 'TN:\n';
    try {
      for (const file of files) out += fileRecord(file, workingDirectory);
    } catch (err) {
      callback(err);
      return;
    }
    callback(null, out);
  }
}

module.exports = LcovReporter;
