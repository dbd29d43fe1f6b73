import { planQuota, type QuotaLimit, type QuotaName, type QuotaStore } from '@scribekit/sdk/batch';

/** When the next request of a quota may be sent, read from the batch's shared quota state. */
export interface SlotClock {
  nextSlotAt(quota: QuotaName): Promise<number>;
}

export function slotClock(
  store: QuotaStore,
  limits: Partial<Record<QuotaName, QuotaLimit>> | undefined,
): SlotClock {
  return {
    async nextSlotAt(quota) {
      const state = await store.read(quota);
      return planQuota(quota, 1, state, Date.now(), limits).nextSlotAt;
    },
  };
}
