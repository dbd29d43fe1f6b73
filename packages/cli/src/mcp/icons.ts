import type { Icon } from '@modelcontextprotocol/server';

// A speech bubble over a waveform, drawn for any size: served inline (a data: URI), so a host
// shows it without fetching anything.
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#4f46e5"/><path d="M14 18h36a4 4 0 0 1 4 4v18a4 4 0 0 1-4 4H30l-10 8v-8h-6a4 4 0 0 1-4-4V22a4 4 0 0 1 4-4z" fill="#fff"/><path d="M20 31h3M26 26v10M31 23v16M36 27v8M41 29v4M46 31h-1" stroke="#4f46e5" stroke-width="3" stroke-linecap="round"/></svg>';

/** The server's icon, for its entry, its tools and its resources (MCP `icons`). */
export const ICONS: Icon[] = [
  {
    src: `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`,
    mimeType: 'image/svg+xml',
    sizes: ['any'],
  },
];
