import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  getNamedType, getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType,
  type GraphQLArgument, type GraphQLField, type GraphQLInputType, type GraphQLObjectType,
} from "graphql";
import { startTestGateway, type TestGateway } from "../_test/gateway.js";
import { asAdmin, asGuest, asPlayer, type Actor } from "../_test/roles.js";
import { createSchema } from "../graphql/schema.js";
import { createLivePubSub } from "../graphql/live.js";

let t: TestGateway;
let actors: [string, Actor][];
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_IP_PER_MINUTE: "1000000", RATE_LIMIT_ADDRESS_PER_MINUTE: "1000000" });
  actors = [["guest", asGuest(t)], ["player", await asPlayer(t)], ["admin", await asAdmin(t)]];
});
afterAll(async () => t?.close());

/** A well-formed literal for a required argument. */
function sample(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return `[${sample(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) return `{ ${Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => `${f.name}: ${sample(f.type)}`).join(" ")} }`;
  const name = (type as { name: string }).name;
  return name === "Int" || name === "Float" ? "1" : name === "Boolean" ? "true" : name.startsWith("DateTime") ? '"2026-01-01T00:00:00Z"' : '"1"';
}

/** Values a client may send that a resolver must refuse or accept, never fail on: null where allowed, out-of-range numbers, odd strings. */
function oddValues(arg: GraphQLArgument): string[] {
  const named = getNamedType(arg.type).name;
  const values: string[] = [];
  if (!isNonNullType(arg.type)) values.push("null");
  if (named === "Int") values.push("-1", "0", "2147483647");
  if (named === "String" || named === "ID") values.push('""', '"-1"', `"${"z".repeat(300)}"`);
  if (isListType(getNullableType(arg.type))) values.push("[]");
  return values;
}

const selection = (f: GraphQLField<unknown, unknown>) => (isScalarType(getNamedType(f.type)) || isEnumType(getNamedType(f.type)) ? "" : "{ __typename }");
const call = (kind: string, f: GraphQLField<unknown, unknown>, args: Record<string, string | undefined>) => {
  const list = Object.entries(args).flatMap(([k, v]) => (v === undefined ? [] : [`${k}: ${v}`])).join(", ");
  return `${kind} { ${f.name}${list ? `(${list})` : ""} ${selection(f)} }`;
};

describe("every argument of every query and mutation", () => {
  it("answers null, out-of-range and odd values with a coded refusal or an answer, never INTERNAL_SERVER_ERROR", async () => {
    const schema = await createSchema(createLivePubSub());
    const internal: string[] = [];
    let sent = 0;
    for (const [kind, root] of [["query", schema.getQueryType()], ["mutation", schema.getMutationType()]] as [string, GraphQLObjectType][]) {
      for (const field of Object.values(root.getFields())) {
        const base = Object.fromEntries(field.args.map((a) => [a.name, isNonNullType(a.type) && a.defaultValue === undefined ? sample(a.type) : undefined]));
        for (const [who, actor] of actors) {
          // A field that fails with well-formed arguments fails for its environment (no deployed contracts here), not for them.
          const baseCode = (await actor.gql(call(kind, field, base))).errors?.[0]?.extensions?.code;
          if (baseCode === "INTERNAL_SERVER_ERROR") continue;
          for (const arg of field.args) {
            for (const value of oddValues(arg)) {
              const query = call(kind, field, { ...base, [arg.name]: value });
              const error = (await actor.gql(query)).errors?.[0];
              sent++;
              if (error && (!error.extensions?.code || error.extensions.code === "INTERNAL_SERVER_ERROR")) internal.push(`${who}: ${query} -> ${error.message}`);
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(internal).toEqual([]);
  }, 120_000);
});
