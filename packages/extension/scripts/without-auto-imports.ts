import type { PluginOption } from 'vite';

/**
 * Vite's plugins without unimport's. With `imports: false`, WXT (and `WxtVitest`) still add it,
 * and it scans every module outside node_modules — the workspace's SDK too — adding
 * `import { storage } from 'wxt/utils/storage'` to a module where `storage` is a parameter
 * (`@scribekit/sdk/search`), which the SDK cannot resolve. Nothing here is auto-imported.
 */
export function withoutAutoImports(
  plugins: PluginOption[] | undefined,
): PluginOption[] | undefined {
  return plugins?.map((plugin) =>
    Array.isArray(plugin)
      ? withoutAutoImports(plugin)
      : plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'unimport'
        ? false
        : plugin,
  );
}

/** `WxtVitest()`'s plugins without unimport's (see above). */
export async function wxtVitestPlugins(wxtVitest: () => Promise<PluginOption[]>) {
  return withoutAutoImports(await wxtVitest()) ?? [];
}
