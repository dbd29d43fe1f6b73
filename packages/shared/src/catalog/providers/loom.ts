import { defineSite, lastSegment } from '../site-entry.js';

// Share links may carry a title slug before the 32-hex-digit id: /share/Demo-Day-0123...cdef
const trailingId = /(?:^|-)([0-9a-f]{32})$/;

/** Loom share and embed links; canonical `https://www.loom.com/share/ID`. */
export const loom = defineSite({
  code: 'loom',
  label: 'Loom',
  ignoredParams: [
    't',
    'sid',
    'hideEmbedTopBar',
    'hide_owner',
    'hide_share',
    'hide_title',
    'autoplay',
  ],
  titleId: lastSegment,
  hosts: ['loom.com'],
  paths: [
    (page) => {
      const [kind, slug, ...rest] = page.segments;
      if ((kind !== 'share' && kind !== 'embed') || !slug || rest.length > 0) return null;
      const id = trailingId.exec(slug)?.[1];
      return id ? `https://www.loom.com/share/${id}` : null;
    },
  ],
});
