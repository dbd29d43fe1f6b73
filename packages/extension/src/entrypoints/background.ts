import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../background/start.js';
import { addTabRecorder } from '../recording/background-wiring.js';
import { addTranscriptSearch } from '../search/background-search.js';

declare const __DEFAULT_API_BASE_URL__: string;

export default defineBackground(() => {
  const background = startBackground(browser, { defaultBaseUrl: __DEFAULT_API_BASE_URL__ });
  // "Record this tab" needs tabCapture and offscreen documents, which only Chrome has.
  if (import.meta.env.CHROME) addTabRecorder(browser, background);
  addTranscriptSearch(browser, background);
});
