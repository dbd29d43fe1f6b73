import { describe, expect, test } from 'vitest';
import {
  hoursAndMinutes,
  importsPerHour,
  MAX_PAGE_VIDEOS,
  type PageLink,
  videosOnPage,
} from '../src/index.js';

const link = (href: string, text = ''): PageLink => ({ href, text });

describe('videosOnPage', () => {
  const table: Array<[string, { given: PageLink[]; want: Array<[string, string]> }]> = [
    [
      'a playlist: thumbnail and title links of one video, a start time and the playlist form are one',
      {
        given: [
          link('https://www.youtube.com/watch?v=aaaaaaaaaa1&list=PL1&index=1'),
          link('https://www.youtube.com/watch?v=aaaaaaaaaa1&list=PL1&index=1', ' First\n video '),
          link('https://www.youtube.com/watch?v=bbbbbbbbbb2&t=42s', 'Second'),
          link('https://youtu.be/aaaaaaaaaa1', 'Same as first'),
          link('https://www.youtube.com/shorts/cccccccccc3', 'Third'),
        ],
        want: [
          ['https://www.youtube.com/watch?v=aaaaaaaaaa1', 'First video'],
          ['https://www.youtube.com/watch?v=bbbbbbbbbb2', 'Second'],
          ['https://www.youtube.com/watch?v=cccccccccc3', 'Third'],
        ],
      },
    ],
    [
      'pages that are not recordings are left out: channels, home, search, meetings, other sites',
      {
        given: [
          link('https://www.youtube.com/@channel', 'Channel'),
          link('https://www.youtube.com/', 'Home'),
          link('https://www.youtube.com/results?search_query=x', 'Search'),
          link('https://meet.google.com/abc-defg-hij', 'A meeting'),
          link('https://example.com/about', 'About'),
          link('mailto:someone@example.com', 'Mail'),
          link('javascript:void(0)', 'Script'),
          link('https://vimeo.com/76979871?share=copy', 'A Vimeo video'),
          link('https://cdn.example.com/talks/keynote.mp3', 'Keynote audio'),
        ],
        want: [
          ['https://vimeo.com/76979871', 'A Vimeo video'],
          ['https://cdn.example.com/talks/keynote.mp3', 'Keynote audio'],
        ],
      },
    ],
    ['no links', { given: [], want: [] }],
    [
      'garbage in the list is skipped, never thrown at',
      {
        given: [
          null as unknown as PageLink,
          { href: 42 } as unknown as PageLink,
          link('not a url'),
          link('https://vimeo.com/1111111', 42 as unknown as string),
        ],
        want: [['https://vimeo.com/1111111', '']],
      },
    ],
  ];
  test.each(table)('%s', (_name, { given, want }) => {
    const { videos, found } = videosOnPage(given);
    expect(videos.map((video) => [video.url, video.title])).toEqual(want);
    expect(found).toBe(want.length);
  });

  test('names the provider of each video', () => {
    const { videos } = videosOnPage([
      link('https://www.youtube.com/watch?v=aaaaaaaaaa1'),
      link('https://www.loom.com/share/0123456789abcdef0123456789abcdef'),
    ]);
    expect(videos.map((video) => video.provider)).toEqual(['youtube', 'loom']);
  });

  test(`keeps at most ${MAX_PAGE_VIDEOS} videos, in page order, and says how many there were`, () => {
    const links = Array.from({ length: 620 }, (_, i) => link(`https://vimeo.com/${1_000_000 + i}`));
    const { videos, found } = videosOnPage(links);
    expect(videos).toHaveLength(MAX_PAGE_VIDEOS);
    expect(found).toBe(620);
    expect(videos[0]?.url).toBe('https://vimeo.com/1000000');
    expect(videos.at(-1)?.url).toBe(`https://vimeo.com/${1_000_000 + MAX_PAGE_VIDEOS - 1}`);
    expect(videosOnPage(links, 3).videos).toHaveLength(3);
  });

  test('a long link text is shortened', () => {
    const { videos } = videosOnPage([link('https://vimeo.com/76979871', 'word '.repeat(100))]);
    expect(videos[0]?.title.length).toBe(160);
    expect(videos[0]?.title.endsWith('…')).toBe(true);
  });
});

describe('hoursAndMinutes', () => {
  test.each([
    [0, { hours: 0, minutes: 0 }],
    [-5, { hours: 0, minutes: 0 }],
    [Number.NaN, { hours: 0, minutes: 0 }],
    [1, { hours: 0, minutes: 1 }],
    [60_000, { hours: 0, minutes: 1 }],
    [60_001, { hours: 0, minutes: 2 }],
    [3_600_000, { hours: 1, minutes: 0 }],
    [80 * 60_000, { hours: 1, minutes: 20 }],
    [80 * 60_000 - 30_000, { hours: 1, minutes: 20 }],
  ])('%s ms is %o (rounded up)', (ms, want) => {
    expect(hoursAndMinutes(ms)).toEqual(want);
  });
});

describe('importsPerHour', () => {
  test.each([
    [30, 3_600_000, 30],
    [10, 20_000, 1800],
    [1, 7_200_000, 1],
    [0, 3_600_000, 0],
    [30, 0, 0],
  ])('%s per %s ms is %s an hour', (limit, windowMs, want) => {
    expect(importsPerHour(limit, windowMs)).toBe(want);
  });
});
