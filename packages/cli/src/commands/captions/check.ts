import { readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { jsonArgs } from '../../args.js';
import { type CaptionPresetName, frameRateOption, ruleArgs } from '../../captions/caption-args.js';
import { defineCommand } from '../../command.js';
import { EXIT, UsageError } from '../../errors.js';
import { toJson } from '../../io/format.js';
import { err, type Io, out } from '../../io/io.js';

/** The file's text: `-` reads stdin. */
async function readInput(io: Io, file: string): Promise<{ name: string; text: string }> {
  if (file === '-') {
    let text = '';
    for await (const chunk of io.stdin) text += chunk.toString();
    return { name: 'stdin', text };
  }
  const path = resolve(io.cwd, file);
  try {
    return { name: file, text: readFileSync(path, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder' : code;
    throw new UsageError(`cannot read ${file}: ${why ?? (error as Error).message}`);
  }
}

export default defineCommand({
  name: 'captions check',
  description:
    'Check an SRT or WebVTT file against a preset: line length and count, time on screen, reading speed, gaps and overlaps, characters counted as people see them. Prints one line per violation; exits 1 when there is any (or the file cannot be read as captions), 0 when there is none.',
  args: {
    file: {
      type: 'positional',
      description: 'An .srt or .vtt file; - reads stdin',
      required: true,
    },
    ...ruleArgs,
    format: {
      type: 'enum',
      options: ['srt', 'vtt'],
      description: 'How to read the file (default: its extension, else a WEBVTT header, else srt)',
      valueHint: 'format',
    },
    ...jsonArgs,
  },
  examples: [
    'scribekit captions check talk.srt --preset netflix',
    'scribekit captions check reel.vtt --preset social --json | jq ".violations[].kind"',
    'scribekit captions 6f1c… | scribekit captions check - --preset broadcast',
  ],
  async run({ args, io }) {
    const preset = args.preset as CaptionPresetName;
    const rules = { preset, ...frameRateOption(args['frame-rate']) };
    const { name, text } = await readInput(io, args.file);
    const ext = extname(args.file).toLowerCase();
    const format =
      args.format ??
      (ext === '.vtt' || (ext !== '.srt' && /^\uFEFF?WEBVTT/.test(text)) ? 'vtt' : 'srt');
    const { CaptionParseError, checkCaptions, parseSrt, parseVtt } = await import(
      '@scribekit/sdk/captions'
    );
    let cues: ReturnType<typeof parseSrt>;
    try {
      cues = format === 'vtt' ? parseVtt(text) : parseSrt(text);
    } catch (error) {
      if (!(error instanceof CaptionParseError)) throw error;
      const what = `${name}:${error.line}: not a valid ${format === 'vtt' ? 'WebVTT' : 'SRT'} file: ${error.message.replace(/^line \d+: /, '')}`;
      if (args.json) {
        out(
          io,
          toJson(io, {
            file: name,
            format,
            error: { key: error.key, line: error.line, message: what },
          }),
        );
      } else err(io, `${io.style.fail} ${what}`);
      return EXIT.failed;
    }
    const violations = checkCaptions(cues, rules);
    if (args.json) {
      out(io, toJson(io, { file: name, format, preset, cues: cues.length, violations }));
    } else {
      for (const violation of violations) out(io, `${name}: ${violation.message}`);
      const broken = new Set(violations.map((violation) => violation.cue)).size;
      if (violations.length === 0) {
        err(io, `${io.style.ok} ${cues.length} cues meet ${preset}`);
      } else {
        err(
          io,
          `${io.style.fail} ${violations.length} violation${violations.length === 1 ? '' : 's'} of ${preset} in ${broken} of ${cues.length} cues`,
        );
      }
    }
    return violations.length > 0 ? EXIT.failed : EXIT.ok;
  },
});
