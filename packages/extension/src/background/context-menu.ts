import { detectPage, linkMatchPatterns } from '@scribekit/shared';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../messages/envelope.js';
import type { ApiOperations } from './api.js';
import type { JobActions } from './job-actions.js';
import type { Notifier } from './notifications.js';
import { supportedSitesText } from './page-check.js';

/** Id of the "Transcribe link" menu item. */
export const LINK_MENU_ID = 'scribekit-transcribe-link';

/** The part of `browser.contextMenus` used here. */
export interface ContextMenusLike {
  /** Removes every item of the extension. */
  removeAll(): Promise<void> | void;
  /** Adds an item. */
  create(properties: {
    id: string;
    title: string;
    contexts: ['link'];
    targetUrlPatterns: string[];
  }): unknown;
}

/**
 * Adds "Transcribe link" to the menu of links (once, when the extension is installed), only on
 * links whose address the shared catalog may recognise.
 */
export async function createLinkMenu(menus: ContextMenusLike): Promise<void> {
  await menus.removeAll();
  menus.create({
    id: LINK_MENU_ID,
    title: i18n.t('menu.transcribeLink'),
    contexts: ['link'],
    targetUrlPatterns: linkMatchPatterns(),
  });
}

/** What transcribing a link from the menu needs. */
export interface LinkMenuDeps {
  /** The API operations of the saved key. */
  api: () => Promise<ApiOperations>;
  /** Starting jobs. */
  actions: JobActions;
  /** Notifications: the menu has no page to show anything in. */
  notifier: Notifier;
  /** Failure to plain words. */
  describe: (error: unknown) => ErrorInfo;
  /** Shows a meeting link on a page where the person confirms before a bot is sent. */
  confirmMeeting: (url: string) => Promise<void>;
}

/** Starts an import or a recording bot for a link, and says how it went in a notification. */
export function createLinkTranscriber(deps: LinkMenuDeps) {
  return async function transcribeLink(linkUrl: string): Promise<void> {
    const match = detectPage(linkUrl);
    try {
      if (match.kind === 'none') {
        await deps.notifier.notice(i18n.t('menu.cannotTranscribe'), supportedSitesText());
        return;
      }
      if (match.kind === 'meeting') {
        // A bot joins people's meeting: never without a click on its own page.
        await deps.confirmMeeting(match.url);
        return;
      }
      const preview = await (await deps.api()).previewImport(match.url);
      if (!preview.supported) {
        await deps.notifier.notice(
          i18n.t('menu.cannotImport'),
          preview.reason ?? i18n.t('menu.serviceCannotImport'),
        );
        return;
      }
      const job = await deps.actions.startImport({
        url: match.url,
        language: null,
        title: preview.title,
      });
      await deps.notifier.notice(
        i18n.t('menu.transcribing'),
        i18n.t('menu.followInPopup', [job.title]),
      );
    } catch (error) {
      const problem = deps.describe(error);
      const requestId = problem.requestId
        ? ` ${i18n.t('common.requestId')} ${problem.requestId}.`
        : '';
      const aboutTheKey =
        problem.kind === 'no_key' || problem.kind === 'auth' || problem.kind === 'scope';
      await deps.notifier.notice(problem.title, `${problem.detail}${requestId}`, aboutTheKey);
    }
  };
}
