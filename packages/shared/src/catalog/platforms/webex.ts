import { withQuery } from '../../url-utils.js';
import { defineSite } from '../site-entry.js';

const roomName = /^[A-Za-z0-9._-]+$/;
const meetingToken = /^[A-Za-z0-9]+$/;

/**
 * Webex meetings on a customer site (`SITE.webex.com`): personal rooms `/meet/NAME` and
 * `/join/NAME`, and scheduled meetings `/SITE/j.php?MTID=...` (keeping `MTID`). The bare
 * webex.com and www.webex.com are the vendor's own pages and are not matched.
 */
export const webex = defineSite({
  code: 'webex',
  label: 'Webex',
  ignoredParams: ['from_login', 'launchApp', 'siteurl'],
  // A personal room's name; a scheduled meeting (`/SITE/j.php?MTID=…`) by its site's name.
  titleId: ({ segments }) => (segments[1] === 'j.php' ? segments[0] : segments[1]),
  hosts: ['webex.com'],
  paths: [
    (page) => {
      if (page.host === 'webex.com' || page.host === 'www.webex.com') return null;
      const [first, second, ...rest] = page.segments;
      if (!first || !second || rest.length > 0) return null;
      if ((first === 'meet' || first === 'join') && roomName.test(second)) {
        return `https://${page.host}/${first}/${second}`;
      }
      const mtid = page.query.get('MTID');
      if (second === 'j.php' && roomName.test(first) && mtid && meetingToken.test(mtid)) {
        return withQuery(`https://${page.host}/${first}/j.php`, [['MTID', mtid]]);
      }
      return null;
    },
  ],
});
