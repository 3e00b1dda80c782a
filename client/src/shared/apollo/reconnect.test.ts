import { describe, expect, it } from "vitest";
import { ApolloClient, HttpLink, InMemoryCache, gql } from "@apollo/client";
import { afterReconnect } from "./reconnect.js";

describe("after a reconnect", () => {
  it("reads what the page shows again on each reconnect, not on the first connection", async () => {
    let requests = 0;
    const fetchRound: typeof fetch = async () => {
      requests++;
      return new Response(JSON.stringify({ data: { round: { __typename: "TableRound", id: "1", state: requests > 1 ? "settled" : "open" } } }), { headers: { "content-type": "application/json" } });
    };
    const client = new ApolloClient({ link: new HttpLink({ uri: "http://gateway.test/graphql", fetch: fetchRound }), cache: new InMemoryCache() });
    const states: string[] = [];
    const watching = client.watchQuery({ query: gql`{ round { id state } }` }).subscribe((r) => r.data && states.push((r.data as { round: { state: string } }).round.state));
    await expect.poll(() => states).toEqual(["open"]);

    const connected = afterReconnect(() => client.refetchQueries({ include: "active" }));
    connected();
    await new Promise((r) => setTimeout(r, 20));
    expect(requests).toBe(1);
    connected();
    await expect.poll(() => states.at(-1)).toBe("settled");
    expect(requests).toBe(2);
    watching.unsubscribe();
  });
});
