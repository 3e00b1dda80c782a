import { getNamedType, isListType, getNullableType, type DocumentNode, type GraphQLSchema } from "graphql";
import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";
import { badInput } from "../errors.js";

/** The list arguments that bound how many items a field returns. */
const SIZE_ARGS = ["limit", "pageSize", "first"] as const;

/**
 * One point per field; a list field costs its items' cost times the size its arguments allow
 * (`limit`, `pageSize`, `first`, defaults included). Introspection costs nothing: its shape is fixed.
 */
export const listAwareEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (field.name.startsWith("__") || getNamedType(field.type).name.startsWith("__")) return 0;
  if (!isListType(getNullableType(field.type))) return 1 + childComplexity;
  const size = SIZE_ARGS.map((a) => args[a]).find((v): v is number => typeof v === "number") ?? 1;
  return 1 + Math.max(1, size) * Math.max(1, childComplexity);
};

/** Refuses an operation whose cost is above `max` with BAD_USER_INPUT. */
export function checkQueryCost(schema: GraphQLSchema, query: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | undefined, max: number): number {
  const cost = getComplexity({ schema, query, variables, operationName, estimators: [listAwareEstimator] });
  if (cost > max) throw badInput(`Query costs ${cost} points; the limit is ${max}`);
  return cost;
}
