// The transcript App (`ui://scribekit/transcript`): shows the transcript a get_transcript or
// transcribe result is about — speakers with talk time, every line with its time, a search — and
// plays the recording where the host lets the media origin in. A click on a line seeks the player
// there and tells the host which line the user picked (ui/update-model-context).
import { type Bridge, connectBridge } from './bridge.js';
import { clock, readResult, type Segment, type TranscriptPage } from './transcript-data.js';

const PROTOCOL_VERSION = '2026-01-26';
const COLORS = ['#4f46e5', '#0891b2', '#c2410c', '#15803d', '#a21caf', '#b45309', '#be123c'];

interface HostCapabilities {
  serverTools?: object;
  serverResources?: object;
  updateModelContext?: object;
}

const root = document.getElementById('app') as HTMLElement;
const state = {
  page: undefined as TranscriptPage | undefined,
  segments: [] as Segment[],
  query: '',
  capabilities: {} as HostCapabilities,
  player: undefined as HTMLMediaElement | undefined,
};

/** An element with properties (`style` as a CSS text) and children. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const { style, ...rest } = props;
  const node = Object.assign(document.createElement(tag), rest);
  if (typeof style === 'string') node.setAttribute('style', style);
  node.append(...children);
  return node;
}

function speakerColor(name: string): string {
  const index = state.page?.speakers.findIndex((s) => s.name === name) ?? -1;
  return COLORS[Math.max(index, 0) % COLORS.length] as string;
}

/** The text with each match of the query marked. */
function marked(text: string, query: string): (Node | string)[] {
  if (!query) return [text];
  const parts: (Node | string)[] = [];
  const lower = text.toLowerCase();
  let at = 0;
  for (let hit = lower.indexOf(query); hit !== -1; hit = lower.indexOf(query, at)) {
    parts.push(
      text.slice(at, hit),
      el('mark', { textContent: text.slice(hit, hit + query.length) }),
    );
    at = hit + query.length;
  }
  parts.push(text.slice(at));
  return parts;
}

function renderLines(list: HTMLElement, count: HTMLElement): void {
  const query = state.query.trim().toLowerCase();
  const shown = query
    ? state.segments.filter(
        (s) => s.text.toLowerCase().includes(query) || s.speaker.toLowerCase().includes(query),
      )
    : state.segments;
  count.textContent = query
    ? `${shown.length} of ${state.segments.length} lines`
    : `${state.segments.length} lines`;
  list.replaceChildren(
    ...shown.map((segment) =>
      el('li', {}, [
        el(
          'button',
          {
            type: 'button',
            className: 'line',
            title: `Play from ${clock(segment.start_s)}`,
            onclick: () => pick(segment),
          },
          [
            el('span', { className: 'time', textContent: clock(segment.start_s) }),
            el('span', {
              className: 'who',
              textContent: segment.speaker,
              style: `color:${speakerColor(segment.speaker)}`,
            }),
            el('span', { className: 'said' }, marked(segment.text, query)),
          ],
        ),
      ]),
    ),
  );
  for (const [i, segment] of shown.entries()) {
    (list.children[i] as HTMLElement).dataset.start = String(segment.start_s);
    (list.children[i] as HTMLElement).dataset.index = String(segment.index);
  }
}

/** The list and its count, once the page is drawn: pages that arrive later only redraw these. */
let drawn: { list: HTMLElement; count: HTMLElement } | undefined;

/** Redraws the lines alone (the search box keeps its focus and text). */
function refreshLines(): void {
  if (drawn) renderLines(drawn.list, drawn.count);
  else render();
}

function render(): void {
  const page = state.page;
  if (!page) {
    drawn = undefined;
    root.replaceChildren(el('p', { className: 'empty', textContent: 'Waiting for a transcript…' }));
    return;
  }
  const facts = [
    clock(page.duration_s),
    page.language || 'language unknown',
    `${page.total_segments} segments`,
  ];
  const list = el('ol', { className: 'lines' });
  const count = el('span', { className: 'count' });
  drawn = { list, count };
  const search = el('input', {
    type: 'search',
    placeholder: 'Search the transcript',
    value: state.query,
    oninput: () => {
      state.query = search.value;
      renderLines(list, count);
    },
  });
  search.setAttribute('aria-label', 'Search the transcript');
  const total = page.speakers.reduce((sum, s) => sum + s.talk_time_s, 0) || 1;
  root.replaceChildren(
    el('header', {}, [
      el('h1', { textContent: page.title }),
      el('p', { className: 'facts', textContent: facts.join(' · ') }),
    ]),
    el(
      'ul',
      { className: 'speakers' },
      page.speakers.map((speaker) =>
        el('li', {}, [
          el('span', {
            className: 'dot',
            style: `background:${speakerColor(speaker.name)}`,
          }),
          `${speaker.name} `,
          el('span', {
            className: 'talk',
            textContent: `${clock(speaker.talk_time_s)} · ${Math.round((speaker.talk_time_s / total) * 100)}%`,
          }),
        ]),
      ),
    ),
    ...(state.player ? [state.player] : []),
    el('div', { className: 'tools' }, [search, count]),
    list,
  );
  renderLines(list, count);
}

