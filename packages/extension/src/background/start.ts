import type { WxtBrowser } from 'wxt/browser';
import { KEY_STATE_PORT, type KeyRefusalView, type KeyStateUpdate } from '../key-state.js';
import { ALL_TRANSCRIPTS_PAGE, CONFIRM_PAGE, WELCOME_PAGE } from '../messages/extension-pages.js';
import { type JobsUpdate, POPUP_PORT } from '../messages/popup.js';
import { type ApiOptions, createApi } from './api.js';
import { type BadgeTarget, showActiveJobs } from './badge.js';
import type { BatchArea } from './batch/batch-records.js';
import { BATCH_ALARM, createBatchRunner } from './batch/batch-runner.js';
import { createCaptionChoice } from './caption-source.js';
import { createLinkMenu, createLinkTranscriber, LINK_MENU_ID } from './context-menu.js';
import { describeError } from './errors-to-text.js';
import { createDispatcher, createHandlers, isOwnPage } from './handlers.js';
import { createJobActions, START_ALARM } from './job-actions.js';
import { createJobStore } from './job-store.js';
import { createJobViews } from './job-views.js';
import { createKeyRefusal, refusalOf } from './key-refusal.js';
import { createNotifier } from './notifications.js';
import { createPlatformsCache } from './page-check.js';
import { createPoller, POLL_ALARM } from './poller.js';
import { createSettingsStore } from './settings-store.js';
import { createStartJournal } from './start-journal.js';

/** Set in storage once the first-run page was opened. */
const WELCOMED_KEY = 'welcomed';

/** The extension APIs the background uses (the real `browser`, or `fakeBrowser` in tests). */
export type BackgroundBrowser = Pick<
  WxtBrowser,
  'runtime' | 'storage' | 'alarms' | 'notifications' | 'contextMenus' | 'tabs'
> & { action?: WxtBrowser['action']; browserAction?: WxtBrowser['browserAction'] };

/** Options of `startBackground`. */
export interface BackgroundOptions extends ApiOptions {
  /** The API address the build was made for. */
  defaultBaseUrl: string;
  /** The clock (ms since epoch). */
  now?: () => number;
  /** Whether the browser is online (default: `navigator.onLine`). */
  online?: () => boolean;
  /** Time limit of a create request, after which a start without an answer is looked up. */
  createTimeoutMs?: number;
}

/**
 * Wires the background: settings and key, API client, job store, poller, badge, notifications,
 * context menu and message handlers. Every listener is registered before the first await, as a
 * service worker must. Resolves `ready` once stored jobs are loaded and their checks resumed.
 */
