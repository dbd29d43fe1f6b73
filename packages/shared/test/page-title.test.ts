import { describe, expect, test } from 'vitest';
import { detectPage, platforms, providers, shortPageId } from '../src/index.js';

// What names a page in a title, for every catalog entry: what identifies the recording or
// meeting, never a secret the address carries (private hashes, passcodes, tokens, keys).

type Row = { given: string; want: string; secrets: string[] };

const table: Array<[code: string, Row]> = [
  [
    'youtube',
    {
      given: 'https://youtu.be/dQw4w9WgXcQ?si=S3cr3tShare',
      want: 'dQw4w9WgXcQ',
      secrets: ['S3cr3tShare'],
    },
  ],
  [
    'vimeo',
    { given: 'https://vimeo.com/76979871/8272103f6e', want: '76979871', secrets: ['8272103f6e'] },
  ],
  [
    'vimeo (player, h=)',
    {
      given: 'https://player.vimeo.com/video/76979871?h=8272103f6e',
      want: '76979871',
      secrets: ['8272103f6e'],
    },
  ],
  [
    'loom',
    {
      given: 'https://www.loom.com/share/0123456789abcdef0123456789abcdef?sid=ab12',
      want: '',
      secrets: ['ab12'],
    },
  ],
  ['dailymotion', { given: 'https://dai.ly/x7tgad0', want: 'x7tgad0', secrets: [] }],
  [
    'tiktok',
    {
      given: 'https://www.tiktok.com/@scout2015/video/6718335390845095173?_t=8kYzAbc',
      want: '6718335390845095173',
      secrets: ['8kYzAbc'],
    },
  ],
  [
    'twitch',
    { given: 'https://www.twitch.tv/videos/1234567890?t=1h2m3s', want: '1234567890', secrets: [] },
  ],
  [
    'facebook',
    {
      given: 'https://www.facebook.com/watch/?v=1234567890&mibextid=Tr4ck',
      want: '1234567890',
      secrets: ['Tr4ck'],
    },
  ],
  [
    'instagram',
    {
      given: 'https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=MWQ1ZGU',
      want: 'C1a2B3c4D5e',
      secrets: ['MWQ1ZGU'],
    },
  ],
  [
    'x',
    {
      given: 'https://x.com/NASA/status/1234567890123456789?s=20&t=AbCdEf',
      want: '1234567890123456789',
      secrets: ['AbCdEf'],
    },
  ],
  [
    'google_drive',
    {
      given: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?resourcekey=0-K3yK3y',
      want: '1AbCdEfGhIjKlMnOp',
      secrets: ['K3yK3y', 'view'],
    },
  ],
  [
    'dropbox',
    {
      given: 'https://www.dropbox.com/scl/fi/abc123xyz/talk.mp4?rlkey=R1k3y&dl=0',
      want: 'talk.mp4',
      secrets: ['R1k3y'],
    },
  ],
  [
    'wistia',
    { given: 'https://acme.wistia.com/medias/a1b2c3d4e5', want: 'a1b2c3d4e5', secrets: [] },
  ],
  [
    'soundcloud',
    {
      given: 'https://soundcloud.com/artist-name/track-name/s-Pr1v4teT0k',
      want: 'track-name',
      secrets: ['s-Pr1v4teT0k'],
    },
  ],
  [
    'direct_url',
    {
      given: 'https://cdn.example.org/talks/keynote%202024.mp3?X-Amz-Signature=S1gn3d',
      want: 'keynote 2024.mp3',
      secrets: ['S1gn3d'],
    },
  ],
  [
    'google_meet',
    { given: 'https://meet.google.com/abc-defg-hij?authuser=1', want: 'abc-defg-hij', secrets: [] },
  ],
  [
    'zoom',
    {
      given: 'https://app.zoom.us/wc/81234567890/start?pwd=S3cr3tPass.1',
      want: '81234567890',
      secrets: ['S3cr3tPass'],
    },
  ],
  [
    'zoom (webinar token)',
    {
      given: 'https://zoom.us/w/81234567890?tk=T0k3nT0k3n',
      want: '81234567890',
      secrets: ['T0k3nT0k3n'],
    },
  ],
  [
    'microsoft_teams',
    {
      given: 'https://teams.microsoft.com/meet/123456789012?p=P4ssc0de',
      want: '123456789012',
      secrets: ['P4ssc0de'],
    },
  ],
  [
    'microsoft_teams (meetup-join)',
    {
      given:
        'https://teams.microsoft.com/l/meetup-join/19%3ameeting_ZTk5NGIzYjQ0NzQ1YjQ0%40thread.v2/0',
      want: '',
      secrets: [],
    },
  ],
  [
    'webex (scheduled)',
    {
      given: 'https://acme.webex.com/acme/j.php?MTID=m0123456789abcdef0123456789abcdef',
      want: 'acme',
      secrets: ['m0123456789abcdef', 'j.php'],
    },
  ],
  [
    'webex (personal room)',
    { given: 'https://acme.webex.com/meet/jane.doe', want: 'jane.doe', secrets: [] },
  ],
];

const codeOf = (name: string) => name.split(' ')[0] ?? name;

describe('shortPageId', () => {
  test.each(table)('%s', (_code, { given, want, secrets }) => {
    const match = detectPage(given);
    expect(match.kind).not.toBe('none');
    const id = shortPageId(given);
    expect(id).toBe(want);
    for (const secret of secrets) expect(id).not.toContain(secret);
    // The same from the canonical address, as stored jobs keep it.
    if (match.kind !== 'none') expect(shortPageId(match.url)).toBe(want);
  });

  test('the table covers every provider and platform of the catalog', () => {
    const covered = new Set(table.map(([name]) => codeOf(name)));
    for (const { code } of [...providers, ...platforms]) expect(covered).toContain(code);
  });

  test('an address that does not parse or is not recognised has no id', () => {
    expect(shortPageId('not a url')).toBe('');
    expect(shortPageId('https://example.com/about')).toBe('');
  });
});
