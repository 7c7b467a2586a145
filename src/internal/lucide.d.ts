/** Lucide's one-icon modules: each default-exports the shapes of one icon (`[tag, attributes][]`). */
declare module 'lucide/dist/esm/icons/*.mjs' {
  const shapes: import('./icons.js').Icon;
  export default shapes;
}
