import { formatTimestamp } from '@scribekit/shared';
import { apiClient } from '../../api/client.js';
import { apiArgs } from '../../args.js';
import { defineCommand } from '../../command.js';
import { durationCell, toJson } from '../../io/format.js';
import { out } from '../../io/io.js';

export default defineCommand({
  name: 'transcripts get',
  description: 'Print a transcript: its title, then one line per segment with time and speaker.',
  args: {
    id: { type: 'positional', description: 'Transcript id', required: true },
    ...apiArgs,
  },
  examples: [
    'scribekit transcripts get 6f1c…',
    'scribekit transcripts get 6f1c… --json | jq .segments[0]',
  ],
  async run({ args, io }) {
    const { scribekit } = await apiClient(io, args.profile);
    const transcript = await scribekit.transcripts.get(args.id, { signal: io.interrupt });
    if (args.json) {
      out(io, toJson(io, transcript));
      return 0;
    }
    const speakers = new Map(transcript.speakers.map((s) => [s.id, s.name || s.label]));
    const { bold, dim, cyan } = io.style;
    out(
      io,
      `${bold(transcript.title)}  ${dim(`${transcript.status} · ${durationCell(transcript.duration_s)}`)}`,
    );
    out(io);
    for (const segment of transcript.segments) {
      const speaker = speakers.get(segment.speaker_id) ?? '';
      out(
        io,
        `${dim(`[${formatTimestamp(segment.start_s)}]`)} ${cyan(`${speaker}:`)} ${segment.text}`,
      );
    }
    return 0;
  },
});
