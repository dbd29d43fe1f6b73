import * as z from 'zod';
import { listJobs } from '../../api/job-rows.js';
import { defineTool } from '../define-tool.js';
import { safeLink } from '../safe-link.js';

export default defineTool({
  name: 'list_jobs',
  title: 'Show running jobs',
  description:
    'What is running for this account, newest first, with progress: transcripts being made, link imports, meeting bots, exports and Smart Reports, plus the uploads this MCP server is sending. With all: true, finished and failed ones too. Kinds the API key has no read scope for are left out and named in missing_scopes.',
  input: z.object({
    all: z.boolean().default(false).describe('Also list finished, failed and cancelled jobs.'),
  }),
  output: z.object({
    jobs: z.array(
      z.object({
        kind: z.enum(['upload', 'transcript', 'import', 'recording', 'export', 'report']),
        id: z.string().describe('The job\'s id ("" for uploads, which the service does not list).'),
        status: z.string(),
        phase: z.string().describe('queued, working, done, failed or cancelled.'),
        progress: z.number().optional().describe('0–1, when known.'),
        what: z.string().describe('A title, a link, a meeting or a format.'),
        created_at: z.string(),
      }),
    ),
    missing_scopes: z.array(z.string()),
  }),
  annotations: {
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  async run(args, call) {
    const { scribekit } = await call.deps.account();
    const { rows, missingScopes } = await listJobs(scribekit, {
      all: args.all,
      signal: call.signal,
    });
    const uploads = call.deps.transcriber
      .active()
      .filter(
        (work) => work.kind === 'file' && work.phase !== 'transcribing' && work.phase !== 'done',
      )
      .map((work) => ({
        kind: 'upload' as const,
        id: '',
        status: work.phase,
        phase: 'working',
        progress: work.fraction,
        what: work.name,
        created_at: new Date().toISOString(),
      }));
    const jobs = [
      ...uploads,
      ...rows.map((row) => ({
        kind: row.kind,
        id: row.id,
        status: row.status,
        phase: row.phase,
        ...(row.progress === null ? {} : { progress: row.progress }),
        what: row.kind === 'import' ? safeLink(row.name) : row.name,
        created_at: row.created_at,
      })),
    ];
    const lines = jobs.map(
      (job) =>
        `- ${job.kind} ${job.id || job.what}: ${job.status}${job.progress === undefined ? '' : ` ${Math.round(job.progress * 100)}%`}${job.id ? ` — ${job.what}` : ''}`,
    );
    if (jobs.length === 0) lines.push(args.all ? 'No jobs.' : 'Nothing is running.');
    if (missingScopes.length > 0)
      lines.push(`Not shown (the key lacks ${missingScopes.join(', ')}).`);
    return { structured: { jobs, missing_scopes: missingScopes }, text: lines.join('\n') };
  },
});
