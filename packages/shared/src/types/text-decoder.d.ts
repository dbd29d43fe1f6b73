// The WHATWG TextDecoder exists in every runtime this package targets (browsers, service workers,
// Node, Deno, Bun), but TypeScript's ES libs do not declare it. Declaring the members the media
// sniffer uses avoids pulling in the DOM or Node type libraries. This file is not emitted; no
// public type of the package mentions TextDecoder.

interface TextDecoder {
  decode(input: Uint8Array): string;
}

declare var TextDecoder: {
  prototype: TextDecoder;
  new (label?: string, options?: { fatal?: boolean }): TextDecoder;
};
