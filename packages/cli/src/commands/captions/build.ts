import { writeFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { apiClient } from '../../api/client.js';
import { apiArgs } from '../../args.js';
import { type CaptionPresetName, frameRateOption, ruleArgs } from '../../captions/caption-args.js';
import { defineCommand } from '../../command.js';
import { toJson } from '../../io/format.js';
import { err, out } from '../../io/io.js';
import { createStatusLine } from '../../io/status-line.js';

export default defineCommand({
  name: 'captions',
  description:
    "Build a transcript's captions from its word timings to a standard (lines broken at phrases, cues timed to the speech, one speaker a cue) and write them as SRT or WebVTT: to -o FILE, else to stdout. Unlike `scribekit export`, which writes the service's own one-cue-per-segment file. Check any caption file with `scribekit captions check FILE`.",
  args: {
    id: { type: 'positional', description: 'Transcript id', required: true },
    ...ruleArgs,
    format: {
      type: 'enum',
      options: ['srt', 'vtt'],
      description: 'File format (default: the extension of -o, else srt)',
      valueHint: 'format',
    },
    output: { type: 'string', alias: 'o', description: 'Write to this file', valueHint: 'file' },
    'speaker-labels': {
      type: 'enum',
      options: ['none', 'on-change', 'always'],
      description:
        "Show speakers as [Name] before the text (default: the preset's; WebVTT names them in voices anyway)",
      valueHint: 'when',
    },
    ...apiArgs,
  },
  examples: [
    'scribekit captions 6f1c… --preset netflix -o talk.srt',
    'scribekit captions 6f1c… --preset social --format vtt > reel.vtt',
    'scribekit captions check talk.srt --preset netflix',
  ],
  async run({ args, io }) {
    const preset = args.preset as CaptionPresetName;
    const format = (args.format ??
      (args.output && extname(args.output).toLowerCase() === '.vtt' ? 'vtt' : 'srt')) as
      | 'srt'
      | 'vtt';
    const rules = {
      preset,
      ...frameRateOption(args['frame-rate']),
      ...(args['speaker-labels']
        ? { speakerLabels: args['speaker-labels'] as 'none' | 'on-change' | 'always' }
        : {}),
    };
    const { scribekit } = await apiClient(io, args.profile);
    const { checkCaptions, toSrt, toVtt, transcriptCaptions } = await import(
      '@scribekit/sdk/captions'
    );
    const line = createStatusLine(io);
    line.update('Reading the words …');
    const cues = await transcriptCaptions(scribekit, args.id, {
      ...rules,
      signal: io.interrupt,
    }).finally(() => line.clear());
    if (cues.length === 0) {
      const { status, progress_percent: percent } = await scribekit.transcripts.getStatus(args.id, {
        signal: io.interrupt,
      });
      if (status !== 'completed') {
        throw new Error(
          `transcript ${args.id} is ${status} (${percent} %): its captions can be built once it is completed`,
        );
      }
      err(io, `${io.style.warn} transcript ${args.id} has no words: the captions are empty`);
    }
    const text = format === 'srt' ? toSrt(cues) : toVtt(cues);
    // What the words force (speech faster than the rules can show): said, not hidden.
    const violations = checkCaptions(cues, rules);
    const path = args.output ? resolve(io.cwd, args.output) : undefined;
    if (path) writeFileSync(path, text);
    if (args.json) {
      out(
        io,
        toJson(io, {
          transcript_id: args.id,
          preset,
          format,
          cues: cues.length,
          ...(path ? { path } : { content: text }),
          violations,
        }),
      );
      return 0;
    }
    if (path) out(io, `${io.style.ok} ${path} (${cues.length} cues, ${preset})`);
    else io.stdout.write(text);
    if (violations.length > 0) {
      err(
        io,
        `${io.style.warn} ${violations.length} of the rules of ${preset} cannot be met where the words come too fast to read; \`scribekit captions check\` lists them`,
      );
    }
    return 0;
  },
});
