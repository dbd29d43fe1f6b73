// Checks every link of the built site and of the repository's Markdown (READMEs, ARCHITECTURE.md,
// CONTRIBUTING.md): a page or file that exists, and an anchor that exists on it. Links to this
// repository on GitHub (https://github.com/scribekit/scribekit/blob/main/…) are checked as the
// local files they name, so moving a page breaks the check, not a README on npm.
// Run: node scripts/check-links.mjs (after `pnpm build`); exits 1 listing each broken link.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_URL =
  /^https:\/\/github\.com\/scribekit\/scribekit\/(?:blob|tree)\/main\/([^#?]*)(?:#(.*))?$/;
// Pages whose anchors a script makes at run time (Redoc): only the page itself is checked.
const SCRIPTED_ANCHORS = ['api-reference/index.html'];

/** Every file under `dir` whose name ends with `suffix`. */
function filesUnder(dir, suffix) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix) && !name.split(/[\\/]/).includes('node_modules'))
    .map((name) => join(dir, name));
}

const decode = (text) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

/** The ids an HTML page declares. */
function htmlIds(html) {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decode(match[1])));
}

/** GitHub's anchor for a Markdown heading. */
export function githubSlug(heading) {
  return heading
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replaceAll(' ', '-');
}

/** The anchors GitHub makes for a Markdown file's headings (duplicates get -1, -2 …). */
function markdownAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && line.match(/^#{1,6} (.*)$/);
    if (!heading) continue;
    const slug = githubSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * Checks the built site in `dist` and the Markdown files `markdownFiles` of the repository at
 * `root` (whose docs/ pages the site renders); resolves with one line per broken link.
 */
export function checkLinks({ dist, root, markdownFiles }) {
  const broken = [];
  const idsCache = new Map();
  const ids = (file) => {
    if (!idsCache.has(file)) idsCache.set(file, htmlIds(readFileSync(file, 'utf8')));
    return idsCache.get(file);
  };
  /** The built file a site path names (clean URLs: /guides/uploads is guides/uploads.html). */
  const siteFile = (path) => {
    const clean = decodeURIComponent(path).replace(/^\//, '');
    const candidates = [clean, `${clean}.html`, join(clean, 'index.html')];
    return candidates
      .map((name) => join(dist, name))
      .find((file) => existsSync(file) && statSync(file).isFile());
  };
  /** The built page of a docs/ Markdown page, for its anchors. */
  const builtPageOf = (docsPath) =>
    siteFile(docsPath.replace(/\.md$/, '').replace(/(^|\/)index$/, '$1'));

  const checkAnchor = (where, link, file, anchor) => {
    if (!anchor) return;
    if (SCRIPTED_ANCHORS.includes(relative(dist, file).replaceAll('\\', '/'))) return;
    if (!ids(file).has(decodeURIComponent(anchor)))
      broken.push(`${where}: ${link} (no #${anchor} there)`);
  };

  /** A link to this repository's file `path` (relative to root), from `where`. */
  const checkRepoPath = (where, link, path, anchor) => {
    const absolute = resolve(root, path);
    if (!existsSync(absolute)) {
      broken.push(`${where}: ${link} (no ${relative(root, absolute) || '.'} in the repository)`);
      return;
    }
    if (!anchor || statSync(absolute).isDirectory()) return;
    const inDocs = relative(join(root, 'docs'), absolute);
    if (!inDocs.startsWith('..') && inDocs.endsWith('.md')) {
      const page = builtPageOf(inDocs.replaceAll('\\', '/'));
      if (!page) broken.push(`${where}: ${link} (docs page not built)`);
      else checkAnchor(where, link, page, anchor);
    } else if (absolute.endsWith('.md')) {
      if (!markdownAnchors(readFileSync(absolute, 'utf8')).has(decodeURIComponent(anchor))) {
        broken.push(`${where}: ${link} (no #${anchor} there)`);
      }
    }
  };

  for (const file of filesUnder(dist, '.html')) {
    const where = relative(dist, file);
    if (SCRIPTED_ANCHORS.includes(where.replaceAll('\\', '/'))) continue;
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const link = decode(match[1]);
      const repo = link.match(REPO_URL);
      if (repo) {
        checkRepoPath(where, link, repo[1], repo[2]);
        continue;
      }
      if (/^(?:[a-z]+:|\/\/)/i.test(link)) continue;
      const [pathPart, anchor] = link.split('#');
      const path = pathPart.split('?')[0];
      const target =
        path === '' ? file : siteFile(path.startsWith('/') ? path : join(dirname(where), path));
      if (!target) broken.push(`${where}: ${link} (no such page)`);
      else checkAnchor(where, link, target, anchor);
    }
  }

  for (const file of markdownFiles) {
    const where = relative(root, file);
    let fenced = false;
    const lines = readFileSync(file, 'utf8').split('\n');
    for (const [index, line] of lines.entries()) {
      if (line.startsWith('```')) fenced = !fenced;
      if (fenced) continue;
      for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = match[1];
        const at = `${where}:${index + 1}`;
        const repo = link.match(REPO_URL);
        if (repo) checkRepoPath(at, link, repo[1], repo[2]);
        else if (link.startsWith('#')) {
          if (!markdownAnchors(lines.join('\n')).has(link.slice(1)))
            broken.push(`${at}: ${link} (no such heading)`);
        } else if (!/^(?:[a-z]+:|\/\/)/i.test(link)) {
          const [path, anchor] = link.split('#');
          checkRepoPath(at, link, relative(root, resolve(dirname(file), path)), anchor);
        }
      }
    }
  }
  return broken;
}

/** The repository's Markdown outside docs/: READMEs, ARCHITECTURE.md, CONTRIBUTING.md. */
export function repositoryMarkdown(root) {
  const files = ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md', 'spec/DECISIONS.md'];
  for (const dir of ['packages', 'examples']) {
    for (const name of readdirSync(join(root, dir))) files.push(join(dir, name, 'README.md'));
  }
  return files.map((file) => join(root, file)).filter((file) => existsSync(file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const docs = fileURLToPath(new URL('..', import.meta.url));
  const root = resolve(docs, '..');
  const dist = join(docs, '.vitepress/dist');
  if (!existsSync(dist)) {
    console.error('No built site in docs/.vitepress/dist: run `pnpm build` first.');
    process.exit(1);
  }
  const broken = checkLinks({ dist, root, markdownFiles: repositoryMarkdown(root) });
  for (const line of broken) console.error(line);
  if (broken.length > 0) process.exit(1);
  console.log('links: all resolve');
}
