import {
  getArgumentValues, getNamedType, getNullableType, isCompositeType, isLeafType, isListType, isObjectType, isInterfaceType, Kind,
  getOperationAST, type DocumentNode, type FieldNode, type GraphQLCompositeType, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode,
} from "graphql";
import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";
import { refuseInput } from "../errors.js";
import { DEFAULT_PAGE_SIZE, INTROSPECTION_LIST_SIZE, LIST_SIZES, UNLISTED_LIST_SIZE } from "./list-sizes.js";

export { INTROSPECTION_LIST_SIZE } from "./list-sizes.js";

/** The arguments that bound how many items a field (or the page it returns) holds. */
const SIZE_ARGS = ["limit", "pageSize", "first", "last"] as const;
/** A page's lists, sized by the arguments of the field that returns the page (a connection, a claim page). */
const PAGE_LISTS = new Set(["edges", "nodes", "items"]);

const isIntrospection = (typeName: string) => typeName.startsWith("__");
const sizeOf = (args: Record<string, unknown>) => SIZE_ARGS.map((a) => args[a]).find((v): v is number => typeof v === "number");
const hasPageList = (type: GraphQLCompositeType) => (isObjectType(type) || isInterfaceType(type)) && Object.keys(type.getFields()).some((f) => PAGE_LISTS.has(f));

/**
 * The size of each page list (`edges`, `nodes`, `items`) the operation selects, from its page field's
 * `first`/`last`/`limit`/`pageSize` (defaults included; DEFAULT_PAGE_SIZE when it has none). A list in a
 * fragment spread under several pages takes the largest. The walk follows fragments in place within
 * the one operation that runs: the selection limits have already bounded how many fields that visits.
 */
export function pageListSizes(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): Map<FieldNode, number> {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const sizes = new Map<FieldNode, number>();
  const walk = (set: SelectionSetNode, parent: GraphQLCompositeType, pageSize: number | undefined, spreading: ReadonlySet<string>): void => {
    for (const s of set.selections) {
      if (s.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(s.name.value);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && isCompositeType(type) && !spreading.has(s.name.value)) walk(fragment.selectionSet, type, pageSize, new Set(spreading).add(s.name.value));
        continue;
      }
      if (s.kind === Kind.INLINE_FRAGMENT) {
        const type = s.typeCondition ? schema.getType(s.typeCondition.name.value) : parent;
        if (isCompositeType(type)) walk(s.selectionSet, type, pageSize, spreading);
        continue;
      }
      const def = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[s.name.value] : undefined;
      if (!def) continue;
      if (pageSize !== undefined && PAGE_LISTS.has(s.name.value)) sizes.set(s, Math.max(sizes.get(s) ?? 0, pageSize));
      const type = getNamedType(def.type);
      if (!s.selectionSet || !isCompositeType(type)) continue;
      let childPage: number | undefined;
      if (!isListType(getNullableType(def.type)) && hasPageList(type)) {
        let args: Record<string, unknown> = {};
        try {
          args = getArgumentValues(def, s, variables);
        } catch {
          // Arguments that do not coerce were refused before the cost is counted.
        }
        childPage = sizeOf(args) ?? DEFAULT_PAGE_SIZE;
      }
      walk(s.selectionSet, type, childPage, spreading);
    }
  };
  const root = schema.getRootType(operation.operation);
  if (root) walk(operation.selectionSet, root, undefined, new Set());
  return sizes;
}

/**
 * One point per field; a list field costs its items' cost times how many items it can hold: the size
 * its arguments allow (`limit`, `pageSize`, `first`, `last`, defaults included), for a page's `edges`,
 * `nodes` or `items` the size its page field asked for (`pages`), else its LIST_SIZES entry or
 * UNLISTED_LIST_SIZE. A list of scalars without a size argument is one column of its row, counted once.
 * Nested lists multiply. The `free` fields (one `__schema` per operation, what
 * GraphiQL asks) cost nothing; any further introspection is counted like other lists.
 */
export const listAwareEstimator = (free: ReadonlySet<FieldNode> = new Set(), pages: ReadonlyMap<FieldNode, number> = new Map()): ComplexityEstimator => ({ type, field, node, args, childComplexity }) => {
  if (free.has(node)) return 0;
  if (!isListType(getNullableType(field.type))) return 1 + childComplexity;
  const itemType = getNamedType(field.type);
  const size = sizeOf(args) ?? pages.get(node) ?? (isIntrospection(itemType.name) ? INTROSPECTION_LIST_SIZE : isLeafType(itemType) ? 1 : LIST_SIZES[`${type.name}.${field.name}`] ?? UNLISTED_LIST_SIZE);
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
  const operation = getOperationAST(query, operationName);
  const pages = operation ? pageListSizes(schema, query, operation, variables ?? {}) : new Map<FieldNode, number>();
  const cost = getComplexity({ schema, query, variables, operationName, estimators: [listAwareEstimator(free, pages)] });
  if (cost > max) throw refuseInput(`Query costs ${cost} points; the limit is ${max}`);
  return cost;
}
