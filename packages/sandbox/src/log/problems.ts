/** Contract problems kept in `sandbox.problems`: the newest this many. */
export const MAX_PROBLEMS = 1000;

/** Adds a contract problem, forgetting the oldest beyond `MAX_PROBLEMS`. */
export function recordProblem(problems: string[], text: string): void {
  problems.push(text);
  if (problems.length > MAX_PROBLEMS) problems.splice(0, problems.length - MAX_PROBLEMS);
}
