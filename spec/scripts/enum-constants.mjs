// The values of each enum schema of the bundled spec as TypeScript constants: the one emitter
// behind the SDK's src/generated/enums.ts and the sandbox's src/generated/spec-enums.ts, so no
// package writes a list of the spec's values by hand.

/** `ExportFormat` → `EXPORT_FORMATS`, `TranscriptStatus` → `TRANSCRIPT_STATUSES`. */
const screamingPlural = (name) =>
  `${name}${name.endsWith('s') ? 'es' : 's'}`.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/**
 * Each named schema that is an enum — closed (`enum`), or open (`anyOf` of an `enum` and any
 * string, as the statuses are) — with its values in the spec's order.
 */
function enumSchemas(spec) {
  return Object.entries(spec.components.schemas).flatMap(([name, schema]) => {
    if (Array.isArray(schema.enum)) return [{ name, values: schema.enum, open: false }];
    const known = schema.anyOf?.find((member) => Array.isArray(member.enum));
    const anyString = schema.anyOf?.some((member) => member.type === 'string' && !member.enum);
    return known && anyString && schema.anyOf.length === 2
      ? [{ name, values: known.enum, open: true }]
      : [];
  });
}

/**
 * The text of a module that holds, after `header`, one `as const` array per enum schema of `spec`.
 * With `typesFrom` (a module that declares each schema's type, as the SDK's models do), a closed
 * enum's array is checked against that type; without it, each enum's type is declared here as
 * the union of its values.
 */
export function enumConstantsModule(spec, { header, typesFrom }) {
  const enums = enumSchemas(spec);
  const closed = enums.filter((e) => !e.open).map((e) => e.name);
  const blocks = enums.map(({ name, values, open }) => {
    const constant = screamingPlural(name);
    return [
      open
        ? `/** The values of \`${name}\` the spec names, in its order (the service may add others). */`
        : `/** Every value of \`${name}\`, in the spec's order. */`,
      `export const ${constant} = [`,
      ...values.map((value) => {
        if (!/^[\w.-]+$/.test(value)) throw new Error(`${name}: write the value ${value} quoted`);
        return `  '${value}',`;
      }),
      typesFrom && !open ? `] as const satisfies readonly ${name}[];` : '] as const;',
      ...(typesFrom
        ? []
        : [
            '',
            open
              ? `/** One of the values of \`${name}\` the spec names. */`
              : `/** A value of \`${name}\`. */`,
            `export type ${name} = (typeof ${constant})[number];`,
          ]),
    ];
  });
  const imports = typesFrom
    ? ['import type {', ...closed.map((name) => `  ${name},`), `} from '${typesFrom}';`, '']
    : [];
  return [
    header,
    ...imports,
    ...blocks.flatMap((block, i) => [...(i > 0 ? [''] : []), ...block]),
    '',
  ].join('\n');
}