export function startBackground(api: BackgroundBrowser, options: BackgroundOptions) {
  const now = options.now ?? Date.now;
  const online = options.online ?? (() => globalThis.navigator?.onLine ?? true);
  const settings = createSettingsStore(api.storage.local, options.defaultBaseUrl);
  const refusal = createKeyRefusal(api.storage.local, now);
  const client = createApi(settings, options, refusal);
  const keyRefused = async () => (await refusal.read()) !== null;
  // A refusal of the work (a batch's import, a job's check) stops everything sent with the key.
  const onRefused = async (error: unknown) => {
    const refused = refusalOf(error);
    if (refused) await refusal.mark(refused);
  };
  const store = createJobStore(api.storage.local);
  const journal = createStartJournal(api.storage.local);
  const views = createJobViews(store, journal);
  const describe = (error: unknown, baseUrl = settings.knownBaseUrl()) =>
    describeError(error, { baseUrl, online: online() });
  // Not typed as a known path: some pages come from entrypoints other parts of the build add.
  const pageUrl = (path: string) => (api.runtime.getURL as (path: string) => string)(path);
  const transcriptUrl = (id: string) =>
    `${api.runtime.getURL('/transcript.html')}?id=${encodeURIComponent(id)}`;

  const notifier = createNotifier({
    notifications: api.notifications,
    iconUrl: api.runtime.getURL('/icon/128.png'),
    getJob: (id) => store.get(id),
    openTranscript: async (id) => {
      await api.tabs.create({ url: transcriptUrl(id) });
    },
    openOptions: () => api.runtime.openOptionsPage(),
    openList: async () => {
      await api.tabs.create({ url: pageUrl(ALL_TRANSCRIPTS_PAGE) });
    },
  });
  const poller = createPoller({
    store,
    api: () => client.current(),
    describe,
    alarms: api.alarms,
    onFinished: (jobs) => notifier.jobsFinished(jobs),
    paused: keyRefused,
    onRefused,
    now,
  });
  const actions = createJobActions({
    api: () => client.current(),
    store,
    journal,
    poller,
    now,
    alarms: api.alarms,
    ...(options.createTimeoutMs ? { createTimeoutMs: options.createTimeoutMs } : {}),
  });
  const batches = createBatchRunner({
    area: api.storage.local as unknown as BatchArea,
    scribekit: () => client.sdk(),
    alarms: api.alarms,
    notifyEnded: (batch) => notifier.batchEnded(batch),
    paused: keyRefused,
    onRefused,
    now,
  });
  const platforms = createPlatformsCache(now);
  const handlers = createHandlers({
    settings,
    api: client,
    store,
    views,
    actions,
    platforms,
    describe,
    batches,
    captionChoice: createCaptionChoice(api.storage.local),
    // A key saved (or forgotten) ends a refusal: the checks and the batches go on by themselves.
    keyChanged: async () => {
      await refusal.clear();
      await poller.pollDue();
      await batches.resumeAll();
    },
  });
  const extensionBase = api.runtime.getURL('/');
  const trusted = (sender: { id?: string; url?: string }) =>
    isOwnPage(sender, api.runtime.id, extensionBase);
  const onMessage = createDispatcher(handlers, describe, trusted);
  const transcribeLink = createLinkTranscriber({
    api: () => client.current(),
    actions,
    notifier,
    describe,
    confirmMeeting: async (url) => {
      await api.tabs.create({
        url: `${pageUrl(CONFIRM_PAGE)}?link=${encodeURIComponent(url)}`,
      });
    },
  });
  const badge = (api.action ?? api.browserAction) as BadgeTarget | undefined;

  api.runtime.onMessage.addListener(
    onMessage as Parameters<typeof api.runtime.onMessage.addListener>[0],
  );

  let openPopups = 0;
  api.runtime.onConnect.addListener((port) => {
    if (port.name === KEY_STATE_PORT && trusted(port.sender ?? {})) {
      const push = (refused: KeyRefusalView | null) => {
        const update: KeyStateUpdate = { type: 'key-state', refused };
        port.postMessage(update);
      };
      const unsubscribe = refusal.subscribe(push);
      void refusal.read().then(push);
      port.onDisconnect.addListener(unsubscribe);
      return;
    }
    if (port.name !== POPUP_PORT || !trusted(port.sender ?? {})) return;
    openPopups += 1;
    const push = (jobs: JobsUpdate['jobs']) => {
      const update: JobsUpdate = { type: 'jobs', jobs };
      port.postMessage(update);
    };
    const unsubscribe = views.subscribe(push);
    void views.all().then(push);
    void poller.setPopupOpen(true);
    // A start a stopped background left unfinished is settled when someone looks.
    void actions.resumeStarts();
    void batches.resumeAll();
    port.onDisconnect.addListener(() => {
      unsubscribe();
      openPopups -= 1;
      if (openPopups === 0) void poller.setPopupOpen(false);
    });
  });

  // Listeners hand back their promise: browsers ignore it, tests can wait for it.
  api.alarms.onAlarm.addListener((alarm) =>
    alarm.name === POLL_ALARM
      ? poller.pollDue()
      : alarm.name === BATCH_ALARM
        ? batches.resumeAll()
        : alarm.name === START_ALARM
          ? actions.resumeStarts()
          : undefined,
  );
  api.notifications.onClicked.addListener((id) => notifier.clicked(id));
  api.contextMenus.onClicked.addListener((info) =>
    info.menuItemId === LINK_MENU_ID && info.linkUrl ? transcribeLink(info.linkUrl) : undefined,
  );
  // A new install (not an update, not the browser's own) opens the first-run page, once: an
  // unpacked build loaded on the command line is "installed" again at every start of the browser,
  // so a mark in storage (cleared with the extension) says it was shown.
  async function welcomeOnce(): Promise<void> {
    if ((await api.storage.local.get(WELCOMED_KEY))[WELCOMED_KEY]) return;
    await api.storage.local.set({ [WELCOMED_KEY]: true });
    await api.tabs.create({ url: pageUrl(WELCOME_PAGE) });
  }
  api.runtime.onInstalled.addListener((details) =>
    Promise.all([
      createLinkMenu(api.contextMenus),
      details.reason === 'install' ? welcomeOnce() : undefined,
    ]),
  );

  const showBadge = async (jobs?: Awaited<ReturnType<typeof store.all>>) => {
    if (badge) await showActiveJobs(badge, jobs ?? (await store.all()), await keyRefused());
  };
  store.subscribe((jobs) => void showBadge(jobs));
  refusal.subscribe(() => void showBadge());

  restrictToExtensionPages(api.storage.local);

  // Restart recovery: jobs stored before the browser (or the service worker) stopped are shown
  // on the badge and checked again at once if they are due.
  const ready = (async () => {
    await showBadge();
    await actions.resumeStarts();
    await poller.pollDue();
    // Page batches a stopped worker or a closed browser left go on (or wait for their alarm).
    await batches.resumeAll();
  })();

  return {
    ready,
    store,
    journal,
    poller,
    actions,
    describe,
    settings,
    handlers,
    onMessage,
    notifier,
    transcribeLink,
    batches,
    refusal,
  };
}

/**
 * Defence in depth: there are no content scripts, but if one ever came it could not read the key.
 * Chrome only (Firefox has no `setAccessLevel`); a refusal changes nothing else.
 */
function restrictToExtensionPages(area: object): void {
  const { setAccessLevel } = area as {
    setAccessLevel?: (options: { accessLevel: string }) => Promise<void>;
  };
  try {
    void setAccessLevel?.call(area, { accessLevel: 'TRUSTED_CONTEXTS' }).catch(() => undefined);
  } catch {
    // Older browsers throw for areas other than `session`: the default stays.
  }
}

/** What `startBackground` returns. */
export type Background = ReturnType<typeof startBackground>;
