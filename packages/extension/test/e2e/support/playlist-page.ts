import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from './extension-browser.js';

/** A YouTube watch address of `video`. */
export const watch = (video: string) => `https://www.youtube.com/watch?v=${video}`;

/**
 * A playlist page as people meet it: each video linked twice (thumbnail without text, then its
 * title), some under other forms of their address, and links that are not videos.
 */
export function playlistPage(videos: string[]): string {
  const rows = videos.map((video, index) => {
    const form =
      index % 3 === 0
        ? `${watch(video)}&list=PLe2eBatch&index=${index + 1}`
        : index % 3 === 1
          ? `https://youtu.be/${video}?si=share${index}`
          : `${watch(video)}&t=${index}s`;
    return `<li><a href="${form}"><img alt=""></a><a href="${watch(video)}&list=PLe2eBatch">Lecture ${index + 1}</a></li>`;
  });
  return `<!doctype html><html><title>Course: 40 lectures - YouTube</title><body>
    <a href="https://www.youtube.com/">Home</a> <a href="https://www.youtube.com/@course">Channel</a>
    <a href="https://example.com/about">About</a> <a href="https://meet.google.com/abc-defg-hij">Office hours</a>
    <ol>${rows.join('')}</ol></body></html>`;
}

/** Serves the playlist `list` of `videos` at its YouTube address and opens it in a tab. */
export async function routePlaylist(
  b: ExtensionBrowser,
  list: string,
  videos: string[],
): Promise<Page> {
  const url = `https://www.youtube.com/playlist?list=${list}`;
  // Registered after the browser's own routes, so it answers first for this address.
  await b.context.route(`${url}*`, (route) =>
    route.fulfill({ body: playlistPage(videos), contentType: 'text/html' }),
  );
  return b.openTab(url);
}
