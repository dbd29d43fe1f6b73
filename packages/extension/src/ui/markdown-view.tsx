import type { ComponentChildren, JSX } from 'preact';

/** A time in a report, as `1:05`, `01:05` or `1:02:05` (not part of a longer number or time). */
const TIME = /(?<![\d:.])(?:(\d{1,2}):)?(\d{1,2}):([0-5]\d)(?![\d:])/g;

/** Seconds of a `h:mm:ss` or `mm:ss` time. */
function clockSeconds(hours: string | undefined, minutes: string, seconds: string): number {
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** How a time found in the text is drawn: a control that seeks there. */
export type TimeRenderer = (seconds: number, key: string) => ComponentChildren;

/** How a Markdown link `[text](href)` is drawn; without one, a link shows as its text alone. */
export type LinkRenderer = (text: string, href: string, key: string) => ComponentChildren;

/** A Markdown link: its text (escapes allowed) and an address without spaces or parentheses. */
const LINK = /\[((?:\\.|[^\]\\])+)\]\(([^()\s]+)\)/g;

/** Properties of `MarkdownView`. */
export interface MarkdownViewProps {
  /** The Markdown. */
  markdown: string;
  /** Draws each time of the recording the text mentions (e.g. `(00:21)`); left as text without. */
  renderTime?: TimeRenderer;
  /** Times past this many seconds are not of the recording: they stay text. */
  maxSeconds?: number;
  /** Draws each link (e.g. a cited moment); without it links are their text, never followed. */
  renderLink?: LinkRenderer;
}

/** Plain text with Markdown's backslash escapes undone (`\*` is a star). */
function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\`*_[\]<>#|(){}+\-.!~])/g, '$1');
}

/** A time of the recording found in text: where it is, how long, and its seconds. */
export interface FoundTime {
  at: number;
  length: number;
  seconds: number;
}

/** The times of the recording in `text` (`(00:21)`, `1:02:05`), none past `maxSeconds`. */
export function timesIn(text: string, maxSeconds = Number.POSITIVE_INFINITY): FoundTime[] {
  const found: FoundTime[] = [];
  for (const match of text.matchAll(TIME)) {
    const seconds = clockSeconds(match[1], match[2] ?? '0', match[3] ?? '0');
    // A second of slack: a summary rounds, and the last line can start at the very end.
    if (seconds > maxSeconds + 1) continue;
    found.push({ at: match.index ?? 0, length: match[0].length, seconds });
  }
  return found;
}

/** Plain text with its times drawn by `renderTime`. */
function withTimes(escaped: string, key: string, props: MarkdownViewProps): ComponentChildren[] {
  const { renderTime, maxSeconds } = props;
  const text = unescapeMarkdown(escaped);
  if (!renderTime) return [text];
  const out: ComponentChildren[] = [];
  let from = 0;
  for (const { at, length, seconds } of timesIn(text, maxSeconds)) {
    if (at > from) out.push(text.slice(from, at));
    out.push(renderTime(seconds, `${key}-${at}`));
    from = at + length;
  }
  if (from < text.length) out.push(text.slice(from));
  return out;
}

/** Text with links, `**bold**` spans and times, as elements (never as HTML). */
function inline(text: string, props: MarkdownViewProps): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const at = match.index ?? 0;
    if (at > from) out.push(...styled(text.slice(from, at), props));
    const label = unescapeMarkdown(match[1] ?? '');
    out.push(props.renderLink ? props.renderLink(label, match[2] ?? '', `link-${at}`) : label);
    from = at + match[0].length;
  }
  if (from < text.length) out.push(...styled(text.slice(from), props));
  return out;
}

/** `**bold**`, `_emphasis_` (not inside a word) and `` `code` `` spans. */
const SPANS = /(\*\*[^*]+\*\*|(?<![\\\w])_(?:\\.|[^_\\])+_(?!\w)|`[^`]+`)/g;

/** Text with `**bold**`, `_emphasis_` and `` `code` `` spans, and times. */
function styled(text: string, props: MarkdownViewProps): ComponentChildren[] {
  return text.split(SPANS).flatMap((part, index) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) {
      return <strong key={index}>{withTimes(part.slice(2, -2), String(index), props)}</strong>;
    }
    if (part.startsWith('_') && part.endsWith('_') && part.length > 2) {
      return <em key={index}>{withTimes(part.slice(1, -1), String(index), props)}</em>;
    }
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2) {
      return <code key={index}>{part.slice(1, -1)}</code>;
    }
    return withTimes(part, String(index), props);
  });
}

/**
 * A small Markdown subset (headings, bullet lists with `[ ]` task boxes, quotes, paragraphs,
 * bold, emphasis, code, links) rendered as elements, so a report can never inject markup into an extension page;
 * times of the recording become controls when `renderTime` is given, links only what
 * `renderLink` makes of them.
 */
export function MarkdownView(props: MarkdownViewProps) {
  const out: JSX.Element[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length === 0) return;
    out.push(
      <ul key={out.length}>
        {list.map((item, index) => {
          const task = /^\[( |x)\]\s+(.*)$/i.exec(item);
          return task ? (
            <li key={index} class="task" data-done={task[1] === ' ' ? 'false' : 'true'}>
              <span aria-hidden="true">{task[1] === ' ' ? '☐ ' : '☑ '}</span>
              {inline(task[2] ?? '', props)}
            </li>
          ) : (
            <li key={index}>{inline(item, props)}</li>
          );
        })}
      </ul>,
    );
    list = [];
  };
  for (const raw of props.markdown.split('\n')) {
    const line = raw.trim();
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    if (bullet) {
      list.push(bullet[1] ?? '');
      continue;
    }
    flush();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const quote = /^>\s?(.*)$/.exec(line);
    if (heading) out.push(<h3 key={out.length}>{inline(heading[2] ?? '', props)}</h3>);
    else if (quote)
      out.push(<blockquote key={out.length}>{inline(quote[1] ?? '', props)}</blockquote>);
    else if (line !== '') out.push(<p key={out.length}>{inline(line, props)}</p>);
  }
  flush();
  return <div class="markdown">{out}</div>;
}
