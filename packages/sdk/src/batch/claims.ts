/** A worker's hold on one item; release it when the item is finished or given up. */
export interface ItemClaim {
  release(): Promise<void>;
}

/**
 * Makes sure several workers never work on one item at once. One process needs nothing more than
 * the default (an in-process set, the ledger's lock keeping other processes out); a fleet passes
 * claims that expire when their worker dies (a Redis `SET NX PX` renewed while working, or the
 * queue's own job lock as BullMQ has).
 */
export interface ItemClaims {
  /** Claims the item; undefined when another worker holds it. */
  claim(itemId: string): Promise<ItemClaim | undefined>;
}

/** Claims held in this process only. */
export function createLocalClaims(): ItemClaims {
  const held = new Set<string>();
  return {
    async claim(itemId) {
      if (held.has(itemId)) return undefined;
      held.add(itemId);
      return { release: async () => void held.delete(itemId) };
    },
  };
}
