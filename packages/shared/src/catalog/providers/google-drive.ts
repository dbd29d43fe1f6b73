import { withQuery } from '../../url-utils.js';
import { defineSite } from '../site-entry.js';

const fileId = /^[A-Za-z0-9_-]{10,}$/;
const fileActions = new Set(['view', 'edit', 'preview']);

/**
 * Google Drive files; canonical `https://drive.google.com/file/d/ID/view`, keeping
 * `resourcekey`, which older shared files need.
 */
export const googleDrive = defineSite({
  code: 'google_drive',
  label: 'Google Drive',
  ignoredParams: ['usp', 'ts'],
  // file/d/ID/view: the file's id, not `view` (nor the resource key).
  titleId: ({ segments }) => segments[2],
  hosts: ['drive.google.com'],
  paths: [
    (page) => {
      const s = page.segments;
      let id: string | null | undefined;
      // /file/d/ID[/view|/edit|/preview] and /file/u/N/d/ID[...] (a signed-in account's index)
      const start = s[0] === 'file' && s[1] === 'u' ? 3 : 1;
      if (s[0] === 'file' && s[start] === 'd') {
        const rest = s.slice(start + 2);
        const actionOk = rest.length === 0 || (rest.length === 1 && fileActions.has(rest[0] ?? ''));
        if (actionOk) id = s[start + 1];
      }
      // /open?id=ID and /uc?id=ID[&export=download]
      if (s.length === 1 && (s[0] === 'open' || s[0] === 'uc')) id = page.query.get('id');
      if (!id || !fileId.test(id)) return null;
      return withQuery(`https://drive.google.com/file/d/${id}/view`, [
        ['resourcekey', page.query.get('resourcekey')],
      ]);
    },
  ],
});
