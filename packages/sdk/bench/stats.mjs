/** Median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs `task` for each of `items` with at most `concurrency` at once. */
export async function inParallel(items, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * Measures both sides `rounds` times, back to back in alternating order, so drift in the machine's
 * load hits both alike; compare them per round (`{ raw, sdk }`), then take the median over rounds.
 */
export async function pairedRounds(rounds, once) {
  const pairs = [];
  for (let round = 0; round < rounds; round += 1) {
    const sdkFirst = round % 2 === 1;
    const first = await once(sdkFirst ? 'sdk' : 'raw');
    const second = await once(sdkFirst ? 'raw' : 'sdk');
    pairs.push(sdkFirst ? { raw: second, sdk: first } : { raw: first, sdk: second });
  }
  return pairs;
}
