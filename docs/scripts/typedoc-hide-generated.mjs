// A TypeDoc plugin: leaves the spec's generated `paths` and `operations` maps out of the SDK's
// reference (≈ 770 kB of markdown); the API reference renders the spec itself.
import { Converter, ReflectionKind } from 'typedoc';

const GENERATED = new Set(['paths', 'operations']);

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.Interface)) {
      if (GENERATED.has(reflection.name)) context.project.removeReflection(reflection);
    }
  });
}
