import {
  type InputRequests,
  type InputRequiredResult,
  inputRequired,
  inputResponse,
} from '@modelcontextprotocol/server';
import { rootFolders } from './allowed-folders.js';
import type { ToolCall } from './define-tool.js';

/**
 * Questions a tool puts to the client before it acts — its roots, the user's confirmation —
 * asked the 2026 way (an `input_required` result the client answers by calling again); the SDK
 * asks 2025-era clients with real `roots/list` and `elicitation/create` requests instead. A tool
 * reads the answers first and asks only what is still missing, so nothing runs twice.
 */
export class ClientInput {
  private readonly asks: InputRequests = {};

  constructor(private readonly call: ToolCall) {}

  /**
   * The real paths of the client's roots: undefined while they are being asked for, [] when the
   * client has none or cannot tell.
   */
  async roots(): Promise<string[] | undefined> {
    if (!this.call.clientCan('roots')) return [];
    const answer = inputResponse(this.call.inputResponses, 'roots');
    if (answer.kind === 'roots') return rootFolders(answer.roots.map((root) => root.uri));
    if (answer.kind !== 'missing') return [];
    this.asks.roots = inputRequired.listRoots();
    return undefined;
  }

  /**
   * The user's answer to `message`: `'yes'`, `'declined'` (said no, or accepted without ticking
   * yes), `'cancelled'` (dismissed the question without answering), `undefined` while being
   * asked, `'unsupported'` when the client cannot ask.
   */
  confirm(message: string): 'yes' | 'declined' | 'cancelled' | 'unsupported' | undefined {
    if (!this.call.clientCan('elicitation')) return 'unsupported';
    const answer = inputResponse(this.call.inputResponses, 'confirm');
    if (answer.kind === 'elicit') {
      if (answer.action === 'cancel') return 'cancelled';
      const yes =
        answer.action === 'accept' && (answer.content as { confirm?: unknown })?.confirm === true;
      return yes ? 'yes' : 'declined';
    }
    if (answer.kind !== 'missing') return 'declined';
    this.asks.confirm = inputRequired.elicit({
      message,
      requestedSchema: {
        type: 'object',
        properties: {
          confirm: { type: 'boolean', title: 'Yes, do it', default: false },
        },
        required: ['confirm'],
      },
    });
    return undefined;
  }

  /** The `input_required` result to return when something was asked, else undefined. */
  pending(): InputRequiredResult | undefined {
    return Object.keys(this.asks).length > 0
      ? inputRequired({ inputRequests: this.asks })
      : undefined;
  }
}
