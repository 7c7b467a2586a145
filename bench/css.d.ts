// Style sheets the bench pages import as text (esbuild's text loader: see scripts/bench.mjs).
declare module '*.css' {
  const text: string;
  export default text;
}
