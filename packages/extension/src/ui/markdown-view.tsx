import type { JSX } from 'preact';

/** Text with `**bold**` spans, as elements (never as HTML). */
function inline(text: string): (string | JSX.Element)[] {
  return text
    .split(/(\*\*[^*]+\*\*)/g)
    .map((part, index) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
        <strong key={index}>{part.slice(2, -2)}</strong>
      ) : (
        part
      ),
    );
}

/**
 * A small Markdown subset (headings, bullet lists, paragraphs, bold) rendered as elements, so a
 * report can never inject markup into an extension page.
 */
export function MarkdownView({ markdown }: { markdown: string }) {
  const out: JSX.Element[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length === 0) return;
    out.push(
      <ul key={out.length}>
        {list.map((item, index) => (
          <li key={index}>{inline(item)}</li>
        ))}
      </ul>,
    );
    list = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    if (bullet) {
      list.push(bullet[1] ?? '');
      continue;
    }
    flush();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) out.push(<h3 key={out.length}>{inline(heading[2] ?? '')}</h3>);
    else if (line !== '') out.push(<p key={out.length}>{inline(line)}</p>);
  }
  flush();
  return <div class="markdown">{out}</div>;
}
