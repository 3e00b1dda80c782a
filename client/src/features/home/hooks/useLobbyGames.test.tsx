import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { Observable } from "rxjs";
import { preloadLobbyGames, useLobbyGames } from "./useLobbyGames.js";

/** A gateway that answers the lobby's games (none) after a moment, counts the queries, and keeps subscriptions open. */
function gateway() {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    if (operation.operationName === "RoundUpdated") return new Observable(() => undefined);
    asked.push(operation.operationName ?? "");
    return new Observable((answer) => void setTimeout(() => (answer.next({ data: { games: [] } }), answer.complete()), 20));
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

function Lobby() {
  const { loading, games } = useLobbyGames();
  return <output data-testid="lobby">{loading ? "loading" : `${games.length} games`}</output>;
}

describe("the lobby's games asked for before the first render", () => {
  it("are asked for at once, and only once: the lobby joins the request already on its way", async () => {
    const { client, asked } = gateway();
    preloadLobbyGames(client);
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual(["LobbyGames"]);
    render(<ApolloProvider client={client}><Lobby /></ApolloProvider>);
    await waitFor(() => expect(screen.getByTestId("lobby").textContent).toBe("0 games"));
    expect(asked).toEqual(["LobbyGames"]);
  });
});
