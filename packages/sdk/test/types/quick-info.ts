// The hover text an editor shows, read through the TypeScript language service (quick info) with
// the package's own tsconfig, as VS Code's TypeScript server would.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import ts from 'typescript';

/** Quick info of `file` at the first occurrence of each probe (its first character). */
export function quickInfo(file: string, tsconfig: string) {
  const dir = dirname(tsconfig);
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(tsconfig, ts.sys.readFile).config,
    ts.sys,
    dir,
  );
  const service = ts.createLanguageService({
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) =>
      ts.sys.fileExists(name)
        ? ts.ScriptSnapshot.fromString(ts.sys.readFile(name) ?? '')
        : undefined,
    getCurrentDirectory: () => dir,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  });
  const text = readFileSync(file, 'utf8');
  return {
    at(probe: string): string {
      const position = text.indexOf(probe);
      if (position < 0) throw new Error(`${probe} is not in ${file}`);
      const info = service.getQuickInfoAtPosition(file, position);
      if (!info) throw new Error(`no quick info at ${probe}`);
      return ts.displayPartsToString(info.displayParts);
    },
    /** The file's type errors, so a probe never reads a type the checker refused. */
    errors(): string[] {
      return [
        ...service.getSyntacticDiagnostics(file),
        ...service.getSemanticDiagnostics(file),
      ].map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
}
