// What pages may know about a saved key the service refused, pushed live through its own port
// (kept apart from `messages/`: one fact, its own file).

/** Name of the port a page opens to hear when the saved key is refused or works again. */
export const KEY_STATE_PORT = 'key-state';

/** The saved key as the service last refused it; nothing is sent until a working key is saved. */
export interface KeyRefusalView {
  /** When it was refused (ms since epoch). */
  at: number;
  /** 401: the key itself; 403: the key may not do what the work needs. */
  status: 401 | 403;
  /** The refused request's id, to quote to support. */
  requestId: string | null;
  /** The scope the key lacks (403), when the service named it. */
  scope: string | null;
}

/** What the background pushes through the key-state port. */
export interface KeyStateUpdate {
  type: 'key-state';
  /** The refusal, or null while the saved key is not known to be refused. */
  refused: KeyRefusalView | null;
}
