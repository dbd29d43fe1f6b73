// A small MCP Apps host for tests: a page that loads an App's HTML into a sandboxed iframe under
// the CSP the App's resource asks for, and speaks the Apps bridge with it (postMessage JSON-RPC):
// answers ui/initialize, sends the tool result once the view is initialized, passes the view's
// tools/call and resources/read to the MCP server (through `window.serverCall`, a function the
// test exposes), and keeps what the view told it (context updates, sizes).

/** The Content-Security-Policy a host sets for an App: nothing from outside but `media`. */
export const appCsp = (media: string[]) =>
  `default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; media-src ${media.join(' ') || "'none'"}`;

/** A value as a script literal that never ends the page's <script> early. */
const literal = (value: unknown) => JSON.stringify(value).replaceAll('</', '<\\/');

/** The host page around an App (`html`) that will be shown `toolResult`. */
export function appsHostPage(html: string, toolResult: object, media: string[]): string {
  const withCsp = html.replace(
    '<head>',
    `<head><meta http-equiv="Content-Security-Policy" content="${appCsp(media)}">`,
  );
  const script = `{
const frame = document.querySelector('iframe');
window.told = { context: [], sizes: [], initialized: false };
const toolResult = ${literal(toolResult)};
const reply = (id, result) => frame.contentWindow.postMessage({ jsonrpc: '2.0', id, result }, '*');
window.addEventListener('message', async (event) => {
  if (event.source !== frame.contentWindow) return;
  const { id, method, params } = event.data ?? {};
  if (method === 'ui/initialize') {
    reply(id, {
      protocolVersion: params.protocolVersion,
      hostInfo: { name: 'test-host', version: '1' },
      hostCapabilities: { serverTools: {}, serverResources: {}, updateModelContext: { text: {} } },
      hostContext: { theme: 'light', displayMode: 'inline' },
    });
  } else if (method === 'ui/notifications/initialized') {
    window.told.initialized = true;
    frame.contentWindow.postMessage(
      { jsonrpc: '2.0', method: 'ui/notifications/tool-result', params: toolResult },
      '*',
    );
  } else if (method === 'ui/notifications/size-changed') {
    window.told.sizes.push(params);
    frame.style.height = params.height + 'px';
  } else if (method === 'ui/update-model-context') {
    window.told.context.push(params);
    reply(id, {});
  } else if (method === 'tools/call' || method === 'resources/read') {
    reply(id, await window.serverCall(method, params));
  }
});
}`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Apps host</title>
<style>body{margin:0;background:#eef0f3;font:14px system-ui}iframe{border:0;width:100%;display:block;background:#fff}</style>
</head><body><iframe sandbox="allow-scripts" title="Transcript"></iframe>
<script>document.querySelector('iframe').srcdoc = ${literal(withCsp)};${script}</script></body></html>`;
}
