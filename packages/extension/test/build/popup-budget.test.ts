import { describe, expect, test } from 'vitest';
import { popupGzipBytes } from '../e2e/support/popup-size.js';

/** What the popup may load before it paints (gzip, level 9): issue 10's budget. */
export const POPUP_JS_BUDGET_BYTES = 25_000;

describe('popup size budget', () => {
  test(`the popup's JavaScript stays within ${POPUP_JS_BUDGET_BYTES} bytes gzip`, async () => {
    const { js, css } = await popupGzipBytes();
    console.log(`popup budget: ${js} bytes JS gzip (+${css} CSS) of ${POPUP_JS_BUDGET_BYTES}`);
    expect(js).toBeGreaterThan(1_000);
    expect(js).toBeLessThanOrEqual(POPUP_JS_BUDGET_BYTES);
  });
});
