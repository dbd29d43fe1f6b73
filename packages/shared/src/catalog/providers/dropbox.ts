import { withQuery } from '../../url-utils.js';
import { defineSite, lastSegment } from '../site-entry.js';

const token = /^[A-Za-z0-9_-]+$/;

/**
 * Dropbox shared files (`/s/KEY/NAME`, `/scl/fi/ID/NAME?rlkey=...`); canonical on
 * www.dropbox.com, keeping `rlkey` (the link does not open without it) and dropping `dl`, `raw`
 * and `st`: how to download is the importer's business, not part of the file's address.
 * Shared folders (`/sh/`, `/scl/fo/`) are not files and are not matched.
 */
export const dropbox = defineSite({
  code: 'dropbox',
  label: 'Dropbox',
  ignoredParams: ['dl', 'raw', 'st', 'e'],
  // The file's name, never the link's `rlkey`.
  titleId: lastSegment,
  hosts: ['dropbox.com'],
  paths: [
    (page) => {
      const [kind, key, name, ...rest] = page.segments;
      return kind === 's' && key && name && rest.length === 0 && token.test(key)
        ? `https://www.dropbox.com/s/${key}/${name}`
        : null;
    },
    (page) => {
      const [scl, kind, id, name, ...rest] = page.segments;
      if (scl !== 'scl' || kind !== 'fi' || !id || !name || rest.length > 0) return null;
      const rlkey = page.query.get('rlkey');
      return token.test(id)
        ? withQuery(`https://www.dropbox.com/scl/fi/${id}/${name}`, [
            ['rlkey', rlkey && token.test(rlkey) ? rlkey : null],
          ])
        : null;
    },
  ],
});
