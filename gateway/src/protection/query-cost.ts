import { getNamedType, isListType, getNullableType, type DocumentNode, type FieldNode, type GraphQLSchema } from "graphql";
import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";
import { refuseInput } from "../errors.js";

/** The list arguments that bound how many items a field returns. */
const SIZE_ARGS = ["limit", "pageSize", "first"] as const;
/** Introspection lists (types, fields, args…) have no limit argument: count them as this many items. */
export const INTROSPECTION_LIST_SIZE = 100;

const isIntrospection = (typeName: string) => typeName.startsWith("__");

/**
 * One point per field; a list field costs its items' cost times the size its arguments allow
 * (`limit`, `pageSize`, `first`, defaults included). The `free` fields (one `__schema` per operation,
 * what GraphiQL asks) cost nothing; any further introspection is counted like other lists.
 */
export const listAwareEstimator = (free: ReadonlySet<FieldNode> = new Set()): ComplexityEstimator => ({ field, node, args, childComplexity }) => {
  if (free.has(node)) return 0;
  if (!isListType(getNullableType(field.type))) return 1 + childComplexity;
  const limit = SIZE_ARGS.map((a) => args[a]).find((v): v is number => typeof v === "number");
  const size = limit ?? (isIntrospection(getNamedType(field.type).name) ? INTROSPECTION_LIST_SIZE : 1);
  return 1 + Math.max(1, size) * Math.max(1, childComplexity);
};

/**
 * Refuses an operation whose cost is above `max` with BAD_USER_INPUT (HTTP 400). `variables` must
 * have passed coercion already, so only the cost can fail here.
 */
export function checkQueryCost(
  schema: GraphQLSchema,
  query: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
  max: number,
  free: ReadonlySet<FieldNode> = new Set(),
): number {
  const cost = getComplexity({ schema, query, variables, operationName, estimators: [listAwareEstimator(free)] });
  if (cost > max) throw refuseInput(`Query costs ${cost} points; the limit is ${max}`);
  return cost;
}
