/** One in-progress state of a job and the fraction of the processing time at which it ends. */
export interface Phase {
  state: string;
  until: number;
}

/** In-progress states of each job kind, before the job's outcome is set. */
export const PHASES = {
  transcript: [
    { state: 'pending', until: 0.1 },
    { state: 'processing', until: 1 },
  ],
  export: [
    { state: 'pending', until: 0.3 },
    { state: 'processing', until: 1 },
  ],
  sourceImport: [
    { state: 'queued', until: 0.2 },
    { state: 'downloading', until: 0.5 },
    { state: 'processing', until: 1 },
  ],
  recordingJob: [
    { state: 'scheduled', until: 0.15 },
    { state: 'joining', until: 0.3 },
    { state: 'recording', until: 0.75 },
    { state: 'processing', until: 1 },
  ],
  smartReport: [
    { state: 'pending', until: 0.2 },
    { state: 'processing', until: 1 },
  ],
} satisfies Record<string, Phase[]>;

/** The state of an unfinished job `elapsedMs` into a run of `totalMs`. */
export function phaseAt(phases: Phase[], elapsedMs: number, totalMs: number): string {
  const fraction = totalMs <= 0 ? 1 : elapsedMs / totalMs;
  for (const phase of phases) if (fraction < phase.until) return phase.state;
  return (phases[phases.length - 1] as Phase).state;
}

/** Progress 0..0.99 of an unfinished job; 0 while in its first state. */
export function progressAt(phases: Phase[], elapsedMs: number, totalMs: number): number {
  const first = phases[0] as Phase;
  const fraction = totalMs <= 0 ? 1 : elapsedMs / totalMs;
  if (fraction < first.until) return 0;
  return Math.min(0.99, Math.max(0.01, Math.round(fraction * 100) / 100));
}
