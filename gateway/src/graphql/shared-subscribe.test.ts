import { describe, expect, it } from "vitest";
import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult } from "graphql";
import { createPubSub } from "@graphql-yoga/subscription";
import { sharedSubscribe } from "./shared-subscribe.js";

interface Tick {
  n: number;
}

function fixture() {
  const pubSub = createPubSub<{ tick: [Tick] }>();
  let resolved = 0;
  const TickType = new GraphQLObjectType<Tick, { viewer: string | null }>({
    name: "Tick",
    fields: {
      n: { type: GraphQLInt, resolve: (t) => (resolved++, t.n) },
      mine: { type: GraphQLString, resolve: (_t, _a, ctx) => ctx.viewer },
    },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: "Query", fields: { ok: { type: GraphQLInt } } }),
    subscription: new GraphQLObjectType({ name: "Subscription", fields: { tick: { type: TickType, subscribe: () => pubSub.subscribe("tick"), resolve: (t: Tick) => t } } }),
  });
  const subscribe = sharedSubscribe((args) => (args.contextValue as { key: string }).key);
  const context = (who: string | null, key: string) => ({ key, viewerReads: 0, get viewer() { this.viewerReads++; return who; } });
  const open = async (query: string, who: string | null) => {
    const stream = (await subscribe({ schema, document: parse(query), contextValue: context(who, query) })) as AsyncGenerator<ExecutionResult>;
    return { stream, next: stream.next() };
  };
  return { pubSub, open, resolvedCount: () => resolved };
}

describe("sharedSubscribe", () => {
  it("executes an event once for all subscribers of one operation when nothing reads the viewer", async () => {
    const f = fixture();
    const subs = await Promise.all([f.open(`subscription { tick { n } }`, null), f.open(`subscription { tick { n } }`, "0xa"), f.open(`subscription { tick { n } }`, null)]);
    f.pubSub.publish("tick", { n: 7 });
    const results = await Promise.all(subs.map((s) => s.next));
    expect(results.map((r) => r.value)).toEqual(Array(3).fill({ data: { tick: { n: 7 } } }));
    expect(results[1]!.value).toBe(results[0]!.value);
    expect(results[2]!.value).toBe(results[0]!.value);
    expect(f.resolvedCount()).toBe(1);
  });

  it("executes for each subscriber when a resolver reads the viewer, so nobody gets another's answer", async () => {
    const f = fixture();
    const query = `subscription { tick { n mine } }`;
    const subs = await Promise.all([f.open(query, "0xa"), f.open(query, "0xb"), f.open(query, null)]);
    f.pubSub.publish("tick", { n: 1 });
    const results = await Promise.all(subs.map((s) => s.next));
    expect(results.map((r) => (r.value as ExecutionResult).data)).toEqual([{ tick: { n: 1, mine: "0xa" } }, { tick: { n: 1, mine: "0xb" } }, { tick: { n: 1, mine: null } }]);
    expect(f.resolvedCount()).toBe(3);
  });

  it("keeps results apart for different operations on the same event", async () => {
    const f = fixture();
    const a = await f.open(`subscription { tick { n } }`, null);
    const b = await f.open(`subscription { tick { m: n } }`, null);
    f.pubSub.publish("tick", { n: 2 });
    expect((await a.next).value).toEqual({ data: { tick: { n: 2 } } });
    expect((await b.next).value).toEqual({ data: { tick: { m: 2 } } });
  });

  it("ends a stream at once when returned while it waits for an event", async () => {
    const f = fixture();
    const s = await f.open(`subscription { tick { n } }`, null);
    const ended = await Promise.race([s.stream.return(undefined).then(() => "returned"), new Promise((r) => setTimeout(() => r("stuck"), 500))]);
    expect(ended).toBe("returned");
    expect((await s.next).done).toBe(true);
  });
});

describe("sharedSubscribe, a subscriber behind its peers", () => {
  it("gets every event once and in order, whether a peer already executed it or not", async () => {
    const pubSub = createPubSub<{ tick: [Tick] }>();
    let resolved = 0;
    const TickType = new GraphQLObjectType<Tick>({ name: "Tick", fields: { n: { type: GraphQLInt, resolve: (t) => (resolved++, t.n) } } });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: "Query", fields: { ok: { type: GraphQLInt } } }),
      subscription: new GraphQLObjectType({ name: "Subscription", fields: { tick: { type: TickType, subscribe: () => pubSub.subscribe("tick"), resolve: (t: Tick) => t } } }),
    });
    const subscribe = sharedSubscribe(() => "tick");
    const open = async () => (await subscribe({ schema, document: parse(`subscription { tick { n } }`), contextValue: { viewerReads: 0 } })) as AsyncGenerator<ExecutionResult>;
    const [ahead, behind] = [await open(), await open()];
    const aheadFirst = ahead.next();
    const behindFirst = behind.next();
    for (let n = 1; n <= 5; n++) pubSub.publish("tick", { n });
    const seen = [await aheadFirst];
    for (let i = 0; i < 4; i++) seen.push(await ahead.next());
    const late = [await behindFirst];
    for (let i = 0; i < 4; i++) late.push(await behind.next());
    expect(seen.map((r) => (r.value as ExecutionResult).data)).toEqual([1, 2, 3, 4, 5].map((n) => ({ tick: { n } })));
    expect(late.map((r) => r.value)).toEqual(seen.map((r) => r.value));
    late.forEach((r, i) => expect(r.value).toBe(seen[i]!.value));
    expect(resolved).toBe(5);
    pubSub.publish("tick", { n: 6 });
    expect(((await behind.next()).value as ExecutionResult).data).toEqual({ tick: { n: 6 } });
    expect(resolved).toBe(6);
  });
});
