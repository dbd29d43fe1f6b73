/** Whether an input is a glob pattern (quoted, so the shell left it to us). */
export const isGlob = (input: string): boolean => /[*?[{]/.test(input);

/**
 * A glob as a regular expression over `/`-separated relative paths: `**` any folders, `*` and
 * `?` within one name, `[abc]` a class, `{a,b}` alternatives.
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (char === '*') {
      if (glob[i + 1] === '*') {
        const slash = glob[i + 2] === '/';
        source += slash ? '(?:.*/)?' : '.*';
        i += slash ? 2 : 1;
      } else source += '[^/]*';
    } else if (char === '?') source += '[^/]';
    else if (char === '[') {
      const end = glob.indexOf(']', i + 1);
      if (end < 0) source += '\\[';
      else {
        source += `[${glob
          .slice(i + 1, end)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else if (char === '{') {
      const end = glob.indexOf('}', i + 1);
      if (end < 0) source += '\\{';
      else {
        const options = glob.slice(i + 1, end).split(',');
        source += `(?:${options.map((o) => o.replace(/[.+^$()|\\]/g, '\\$&')).join('|')})`;
        i = end;
      }
    } else source += char.replace(/[.+^$()|\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** The folder a glob starts from: its leading segments without wildcards. */
export function globBase(glob: string): { base: string; pattern: string } {
  const segments = glob.split('/');
  const first = segments.findIndex(isGlob);
  const base = segments.slice(0, first).join('/');
  return {
    base: base || (glob.startsWith('/') ? '/' : '.'),
    pattern: segments.slice(first).join('/'),
  };
}
