import { render } from 'preact';
import '../../ui/styles.css';
import './popup.css';
import { setPageLanguage } from '../../ui/page-language.js';
import { App } from './App.js';
import { activeTabUrl } from './active-tab.js';
import type { PageSource } from './page-section.js';

performance.mark('scribekit:script-start');

// `?link=` comes from the context menu (a meeting link to confirm); otherwise the active tab.
async function pageSource(): Promise<PageSource> {
  const link = new URLSearchParams(location.search).get('link');
  if (link) return { url: link, confirm: true };
  return { url: await activeTabUrl().catch(() => null), confirm: false };
}

setPageLanguage();

void pageSource().then((source) => {
  performance.mark('scribekit:address-known');
  if (source.confirm) document.body.classList.add('as-page');
  render(<App source={source} />, document.getElementById('app') as HTMLElement);
});