/** A line was clicked: play from there when there is a player, and tell the host either way. */
function pick(segment: Segment): void {
  const player = state.player;
  if (player) {
    player.currentTime = segment.start_s;
    void player.play().catch(() => undefined);
  }
  for (const item of root.querySelectorAll('.lines li')) {
    item.classList.toggle('picked', (item as HTMLElement).dataset.index === String(segment.index));
  }
  if (state.capabilities.updateModelContext) {
    void bridge
      .request('ui/update-model-context', {
        content: [
          {
            type: 'text',
            text: `In the transcript "${state.page?.title}" (${state.page?.id}) the user picked the line at ${clock(segment.start_s)} (segment ${segment.index}): ${segment.speaker}: ${segment.text}`,
          },
        ],
      })
      .catch(() => undefined);
  }
}

/** Loads the pages a result did not carry, through the host (tools/call get_transcript). */
async function loadRest(id: string, from: number | undefined): Promise<void> {
  let offset = from;
  while (offset !== undefined && state.capabilities.serverTools && state.page?.id === id) {
    const result = await bridge.request<{ structuredContent?: unknown; isError?: boolean }>(
      'tools/call',
      { name: 'get_transcript', arguments: { id, offset, limit: 2000 } },
    );
    const { page } = readResult(result);
    if (result.isError || !page || page.segments.length === 0) return;
    state.segments.push(...page.segments.filter((s) => s.index >= state.segments.length));
    offset = page.next_offset;
    refreshLines();
  }
}

/** The recording's streaming link, read through the host, for the player. */
async function loadPlayer(id: string): Promise<void> {
  if (!state.capabilities.serverResources) return;
  const read = await bridge
    .request<{ contents?: { text?: string }[] }>('resources/read', {
      uri: `scribekit://transcripts/${id}/media`,
    })
    .catch(() => undefined);
  const link = read?.contents?.[0]?.text?.trim();
  if (!link || state.page?.id !== id) return;
  const player = el('audio', { controls: true, preload: 'metadata', src: link });
  player.addEventListener('error', () => {
    // the host's policy keeps the media origin out: the lines still tell the host what was picked
    state.player = undefined;
    player.remove();
  });
  player.addEventListener('timeupdate', () => {
    let current: Element | undefined;
    for (const item of root.querySelectorAll<HTMLElement>('.lines li')) {
      if (Number(item.dataset.start) <= player.currentTime) current = item;
    }
    for (const item of root.querySelectorAll('.lines li.playing')) item.classList.remove('playing');
    current?.classList.add('playing');
  });
  state.player = player;
  const tools = root.querySelector('.tools');
  if (tools) tools.before(player);
  else render();
}

async function show(result: { structuredContent?: unknown }): Promise<void> {
  const { page, id } = readResult(result);
  if (!id) return;
  if (page) {
    state.page = page;
    state.segments = [...page.segments];
    render();
    void loadPlayer(id);
    await loadRest(id, page.next_offset);
    return;
  }
  if (!state.capabilities.serverTools) return;
  const first = await bridge.request<{ structuredContent?: unknown }>('tools/call', {
    name: 'get_transcript',
    arguments: { id, limit: 2000 },
  });
  await show(first);
}

function applyContext(context: {
  theme?: string;
  styles?: { variables?: Record<string, string> };
}) {
  if (context.theme) document.documentElement.dataset.theme = context.theme;
  for (const [name, value] of Object.entries(context.styles?.variables ?? {})) {
    if (value) document.documentElement.style.setProperty(name, value);
  }
}

const bridge: Bridge = connectBridge();
bridge.on('ui/notifications/tool-result', (params) => void show(params));
bridge.on('ui/notifications/host-context-changed', (params) => applyContext(params));
render();
void bridge
  .request<{
    hostCapabilities?: HostCapabilities;
    hostContext?: Parameters<typeof applyContext>[0];
  }>('ui/initialize', {
    appInfo: { name: 'scribekit-transcript', version: '1' },
    appCapabilities: {},
    protocolVersion: PROTOCOL_VERSION,
  })
  .then((answer) => {
    state.capabilities = answer.hostCapabilities ?? {};
    applyContext(answer.hostContext ?? {});
    bridge.notify('ui/notifications/initialized');
    new ResizeObserver(() =>
      bridge.notify('ui/notifications/size-changed', {
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
      }),
    ).observe(document.documentElement);
  });
