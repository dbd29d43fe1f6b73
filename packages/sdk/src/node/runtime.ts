/** True on Bun, whose fetch and node:http differ from Node's and Deno's in what they copy. */
export const isBun = 'Bun' in globalThis;
