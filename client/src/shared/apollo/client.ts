import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { getMainDefinition } from "@apollo/client/utilities";
import { OperationTypeNode } from "graphql";
import { createClient } from "graphql-ws";
import { storedLogin } from "./credentials.js";
import { setSocketConnected } from "./socket-status.js";
import { apiFetch } from "./api-fetch.js";
import { afterReconnect } from "./reconnect.js";

/**
 * One client for the whole app: HTTP for queries and mutations through the API fetch (session
 * cookie, SPEC §7 headers, 30 s timeout, loading counter), graphql-ws on the same origin for subscriptions.
 */
export function createApolloClient(origin = window.location.origin, fetchImpl: typeof fetch = apiFetch) {
  const http = new HttpLink({ uri: `${origin}/graphql`, credentials: "include", fetch: fetchImpl });
  const reconnected = afterReconnect(() => client.refetchQueries({ include: "active" }));
  const socket = createClient({
    url: `${origin.replace(/^http/, "ws")}/graphql`,
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    connectionParams: () => {
      const login = storedLogin();
      const id = { "x-request-id": crypto.randomUUID() };
      return login ? { ...id, authorization: login.token, "x-address": login.address, "x-hash": login.hash, "x-nonce": login.nonce } : id;
    },
    on: { connected: () => (setSocketConnected(true), reconnected()), closed: () => setSocketConnected(false), error: () => setSocketConnected(false) },
  });
  const ws = new GraphQLWsLink(socket);
  const link = ApolloLink.split(
    ({ query }) => {
      const def = getMainDefinition(query);
      return def.kind === "OperationDefinition" && def.operation === OperationTypeNode.SUBSCRIPTION;
    },
    ws,
    http,
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, socket };
}
