import { resolve } from 'node:path';
import { EXPORT_FORMATS, type ExportFormat } from '@scribekit/sdk';
import { apiArgs, repeatedOption } from '../args.js';
import { shellQuote } from '../batch/shell-quote.js';
import { CAPTION_PRESETS, type CaptionPresetName } from '../captions/caption-args.js';
import { defineCommand } from '../command.js';
import { UsageError } from '../errors.js';
import { err } from '../io/io.js';

export const transcribeArgs = {
  inputs: {
    type: 'positional',
    description:
      'Files, folders (their audio and video files), quoted globs ("calls/**/*.m4a") and links',
    required: false,
    valueHint: 'FILE|FOLDER|GLOB|URL...',
  },
  from: {
    type: 'string',
    description: 'Also read inputs from this file, one per line',
    valueHint: 'list.txt',
  },
  out: {
    type: 'string',
    description: 'Folder for the outputs (and the ledger that makes reruns resume)',
    required: true,
    valueHint: 'dir',
  },
  export: {
    type: 'string',
    description: `Formats to write, comma-separated: ${EXPORT_FORMATS.join(', ')}`,
    default: 'txt',
    valueHint: 'formats',
  },
  captions: {
    type: 'string',
    description:
      "Build the srt/vtt from the words to this preset (netflix, broadcast, social, loose) instead of exporting the service's; adds srt to --export when it has neither",
    valueHint: 'preset',
  },
  language: {
    type: 'string',
    description: 'Spoken language code for every input (default: detected)',
    valueHint: 'code',
  },
  report: {
    type: 'string',
    description: 'Also write a Smart Report of this type per input (<name>.<type>.md)',
    valueHint: 'type',
  },
  'upload-limit': {
    type: 'string',
    description:
      'Your upload-init limit when it is not the documented 10/h (a raised plan): 100/h, 2/8s',
    valueHint: 'n/window',
  },
  'import-limit': {
    type: 'string',
    description: 'Your import limit when it is not the documented 30/h',
    valueHint: 'n/window',
  },
  redis: {
    type: 'string',
    description:
      'Fleet mode: queue the inputs in this Redis for `scribekit worker`s and follow them',
    valueHint: 'url',
  },
  queue: {
    type: 'string',
    description: 'Fleet mode: the queue name',
    default: 'scribekit-transcribe',
    valueHint: 'name',
  },
  concurrency: {
    type: 'string',
    description: 'Inputs worked on at once',
    default: '4',
    valueHint: 'n',
  },
  exclude: {
    type: 'string',
    description:
      "Leave out files matching this glob: by name without a / ('*.m4a', '{*.mp3,*.m4a}'), else by path from each input folder ('drafts/**'); repeatable",
    valueHint: 'glob',
  },
  'dry-run': {
    type: 'boolean',
    description:
      'Print the plan (inputs, done, left, files refused, quota slots, ETA) and send nothing',
  },
  'retry-failed': {
    type: 'boolean',
    description:
      'Try parked items again (inputs the service or the local check refused: not audio or video, a link it cannot use)',
  },
  'max-outage': {
    type: 'string',
    description:
      'Stop (exit 1, with the resume command) when the service has not answered for this long: 30m, 2h (default: wait)',
    valueHint: 'duration',
  },
  ...apiArgs,
} as const;

