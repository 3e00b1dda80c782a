import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  getNamedType, getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType,
  type GraphQLArgument, type GraphQLField, type GraphQLInputType, type GraphQLObjectType, type GraphQLSchema,
} from "graphql";
import { getMetadataStorage } from "type-graphql";
import { startTestGateway, type TestGateway } from "../../../_test/gateway.js";
import { everyRole, type Actor, type RoleName } from "../../../_test/roles.js";
import { wsClient, wsRun } from "../../../_test/ws.js";
import { createSchema } from "../../../graphql/schema.js";
import { createLivePubSub } from "../../../graphql/live.js";
import { PERMISSIONS_BY_TYPE, type Permission } from "../permissions.js";
import { PERMISSION_EXTENSION } from "./require-permission.js";

let t: TestGateway;
let schema: GraphQLSchema;
let roles: Record<RoleName, Actor>;
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "1000000" });
  schema = await createSchema(createLivePubSub());
  roles = await everyRole(t);
});
afterAll(async () => t?.close());

interface AdminField {
  operation: "query" | "mutation" | "subscription";
  name: string;
  permission: Permission;
  field: GraphQLField<unknown, unknown>;
}

/** Every root field whose schema extensions name a permission (what `@RequirePermission` declares). */
function adminFields(): AdminField[] {
  const roots: [AdminField["operation"], GraphQLObjectType | null | undefined][] = [["query", schema.getQueryType()], ["mutation", schema.getMutationType()], ["subscription", schema.getSubscriptionType()]];
  return roots.flatMap(([operation, type]) =>
    Object.values(type?.getFields() ?? {}).flatMap((field) => {
      const permission = field.extensions?.[PERMISSION_EXTENSION] as Permission | undefined;
      return permission ? [{ operation, name: field.name, permission, field }] : [];
    }),
  );
}

/** A value GraphQL accepts for a type, so the request reaches the auth checker (the values themselves are nonsense). */
function sample(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(Object.values(inner.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => [f.name, sample(f.type)]));
  }
  if (isScalarType(inner)) {
    const samples: Record<string, unknown> = { Int: 1, Float: 1, Boolean: false, String: "probe", ID: "probe", TokenAmount: "1", DateTimeISO: "2026-01-01T00:00:00.000Z", JSONObject: {} };
    return samples[inner.name] ?? "probe";
  }
  throw new Error(`no sample for ${String(type)}`);
}

/** The operation calling one field with its required arguments as variables, selecting only __typename. */
function operationOf(f: AdminField): { query: string; variables: Record<string, unknown> } {
  const required = f.field.args.filter((a: GraphQLArgument) => isNonNullType(a.type) && a.defaultValue === undefined);
  const defs = required.map((a) => `$${a.name}: ${String(a.type)}`).join(", ");
  const args = required.map((a) => `${a.name}: $${a.name}`).join(", ");
  const leaf = isScalarType(getNamedType(f.field.type)) || isEnumType(getNamedType(f.field.type));
  const query = `${f.operation}${defs ? `(${defs})` : ""} { ${f.name}${args ? `(${args})` : ""}${leaf ? "" : " { __typename }"} }`;
  return { query, variables: Object.fromEntries(required.map((a) => [a.name, sample(a.type)])) };
}

const STAFF_TYPE: Partial<Record<RoleName, number>> = { admin: 1, member: 2, support: 3 };

/** What the matrix says each caller gets: a refusal's code and reason, or "allowed". */
function expected(role: RoleName, permission: Permission): { code: string; reason?: string } | "allowed" {
  if (role === "guest") return { code: "UNAUTHENTICATED" };
  if (role === "player") return { code: "FORBIDDEN", reason: "NOT_STAFF" };
  if (role === "banned") return { code: "FORBIDDEN", reason: "BANNED" };
  if (role === "adminElsewhere") return { code: "FORBIDDEN", reason: "IP_NOT_ALLOWED" };
  return PERMISSIONS_BY_TYPE[STAFF_TYPE[role]!]!.includes(permission) ? "allowed" : { code: "FORBIDDEN", reason: "PERMISSION" };
}

/** A banned account's WebSocket is closed at connection_init with 4403 and the ban's message: its refusal there. */
const BANNED_AT_CONNECTION = { code: "4403", reason: "You're banned!!!" };

async function call(actor: Actor, f: AdminField): Promise<{ code?: string; reason?: string }> {
  const { query, variables } = operationOf(f);
  if (f.operation !== "subscription") {
    const res = await actor.gql(query, variables);
    const e = res.errors?.[0]?.extensions as { code?: string; reason?: string } | undefined;
    return { code: e?.code, reason: e?.reason };
  }
  const client = wsClient(t.url, actor.headers.authorization ? { authorization: actor.headers.authorization } : {});
  try {
    const out = await wsRun(client, query, variables, 250);
    if (out.code === BANNED_AT_CONNECTION.code && out.reason === BANNED_AT_CONNECTION.reason) return { code: "FORBIDDEN", reason: "BANNED" };
    return { code: out.code, reason: out.reason };
  } finally {
    await client.dispose();
  }
}

describe("every permissioned admin field, for every kind of caller", () => {
  it("declares each permission through the schema, so none is enforced without being enumerated here", () => {
    const fields = adminFields();
    expect(fields.length).toBeGreaterThan(20);
    const declared = new Set(fields.map((f) => `${f.name}`));
    const storage = getMetadataStorage();
    const rootHandlers = [...storage.queries, ...storage.mutations, ...storage.subscriptions];
    const authorizedRoots = storage.authorizedFields
      .filter((a) => a.roles.length > 0 && rootHandlers.some((h) => h.target === a.target && h.methodName === a.fieldName))
      .map((a) => rootHandlers.find((h) => h.target === a.target && h.methodName === a.fieldName)!.schemaName);
    for (const name of authorizedRoots) expect(declared, `${name} is @Authorized with a role but not enumerated`).toContain(name);
  });

  it("refuses or admits each caller exactly as the matrix says, with the right code and reason", async () => {
    const mismatches: string[] = [];
    for (const f of adminFields()) {
      for (const role of Object.keys(roles) as RoleName[]) {
        const got = await call(roles[role], f);
        const want = expected(role, f.permission);
        const ok = want === "allowed" ? got.code !== "FORBIDDEN" && got.code !== "UNAUTHENTICATED" : got.code === want.code && got.reason === want.reason;
        if (!ok) mismatches.push(`${f.operation} ${f.name} (${f.permission}) as ${role}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
