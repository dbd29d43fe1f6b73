import { defineSite, lastSegment } from '../site-entry.js';

const user = /^@[A-Za-z0-9._]{1,64}$/;
const videoId = /^\d{6,25}$/;
const shortCode = /^[A-Za-z0-9]{5,20}$/;

/**
 * TikTok videos (`/@user/video/ID`) and share short links (vm./vt.tiktok.com/CODE,
 * tiktok.com/t/CODE, kept as short links because resolving them needs the network).
 */
export const tiktok = defineSite({
  code: 'tiktok',
  label: 'TikTok',
  ignoredParams: ['t', '_t', '_r', 'is_from_webapp', 'sender_device', 'lang', 'q', 'is_copy_url'],
  titleId: lastSegment,
  hosts: ['tiktok.com'],
  paths: [
    (page) => {
      const [who, kind, id, ...rest] = page.segments;
      if (!who || !id || kind !== 'video' || rest.length > 0) return null;
      return user.test(who) && videoId.test(id)
        ? `https://www.tiktok.com/${who}/video/${id}`
        : null;
    },
    (page) => {
      const [code, ...rest] = page.segments;
      const shortHost = page.host === 'vm.tiktok.com' || page.host === 'vt.tiktok.com';
      return shortHost && code && rest.length === 0 && shortCode.test(code)
        ? `https://${page.host}/${code}/`
        : null;
    },
    (page) => {
      const [kind, code, ...rest] = page.segments;
      return kind === 't' && code && rest.length === 0 && shortCode.test(code)
        ? `https://www.tiktok.com/t/${code}/`
        : null;
    },
  ],
});
