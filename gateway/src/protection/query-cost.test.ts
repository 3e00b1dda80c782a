import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import {
  getNamedType, isEnumType, isInputObjectType, isNonNullType, Kind, parse, typeFromAST,
  type GraphQLInputType, type GraphQLSchema, type OperationDefinitionNode,
} from "graphql";
import { createSchema } from "../graphql/schema.js";
import { createLivePubSub } from "../graphql/live.js";
import { loadEnv } from "../env.js";
import { DomainError } from "../errors.js";
import { checkQueryCost } from "./query-cost.js";

const MAX_COST = loadEnv({ DATABASE_URL: "postgres://unused" }).MAX_QUERY_COST;
const SIZE_VARIABLES = new Set(["first", "last", "limit", "pageSize"]);
/** The largest page any list argument accepts: the worst a client's page-size variable can be. */
const LARGEST_PAGE = 100;

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await createSchema(createLivePubSub());
});

const cost = (query: string, variables: Record<string, unknown> = {}, operationName?: string) => checkQueryCost(schema, parse(query), variables, operationName, Number.MAX_SAFE_INTEGER);
const refusal = (query: string) => {
  try {
    checkQueryCost(schema, parse(query), {}, undefined, MAX_COST);
  } catch (e) {
    return e instanceof DomainError ? { code: e.code, status: (e.extensions.http as { status: number }).status, message: e.message } : e;
  }
  return undefined;
};

/** A value for a required variable the client fills in itself (ids, inputs); page sizes at their largest. */
function sample(type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (isInputObjectType(named)) return Object.fromEntries(Object.values(named.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => [f.name, sample(f.type)]));
  return named.name === "Int" ? 1 : named.name === "Boolean" ? true : named.name.startsWith("DateTime") ? "2026-01-01T00:00:00Z" : "1";
}
function worstVariables(op: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const v of op.variableDefinitions ?? []) {
    const name = v.variable.name.value;
    const type = typeFromAST(schema, v.type as never) as GraphQLInputType;
    if (SIZE_VARIABLES.has(name)) variables[name] = LARGEST_PAGE;
    else if (isNonNullType(type) && !v.defaultValue) variables[name] = sample(type);
  }
  return variables;
}

describe("query cost counts the rows an operation can return", () => {
  it("lets every operation the client sends through, with its page sizes at their largest", () => {
    const clientSrc = fileURLToPath(new URL("../../../client/src", import.meta.url));
    const document = parse(globSync("**/*.graphql", { cwd: clientSrc }).map((f) => readFileSync(`${clientSrc}/${f}`, "utf8")).join("\n"));
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(100);
    const costs = operations.map((op) => ({ name: op.name!.value, cost: checkQueryCost(schema, document, worstVariables(op), op.name!.value, Number.MAX_SAFE_INTEGER) }));
    expect(costs.filter((c) => c.cost > MAX_COST)).toEqual([]);
    // The largest still counts its rows: an admin page of 100 tasks with their transactions.
    expect(Math.max(...costs.map((c) => c.cost))).toBeGreaterThan(MAX_COST / 2);
  });

  it("refuses 20 aliases of a page of 100 rounds with their bets with the cost code, and one alias alone", () => {
    const page = (i: number) => `r${i}: tableRounds(tableId: 1, first: 100) { edges { node { id bets { id player amount payout } } } }`;
    // tableRounds + edges + 100 × (node + id + bets × 50 × 4 fields)
    const one = 1 + 1 + 100 * (1 + 1 + (1 + 50 * 4));
    const twenty = refusal(`{ ${Array.from({ length: 20 }, (_, i) => page(i)).join(" ")} }`);
    expect(twenty).toEqual({ code: "BAD_USER_INPUT", status: 400, message: `Query costs ${20 * one} points; the limit is ${MAX_COST}` });
    expect(refusal(`{ ${page(0)} }`)).toEqual({ code: "BAD_USER_INPUT", status: 400, message: `Query costs ${one} points; the limit is ${MAX_COST}` });
  });

  it("prices edges and nodes by the connection's first (its default when absent), and pageInfo once", () => {
    const rounds = (args: string) => cost(`{ tableRounds(tableId: 1${args}) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }`);
    expect(rounds(", first: 10")).toBe(1 + (1 + 10 * 3) + 3);
    expect(rounds(", first: 100")).toBe(1 + (1 + 100 * 3) + 3);
    expect(rounds("")).toBe(1 + (1 + 20 * 3) + 3);
    expect(cost(`query($n: Int) { tableRounds(tableId: 1, first: $n) { edges { node { id } } } }`, { n: 50 })).toBe(1 + (1 + 50 * 2));
    expect(cost(`{ claimHistory(pageSize: 30) { total items { id } } }`)).toBe(1 + 1 + (1 + 30));
  });

  it("prices a page's edges in a fragment by the page that spreads it", () => {
    const query = `{ a: tableRounds(tableId: 1, first: 5) { ...Rounds } } fragment Rounds on TableRoundConnection { edges { node { id } } }`;
    expect(cost(query)).toBe(1 + (1 + 5 * 2));
  });

  it("gives lists without a size argument a realistic size and multiplies nested lists", () => {
    expect(cost(`{ tableRound(tableId: 1, roundId: 1) { bets { id } } }`)).toBe(1 + (1 + 50));
    expect(cost(`{ tableRound(tableId: 1, roundId: 1) { cardProofs { proof } } }`)).toBe(1 + (1 + 20 * (1 + 1)));
    expect(cost(`{ tableRound(tableId: 1, roundId: 1) { outcome } table(id: 1) { recentResults(limit: 30) } }`)).toBe(1 + 2 + 1 + (1 + 30));
    expect(cost(`{ tableRound(tableId: 1, roundId: 1) { bets { decisions { id } } } }`)).toBe(1 + (1 + 50 * (1 + 5)));
    expect(cost(`{ areas { id } }`)).toBe(1 + 10);
    expect(cost(`{ stakingRounds(limit: 7) { id } }`)).toBe(1 + 7);
  });
});
