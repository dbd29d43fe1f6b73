import { apiArgs } from '../args.js';
import { defineCommand } from '../command.js';
import { toJson } from '../io/format.js';
import { out } from '../io/io.js';
import { createStatusLine } from '../io/status-line.js';
import { localIndex } from '../search/local-index.js';

export default defineCommand({
  name: 'index',
  description:
    'Bring the local search index (used by search and ask) up to date now and print its counts; --rebuild forgets it and indexes every transcript again.',
  args: {
    rebuild: { type: 'boolean', description: 'Forget the index and fetch every transcript again' },
    ...apiArgs,
  },
  examples: ['scribekit index', 'scribekit index --rebuild --json'],
  async run({ args, io }) {
    const { index, folder } = await localIndex(io, args.profile);
    const line = createStatusLine(io);
    const started = performance.now();
    let result: Awaited<ReturnType<typeof index.sync>>;
    try {
      line.update(
        args.rebuild ? 'Rebuilding the search index …' : 'Bringing the search index up to date …',
      );
      const options = {
        signal: io.interrupt,
        onProgress: (done: number, total: number) =>
          line.update(`Indexing transcripts … ${done}/${total}`),
      };
      result = args.rebuild ? await index.rebuild(options) : await index.sync(options);
    } finally {
      line.clear();
    }
    const { bytes } = await index.stats();
    const seconds = (performance.now() - started) / 1000;
    if (args.json) {
      out(io, toJson(io, { ...result, bytes, folder }));
      return 0;
    }
    out(
      io,
      `${io.style.ok} ${result.transcripts} transcripts, ${result.segments} segments indexed (${result.added} new, ${result.updated} changed, ${result.removed} removed${result.pending ? `, ${result.pending} not finished yet` : ''}) in ${seconds.toFixed(1)} s`,
    );
    out(io, `  ${(bytes / 1e6).toFixed(1)} MB in ${folder}`);
    return 0;
  },
});
