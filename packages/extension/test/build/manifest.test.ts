import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { RECORDING_PERMISSIONS } from '../../src/recording/protocol.js';

// Checks of the production builds (`pnpm build`): exactly the permissions the extension needs,
// no content scripts, no remote code.

const OUTPUT = resolve(import.meta.dirname, '../../.output');
const PERMISSIONS = ['activeTab', 'storage', 'alarms', 'notifications', 'contextMenus'];
const OPTIONAL_HOSTS = ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*'];

async function manifestOf(target: string): Promise<Record<string, unknown>> {
  const path = join(OUTPUT, target, 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing; run \`pnpm build\` first`);
  return JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
}

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function pngSize(bytes: Buffer): [number, number] {
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The build's messages for one language, as the browser reads them. */
async function messagesOf(
  target: string,
  lang: string,
): Promise<Record<string, { message: string }>> {
  return JSON.parse(
    await readFile(join(OUTPUT, target, '_locales', lang, 'messages.json'), 'utf8'),
  );
}

describe.each([
  ['chrome-mv3', 3],
  ['firefox-mv2', 2],
] as const)('the %s build', (target, version) => {
  test('asks for exactly the permissions it needs, the API host only as optional', async () => {
    const manifest = await manifestOf(target);
    expect(manifest.manifest_version).toBe(version);
    // `scripting` (Chrome only, no install warning) reads a page's links for "Transcribe N
    // videos" through the activeTab grant; Firefox's tabs.executeScript needs no permission.
    // "Record this tab" holds its two from install: Chrome adds tab capture to a toolbar click's
    // grant only when the extension already holds `tabCapture` (see protocol.ts).
    expect(manifest.permissions).toEqual(
      version === 3 ? [...PERMISSIONS, 'scripting', ...RECORDING_PERMISSIONS] : PERMISSIONS,
    );
    if (version === 3) {
      expect(manifest.optional_host_permissions).toEqual(OPTIONAL_HOSTS);
      expect(manifest).not.toHaveProperty('optional_permissions');
    } else {
      expect(manifest.optional_permissions).toEqual(OPTIONAL_HOSTS);
      expect(manifest).not.toHaveProperty('optional_host_permissions');
    }
    expect(manifest).not.toHaveProperty('host_permissions');
    expect(manifest).not.toHaveProperty('content_scripts');
    expect(manifest).not.toHaveProperty('web_accessible_resources');
    expect(manifest).not.toHaveProperty('externally_connectable');
    expect(manifest).not.toHaveProperty('content_security_policy');
  });

  // A digit: Firefox gives Alt+Shift+letter to its (localised) menus; on macOS Option+Shift+1
  // would type a character. The headed e2e press it in Chromium and Firefox.
  test('opens the popup with Alt+Shift+1 (Control+Shift+1 on macOS)', async () => {
    const manifest = await manifestOf(target);
    const command = version === 3 ? '_execute_action' : '_execute_browser_action';
    expect(manifest.commands).toEqual({
      [command]: {
        suggested_key: { default: 'Alt+Shift+1', mac: 'MacCtrl+Shift+1' },
        description: '__MSG_manifest_openCommand__',
      },
    });
    const action = (version === 3 ? manifest.action : manifest.browser_action) as {
      default_popup: string;
    };
    expect(action.default_popup).toBe('popup.html');
  });

  test('says what it is in English and German', async () => {
    const manifest = await manifestOf(target);
    expect(manifest.name).toBe('Scribekit');
    expect(manifest.default_locale).toBe('en');
    expect(manifest.description).toBe('__MSG_manifest_description__');
    const [en, de] = await Promise.all([messagesOf(target, 'en'), messagesOf(target, 'de')]);
    expect(en.manifest_description?.message).toMatch(/^Transcribe the video or meeting/);
    expect(de.manifest_description?.message).toMatch(/^Transkribieren Sie/);
    expect([en.manifest_openCommand?.message, de.manifest_openCommand?.message]).toEqual([
      'Open Scribekit',
      'Scribekit öffnen',
    ]);
  });

  test('has icons at 16, 32, 48 and 128 px', async () => {
    const manifest = await manifestOf(target);
    const icons = manifest.icons as Record<string, string>;
    expect(Object.keys(icons)).toEqual(['16', '32', '48', '128']);
    for (const [size, path] of Object.entries(icons)) {
      const bytes = await readFile(join(OUTPUT, target, path));
      expect(pngSize(bytes)).toEqual([Number(size), Number(size)]);
    }
  });

  test('loads no remote code', async () => {
    const files = await filesOf(join(OUTPUT, target));
    for (const file of files.filter((name) => name.endsWith('.html'))) {
      const html = await readFile(file, 'utf8');
      for (const [, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) {
        expect(src, file).toMatch(/^\/chunks\//);
      }
      expect(html, file).not.toMatch(/<link[^>]*href="(https?:)?\/\//);
    }
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const js = await readFile(file, 'utf8');
      expect(js, file).not.toMatch(/import\(\s*["'`]https?:/);
      expect(js, file).not.toMatch(/importScripts\(/);
      expect(js, file).not.toMatch(/\bnew Function\(|\beval\(/);
    }
  });
});

test('the Firefox build names its add-on id and the data it sends', async () => {
  const manifest = await manifestOf('firefox-mv2');
  expect(manifest.browser_specific_settings).toEqual({
    gecko: {
      id: 'extension@scribekit.dev',
      strict_min_version: '140.0',
      data_collection_permissions: { required: ['browsingActivity'] },
    },
    gecko_android: { strict_min_version: '142.0' },
  });
  expect(await manifestOf('chrome-mv3')).not.toHaveProperty('browser_specific_settings');
});
