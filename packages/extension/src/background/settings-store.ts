import type { SettingsView } from '../messages/settings.js';
import type { StorageArea } from './storage-area.js';

/** The settings as stored: only the background ever reads them. */
export interface Settings {
  /** The API key, or null when none is saved. */
  apiKey: string | null;
  /** The API address, without `/api/v1`. */
  baseUrl: string;
}

const STORAGE_KEY = 'settings';

/** Reads and writes the settings in extension storage. */
export function createSettingsStore(area: StorageArea, defaultBaseUrl: string) {
  let knownBaseUrl = defaultBaseUrl;

  async function read(): Promise<Settings> {
    const stored = (await area.get(STORAGE_KEY))[STORAGE_KEY] as Partial<Settings> | undefined;
    const settings = {
      apiKey: typeof stored?.apiKey === 'string' && stored.apiKey ? stored.apiKey : null,
      baseUrl:
        typeof stored?.baseUrl === 'string' && stored.baseUrl ? stored.baseUrl : defaultBaseUrl,
    };
    knownBaseUrl = settings.baseUrl;
    return settings;
  }

  return {
    read,
    /** Stores new settings. */
    async write(settings: Settings): Promise<void> {
      await area.set({ [STORAGE_KEY]: settings });
      knownBaseUrl = settings.baseUrl;
    },
    /** The address last read or written, without waiting for storage (for error texts). */
    knownBaseUrl: () => knownBaseUrl,
    /** What pages may see: everything but the key. */
    async view(): Promise<SettingsView> {
      const { apiKey, baseUrl } = await read();
      return {
        baseUrl,
        defaultBaseUrl,
        hasKey: apiKey !== null,
        keyHint: apiKey ? apiKey.slice(-4) : null,
      };
    },
  };
}

/** What `createSettingsStore` returns. */
export type SettingsStore = ReturnType<typeof createSettingsStore>;