/** `--export srt,vtt` as a checked list of formats. */
export function parseFormats(text: string): ExportFormat[] {
  const formats = [
    ...new Set(
      text
        .split(',')
        .map((f) => f.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const unknown = formats.filter((f) => !(EXPORT_FORMATS as readonly string[]).includes(f));
  if (unknown.length > 0 || formats.length === 0) {
    throw new UsageError(`--export ${text}: formats are ${EXPORT_FORMATS.join(', ')}`);
  }
  return formats as ExportFormat[];
}

export default defineCommand({
  name: 'transcribe',
  description:
    'Transcribe many recordings into a folder: files are uploaded in resumable parts, links imported, and each input is written as DIR/<name>.<format>. The service allows 10 uploads an hour, so a big batch takes hours: the plan and ETA say how long, the batch waits for each quota slot (and for the service, when it is unreachable), and Ctrl+C, SIGTERM or a crash loses nothing — rerun the same command to finish what is left. Files that are empty or not audio or video are refused before upload and parked. DIR/scribekit-manifest.csv lists every input with its outputs, transcript, status and error.',
  args: transcribeArgs,
  examples: [
    'scribekit transcribe ./recordings --out ./transcripts',
    'scribekit transcribe talk.mp4 https://youtu.be/dQw4w9WgXcQ --out out --export srt,vtt',
    'scribekit transcribe --from urls.txt --out out --language de --report summary',
    'scribekit transcribe ./talks --out out --export txt,vtt --captions netflix',
    'scribekit transcribe "calls/**/*.m4a" --out out --json > events.jsonl',
    "scribekit transcribe ./recordings --out ./transcripts --exclude 'drafts/**' --dry-run   # the plan, nothing sent",
  ],
  async run({ args, io, argv }) {
    const formats = parseFormats(args.export);
    const captions = args.captions?.trim().toLowerCase();
    if (captions !== undefined) {
      if (!(CAPTION_PRESETS as readonly string[]).includes(captions)) {
        throw new UsageError(
          `--captions ${args.captions}: presets are ${CAPTION_PRESETS.join(', ')}`,
        );
      }
      if (!formats.includes('srt') && !formats.includes('vtt')) formats.push('srt');
    }
    const concurrency = Number(args.concurrency);
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
      throw new UsageError(
        `--concurrency must be a whole number from 1 to 64, got ${args.concurrency}`,
      );
    }
    const { expandInputs, readInputList } = await import('../batch/expand-inputs.js');
    const listed = args.from ? await readInputList(args.from, io.cwd) : undefined;
    const positional = (args._ ?? []).map(String);
    if (positional.length === 0 && !listed) {
      throw new UsageError(
        'nothing to transcribe: give files, folders, globs or links, or --from list.txt',
      );
    }
    const { inputs, warnings } = await expandInputs(
      positional,
      listed,
      io.cwd,
      repeatedOption(argv, 'exclude'),
    );
    for (const warning of warnings) err(io, `${io.style.warn} ${warning}`);
    if (inputs.length === 0) throw new UsageError('the inputs hold no audio or video files');
    const outDir = resolve(io.cwd, args.out);
    const limits = (await import('../batch/parse-limit.js')).statedLimits(args);
    const maxOutageMs = args['max-outage']
      ? (await import('../batch/parse-duration.js')).parseDuration('max-outage', args['max-outage'])
      : undefined;
    const settings = {
      formats,
      limits,
      concurrency,
      ...(args.report ? { report: args.report } : {}),
      ...(captions ? { captions: captions as CaptionPresetName } : {}),
      ...(args.language ? { transcript: { language: args.language } } : {}),
      ...(args['retry-failed'] ? { retryFailed: true } : {}),
    };
    // Resuming means the same batch: `--retry-failed` and `--dry-run` are not carried over.
    const resumeArgv = argv.filter((arg) => arg !== '--dry-run' && arg !== '--retry-failed');
    const resume = `scribekit transcribe ${resumeArgv.map(shellQuote).join(' ')}`;
    if (args.redis) {
      if (args['dry-run']) {
        throw new UsageError(
          '--dry-run plans a local batch; a fleet prints its plan when it queues the inputs',
        );
      }
      const { runFleetBatch } = await import('../fleet/enqueue.js');
      const { concurrency: _local, ...shared } = settings;
      return runFleetBatch({
        io,
        redisUrl: args.redis,
        queue: args.queue,
        profile: args.profile,
        json: Boolean(args.json),
        inputs,
        outDir,
        settings: shared,
        resume,
      });
    }
    const { runLocalBatch } = await import('../batch/run-local-batch.js');
    return runLocalBatch({
      io,
      profile: args.profile,
      json: Boolean(args.json),
      inputs,
      outDir,
      settings: { ...settings, ...(maxOutageMs ? { maxOutageMs } : {}) },
      resume,
      dryRun: Boolean(args['dry-run']),
    });
  },
});
