// Read by `cem analyze` (scripts/build.mjs). The members an element inherits from
// `SearchElement<Strings>` (src/internal/search-element.ts) are typed with the base's type
// parameter (`strings: Partial<S>`); this plugin writes each element's own type argument in
// their place (`Partial<UsageChartStrings>`), so the manifest, the docs and the API snapshot
// name the element's strings.
const BASE = 'SearchElement';

function searchElementStrings() {
  /** Class name → the type argument it gives SearchElement. */
  const argument = new Map();
  return {
    name: 'search-element-strings',
    analyzePhase({ ts, node }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      for (const clause of node.heritageClauses ?? []) {
        for (const type of clause.types) {
          if (type.expression.getText() === BASE && type.typeArguments?.length === 1) {
            argument.set(node.name.getText(), type.typeArguments[0].getText());
          }
        }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules ?? []) {
        for (const declaration of module.declarations ?? []) {
          const given = argument.get(declaration.name);
          if (!given) continue;
          // (Inherited members may be one object shared by every subclass: replace, not edit.)
          declaration.members = declaration.members?.map((member) =>
            member.inheritedFrom?.name === BASE && member.type?.text
              ? {
                  ...member,
                  type: { ...member.type, text: member.type.text.replace(/\bS\b/g, given) },
                }
              : member,
          );
        }
      }
    },
  };
}

export default { plugins: [searchElementStrings()] };
