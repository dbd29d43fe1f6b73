import { describe, expect, test } from 'vitest';
import {
  isPlatformCode,
  isProviderCode,
  mediaExtensions,
  platforms,
  providers,
} from '../src/index.js';

describe('catalog', () => {
  test('lists every provider code once, direct_url last', () => {
    expect(providers.map((item) => item.code)).toEqual([
      'youtube',
      'vimeo',
      'loom',
      'dailymotion',
      'tiktok',
      'twitch',
      'facebook',
      'instagram',
      'x',
      'google_drive',
      'dropbox',
      'wistia',
      'soundcloud',
      'direct_url',
    ]);
  });

  test('lists every platform code once', () => {
    expect(platforms.map((item) => item.code)).toEqual([
      'google_meet',
      'zoom',
      'microsoft_teams',
      'webex',
    ]);
  });

  test('gives each entry a label and its hosts', () => {
    expect(providers.find((item) => item.code === 'youtube')).toEqual({
      code: 'youtube',
      label: 'YouTube',
      hosts: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'],
    });
    expect(platforms.find((item) => item.code === 'microsoft_teams')?.label).toBe(
      'Microsoft Teams',
    );
    expect(providers.find((item) => item.code === 'direct_url')?.hosts).toEqual([]);
    for (const item of [...providers, ...platforms]) expect(item.label).not.toBe('');
  });

  test('is read-only at run time', () => {
    expect(Object.isFrozen(providers)).toBe(true);
    expect(Object.isFrozen(platforms)).toBe(true);
    expect(Object.isFrozen(providers[0])).toBe(true);
    expect(Object.isFrozen(providers[0]?.hosts)).toBe(true);
    expect(Object.isFrozen(mediaExtensions)).toBe(true);
    expect(() => {
      (providers as unknown as unknown[]).push({ code: 'evil' });
    }).toThrow(TypeError);
  });

  test('no host belongs to two entries', () => {
    const hosts = [...providers, ...platforms].flatMap((item) => item.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  test('isProviderCode and isPlatformCode accept only catalog codes', () => {
    expect(isProviderCode('youtube')).toBe(true);
    expect(isProviderCode('direct_url')).toBe(true);
    expect(isProviderCode('zoom')).toBe(false);
    expect(isProviderCode('YouTube')).toBe(false);
    expect(isProviderCode('constructor')).toBe(false);
    expect(isProviderCode(undefined)).toBe(false);
    expect(isPlatformCode('webex')).toBe(true);
    expect(isPlatformCode('youtube')).toBe(false);
    expect(isPlatformCode(42)).toBe(false);
  });

  test('media extensions are the ones the direct_url provider accepts', () => {
    expect([...mediaExtensions].sort()).toEqual([
      '3gp',
      'aac',
      'amr',
      'avi',
      'flac',
      'm4a',
      'm4v',
      'mkv',
      'mov',
      'mp3',
      'mp4',
      'mpeg',
      'mpg',
      'oga',
      'ogg',
      'opus',
      'wav',
      'webm',
      'wma',
    ]);
  });
});
