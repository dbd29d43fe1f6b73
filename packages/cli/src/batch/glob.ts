import picomatch from 'picomatch';

/** Whether an input is a glob pattern (quoted, so the shell left it to us). */
export const isGlob = (input: string): boolean => picomatch.scan(input).isGlob;

/** The folder a glob starts from (its leading segments without wildcards) and the rest. */
export function globBase(glob: string): { base: string; pattern: string } {
  const { base, glob: pattern } = picomatch.scan(glob);
  return { base: base || '.', pattern };
}

/**
 * A matcher of `/`-separated relative paths: `**` any folders, `*` and `?` within one name,
 * `[abc]` a class, `{a,b}` alternatives, `!(x)` and the other extglobs. Hidden files are not
 * matched by a wildcard (as in a shell).
 */
export const globMatcher = (pattern: string): ((path: string) => boolean) => picomatch(pattern);
