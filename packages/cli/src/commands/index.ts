import type { CommandEntry } from '../command.js';

// biome-ignore format: one command per line reads as the table it is
export const commands: Record<string, CommandEntry> = {
  login: { summary: 'Save an API key for this machine (asked with hidden input)', load: () => import('./login.js') },

  transcribe: { summary: 'Transcribe files, folders, globs and links into a folder, resumably', load: () => import('./transcribe.js') },
  import: { summary: 'Transcribe the recording behind a link (YouTube, Vimeo, a media file…)', load: () => import('./import.js') },
  record: { summary: 'Send the recording bot to a meeting', load: () => import('./record.js') },
  jobs: { summary: 'Show running uploads, transcripts, imports, bots, exports and reports', load: () => import('./jobs.js') },
  transcripts: {
    summary: 'List, read and search transcripts',
    verbs: {
      list: { summary: 'List transcripts', load: () => import('./transcripts/list.js') },
      get: { summary: 'Print a transcript', load: () => import('./transcripts/get.js') },
      search: { summary: 'Find transcripts by words in their title (the API searches titles only)', load: () => import('./transcripts/search.js') },
    },
  },
  search: { summary: 'Search what was said in every transcript (a local index, kept up to date)', load: () => import('./search.js') },
  ask: { summary: 'Ask a question across your meetings: one Smart Report over the best matches', load: () => import('./ask.js') },
  index: { summary: 'Bring the local search index up to date now (or --rebuild it)', load: () => import('./search-index.js') },
  export: { summary: 'Export a transcript as srt, vtt, txt, docx, pdf, json, md or xlsx', load: () => import('./export.js') },
  captions: {
    summary: 'Build SRT or WebVTT captions to Netflix, broadcast or social rules; check caption files',
    load: () => import('./captions/build.js'),
    verbs: {
      check: { summary: 'Check an SRT or WebVTT file against a preset (exit 1 when a cue breaks it)', load: () => import('./captions/check.js') },
    },
  },
  report: { summary: 'Make a Smart Report of a transcript', load: () => import('./report.js') },
  kb: {
    summary: 'Knowledge bases for Smart Reports: list, create, add text, upload PDF or DOCX',
    verbs: {
      list: { summary: 'List knowledge bases (personal, or --org ID)', load: () => import('./kb/list.js') },
      create: { summary: 'Create a knowledge base and print its id', load: () => import('./kb/create.js') },
      add: { summary: 'Add text (--text T) or a text/Markdown file (--file F)', load: () => import('./kb/add.js') },
      upload: { summary: 'Add a PDF or DOCX document', load: () => import('./kb/upload.js') },
    },
  },
  webhooks: {
    summary: 'Receive webhooks locally and send test events',
    verbs: {
      listen: { summary: 'Verify, print and forward deliveries to your local app', load: () => import('./webhooks/listen.js') },
      trigger: { summary: 'Make the sandbox send an event', load: () => import('./webhooks/trigger.js') },
    },
  },
  worker: { summary: 'Work through a batch queued in Redis, with other workers (fleet mode)', load: () => import('./worker.js') },
  sandbox: { summary: 'Start the local sandbox and point a profile at it', load: () => import('./sandbox.js') },
  whoami: { summary: 'Show the account, address, key and scopes a command would use', load: () => import('./whoami.js') },
  logout: { summary: 'Forget the key saved for a profile', load: () => import('./logout.js') },
  verify: { summary: "Check the service of your key against the kit's spec (reads and free probes; exit 1 on a divergence)", load: () => import('./verify.js') },
  proxy: { summary: 'Run a validating proxy to the service: flags your app\'s and the service\'s breaks of the spec', load: () => import('./proxy.js') },
  api: { summary: 'Call any API operation as it is: scribekit api GET /transcripts/', load: () => import('./api.js') },
  completion: { summary: 'Print shell completion for bash, zsh or fish', load: () => import('./completion.js') },
  mcp: { summary: 'Serve the kit to AI assistants over MCP (Claude, Cursor, VS Code…)', load: () => import('./mcp.js') },

};
