export function threadCpuMs(): number;
export function processCpuMs(): number;
export function withProcessCpu<T>(work: () => T | Promise<T>): Promise<{ value: T; cpuMs: number }>;
export function watchLoopTurns(): {
  longestTurnMs(): number;
  reset(): void;
  stop(): void;
};
