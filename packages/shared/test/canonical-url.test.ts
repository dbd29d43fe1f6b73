import { describe, expect, test } from 'vitest';
import { directUrlEntry, hostedProviderEntries, platformEntries } from '../src/catalog/entries.js';
import { detectPage, platforms, providers } from '../src/index.js';

// One recording, one canonical address: every form people meet (a start time, the playlist it was
// opened from, a share marker, the mobile or embed host) finds the same transcript.

type Forms = { forms: string[]; want: string };

const V = 'dQw4w9WgXcQ';
const LIST = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';

const table: Array<[code: string, Forms]> = [
  [
    'youtube',
    {
      want: `https://www.youtube.com/watch?v=${V}`,
      forms: [
        `https://www.youtube.com/watch?v=${V}`,
        `https://www.youtube.com/watch?v=${V}&t=42s`,
        `https://www.youtube.com/watch?t=1m30s&v=${V}`,
        `https://www.youtube.com/watch?v=${V}&list=${LIST}&index=2`,
        `https://www.youtube.com/watch?v=${V}&list=${LIST}&index=2&pp=gAQBiAQB`,
        `https://music.youtube.com/watch?v=${V}&list=RDAMVMdQw4w9WgXcQ`,
        `https://youtu.be/${V}?si=xYz123AbC&t=42`,
        `https://www.youtube.com/embed/${V}?start=30&end=90&autoplay=1`,
        `https://www.youtube.com/shorts/${V}?feature=share`,
        `https://m.youtube.com/watch?v=${V}&feature=youtu.be&ab_channel=RickAstley`,
        `https://www.youtube.com/watch?v=${V}&start_radio=1&rv=${V}`,
      ],
    },
  ],
  [
    'vimeo',
    {
      want: 'https://vimeo.com/76979871',
      forms: [
        'https://vimeo.com/76979871',
        'https://vimeo.com/76979871?share=copy',
        'https://vimeo.com/76979871?fl=pl&fe=sh#t=30s',
        'https://player.vimeo.com/video/76979871?autoplay=1&title=0&byline=0&portrait=0',
        'https://vimeo.com/channels/staffpicks/76979871?t=12',
      ],
    },
  ],
  [
    'vimeo (unlisted)',
    {
      want: 'https://vimeo.com/76979871/8272103f6e',
      forms: [
        'https://vimeo.com/76979871/8272103f6e',
        'https://vimeo.com/76979871/8272103f6e?share=copy',
        'https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0&autopause=0',
      ],
    },
  ],
  [
    'loom',
    {
      want: 'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
      forms: [
        'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
        'https://www.loom.com/share/Demo-Day-0123456789abcdef0123456789abcdef?sid=1a2b3c',
        'https://www.loom.com/share/0123456789abcdef0123456789abcdef?t=42',
        'https://www.loom.com/embed/0123456789abcdef0123456789abcdef?hideEmbedTopBar=true',
      ],
    },
  ],
  [
    'dailymotion',
    {
      want: 'https://www.dailymotion.com/video/x7tgad0',
      forms: [
        'https://www.dailymotion.com/video/x7tgad0',
        'https://www.dailymotion.com/video/x7tgad0?start=42',
        'https://www.dailymotion.com/video/x7tgad0?playlist=x6hynp',
        'https://dai.ly/x7tgad0',
        'https://www.dailymotion.com/embed/video/x7tgad0?autoplay=1&mute=1',
      ],
    },
  ],
  [
    'tiktok',
    {
      want: 'https://www.tiktok.com/@scout2015/video/6718335390845095173',
      forms: [
        'https://www.tiktok.com/@scout2015/video/6718335390845095173',
        'https://www.tiktok.com/@scout2015/video/6718335390845095173?is_from_webapp=1&sender_device=pc',
        'https://www.tiktok.com/@scout2015/video/6718335390845095173?_r=1&_t=8kYzAbc&lang=de',
      ],
    },
  ],
  [
    'twitch',
    {
      want: 'https://www.twitch.tv/videos/1234567890',
      forms: [
        'https://www.twitch.tv/videos/1234567890',
        'https://www.twitch.tv/videos/1234567890?t=1h2m3s',
        'https://www.twitch.tv/videos/1234567890?filter=archives&sort=time',
        'https://m.twitch.tv/videos/1234567890',
      ],
    },
  ],
  [
    'facebook',
    {
      want: 'https://www.facebook.com/watch/?v=1234567890',
      forms: [
        'https://www.facebook.com/watch/?v=1234567890',
        'https://www.facebook.com/watch/?v=1234567890&mibextid=abc123&rdid=xyz',
        'https://m.facebook.com/watch/?v=1234567890&t=42',
      ],
    },
  ],
  [
    'instagram',
    {
      want: 'https://www.instagram.com/reel/C1a2B3c4D5e/',
      forms: [
        'https://www.instagram.com/reel/C1a2B3c4D5e/',
        'https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=MWQ1ZGUxMzBkMA==',
        'https://www.instagram.com/reel/C1a2B3c4D5e/?utm_source=ig_web_copy_link&img_index=1',
      ],
    },
  ],
  [
    'x',
    {
      want: 'https://x.com/NASA/status/1234567890123456789',
      forms: [
        'https://x.com/NASA/status/1234567890123456789',
        'https://twitter.com/NASA/status/1234567890123456789?s=20&t=AbCdEf',
        'https://x.com/NASA/status/1234567890123456789?ref_src=twsrc%5Etfw',
      ],
    },
  ],
  [
    'google_drive',
    {
      want: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view',
      forms: [
        'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view',
        'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view?usp=sharing',
        'https://drive.google.com/open?id=1AbCdEfGhIjKlMnOpQrStUvWxYz012345&usp=drive_fs',
      ],
    },
  ],
  [
    'dropbox',
    {
      want: 'https://www.dropbox.com/scl/fi/abc123xyz/talk.mp4?rlkey=k3y9',
      forms: [
        'https://www.dropbox.com/scl/fi/abc123xyz/talk.mp4?rlkey=k3y9',
        'https://www.dropbox.com/scl/fi/abc123xyz/talk.mp4?rlkey=k3y9&dl=0',
        'https://www.dropbox.com/scl/fi/abc123xyz/talk.mp4?rlkey=k3y9&st=q7x8&raw=1',
      ],
    },
  ],
  [
    'wistia',
    {
      want: 'https://fast.wistia.net/embed/iframe/a1b2c3d4e5',
      forms: [
        'https://fast.wistia.net/embed/iframe/a1b2c3d4e5',
        'https://acme.wistia.com/medias/a1b2c3d4e5?wtime=42s',
        'https://fast.wistia.net/embed/iframe/a1b2c3d4e5?videoFoam=true&autoPlay=true',
      ],
    },
  ],
  [
    'soundcloud',
    {
      want: 'https://soundcloud.com/artist-name/track-name',
      forms: [
        'https://soundcloud.com/artist-name/track-name',
        'https://soundcloud.com/artist-name/track-name?si=0a1b2c3d&utm_source=clipboard',
        'https://soundcloud.com/artist-name/track-name?in=artist-name/sets/live-2024',
        'https://m.soundcloud.com/artist-name/track-name#t=1:23',
      ],
    },
  ],
  [
    'direct_url',
    {
      want: 'https://cdn.example.org/talks/keynote.mp4',
      forms: [
        'https://cdn.example.org/talks/keynote.mp4',
        'https://cdn.example.org/talks/keynote.mp4#t=42',
        'https://cdn.example.org/talks/keynote.mp4?utm_source=newsletter&fbclid=abc',
      ],
    },
  ],
  [
    'google_meet',
    {
      want: 'https://meet.google.com/abc-defg-hij',
      forms: [
        'https://meet.google.com/abc-defg-hij',
        'https://meet.google.com/abc-defg-hij?authuser=1',
        'https://meet.google.com/abc-defg-hij?pli=1&hs=122&ijlm=1700000000000',
      ],
    },
  ],
  [
    'zoom',
    {
      want: 'https://us02web.zoom.us/j/81234567890?pwd=xyz.1',
      forms: [
        'https://us02web.zoom.us/j/81234567890?pwd=xyz.1',
        'https://us02web.zoom.us/j/81234567890?pwd=xyz.1&uname=Bob',
        'https://us02web.zoom.us/j/81234567890?from=addon&pwd=xyz.1&omn=123',
        'https://us02web.zoom.us/wc/81234567890/join?pwd=xyz.1&fromPWA=1',
      ],
    },
  ],
  [
    'microsoft_teams',
    {
      want: 'https://teams.microsoft.com/meet/123456789012?p=AbCdEf123',
      forms: [
        'https://teams.microsoft.com/meet/123456789012?p=AbCdEf123',
        'https://teams.microsoft.com/meet/123456789012?p=AbCdEf123&anon=true&deeplinkId=abc',
        'https://teams.microsoft.com/meet/123456789012?launchAgent=join_launcher&p=AbCdEf123',
      ],
    },
  ],
  [
    'webex',
    {
      want: 'https://acme.webex.com/acme/j.php?MTID=m0123456789abcdef0123456789abcdef',
      forms: [
        'https://acme.webex.com/acme/j.php?MTID=m0123456789abcdef0123456789abcdef',
        'https://acme.webex.com/acme/j.php?MTID=m0123456789abcdef0123456789abcdef&from_login=true',
        'https://acme.webex.com/acme/j.php?launchApp=true&MTID=m0123456789abcdef0123456789abcdef',
      ],
    },
  ],
];

const codeOf = (name: string) => name.split(' ')[0] ?? name;

describe('one canonical address per recording', () => {
  test.each(table)('%s: every form finds the same address', (_code, { forms, want }) => {
    for (const form of forms) {
      const match = detectPage(form);
      expect(match.kind === 'none' ? `none for ${form}` : match.url, form).toBe(want);
    }
  });

  test('the table covers every provider and platform of the catalog', () => {
    const covered = new Set(table.map(([name]) => codeOf(name)));
    for (const { code } of [...providers, ...platforms]) expect(covered).toContain(code);
  });

  test("an entry's ignored parameters never change its canonical address", () => {
    const entries = [...hostedProviderEntries, directUrlEntry, ...platformEntries];
    for (const entry of entries) {
      const row = table.find(([name]) => codeOf(name) === entry.code);
      if (!row) throw new Error(`no row for ${entry.code}`);
      const { want } = row[1];
      for (const name of entry.ignoredParams) {
        const form = `${want}${want.includes('?') ? '&' : '?'}${name}=42`;
        const match = detectPage(form);
        expect(match.kind === 'none' ? 'none' : match.url, form).toBe(want);
      }
    }
  });
});
