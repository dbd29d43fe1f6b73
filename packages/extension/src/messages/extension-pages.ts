// The extension's own pages that other parts open by address.

/** The account's transcripts, all of them (an extension page; built by its own entrypoint). */
export const ALL_TRANSCRIPTS_PAGE = '/all-transcripts.html';

/** The first-run page, opened once when the extension is installed. */
export const WELCOME_PAGE = '/welcome.html';

/**
 * Where a meeting link from the context menu is confirmed before a bot goes: the popup's page
 * in a tab, with the link as `?link=`.
 */
export const CONFIRM_PAGE = '/popup.html';
