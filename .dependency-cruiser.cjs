// The import graph's rules: `depcruise` in the root's `pnpm check`, over every package's sources,
// tests, scripts and benchmarks.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module reaches itself through its imports (type-only and lazy import() ones count): move the piece both sides need to a module of its own, or hand it in from the caller.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports count: a circle of types still makes two modules that cannot be read,
    // moved or tested one without the other.
    tsPreCompilationDeps: true,
    // Build output and installed packages: another package's modules are not followed.
    doNotFollow: { path: ['(^|/)node_modules/'] },
    exclude: { path: ['(^|/)(node_modules|dist|out|\\.output|\\.wxt|\\.turbo)/'] },
  },
};
