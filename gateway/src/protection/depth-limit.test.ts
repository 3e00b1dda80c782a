import { buildSchema, getIntrospectionQuery, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { depthLimit } from "./depth-limit.js";

const schema = buildSchema(`
  type Node { name: String, child: Node }
  type Query { node: Node }
`);
const nested = (levels: number) => `{ ${"node { ".repeat(1)}${"child { ".repeat(levels - 2)}name${" }".repeat(levels - 1)} }`;
const errors = (query: string, max = 5) => validate(schema, parse(query), [depthLimit(max)]).map((e) => e.message);

describe("depth limit", () => {
  it("accepts a query at the limit and refuses one level more", () => {
    expect(errors(nested(5))).toEqual([]);
    expect(errors(nested(6))).toEqual(["Query is nested 6 levels deep; the limit is 5"]);
  });

  it("follows fragments, including nested ones", () => {
    const query = `{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { child { child { child { name } } } } }`;
    expect(errors(query)).toEqual(["Query is nested 7 levels deep; the limit is 5"]);
  });

  it("lets GraphiQL's introspection query through, which is deeper than any limit we set", () => {
    expect(errors(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }), 3)).toEqual([]);
  });

  it("still counts the fields beside an introspection field", () => {
    expect(errors(`{ __schema { queryType { name } } ${nested(6).slice(1, -1)} }`)).toHaveLength(1);
  });
});
