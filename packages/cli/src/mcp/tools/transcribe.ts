import { extname } from 'node:path';
import type { ItemPhase } from '@scribekit/sdk/batch';
import { detectPage, mediaExtensions } from '@scribekit/shared';
import * as z from 'zod';
import { callFolders, readablePath } from '../allowed-folders.js';
import { ClientInput } from '../client-input.js';
import { clock } from '../clock.js';
import { defineTool } from '../define-tool.js';
import { isWebLink, safeLink } from '../safe-link.js';
import { ToolUserError } from '../tool-errors.js';
import { TRANSCRIPT_APP_URI } from '../transcript-app/app-uri.js';
import { transcriptLink, transcriptUri } from '../transcript-link.js';

const PHASES: Record<ItemPhase, string> = {
  queued: 'starting',
  hashing: 'reading the file',
  'waiting-for-slot': 'waiting for a quota slot',
  uploading: 'uploading',
  importing: 'importing the link',
  transcribing: 'transcribing',
  exporting: 'transcribing',
  reporting: 'transcribing',
  done: 'done',
  failed: 'failed',
  stopped: 'stopped',
};

export default defineTool({
  name: 'transcribe',
  title: 'Transcribe a recording',
  description:
    'Transcribe a local audio or video file (path) or a recording on the web (url: a YouTube, Vimeo, Loom … page or a direct media link), with speakers told apart. Files are uploaded in resumable parts: a call that is interrupted continues where it stopped when called again, and a file already transcribed returns its transcript without uploading again. The service allows 10 uploads and 30 link imports per hour per API key (shared with the scribekit CLI on this machine): when no slot is free within 30 s, the call fails and says when the next one opens. Sends progress notifications while it waits. For a long recording pass wait: false and read the result later with get_transcript. Meeting links (Zoom, Meet, Teams, Webex) are for send_meeting_bot.',
  input: z.object({
    path: z
      .string()
      .optional()
      .describe(
        "A local audio or video file, inside the folders this server may use (the client's roots, or --allow-dir; relative paths start in the first of them).",
      ),
    url: z
      .string()
      .optional()
      .describe(
        'Or an http(s) link to a recording: a video page or a direct link to a media file.',
      ),
    language: z
      .string()
      .min(2)
      .max(64)
      .optional()
      .describe('Spoken language code such as "en" or "de"; detected when left out.'),
    title: z
      .string()
      .min(1)
      .max(500)
      .optional()
      .describe('Title of the new transcript; the file name or the page title when left out.'),
    wait: z
      .boolean()
      .default(true)
      .describe(
        'true (default): return when the transcript is completed. false: return as soon as it exists, with its id.',
      ),
  }),
  output: z.object({
    transcript_id: z.string(),
    status: z
      .enum(['completed', 'processing'])
      .describe('processing: the service is still transcribing (wait was false).'),
    title: z.string(),
    duration_s: z.number().describe('Length of the recording in seconds (0 until known).'),
    duration: z.string().describe('The same as h:mm:ss.'),
    language: z.string().describe('Language requested, or detected; empty when not known yet.'),
    speaker_count: z.number(),
    reused: z
      .boolean()
      .describe('true: it had been transcribed before (nothing was uploaded or imported again).'),
    source: z.string().describe('The file transcribed, or the link (without signed parameters).'),
    resource_uri: z.string().describe('Read the transcript as Markdown at this resource address.'),
  }),
  app: TRANSCRIPT_APP_URI,
  annotations: {
    readOnlyHint: false,
    destructiveHint: false,
    // The same file or link again returns the same transcript and spends no second slot.
    idempotentHint: true,
    openWorldHint: true,
  },
  async run(args, call) {
    if (Boolean(args.path) === Boolean(args.url)) {
      throw new ToolUserError(
        'Give either path (a local file) or url (a link), not both and not neither.',
      );
    }
    const { fileItem, urlItem } = await import('@scribekit/sdk/batch/node');
    let item: Awaited<ReturnType<typeof fileItem>> | ReturnType<typeof urlItem>;
    let source: string;
    if (args.path) {
      const input = new ClientInput(call);
      const roots = await input.roots();
      const asked = input.pending();
      if (asked || !roots) return asked as never;
      const folders = callFolders(call.deps.startFolders, roots);
      const path = await readablePath(args.path, folders, call.deps.startFolderNote);
      // Checked before a slot is spent: the service would take the upload, then fail it.
      if (!mediaExtensions.includes(extname(path).slice(1).toLowerCase())) {
        throw new ToolUserError(
          `${path} is not an audio or video file the service takes (${mediaExtensions.join(', ')}).`,
        );
      }
      item = fileItem(path);
      source = path;
    } else {
      const url = args.url as string;
      if (!isWebLink(url)) throw new ToolUserError(`${url} is not an http(s) link.`);
      const page = detectPage(url);
      if (page.kind === 'meeting') {
        throw new ToolUserError(
          `${safeLink(url)} is a live meeting: use send_meeting_bot to record it.`,
        );
      }
      if (page.kind === 'none') {
        throw new ToolUserError(
          `${safeLink(url)} is not a link the service can import: give a video page (YouTube, Vimeo, Loom …) or a direct link to an audio or video file.`,
        );
      }
      item = urlItem(page.url);
      source = safeLink(page.url);
    }
    const account = await call.deps.account();
    let said = false;
    const outcome = await call.deps.transcriber.transcribe({
      account,
      item,
      settings: {
        ...(args.language ? { language: args.language } : {}),
        ...(args.title ? { title: args.title } : {}),
      },
      wait: args.wait,
      signal: call.signal,
      onProgress: (phase, fraction) => {
        // The engine says "queued" again after hashing a file: not news to the user.
        if (phase === 'queued' && said) return;
        said = true;
        void call.progress(fraction, PHASES[phase]);
      },
    });
    const meta = await account.scribekit.transcripts.getMeta(outcome.transcriptId, {
      signal: call.signal,
    });
    const completed = outcome.completed || meta.status === 'completed';
    const structured = {
      transcript_id: meta.id,
      status: completed ? ('completed' as const) : ('processing' as const),
      title: meta.title,
      duration_s: meta.duration_s,
      duration: clock(meta.duration_s),
      language: meta.language || meta.detected_language || '',
      speaker_count: meta.speaker_count,
      reused: outcome.reused,
      source,
      resource_uri: transcriptUri(meta.id),
    };
    const about = completed
      ? `${clock(meta.duration_s)}, ${meta.speaker_count} speaker${meta.speaker_count === 1 ? '' : 's'}${structured.language ? `, language ${structured.language}` : ''}`
      : `still transcribing (${Math.round(meta.progress * 100)}%)`;
    const text = [
      `${outcome.reused ? 'Already transcribed' : completed ? 'Transcribed' : 'Started'}: ${source}`,
      `Transcript ${meta.id} "${meta.title}" — ${about}.`,
      completed
        ? `Read it with get_transcript (id ${meta.id}) or the resource ${transcriptUri(meta.id)}.`
        : `Check on it with get_transcript (id ${meta.id}) or list_jobs.`,
    ].join('\n');
    return { structured, text, links: [transcriptLink(meta.id, meta.title)] };
  },
});
