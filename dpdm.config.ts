// `dpdm` (run by `npm run lint` and `npm test`): fails when the modules of src/ import each other
// in a cycle. Every import counts: static, `export … from`, dynamic `import()` and type-only ones
// (a cycle of types is still a knot to untie). Tests and declaration files are left out.
export default {
  files: ['src/**/*.ts'],
  exclude: String.raw`node_modules|\.test\.ts$|\.d\.ts$`,
  tree: false,
  warning: false,
  circular: true,
  progress: false,
  exitCode: 'circular:1',
};
