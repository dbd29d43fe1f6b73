import type { Page } from 'playwright-core';

/**
 * The share of pixels that differ between two PNGs (any channel by more than 32 of 255), measured
 * in the browser's own canvas (no image library); 1 when their sizes differ.
 */
export async function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const load = async (base64: string) => {
        const bitmap = await createImageBitmap(
          await (await fetch(`data:image/png;base64,${base64}`)).blob(),
        );
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([load(first), load(second)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      let differing = 0;
      for (let index = 0; index < x.data.length; index += 4) {
        for (let channel = 0; channel < 4; channel += 1) {
          const at = index + channel;
          if (Math.abs((x.data[at] ?? 0) - (y.data[at] ?? 0)) > 32) {
            differing += 1;
            break;
          }
        }
      }
      return differing / (x.width * x.height);
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}
