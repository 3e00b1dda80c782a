import type { GraphQLResolveInfo, SelectionSetNode } from "graphql";

/** The names of the fields the query selects on this field's result (through fragments too). */
export function selectedFields(info: Pick<GraphQLResolveInfo, "fieldNodes" | "fragments">): Set<string> {
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === "Field") names.add(s.name.value);
      else if (s.kind === "InlineFragment") visit(s.selectionSet);
      else visit(info.fragments[s.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}
