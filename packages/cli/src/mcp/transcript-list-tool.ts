import type { Scribekit } from '@scribekit/sdk/node';
import * as z from 'zod';
import { completedTitle } from './completed-transcript.js';
import { defineTool, type ToolDefinition } from './define-tool.js';
import { transcriptLink } from './transcript-link.js';

type Input = z.ZodObject<{ id: z.ZodUUID }>;
type Output<Key extends string, MadeNow extends string, Row extends z.ZodObject> = z.ZodObject<
  { transcript_id: z.ZodString; title: z.ZodString } & Record<MadeNow, z.ZodBoolean> &
    Record<Key, z.ZodArray<Row>>
>;

/** What sets apart a tool that answers a list the service makes from a completed transcript. */
export interface TranscriptListTool<
  Key extends string,
  MadeNow extends string,
  Item,
  Row extends z.ZodObject,
> {
  name: string;
  title: string;
  description: string;
  /** The list's field in the answer (`chapters`). */
  key: Key;
  /** The first words of the text answer (`Chapters`). */
  heading: string;
  /** The answer's flag that this call had the service make the list (`generated_now`). */
  madeNow: MadeNow;
  madeNowDescription: string;
  /** One row of the list, as the answer gives it. */
  row: Row;
  /** Reads the list on record. */
  read(scribekit: Scribekit, id: string, options: { signal: AbortSignal }): Promise<Item[]>;
  /** Has the service make the list, when none is on record. */
  make(scribekit: Scribekit, id: string, options: { signal: AbortSignal }): Promise<Item[]>;
  /** The rows of the answer, in the order it gives them. */
  toRows(items: readonly Item[]): z.output<Row>[];
  /** One line of the text answer. */
  line(row: z.output<Row>): string;
  /** The text answer's line for an empty list (none: the heading's count says it). */
  none?: string;
}

/**
 * A tool answering a list made from a completed transcript (its chapters, its action items): the
 * list on record, or — when there is none yet — the one the service is asked to make, once (later
 * calls read the same list).
 */
export function transcriptListTool<
  Key extends string,
  MadeNow extends string,
  Item,
  Row extends z.ZodObject,
>(
  tool: TranscriptListTool<Key, MadeNow, Item, Row>,
): ToolDefinition<Input, Output<Key, MadeNow, Row>> {
  const output = z.object({
    transcript_id: z.string(),
    title: z.string(),
    [tool.madeNow]: z.boolean().describe(tool.madeNowDescription),
    [tool.key]: z.array(tool.row),
  }) as unknown as Output<Key, MadeNow, Row>;
  return defineTool({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    input: z.object({ id: z.uuid().describe('The transcript id.') }),
    output,
    annotations: {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    async run(args, call) {
      const { scribekit } = await call.deps.account();
      const options = { signal: call.signal };
      const title = await completedTitle(scribekit, args.id, call.signal);
      let items = await tool.read(scribekit, args.id, options);
      const madeNow = items.length === 0;
      if (madeNow) items = await tool.make(scribekit, args.id, options);
      const rows = tool.toRows(items);
      const text = [
        `${tool.heading} of "${title}" (${rows.length}):`,
        ...rows.map(tool.line),
        ...(rows.length === 0 && tool.none ? [tool.none] : []),
      ].join('\n');
      const structured = {
        transcript_id: args.id,
        title,
        [tool.madeNow]: madeNow,
        [tool.key]: rows,
      } as z.output<Output<Key, MadeNow, Row>>;
      return { structured, text, links: [transcriptLink(args.id, title)] };
    },
  });
}
