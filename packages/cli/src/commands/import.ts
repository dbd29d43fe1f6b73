import { detectPage } from '@scribekit/shared';
import { apiClient } from '../api/client.js';
import { apiArgs } from '../args.js';
import { defineCommand } from '../command.js';
import { UsageError } from '../errors.js';
import { durationCell, percentCell, toJson } from '../io/format.js';
import { out } from '../io/io.js';
import { createStatusLine } from '../io/status-line.js';

export default defineCommand({
  name: 'import',
  description:
    'Transcribe the recording behind a link — a video page (YouTube, Vimeo, Loom, …) or a direct link to a media file — and wait for the transcript.',
  args: {
    url: { type: 'positional', description: 'The link', required: true },
    language: {
      type: 'string',
      description: 'Spoken language code (default: detected)',
      valueHint: 'code',
    },
    title: { type: 'string', description: 'Title of the transcript', valueHint: 'text' },
    ...apiArgs,
  },
  examples: [
    'scribekit import https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'scribekit import https://example.com/talk.mp3 --language en --json',
  ],
  async run({ args, io }) {
    const page = detectPage(args.url);
    if (page.kind === 'meeting') {
      throw new UsageError(
        `${args.url} is a meeting: send the bot with \`scribekit record ${args.url}\``,
      );
    }
    if (page.kind === 'none') {
      throw new UsageError(
        `${args.url} is not a link the service can import (a video page or a media file)`,
      );
    }
    const { scribekit } = await apiClient(io, args.profile);
    const line = createStatusLine(io);
    line.update(`Importing ${page.provider} link …`);
    try {
      const transcript = await scribekit.importUrl(page.url, {
        signal: io.interrupt,
        ...(args.language ? { language: args.language } : {}),
        ...(args.title ? { title: args.title } : {}),
        wait: {
          onProgress: ({ phase, progress }) =>
            line.update(`Importing … ${phase} ${percentCell(progress)}`),
        },
      });
      line.clear();
      if (args.json) {
        const { segments: _segments, ...meta } = transcript;
        out(io, toJson(io, meta));
        return 0;
      }
      out(
        io,
        `${io.style.ok} ${transcript.title}  ${io.style.dim(durationCell(transcript.duration_s))}`,
      );
      out(io, `  Transcript  ${transcript.id}`);
      out(io, `  Read it     scribekit transcripts get ${transcript.id}`);
      return 0;
    } finally {
      line.clear();
    }
  },
});
