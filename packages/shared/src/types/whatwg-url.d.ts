// The WHATWG URL API exists in every runtime this package targets (browsers, service workers,
// Node, Deno, Bun), but TypeScript's ES libs do not declare it. Declaring the few members used
// here avoids pulling in the DOM or Node type libraries, which would let other APIs slip in.
// This file is not emitted; no public type of the package mentions URL.

interface URLSearchParams {
  append(name: string, value: string): void;
  delete(name: string): void;
  get(name: string): string | null;
  toString(): string;
}

declare var URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string): URLSearchParams;
};

interface URL {
  hash: string;
  hostname: string;
  readonly href: string;
  readonly pathname: string;
  readonly port: string;
  readonly protocol: string;
  search: string;
  readonly searchParams: URLSearchParams;
}

declare var URL: {
  prototype: URL;
  new (url: string, base?: string): URL;
};
