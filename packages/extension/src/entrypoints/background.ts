import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../background/start.js';

declare const __DEFAULT_API_BASE_URL__: string;

export default defineBackground(() => {
  startBackground(browser, { defaultBaseUrl: __DEFAULT_API_BASE_URL__ });
});
