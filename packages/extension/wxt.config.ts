import { defineConfig } from 'wxt';
import { apiBaseUrlFromEnv } from './scripts/api-base-url.js';
import { withoutAutoImports } from './scripts/without-auto-imports.js';

// Host patterns the API may live on. They are optional: the options page asks for the one
// host the user saves, never for all of them.
const OPTIONAL_API_HOSTS = ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*'];

const PERMISSIONS = ['activeTab', 'storage', 'alarms', 'notifications', 'contextMenus'];

// "Transcribe N videos" reads the page's links once through the toolbar's activeTab grant:
// Chrome's MV3 needs `scripting` for that (no install warning); Firefox's MV2 `tabs.executeScript`
// needs nothing more than activeTab.
const MV3_PERMISSIONS = ['scripting'];

// "Record this tab" (Chrome only). Held from install, not asked for on first use: Chrome adds tab
// capture to the toolbar click's grant on a tab only when the extension holds `tabCapture` at that
// click, and never upgrades a grant the tab already has, so an optional permission asked for
// from the popup could never record the tab that asked (not even after a reload). `tabCapture`
// brings the install warning "Read and change all your data on all websites".
const RECORDING_PERMISSIONS = ['tabCapture', 'offscreen'];

// The shortcut that opens the popup, free in Chrome and Firefox on Windows, Linux and macOS.
// A digit, not a letter: Firefox gives Alt+Shift+letter to its menus by their localised access
// keys (Alt+Shift+S opens History, in German Alt+Shift+C opens Chronik). On macOS Option+Shift+1
// types a character, so there it is Control+Shift+1.
const OPEN_POPUP_KEYS = { default: 'Alt+Shift+1', mac: 'MacCtrl+Shift+1' };

export default defineConfig({
  srcDir: 'src',
  // Strings live in src/locales/<lang>.yml; the module writes _locales/ and types `#i18n`.
  modules: ['@wxt-dev/i18n/module'],
  zip: { name: 'scribekit-extension' },
  imports: false,
  hooks: {
    // unimport's plugin goes: see scripts/without-auto-imports.ts.
    'vite:build:extendConfig': (_entrypoints, config) => {
      config.plugins = withoutAutoImports(config.plugins);
    },
    'vite:devServer:extendConfig': (config) => {
      config.plugins = withoutAutoImports(config.plugins);
    },
    // The popup is built on its own, so it loads as one script instead of the six modules it
    // shares with the other pages: every popup open fetched each of them (~25 ms of its paint).
    'entrypoints:grouped': (_wxt, groups) => {
      for (const group of groups) {
        if (!Array.isArray(group) || group.length < 2) continue;
        const at = group.findIndex((entry) => entry.type === 'popup');
        if (at === -1) continue;
        groups.push(group.splice(at, 1));
        return;
      }
    },
  },
  // The API address the build starts with (the options page can change it later).
  vite: () => ({
    define: { __DEFAULT_API_BASE_URL__: JSON.stringify(apiBaseUrlFromEnv(process.env)) },
    esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
    build: { sourcemap: false },
  }),
  manifest: ({ browser, manifestVersion }) => ({
    name: 'Scribekit',
    // Localised from src/locales (`manifest.*`).
    description: '__MSG_manifest_description__',
    default_locale: 'en',
    permissions:
      manifestVersion === 3
        ? [
            ...PERMISSIONS,
            ...MV3_PERMISSIONS,
            ...(browser === 'chrome' ? RECORDING_PERMISSIONS : []),
          ]
        : PERMISSIONS,
    ...(manifestVersion === 3
      ? { optional_host_permissions: OPTIONAL_API_HOSTS }
      : { optional_permissions: OPTIONAL_API_HOSTS }),
    action: { default_title: 'Scribekit' },
    commands: {
      [manifestVersion === 3 ? '_execute_action' : '_execute_browser_action']: {
        suggested_key: OPEN_POPUP_KEYS,
        description: '__MSG_manifest_openCommand__',
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'extension@scribekit.dev',
              // 140 is the first version that reads data_collection_permissions.
              strict_min_version: '140.0',
              // The address of a page is sent to the configured API when the popup checks it.
              data_collection_permissions: { required: ['browsingActivity'] },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
});
