import { GraphQLError, Kind, type ASTNode, type ValidationContext, type ValidationRule } from "graphql";

/**
 * Refuses operations nested deeper than `max` fields (fragments are followed, each measured once so
 * a fragment spread many times costs nothing more). Introspection (`__schema`, `__type`) is not
 * counted: GraphiQL's own introspection query is 13 levels deep and its shape is fixed by the spec,
 * so it cannot be used to nest arbitrarily.
 */
export function depthLimit(max: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map(context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
    const memo = new Map<string, number>();
    const inProgress = new Set<string>();
    const depth = (node: ASTNode): number => {
      if (node.kind === Kind.FIELD) {
        if (node.name.value === "__schema" || node.name.value === "__type") return 0;
        return node.selectionSet ? 1 + Math.max(0, ...node.selectionSet.selections.map(depth)) : 1;
      }
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const name = node.name.value;
        const known = memo.get(name);
        if (known !== undefined) return known;
        const frag = fragments.get(name);
        if (!frag || inProgress.has(name)) return 0;
        inProgress.add(name);
        const d = depth(frag);
        inProgress.delete(name);
        memo.set(name, d);
        return d;
      }
      if ("selectionSet" in node && node.selectionSet) return Math.max(0, ...node.selectionSet.selections.map(depth));
      return 0;
    };
    return {
      OperationDefinition(op) {
        const d = depth(op);
        if (d > max) context.reportError(new GraphQLError(`Query is nested ${d} levels deep; the limit is ${max}`, { nodes: [op], extensions: { code: "BAD_USER_INPUT" } }));
      },
    };
  };
}
