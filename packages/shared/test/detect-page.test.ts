import { describe, expect, test } from 'vitest';
import { detectPage, type PageMatch, platforms, providers } from '../src/index.js';

const V = 'dQw4w9WgXcQ';
const LOOM = '0123456789abcdef0123456789abcdef';
const DRIVE = '1AbCdEfGhIjKlMnOpQrStUvWxYz012345';

type Case = [name: string, io: { given: string; want: PageMatch }];
const none: PageMatch = { kind: 'none' };

const youtubeCases: Case[] = [
  [
    'youtube watch page',
    {
      given: `https://www.youtube.com/watch?v=${V}`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'youtube drops si, feature and utm_*',
    {
      given: `https://www.youtube.com/watch?v=${V}&si=Ab12Cd&feature=shared&utm_source=newsletter`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'youtube drops t in seconds',
    {
      given: `https://www.youtube.com/watch?v=${V}&t=42`,
      want: {
        kind: 'import',
        provider: 'youtube',
        url: `https://www.youtube.com/watch?v=${V}`,
      },
    },
  ],
  [
    'youtube drops t as 1m30s',
    {
      given: `https://www.youtube.com/watch?t=1m30s&v=${V}`,
      want: {
        kind: 'import',
        provider: 'youtube',
        url: `https://www.youtube.com/watch?v=${V}`,
      },
    },
  ],
  [
    'youtube drops a malformed t',
    {
      given: `https://www.youtube.com/watch?v=${V}&t=soon`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'youtube drops list and index',
    {
      given: `https://www.youtube.com/watch?v=${V}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=3`,
      want: {
        kind: 'import',
        provider: 'youtube',
        url: `https://www.youtube.com/watch?v=${V}`,
      },
    },
  ],
  [
    'youtu.be short link',
    {
      given: `https://youtu.be/${V}`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'youtu.be drops t and si',
    {
      given: `https://youtu.be/${V}?si=xYz123AbC&t=42`,
      want: {
        kind: 'import',
        provider: 'youtube',
        url: `https://www.youtube.com/watch?v=${V}`,
      },
    },
  ],
  [
    'youtube shorts',
    {
      given: `https://www.youtube.com/shorts/${V}?feature=share`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'youtube live',
    {
      given: `https://www.youtube.com/live/${V}?si=abc`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'youtube embed drops start',
    {
      given: `https://www.youtube.com/embed/${V}?start=30&autoplay=1`,
      want: {
        kind: 'import',
        provider: 'youtube',
        url: `https://www.youtube.com/watch?v=${V}`,
      },
    },
  ],
  [
    'youtube-nocookie embed',
    {
      given: `https://www.youtube-nocookie.com/embed/${V}`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'youtube mobile host',
    {
      given: `https://m.youtube.com/watch?v=${V}&app=desktop`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'youtube music host drops its list',
    {
      given: `https://music.youtube.com/watch?v=${V}&list=RDAMVMdQw4w9WgXcQ`,
      want: {
        kind: 'import',
        provider: 'youtube',
        url: `https://www.youtube.com/watch?v=${V}`,
      },
    },
  ],
  [
    'youtube upper-case scheme and host',
    {
      given: `HTTPS://WWW.YOUTUBE.COM/watch?v=${V}`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'youtube host with a trailing dot',
    {
      given: `https://www.youtube.com./watch?v=${V}`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'youtube full-width host is mapped to ASCII by IDNA',
    {
      given: `https://ｗｗｗ.ＹＯＵＴＵＢＥ.com/watch?v=${V}`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'youtube over plain http',
    {
      given: `http://youtube.com/watch?v=${V}`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'youtube fragment is dropped',
    {
      given: `https://www.youtube.com/watch?v=${V}#comments`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'youtu.be without a scheme',
    {
      given: `youtu.be/${V}`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'www.youtube.com without a scheme',
    {
      given: `www.youtube.com/watch?v=${V}`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'protocol-relative youtu.be',
    {
      given: `//youtu.be/${V}`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  [
    'youtube with surrounding whitespace',
    {
      given: `  \n https://youtu.be/${V}\t `,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
  ['youtube home page', { given: 'https://www.youtube.com/', want: none }],
  ['youtube channel handle', { given: 'https://www.youtube.com/@LinusTechTips', want: none }],
  [
    'youtube channel id',
    { given: 'https://www.youtube.com/channel/UCXuqSBlHAE6Xw-yeJA0Tunw', want: none },
  ],
  [
    'youtube search results',
    { given: 'https://www.youtube.com/results?search_query=never+gonna', want: none },
  ],
  [
    'youtube playlist without a video',
    {
      given: 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      want: none,
    },
  ],
  [
    'youtube watch with only a list',
    { given: 'https://www.youtube.com/watch?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG', want: none },
  ],
  [
    'youtube embedded playlist',
    {
      given: 'https://www.youtube.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      want: none,
    },
  ],
  [
    'youtube id of the wrong length',
    { given: 'https://www.youtube.com/watch?v=dQw4w9', want: none },
  ],
  ['youtube studio page', { given: `https://studio.youtube.com/video/${V}/edit`, want: none }],
  [
    'youtube on a non-default port',
    { given: `https://www.youtube.com:8443/watch?v=${V}`, want: none },
  ],
  [
    'look-alike: youtube.com as a subdomain of evil.io',
    { given: `https://youtube.com.evil.io/watch?v=${V}`, want: none },
  ],
  ['look-alike: evilyoutube.com', { given: `https://evilyoutube.com/watch?v=${V}`, want: none }],
  [
    'look-alike: youtube.com as user info before evil.io',
    { given: `https://www.youtube.com@evil.io/watch?v=${V}`, want: none },
  ],
  [
    'look-alike: Cyrillic o in youtube',
    { given: `https://www.yоutube.com/watch?v=${V}`, want: none },
  ],
  ['look-alike: punycode host', { given: `https://xn--yutube-wqf.com/watch?v=${V}`, want: none }],
];

const vimeoCases: Case[] = [
  [
    'vimeo video',
    {
      given: 'https://vimeo.com/76979871',
      want: { kind: 'import', provider: 'vimeo', url: 'https://vimeo.com/76979871' },
    },
  ],
  [
    'vimeo www host drops share params',
    {
      given: 'https://www.vimeo.com/76979871?share=copy&fl=sv',
      want: { kind: 'import', provider: 'vimeo', url: 'https://vimeo.com/76979871' },
    },
  ],
  [
    'vimeo channel video',
    {
      given: 'https://vimeo.com/channels/staffpicks/76979871',
      want: { kind: 'import', provider: 'vimeo', url: 'https://vimeo.com/76979871' },
    },
  ],
  [
    'vimeo group video',
    {
      given: 'https://vimeo.com/groups/shortfilms/videos/76979871',
      want: { kind: 'import', provider: 'vimeo', url: 'https://vimeo.com/76979871' },
    },
  ],
  [
    'vimeo showcase video',
    {
      given: 'https://vimeo.com/showcase/9876543/video/76979871',
      want: { kind: 'import', provider: 'vimeo', url: 'https://vimeo.com/76979871' },
    },
  ],
  [
    'vimeo player embed with hash',
    {
      given: 'https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0',
      want: { kind: 'import', provider: 'vimeo', url: 'https://vimeo.com/76979871/8272103f6e' },
    },
  ],
  [
    'vimeo unlisted hash in the path',
    {
      given: 'https://vimeo.com/76979871/8272103f6e',
      want: { kind: 'import', provider: 'vimeo', url: 'https://vimeo.com/76979871/8272103f6e' },
    },
  ],
  [
    'vimeo unlisted hash as h=',
    {
      given: 'https://vimeo.com/76979871?h=8272103f6e',
      want: { kind: 'import', provider: 'vimeo', url: 'https://vimeo.com/76979871/8272103f6e' },
    },
  ],
  ['vimeo channel page', { given: 'https://vimeo.com/channels/staffpicks', want: none }],
  ['vimeo user page', { given: 'https://vimeo.com/user12345', want: none }],
  ['vimeo video sub-page', { given: 'https://vimeo.com/76979871/likes', want: none }],
];

const loomCases: Case[] = [
  [
    'loom share drops sid',
    {
      given: `https://www.loom.com/share/${LOOM}?sid=5f1e2d3c`,
      want: { kind: 'import', provider: 'loom', url: `https://www.loom.com/share/${LOOM}` },
    },
  ],
  [
    'loom embed',
    {
      given: `https://www.loom.com/embed/${LOOM}`,
      want: { kind: 'import', provider: 'loom', url: `https://www.loom.com/share/${LOOM}` },
    },
  ],
  [
    'loom share with a title slug',
    {
      given: `https://loom.com/share/Weekly-Demo-${LOOM}`,
      want: { kind: 'import', provider: 'loom', url: `https://www.loom.com/share/${LOOM}` },
    },
  ],
  ['loom library page', { given: 'https://www.loom.com/looms/videos', want: none }],
];

const dailymotionCases: Case[] = [
  [
    'dailymotion video',
    {
      given: 'https://www.dailymotion.com/video/x8abc12',
      want: {
        kind: 'import',
        provider: 'dailymotion',
        url: 'https://www.dailymotion.com/video/x8abc12',
      },
    },
  ],
  [
    'dai.ly short link',
    {
      given: 'https://dai.ly/x8abc12',
      want: {
        kind: 'import',
        provider: 'dailymotion',
        url: 'https://www.dailymotion.com/video/x8abc12',
      },
    },
  ],
  [
    'dailymotion embed',
    {
      given: 'https://www.dailymotion.com/embed/video/x8abc12?autoplay=1',
      want: {
        kind: 'import',
        provider: 'dailymotion',
        url: 'https://www.dailymotion.com/video/x8abc12',
      },
    },
  ],
  [
    'dailymotion old title slug',
    {
      given: 'https://www.dailymotion.com/video/x7tgad0_some-old-title_news',
      want: {
        kind: 'import',
        provider: 'dailymotion',
        url: 'https://www.dailymotion.com/video/x7tgad0',
      },
    },
  ],
  [
    'dailymotion geo player',
    {
      given: 'https://geo.dailymotion.com/player.html?video=x8abc12',
      want: {
        kind: 'import',
        provider: 'dailymotion',
        url: 'https://www.dailymotion.com/video/x8abc12',
      },
    },
  ],
  ['dailymotion channel', { given: 'https://www.dailymotion.com/franceinfo', want: none }],
];

const tiktokCases: Case[] = [
  [
    'tiktok video drops app params',
    {
      given:
        'https://www.tiktok.com/@scout2015/video/6718335390845095173?is_from_webapp=1&sender_device=pc',
      want: {
        kind: 'import',
        provider: 'tiktok',
        url: 'https://www.tiktok.com/@scout2015/video/6718335390845095173',
      },
    },
  ],
  [
    'tiktok mobile host',
    {
      given: 'https://m.tiktok.com/@some.user_1/video/7123456789012345678',
      want: {
        kind: 'import',
        provider: 'tiktok',
        url: 'https://www.tiktok.com/@some.user_1/video/7123456789012345678',
      },
    },
  ],
  [
    'tiktok vm short link',
    {
      given: 'https://vm.tiktok.com/ZMabc123/',
      want: { kind: 'import', provider: 'tiktok', url: 'https://vm.tiktok.com/ZMabc123/' },
    },
  ],
  [
    'tiktok /t/ short link',
    {
      given: 'https://www.tiktok.com/t/ZTRabc12/?_r=1',
      want: { kind: 'import', provider: 'tiktok', url: 'https://www.tiktok.com/t/ZTRabc12/' },
    },
  ],
  ['tiktok profile', { given: 'https://www.tiktok.com/@scout2015', want: none }],
  ['tiktok feed', { given: 'https://www.tiktok.com/foryou', want: none }],
];

const twitchCases: Case[] = [
  [
    'twitch vod drops t',
    {
      given: 'https://www.twitch.tv/videos/1234567890?t=1h2m3s',
      want: { kind: 'import', provider: 'twitch', url: 'https://www.twitch.tv/videos/1234567890' },
    },
  ],
  [
    'twitch vod on the mobile host',
    {
      given: 'https://m.twitch.tv/videos/1234567890',
      want: { kind: 'import', provider: 'twitch', url: 'https://www.twitch.tv/videos/1234567890' },
    },
  ],
  [
    'twitch clip host',
    {
      given: 'https://clips.twitch.tv/AwkwardHelplessSalamanderSwiftRage',
      want: {
        kind: 'import',
        provider: 'twitch',
        url: 'https://clips.twitch.tv/AwkwardHelplessSalamanderSwiftRage',
      },
    },
  ],
  [
    'twitch channel clip',
    {
      given: 'https://www.twitch.tv/shroud/clip/FunnyClip-Ab12_Cd34?filter=clips',
      want: {
        kind: 'import',
        provider: 'twitch',
        url: 'https://clips.twitch.tv/FunnyClip-Ab12_Cd34',
      },
    },
  ],
  [
    'twitch clip embed',
    {
      given: 'https://clips.twitch.tv/embed?clip=FunnyClip-Ab12&parent=example.com',
      want: { kind: 'import', provider: 'twitch', url: 'https://clips.twitch.tv/FunnyClip-Ab12' },
    },
  ],
  [
    'twitch vod embed player',
    {
      given: 'https://player.twitch.tv/?video=v1234567890&parent=example.com',
      want: { kind: 'import', provider: 'twitch', url: 'https://www.twitch.tv/videos/1234567890' },
    },
  ],
  ['twitch live channel', { given: 'https://www.twitch.tv/shroud', want: none }],
  [
    'twitch directory',
    { given: 'https://www.twitch.tv/directory/category/just-chatting', want: none },
  ],
];

const facebookCases: Case[] = [
  [
    'facebook watch',
    {
      given: 'https://www.facebook.com/watch/?v=10153231379946729',
      want: {
        kind: 'import',
        provider: 'facebook',
        url: 'https://www.facebook.com/watch/?v=10153231379946729',
      },
    },
  ],
  [
    'facebook watch without slash drops ref',
    {
      given: 'https://www.facebook.com/watch?v=10153231379946729&ref=sharing',
      want: {
        kind: 'import',
        provider: 'facebook',
        url: 'https://www.facebook.com/watch/?v=10153231379946729',
      },
    },
  ],
  [
    'facebook page video',
    {
      given: 'https://www.facebook.com/NASA/videos/10153231379946729/',
      want: {
        kind: 'import',
        provider: 'facebook',
        url: 'https://www.facebook.com/watch/?v=10153231379946729',
      },
    },
  ],
  [
    'facebook video.php',
    {
      given: 'https://m.facebook.com/video.php?v=10153231379946729',
      want: {
        kind: 'import',
        provider: 'facebook',
        url: 'https://www.facebook.com/watch/?v=10153231379946729',
      },
    },
  ],
  [
    'facebook reel drops fbclid',
    {
      given: 'https://m.facebook.com/reel/1234567890123456?fbclid=IwAR0abc',
      want: {
        kind: 'import',
        provider: 'facebook',
        url: 'https://www.facebook.com/reel/1234567890123456',
      },
    },
  ],
  [
    'fb.watch short link',
    {
      given: 'https://fb.watch/aBcD3fGh1/',
      want: { kind: 'import', provider: 'facebook', url: 'https://fb.watch/aBcD3fGh1/' },
    },
  ],
  [
    'facebook share link',
    {
      given: 'https://www.facebook.com/share/v/1AbCdEfGh/?mibextid=abc',
      want: {
        kind: 'import',
        provider: 'facebook',
        url: 'https://www.facebook.com/share/v/1AbCdEfGh/',
      },
    },
  ],
  ['facebook profile', { given: 'https://www.facebook.com/zuck', want: none }],
  ['facebook watch without a video', { given: 'https://www.facebook.com/watch/', want: none }],
  [
    'look-alike: facebook.com-video.info',
    { given: 'https://facebook.com-video.info/watch/?v=10153231379946729', want: none },
  ],
];

const instagramCases: Case[] = [
  [
    'instagram post drops igsh',
    {
      given: 'https://www.instagram.com/p/C1a2B3c4D5e/?igsh=MWQ1ZGUxMzBkMA==',
      want: {
        kind: 'import',
        provider: 'instagram',
        url: 'https://www.instagram.com/p/C1a2B3c4D5e/',
      },
    },
  ],
  [
    'instagram reel drops igshid',
    {
      given: 'https://www.instagram.com/reel/C1a2B3c4D5e/?igshid=abc123',
      want: {
        kind: 'import',
        provider: 'instagram',
        url: 'https://www.instagram.com/reel/C1a2B3c4D5e/',
      },
    },
  ],
  [
    'instagram reels becomes reel',
    {
      given: 'https://instagram.com/reels/C1a2B3c4D5e',
      want: {
        kind: 'import',
        provider: 'instagram',
        url: 'https://www.instagram.com/reel/C1a2B3c4D5e/',
      },
    },
  ],
  [
    'instagram tv',
    {
      given: 'https://www.instagram.com/tv/B8abc_12-xy/',
      want: {
        kind: 'import',
        provider: 'instagram',
        url: 'https://www.instagram.com/tv/B8abc_12-xy/',
      },
    },
  ],
  [
    'instagram post under a user',
    {
      given: 'https://www.instagram.com/natgeo/p/C1a2B3c4D5e/',
      want: {
        kind: 'import',
        provider: 'instagram',
        url: 'https://www.instagram.com/p/C1a2B3c4D5e/',
      },
    },
  ],
  ['instagram profile', { given: 'https://www.instagram.com/natgeo/', want: none }],
  ['instagram reels feed', { given: 'https://www.instagram.com/reels/', want: none }],
];

const xCases: Case[] = [
  [
    'x status drops s and t',
    {
      given: 'https://x.com/jack/status/20?s=20&t=AbCdEf',
      want: { kind: 'import', provider: 'x', url: 'https://x.com/jack/status/20' },
    },
  ],
  [
    'twitter.com status moves to x.com',
    {
      given: 'https://twitter.com/NASA/status/1798765432109876543',
      want: { kind: 'import', provider: 'x', url: 'https://x.com/NASA/status/1798765432109876543' },
    },
  ],
  [
    'mobile.twitter.com status',
    {
      given: 'https://mobile.twitter.com/NASA/status/1798765432109876543',
      want: { kind: 'import', provider: 'x', url: 'https://x.com/NASA/status/1798765432109876543' },
    },
  ],
  [
    'x status video tab',
    {
      given: 'https://x.com/NASA/status/1798765432109876543/video/1',
      want: { kind: 'import', provider: 'x', url: 'https://x.com/NASA/status/1798765432109876543' },
    },
  ],
  [
    'x status without author',
    {
      given: 'https://twitter.com/i/web/status/1798765432109876543',
      want: { kind: 'import', provider: 'x', url: 'https://x.com/i/status/1798765432109876543' },
    },
  ],
  ['x profile', { given: 'https://x.com/jack', want: none }],
  ['x search', { given: 'https://x.com/search?q=transcription', want: none }],
  ['look-alike: x.com.co', { given: 'https://x.com.co/jack/status/20', want: none }],
];

const googleDriveCases: Case[] = [
  [
    'drive file view drops usp',
    {
      given: `https://drive.google.com/file/d/${DRIVE}/view?usp=sharing`,
      want: {
        kind: 'import',
        provider: 'google_drive',
        url: `https://drive.google.com/file/d/${DRIVE}/view`,
      },
    },
  ],
  [
    'drive file keeps resourcekey',
    {
      given: `https://drive.google.com/file/d/${DRIVE}/view?usp=drive_link&resourcekey=0-AbCdEf`,
      want: {
        kind: 'import',
        provider: 'google_drive',
        url: `https://drive.google.com/file/d/${DRIVE}/view?resourcekey=0-AbCdEf`,
      },
    },
  ],
  [
    'drive open?id=',
    {
      given: `https://drive.google.com/open?id=${DRIVE}`,
      want: {
        kind: 'import',
        provider: 'google_drive',
        url: `https://drive.google.com/file/d/${DRIVE}/view`,
      },
    },
  ],
  [
    'drive download link',
    {
      given: `https://drive.google.com/uc?id=${DRIVE}&export=download`,
      want: {
        kind: 'import',
        provider: 'google_drive',
        url: `https://drive.google.com/file/d/${DRIVE}/view`,
      },
    },
  ],
  [
    'drive file of a signed-in account',
    {
      given: `https://drive.google.com/file/u/1/d/${DRIVE}/preview`,
      want: {
        kind: 'import',
        provider: 'google_drive',
        url: `https://drive.google.com/file/d/${DRIVE}/view`,
      },
    },
  ],
  ['drive folder', { given: `https://drive.google.com/drive/folders/${DRIVE}`, want: none }],
];

const dropboxCases: Case[] = [
  [
    'dropbox /s/ link drops dl',
    {
      given: 'https://www.dropbox.com/s/a1b2c3d4e5/talk.mp4?dl=0',
      want: {
        kind: 'import',
        provider: 'dropbox',
        url: 'https://www.dropbox.com/s/a1b2c3d4e5/talk.mp4',
      },
    },
  ],
  [
    'dropbox /scl/fi/ keeps rlkey, drops st and dl',
    {
      given: 'https://www.dropbox.com/scl/fi/x9y8z7w6/talk.mp3?rlkey=abc123def&st=q1w2e3&dl=0',
      want: {
        kind: 'import',
        provider: 'dropbox',
        url: 'https://www.dropbox.com/scl/fi/x9y8z7w6/talk.mp3?rlkey=abc123def',
      },
    },
  ],
  [
    'dropbox direct-download host',
    {
      given: 'https://dl.dropbox.com/s/a1b2c3d4e5/talk.mp4?dl=1',
      want: {
        kind: 'import',
        provider: 'dropbox',
        url: 'https://www.dropbox.com/s/a1b2c3d4e5/talk.mp4',
      },
    },
  ],
  [
    'dropbox shared folder',
    { given: 'https://www.dropbox.com/sh/a1b2c3/AAB_xyz?dl=0', want: none },
  ],
  [
    'dropbox new shared folder',
    { given: 'https://www.dropbox.com/scl/fo/a1b2c3/h?rlkey=abc', want: none },
  ],
];

const wistiaCases: Case[] = [
  [
    'wistia media page',
    {
      given: 'https://home.wistia.com/medias/e4a27b971d',
      want: {
        kind: 'import',
        provider: 'wistia',
        url: 'https://fast.wistia.net/embed/iframe/e4a27b971d',
      },
    },
  ],
  [
    'wistia iframe embed',
    {
      given: 'https://fast.wistia.net/embed/iframe/e4a27b971d?videoFoam=true',
      want: {
        kind: 'import',
        provider: 'wistia',
        url: 'https://fast.wistia.net/embed/iframe/e4a27b971d',
      },
    },
  ],
  ['wistia marketing page', { given: 'https://wistia.com/pricing', want: none }],
];

const soundcloudCases: Case[] = [
  [
    'soundcloud track drops si and utm',
    {
      given:
        'https://soundcloud.com/forss/flickermood?si=0123abcd&utm_source=clipboard&utm_medium=text',
      want: {
        kind: 'import',
        provider: 'soundcloud',
        url: 'https://soundcloud.com/forss/flickermood',
      },
    },
  ],
  [
    'soundcloud mobile host',
    {
      given: 'https://m.soundcloud.com/forss/flickermood',
      want: {
        kind: 'import',
        provider: 'soundcloud',
        url: 'https://soundcloud.com/forss/flickermood',
      },
    },
  ],
  [
    'soundcloud private track keeps its token',
    {
      given: 'https://soundcloud.com/forss/flickermood/s-AbCdE123',
      want: {
        kind: 'import',
        provider: 'soundcloud',
        url: 'https://soundcloud.com/forss/flickermood/s-AbCdE123',
      },
    },
  ],
  [
    'soundcloud short link',
    {
      given: 'https://on.soundcloud.com/AbCd1234',
      want: { kind: 'import', provider: 'soundcloud', url: 'https://on.soundcloud.com/AbCd1234' },
    },
  ],
  ['soundcloud artist page', { given: 'https://soundcloud.com/forss', want: none }],
  ['soundcloud set', { given: 'https://soundcloud.com/forss/sets/soulhack', want: none }],
  ['soundcloud artist tracks tab', { given: 'https://soundcloud.com/forss/tracks', want: none }],
  ['soundcloud search', { given: 'https://soundcloud.com/search/sounds?q=jazz', want: none }],
];

const directCases: Case[] = [
  [
    'direct mp3',
    {
      given: 'https://example.com/media/talk.mp3',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/media/talk.mp3' },
    },
  ],
  [
    'direct http kept, token kept, utm and fragment dropped',
    {
      given: 'http://example.org/a/b/interview.MP4?token=abc&utm_medium=email#t=10',
      want: {
        kind: 'import',
        provider: 'direct_url',
        url: 'http://example.org/a/b/interview.MP4?token=abc',
      },
    },
  ],
  [
    'direct signed query kept byte for byte',
    {
      given:
        'https://bucket.s3.amazonaws.com/rec.m4a?X-Amz-Credential=AKIA%2F20240101%2Fus-east-1&X-Amz-Signature=ab+cd~',
      want: {
        kind: 'import',
        provider: 'direct_url',
        url: 'https://bucket.s3.amazonaws.com/rec.m4a?X-Amz-Credential=AKIA%2F20240101%2Fus-east-1&X-Amz-Signature=ab+cd~',
      },
    },
  ],
  [
    'direct wav with a port',
    {
      given: 'http://files.example.com:8080/audio/take1.wav',
      want: {
        kind: 'import',
        provider: 'direct_url',
        url: 'http://files.example.com:8080/audio/take1.wav',
      },
    },
  ],
  [
    'direct webm',
    {
      given: 'https://cdn.example.net/v/clip.webm',
      want: { kind: 'import', provider: 'direct_url', url: 'https://cdn.example.net/v/clip.webm' },
    },
  ],
  [
    'direct ogg on a host with a trailing dot',
    {
      given: 'https://cdn.example.net./x.ogg',
      want: { kind: 'import', provider: 'direct_url', url: 'https://cdn.example.net/x.ogg' },
    },
  ],
  [
    'direct oga',
    {
      given: 'https://example.com/a.oga',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/a.oga' },
    },
  ],
  [
    'direct opus',
    {
      given: 'https://example.com/a.opus',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/a.opus' },
    },
  ],
  [
    'direct flac',
    {
      given: 'https://example.com/a.flac',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/a.flac' },
    },
  ],
  [
    'direct aac',
    {
      given: 'https://example.com/a.aac',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/a.aac' },
    },
  ],
  [
    'direct mov',
    {
      given: 'https://example.com/a.mov',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/a.mov' },
    },
  ],
  [
    'direct mkv',
    {
      given: 'https://example.com/a.mkv',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/a.mkv' },
    },
  ],
  [
    'direct avi',
    {
      given: 'https://example.com/a.avi',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/a.avi' },
    },
  ],
  [
    'direct m4v',
    {
      given: 'https://example.com/a.m4v',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/a.m4v' },
    },
  ],
  [
    'direct mpeg',
    {
      given: 'https://example.com/a.mpeg',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/a.mpeg' },
    },
  ],
  [
    'direct mpg',
    {
      given: 'https://example.com/a.mpg',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/a.mpg' },
    },
  ],
  [
    'direct wma',
    {
      given: 'https://example.com/a.wma',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/a.wma' },
    },
  ],
  [
    'direct amr',
    {
      given: 'https://example.com/a.amr',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/a.amr' },
    },
  ],
  [
    'direct 3gp',
    {
      given: 'https://example.com/a.3gp',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/a.3gp' },
    },
  ],
  [
    'direct on an IPv6 host',
    {
      given: 'https://[::1]/rec.mp3',
      want: { kind: 'import', provider: 'direct_url', url: 'https://[::1]/rec.mp3' },
    },
  ],
  [
    'direct without a scheme',
    {
      given: 'example.com/podcast/ep1.mp3',
      want: { kind: 'import', provider: 'direct_url', url: 'https://example.com/podcast/ep1.mp3' },
    },
  ],
  ['media file over ftp', { given: 'ftp://example.com/a.mp3', want: none }],
  ['media file on the local disk', { given: 'file:///home/me/a.mp3', want: none }],
  ['media extension before another one', { given: 'https://example.com/a.mp3.html', want: none }],
  [
    'media name only in the query',
    { given: 'https://example.com/download?file=a.mp3', want: none },
  ],
  ['directory that looks like a file', { given: 'https://example.com/a.mp3/', want: none }],
  ['dot file without a name', { given: 'https://example.com/.mp3', want: none }],
  ['media file on a claimed host', { given: 'https://www.youtube.com/a.mp4', want: none }],
  ['data URL', { given: 'data:audio/mpeg;base64,SUQzBAAAAAAA', want: none }],
];

const meetCases: Case[] = [
  [
    'meet room',
    {
      given: 'https://meet.google.com/abc-defg-hij',
      want: {
        kind: 'meeting',
        platform: 'google_meet',
        url: 'https://meet.google.com/abc-defg-hij',
      },
    },
  ],
  [
    'meet drops authuser and hs',
    {
      given: 'https://meet.google.com/abc-defg-hij?authuser=1&hs=122',
      want: {
        kind: 'meeting',
        platform: 'google_meet',
        url: 'https://meet.google.com/abc-defg-hij',
      },
    },
  ],
  [
    'meet code in upper case',
    {
      given: 'https://MEET.GOOGLE.COM/ABC-DEFG-HIJ',
      want: {
        kind: 'meeting',
        platform: 'google_meet',
        url: 'https://meet.google.com/abc-defg-hij',
      },
    },
  ],
  [
    'meet without a scheme',
    {
      given: 'meet.google.com/abc-defg-hij',
      want: {
        kind: 'meeting',
        platform: 'google_meet',
        url: 'https://meet.google.com/abc-defg-hij',
      },
    },
  ],
  ['meet home', { given: 'https://meet.google.com/', want: none }],
  ['meet landing', { given: 'https://meet.google.com/landing?authuser=0', want: none }],
  ['meet new', { given: 'https://meet.google.com/new', want: none }],
  ['meet nickname lookup', { given: 'https://meet.google.com/lookup/abcdefgh', want: none }],
  ['meet code of the wrong shape', { given: 'https://meet.google.com/abcd-efg-hij', want: none }],
  [
    'look-alike: meet.google.com.evil.io',
    { given: 'https://meet.google.com.evil.io/abc-defg-hij', want: none },
  ],
];

const zoomCases: Case[] = [
  [
    'zoom join keeps pwd',
    {
      given: 'https://zoom.us/j/1234567890?pwd=aBcDeF123.1',
      want: {
        kind: 'meeting',
        platform: 'zoom',
        url: 'https://zoom.us/j/1234567890?pwd=aBcDeF123.1',
      },
    },
  ],
  [
    'zoom regional host drops uname',
    {
      given: 'https://us02web.zoom.us/j/81234567890?pwd=xyz.1&uname=Bob',
      want: {
        kind: 'meeting',
        platform: 'zoom',
        url: 'https://us02web.zoom.us/j/81234567890?pwd=xyz.1',
      },
    },
  ],
  [
    'zoom vanity host',
    {
      given: 'https://acme.zoom.us/j/81234567890',
      want: { kind: 'meeting', platform: 'zoom', url: 'https://acme.zoom.us/j/81234567890' },
    },
  ],
  [
    'zoom web client',
    {
      given: 'https://zoom.us/wc/1234567890/join?pwd=abc&from=addon',
      want: { kind: 'meeting', platform: 'zoom', url: 'https://zoom.us/j/1234567890?pwd=abc' },
    },
  ],
  [
    'zoom web client on app.zoom.us',
    {
      given: 'https://app.zoom.us/wc/1234567890/join?fromPWA=1&pwd=abc',
      want: { kind: 'meeting', platform: 'zoom', url: 'https://zoom.us/j/1234567890?pwd=abc' },
    },
  ],
  [
    'zoom older web client path',
    {
      given: 'https://us06web.zoom.us/wc/join/81234567890',
      want: { kind: 'meeting', platform: 'zoom', url: 'https://us06web.zoom.us/j/81234567890' },
    },
  ],
  [
    'zoom personal link',
    {
      given: 'https://acme.zoom.us/my/jane.doe?pwd=p4ss',
      want: { kind: 'meeting', platform: 'zoom', url: 'https://acme.zoom.us/my/jane.doe?pwd=p4ss' },
    },
  ],
  [
    'zoom webinar keeps tk',
    {
      given: 'https://zoom.us/w/91234567890?tk=AbC-dEf_123&utm_source=mail',
      want: {
        kind: 'meeting',
        platform: 'zoom',
        url: 'https://zoom.us/w/91234567890?tk=AbC-dEf_123',
      },
    },
  ],
  [
    'zoom for government',
    {
      given: 'https://zoomgov.com/j/1612345678?pwd=x',
      want: { kind: 'meeting', platform: 'zoom', url: 'https://zoomgov.com/j/1612345678?pwd=x' },
    },
  ],
  ['zoom home', { given: 'https://zoom.us/', want: none }],
  ['zoom sign-in page', { given: 'https://zoom.us/signin', want: none }],
  ['zoom meeting id that is not a number', { given: 'https://zoom.us/j/abcdefghij', want: none }],
  ['zoom start link (host only)', { given: 'https://zoom.us/s/1234567890', want: none }],
  ['look-alike: zoom.us.evil.io', { given: 'https://zoom.us.evil.io/j/1234567890', want: none }],
];

const teamsContextIn = '%7b%22Tid%22%3a%2272f988bf%22%2c%22Oid%22%3a%22a1b2c3%22%7d';
const teamsContextOut = '%7B%22Tid%22%3A%2272f988bf%22%2C%22Oid%22%3A%22a1b2c3%22%7D';
const teamsThread = '19%3ameeting_ZTk5NGIzYjQ%40thread.v2/0';

const teamsCases: Case[] = [
  [
    'teams meetup-join keeps context, drops anon',
    {
      given: `https://teams.microsoft.com/l/meetup-join/${teamsThread}?context=${teamsContextIn}&anon=true`,
      want: {
        kind: 'meeting',
        platform: 'microsoft_teams',
        url: `https://teams.microsoft.com/l/meetup-join/${teamsThread}?context=${teamsContextOut}`,
      },
    },
  ],
  [
    'teams meetup-join in the v2 app fragment',
    {
      given: `https://teams.microsoft.com/v2/?meetingjoin=true#/l/meetup-join/${teamsThread}?context=${teamsContextIn}`,
      want: {
        kind: 'meeting',
        platform: 'microsoft_teams',
        url: `https://teams.microsoft.com/l/meetup-join/${teamsThread}?context=${teamsContextOut}`,
      },
    },
  ],
  [
    'teams meet id keeps p',
    {
      given: 'https://teams.microsoft.com/meet/2345678901234?p=AbCdEf12',
      want: {
        kind: 'meeting',
        platform: 'microsoft_teams',
        url: 'https://teams.microsoft.com/meet/2345678901234?p=AbCdEf12',
      },
    },
  ],
  [
    'teams free (live.com)',
    {
      given: 'https://teams.live.com/meet/9876543210987?p=XyZ123',
      want: {
        kind: 'meeting',
        platform: 'microsoft_teams',
        url: 'https://teams.live.com/meet/9876543210987?p=XyZ123',
      },
    },
  ],
  [
    'teams.cloud.microsoft',
    {
      given: 'https://teams.cloud.microsoft/meet/2345678901234?p=AbCdEf12&launchAgent=x',
      want: {
        kind: 'meeting',
        platform: 'microsoft_teams',
        url: 'https://teams.cloud.microsoft/meet/2345678901234?p=AbCdEf12',
      },
    },
  ],
  [
    'teams home is the web app: paste the invite link',
    { given: 'https://teams.microsoft.com/', want: { kind: 'none', hint: 'paste_meeting_link' } },
  ],
  [
    'teams chat link',
    { given: 'https://teams.microsoft.com/l/chat/0/0?users=a@b.com', want: none },
  ],
  [
    'microsoft.com teams product page',
    { given: 'https://www.microsoft.com/en-us/microsoft-teams/group-chat-software', want: none },
  ],
];

const webexCases: Case[] = [
  [
    'webex personal room',
    {
      given: 'https://acme.webex.com/meet/jdoe',
      want: { kind: 'meeting', platform: 'webex', url: 'https://acme.webex.com/meet/jdoe' },
    },
  ],
  [
    'webex join link on a my. site',
    {
      given: 'https://acme.my.webex.com/join/jane.doe?launchApp=true',
      want: { kind: 'meeting', platform: 'webex', url: 'https://acme.my.webex.com/join/jane.doe' },
    },
  ],
  [
    'webex scheduled meeting keeps MTID',
    {
      given:
        'https://acme.webex.com/acme/j.php?MTID=m0123456789abcdef0123456789abcdef&utm_campaign=x',
      want: {
        kind: 'meeting',
        platform: 'webex',
        url: 'https://acme.webex.com/acme/j.php?MTID=m0123456789abcdef0123456789abcdef',
      },
    },
  ],
  ['webex vendor site', { given: 'https://www.webex.com/meet/jdoe', want: none }],
  ['webex j.php without MTID', { given: 'https://acme.webex.com/acme/j.php', want: none }],
  [
    'look-alike: webex.com.evil.io',
    { given: 'https://acme.webex.com.evil.io/meet/jdoe', want: none },
  ],
];

const garbageCases: Case[] = [
  ['empty string', { given: '', want: none }],
  ['only whitespace', { given: ' \n\t ', want: none }],
  ['plain words', { given: 'not a url at all', want: none }],
  ['bare video id', { given: V, want: none }],
  ['javascript URL', { given: 'javascript:alert(document.cookie)', want: none }],
  ['mailto on a known host', { given: 'mailto:someone@youtube.com', want: none }],
  ['browser page', { given: 'chrome://extensions/', want: none }],
  ['about:blank', { given: 'about:blank', want: none }],
  ['scheme without a host', { given: 'https://', want: none }],
  ['space inside the host', { given: 'https://exa mple.com/a.mp3', want: none }],
  ['percent signs only', { given: '%%%', want: none }],
  ['localhost without a scheme', { given: 'localhost:3000/a.mp3', want: none }],
];

const launcherThread = '19%3ameeting_ZTk5NGIzYjQ%40thread.v2/0';
const meetingPagesCases: Case[] = [
  [
    'teams launcher page carries the meetup-join link in url',
    {
      given: `https://teams.microsoft.com/dl/launcher/launcher.html?url=${encodeURIComponent(
        `/_#/l/meetup-join/19:meeting_ZTk5NGIzYjQ@thread.v2/0?context={"Tid":"72f988bf"}&anon=true`,
      )}&type=meetup-join&deeplinkId=abc&directDl=true&msLaunch=true&enableMobilePage=true`,
      want: {
        kind: 'meeting',
        platform: 'microsoft_teams',
        url: `https://teams.microsoft.com/l/meetup-join/${launcherThread}?context=%7B%22Tid%22%3A%2272f988bf%22%7D`,
      },
    },
  ],
  [
    'teams launcher page with a /meet/ID?p= link',
    {
      given: `https://teams.microsoft.com/dl/launcher/launcher.html?url=${encodeURIComponent('/_#/meet/2345678901234?p=AbCd&anon=true')}&type=meet`,
      want: {
        kind: 'meeting',
        platform: 'microsoft_teams',
        url: 'https://teams.microsoft.com/meet/2345678901234?p=AbCd',
      },
    },
  ],
  [
    'teams launcher page without a meeting inside',
    {
      given: 'https://teams.microsoft.com/dl/launcher/launcher.html?url=%2F_%23%2Fcalendar',
      want: none,
    },
  ],
  [
    'teams v2 app during a call asks for the invite link',
    {
      given: 'https://teams.microsoft.com/v2/',
      want: { kind: 'none', hint: 'paste_meeting_link' },
    },
  ],
  [
    'teams on teams.cloud.microsoft asks for the invite link',
    { given: 'https://teams.cloud.microsoft/', want: { kind: 'none', hint: 'paste_meeting_link' } },
  ],
  [
    'zoom host web client /wc/ID/start',
    {
      given: 'https://app.zoom.us/wc/81234567890/start?fromPWA=1&pwd=abc',
      want: { kind: 'meeting', platform: 'zoom', url: 'https://zoom.us/j/81234567890?pwd=abc' },
    },
  ],
  [
    'zoom web client /wc/ID',
    {
      given: 'https://us05web.zoom.us/wc/81234567890',
      want: { kind: 'meeting', platform: 'zoom', url: 'https://us05web.zoom.us/j/81234567890' },
    },
  ],
  ['zoom web client other action', { given: 'https://zoom.us/wc/81234567890/leave', want: none }],
  [
    'youtube mobile live page',
    {
      given: `https://m.youtube.com/live/${V}?feature=share`,
      want: { kind: 'import', provider: 'youtube', url: `https://www.youtube.com/watch?v=${V}` },
    },
  ],
];

const cases: Case[] = [
  ...youtubeCases,
  ...vimeoCases,
  ...loomCases,
  ...dailymotionCases,
  ...tiktokCases,
  ...twitchCases,
  ...facebookCases,
  ...instagramCases,
  ...xCases,
  ...googleDriveCases,
  ...dropboxCases,
  ...wistiaCases,
  ...soundcloudCases,
  ...directCases,
  ...meetCases,
  ...zoomCases,
  ...teamsCases,
  ...meetingPagesCases,
  ...webexCases,
  ...garbageCases,
];

describe('detectPage', () => {
  test.each(cases)('%s', (_name, { given, want }) => {
    expect(detectPage(given)).toEqual(want);
  });

  test('a canonical URL is detected as itself', () => {
    for (const [, { want }] of cases) {
      if (want.kind !== 'none') expect(detectPage(want.url)).toEqual(want);
    }
  });

  test('the table has a case for every provider and platform of the catalog', () => {
    const seen = new Set(
      cases.map(([, { want }]) =>
        want.kind === 'import' ? want.provider : want.kind === 'meeting' ? want.platform : 'none',
      ),
    );
    for (const { code } of [...providers, ...platforms]) expect(seen).toContain(code);
  });

  test('returns none instead of throwing for input that is not a string', () => {
    const hostile = {
      toString() {
        throw new Error('boom');
      },
    };
    for (const value of [undefined, null, 42, {}, hostile, Symbol('x')]) {
      expect(detectPage(value as unknown as string)).toEqual({ kind: 'none' });
    }
  });

  test('handles a very long input without throwing', () => {
    const long = `https://example.com/${'a/'.repeat(50_000)}talk.mp3`;
    expect(detectPage(long)).toEqual({ kind: 'import', provider: 'direct_url', url: long });
    expect(detectPage('x'.repeat(200_000))).toEqual({ kind: 'none' });
  });
});
