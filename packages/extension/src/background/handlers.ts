import { i18n } from '#i18n';
import { normalizeBaseUrl } from '../api-address.js';
import type { ErrorInfo, Result } from '../messages/envelope.js';
import { EXPORT_FORMATS } from '../messages/export-formats.js';
import { type HandlerMap, isRequestMessage } from '../messages/protocol.js';
import type { Api } from './api.js';
import type { BatchRunner } from './batch/batch-runner.js';
import { type CaptionChoiceStore, captionSource } from './caption-source.js';
import { BadInputError, NoKeyError } from './errors-to-text.js';
import type { JobActions } from './job-actions.js';
import { type JobStore, toView } from './job-store.js';
import type { JobViews } from './job-views.js';
import { checkKey } from './key-check.js';
import { inspectPage, type PlatformsCache } from './page-check.js';
import type { SettingsStore } from './settings-store.js';
import { exportTranscript, loadTranscript, playbackAddress } from './transcript-data.js';
import {
  actionItemsOf,
  chaptersOf,
  createSummary,
  listTranscripts,
  nameSpeakers,
  readReport,
  summaryOf,
} from './transcript-extras.js';

/** What the message handlers work with. */
export interface HandlerDeps {
  /** Key and address. */
  settings: SettingsStore;
  /** The API client. */
  api: Api;
  /** Tracked jobs. */
  store: JobStore;
  /** Tracked jobs and starts on their way, as pages see them. */
  views: JobViews;
  /** Starting, cancelling, retrying. */
  actions: JobActions;
  /** Platforms list cache. */
  platforms: PlatformsCache;
  /** Failure to plain words (naming `baseUrl`, default the saved address, when unreachable). */
  describe: (error: unknown, baseUrl?: string) => ErrorInfo;
  /** Page batches ("Transcribe N videos"). */
  batches: BatchRunner;
  /** How the transcript page makes SRT and VTT, remembered. */
  captionChoice: CaptionChoiceStore;
  /** Called once a key is saved or forgotten (a refused key's work goes on). */
  keyChanged?: () => Promise<void>;
}

/** One handler per request type; each returns the value or throws (the dispatcher words it). */
export function createHandlers(deps: HandlerDeps): HandlerMap {
  const current = () => deps.api.current();
  return {
    getSettings: () => deps.settings.view(),

    async saveSettings({ apiKey, baseUrl }) {
      const address = normalizeBaseUrl(baseUrl);
      if (!address) {
        throw new BadInputError(i18n.t('errors.badAddress'), i18n.t('errors.badAddressDetail'));
      }
      const saved = await deps.settings.read();
      const key = apiKey?.trim() || saved.apiKey;
      if (!key) throw new NoKeyError();
      const report = await checkKey(deps.api.withKey(key, address), address, (error) =>
        deps.describe(error, address),
      );
      // A key the API rejects is not worth keeping; anything else is saved, even if unreachable now.
      if (report.outcome === 'rejected') return { ...report, saved: false };
      await deps.settings.write({ apiKey: key, baseUrl: address });
      deps.platforms.clear();
      await deps.keyChanged?.();
      return { ...report, saved: true };
    },

    async forgetKey() {
      const saved = await deps.settings.read();
      await deps.settings.write({ apiKey: null, baseUrl: saved.baseUrl });
      await deps.keyChanged?.();
      return deps.settings.view();
    },

    inspectPage: ({ url, source }) =>
      inspectPage(url, current, deps.platforms, {
        fromTab: source === 'tab',
        jobs: { store: deps.store, actions: deps.actions },
        describe: deps.describe,
      }),
    startImport: async (request) => toView(await deps.actions.startImport(request)),
    startRecording: async ({ url }) => toView(await deps.actions.startRecording(url)),
    listJobs: () => deps.views.all(),
    cancelJob: async ({ id }) => toView(await deps.actions.cancel(id)),
    retryJob: async ({ id }) => toView(await deps.actions.retry(id)),
    async removeJob({ id }) {
      await deps.store.remove(id);
      return deps.views.all();
    },
    async clearFinished() {
      await deps.store.clearFinished();
      return deps.views.all();
    },
    getTranscript: async ({ id }) => loadTranscript(await current(), id, deps.store),
    getPlayback: async ({ id }) => playbackAddress(await current(), id),
    listTranscripts: async (query) => listTranscripts(await current(), query),
    getChapters: async ({ id }) => chaptersOf(await current(), id),
    getActionItems: async ({ id }) => actionItemsOf(await current(), id),
    nameSpeakers: async ({ id }) => nameSpeakers(await current(), id),
    getSummary: async ({ id }) => summaryOf(await current(), id),
    createSummary: async ({ id }) => createSummary(await current(), id),
    getReport: async ({ id }) => readReport(await current(), id),
    planPageBatch: (request) => deps.batches.plan(request),
    startPageBatch: (request) => deps.batches.start(request),
    listBatches: () => deps.batches.list(),
    getBatch: ({ id }) => deps.batches.details(id),
    cancelBatch: ({ id }) => deps.batches.cancel(id),

    getCaptionSource: async ({ id }) => captionSource(await current(), id),
    getCaptionChoice: () => deps.captionChoice.read(),
    setCaptionChoice: ({ choice }) => deps.captionChoice.write(choice),

    async exportTranscript({ id, format }) {
      if (!EXPORT_FORMATS.includes(format)) {
        throw new BadInputError(
          i18n.t('errors.badFormat', [String(format)]),
          i18n.t('errors.badFormatDetail', [EXPORT_FORMATS.join(', ')]),
        );
      }
      return exportTranscript(await current(), id, format);
    },
  };
}

/** Who sent a message: only the extension's own pages are answered. */
export interface SenderLike {
  /** Extension id of the sender. */
  id?: string | undefined;
  /** Address of the sending page. */
  url?: string | undefined;
}

/** A sender is trusted when it is a page of this extension (there are no content scripts). */
export function isOwnPage(sender: SenderLike, extensionId: string, extensionBase: string): boolean {
  return (
    sender.id === extensionId &&
    typeof sender.url === 'string' &&
    sender.url.startsWith(extensionBase)
  );
}

/**
 * The `runtime.onMessage` listener: answers our requests from our own pages with a `Result`
 * through `sendResponse` (Chrome and Firefox both accept that form).
 */
export function createDispatcher(
  handlers: HandlerMap,
  describe: (error: unknown) => ErrorInfo,
  trusted: (sender: SenderLike) => boolean,
) {
  async function answer(message: unknown, sender: SenderLike): Promise<Result<unknown>> {
    if (!isRequestMessage(message)) throw new Error('not a request');
    if (!trusted(sender)) {
      return {
        ok: false,
        error: describe(
          new BadInputError(i18n.t('errors.refused'), i18n.t('errors.refusedDetail')),
        ),
      };
    }
    const handler = handlers[message.type] as (payload: unknown) => Promise<unknown>;
    try {
      return { ok: true, value: await handler(message.payload) };
    } catch (error) {
      return { ok: false, error: describe(error) };
    }
  }

  return function onMessage(
    message: unknown,
    sender: SenderLike,
    sendResponse: (response: Result<unknown>) => void,
  ): true | undefined {
    if (!isRequestMessage(message)) return undefined;
    void answer(message, sender).then(sendResponse);
    return true;
  };
}
