// Generates src/generated/schema.d.ts from the bundled spec (spec/dist/openapi.json, built by
// `pnpm --filter spec build`); with --check, fails when the
// committed file differs from a fresh generation (the spec changed but the types were not rebuilt).
//
// Every schema of components/schemas is declared once under its own name (`export type Transcript
// = {…}`) and `components['schemas']['Transcript']` points at it: an alias of an indexed access
// (what openapi-typescript's `rootTypes` writes) resolves to the anonymous object, so editors would
// show its 600 characters instead of `Transcript`; a type declared with its name keeps the name.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const specUrl = new URL('../../../spec/dist/openapi.json', import.meta.url);
const outUrl = new URL('../src/generated/schema.d.ts', import.meta.url);
const header = `/**
 * Generated from the bundled spec (spec/dist/openapi.json) by openapi-typescript. Do not edit by hand.
 * Regenerate with \`pnpm generate\` at the repository root (or \`pnpm --filter @scribekit/sdk generate\`).
 */
`;

// defaultNonNullable: false keeps fields with a default optional in request bodies.
const ast = await openapiTS(specUrl, { alphabetize: false, defaultNonNullable: false });
const spec = JSON.parse(await readFile(specUrl, 'utf8'));
const fresh = header + astToString(withNamedSchemas(ast));

/** The AST with each member of `components.schemas` moved to an exported type of its name. */
function withNamedSchemas(nodes) {
  const taken = new Set(nodes.flatMap((node) => (node.name ? [node.name.text] : [])));
  const declarations = [];
  const { factory } = ts;
  const hoist = (member) => {
    const name = member.name.text;
    if (taken.has(name)) throw new Error(`schema ${name} clashes with a generated declaration`);
    const alias = factory.createTypeAliasDeclaration(
      [factory.createModifier(ts.SyntaxKind.ExportKeyword)],
      name,
      undefined,
      member.type,
    );
    // The member's JSDoc (description, format, example), else a line naming the schema.
    const comments = ts.getSyntheticLeadingComments(member) ?? [
      {
        kind: ts.SyntaxKind.MultiLineCommentTrivia,
        text: `* The \`${name}\` schema of the API. `,
        hasTrailingNewLine: true,
      },
    ];
    declarations.push(ts.setSyntheticLeadingComments(alias, comments));
    return factory.updatePropertySignature(
      member,
      member.modifiers,
      member.name,
      member.questionToken,
      factory.createTypeReferenceNode(name),
    );
  };
  const out = nodes.map((node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'components') return node;
    const members = node.members.map((member) =>
      member.name?.text === 'schemas' && member.type && ts.isTypeLiteralNode(member.type)
        ? factory.updatePropertySignature(
            member,
            member.modifiers,
            member.name,
            member.questionToken,
            factory.updateTypeLiteralNode(
              member.type,
              factory.createNodeArray(member.type.members.map(hoist)),
            ),
          )
        : member,
    );
    return factory.updateInterfaceDeclaration(
      node,
      node.modifiers,
      node.name,
      node.typeParameters,
      node.heritageClauses,
      members,
    );
  });
  if (declarations.length !== Object.keys(spec.components.schemas).length) {
    throw new Error('not every schema of the spec was found under components.schemas');
  }
  return [...out, ...declarations];
}

if (process.argv.includes('--check')) {
  const committed = await readFile(outUrl, 'utf8').catch(() => '');
  if (committed !== fresh) {
    console.error(
      `${fileURLToPath(outUrl)} is out of date with the spec. Run \`pnpm generate\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log('generated types match the spec');
} else {
  await writeFile(outUrl, fresh);
  console.log(`wrote ${fileURLToPath(outUrl)}`);
}
