import { type ComponentChildren, h, type VNode } from 'preact';
import { describe, expect, test } from 'vitest';
import { answerSections } from '../../src/entrypoints/all-transcripts/answer-sections.js';
import { citedMoment } from '../../src/entrypoints/all-transcripts/cited-moment.js';
import { MarkdownView } from '../../src/ui/markdown-view.js';

const ID = '0bd84c65-59fb-45f9-bd40-ca58107622ba';

describe('citedMoment', () => {
  test.each([
    [`scribekit://transcripts/${ID}#t=50.2`, { transcriptId: ID, atSeconds: 50.2 }],
    [`scribekit://transcripts/${ID.toUpperCase()}#t=7`, { transcriptId: ID, atSeconds: 7 }],
    [`scribekit://transcripts/${ID}`, { transcriptId: ID, atSeconds: null }],
    ['https://evil.example/transcripts/x', null],
    [`javascript:alert(1)//scribekit://transcripts/${ID}`, null],
    [`scribekit://transcripts/${ID}#t=-3`, null],
    ['scribekit://transcripts/not-an-id#t=3', null],
  ])('%s', (href, want) => {
    expect(citedMoment(href)).toEqual(want);
  });
});

describe('answerSections', () => {
  test('the answer and the knowledge base first; the rest without the title line', () => {
    const markdown = [
      '# Summary: 2 transcripts',
      '',
      '## Answer',
      '',
      '> Why?',
      '',
      '- Because. — [Budget call, 00:50](scribekit://transcripts/x#t=50)',
      '',
      '## From your knowledge base',
      '',
      '- “Rule.” — _Policy_ (Finance, entry `e1`)',
      '',
      '## Overview',
      '',
      'Text.',
    ].join('\n');
    expect(answerSections(markdown)).toEqual({
      answer: [
        '> Why?',
        '',
        '- Because. — [Budget call, 00:50](scribekit://transcripts/x#t=50)',
        '',
        '## From your knowledge base',
        '',
        '- “Rule.” — _Policy_ (Finance, entry `e1`)',
      ].join('\n'),
      rest: '## Overview\n\nText.',
    });
  });

  test('a report with no answer part is shown whole', () => {
    expect(answerSections('# Summary: x\n\n## Overview\n\nText.')).toEqual({
      answer: null,
      rest: '## Overview\n\nText.',
    });
  });
});

/** The elements a component made, as HTML (attributes of `a` only: enough for these tests). */
function toHtml(node: ComponentChildren): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (Array.isArray(node)) return node.map(toHtml).join('');
  if (typeof node !== 'object') return String(node);
  const vnode = node as VNode<{ children?: ComponentChildren; class?: string; href?: string }>;
  if (typeof vnode.type !== 'string')
    return toHtml((vnode.type as (p: unknown) => ComponentChildren)(vnode.props));
  const attrs = [
    vnode.props.class ? ` class="${vnode.props.class}"` : '',
    vnode.props.href ? ` href="${vnode.props.href}"` : '',
  ].join('');
  return `<${vnode.type}${attrs}>${toHtml(vnode.props.children)}</${vnode.type}>`;
}

describe('MarkdownView links and quotes', () => {
  const html = (markdown: string, withLinks: boolean) =>
    toHtml(
      h(MarkdownView, {
        markdown,
        ...(withLinks
          ? { renderLink: (text: string, href: string) => h('a', { href: `#${href}` }, text) }
          : {}),
      }),
    );

  test('a link is drawn by renderLink, its text unescaped; a quote is a blockquote', () => {
    const markdown = '> Q?\n\n- Said \\*this\\*. — [Q3 \\[draft\\], 00:50](scribekit://a#t=1)';
    expect(html(markdown, true)).toBe(
      '<div class="markdown"><blockquote>Q?</blockquote><ul><li>Said *this*. — <a href="#scribekit://a#t=1">Q3 [draft], 00:50</a></li></ul></div>',
    );
  });

  test('a knowledge-base quote: _emphasis_ and `code` drawn, snake_case and escapes left as text', () => {
    const markdown =
      '- “Sign\\-off first.” — _Price \\_changes_ (Pricing, entry `2f1f-8649`) in snake_case_name';
    expect(html(markdown, false)).toBe(
      '<div class="markdown"><ul><li>“Sign-off first.” — <em>Price _changes</em> (Pricing, entry <code>2f1f-8649</code>) in snake_case_name</li></ul></div>',
    );
  });

  test('without renderLink a link is its text alone, never followed', () => {
    expect(html('See [here](https://evil.example).', false)).toBe(
      '<div class="markdown"><p>See here.</p></div>',
    );
  });
});
