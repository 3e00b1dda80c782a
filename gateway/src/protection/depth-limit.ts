import { GraphQLError, Kind, type ASTNode, type ValidationContext, type ValidationRule } from "graphql";

/**
 * Refuses operations nested deeper than `max` fields (fragments are followed). Introspection
 * (`__schema`, `__type`) is not counted: GraphiQL's own introspection query is 13 levels deep and
 * its shape is fixed by the spec, so it cannot be used to nest arbitrarily.
 */
export function depthLimit(max: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map(context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
    const depth = (node: ASTNode, seen: Set<string>): number => {
      if (node.kind === Kind.FIELD) {
        if (node.name.value === "__schema" || node.name.value === "__type") return 0;
        return node.selectionSet ? 1 + Math.max(0, ...node.selectionSet.selections.map((s) => depth(s, seen))) : 1;
      }
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const frag = fragments.get(node.name.value);
        if (!frag || seen.has(node.name.value)) return 0;
        return depth(frag, new Set(seen).add(node.name.value));
      }
      if ("selectionSet" in node && node.selectionSet) {
        return Math.max(0, ...node.selectionSet.selections.map((s) => depth(s, seen)));
      }
      return 0;
    };
    return {
      OperationDefinition(op) {
        const d = depth(op, new Set());
        if (d > max) context.reportError(new GraphQLError(`Query is nested ${d} levels deep; the limit is ${max}`, { nodes: [op], extensions: { code: "BAD_USER_INPUT" } }));
      },
    };
  };
}
