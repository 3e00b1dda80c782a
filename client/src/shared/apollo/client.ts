import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { getMainDefinition } from "@apollo/client/utilities";
import { OperationTypeNode } from "graphql";
import { createClient } from "graphql-ws";
import { storedLogin } from "./credentials.js";
import { setSocketConnected } from "./socket-status.js";
import { apiFetch } from "./api-fetch.js";
import { afterReconnect } from "./reconnect.js";

const renewals = new Set<() => void>();

/**
 * The gateway builds a WebSocket's viewer once, from what the socket connected with: a socket
 * opened as a guest stays a guest. After a sign-in or sign-out, a socket that connected as someone
 * else is closed; it connects again at once with the new login, its subscriptions resume there and
 * the page's queries are read again.
 */
export function renewSocketLogin(): void {
  renewals.forEach((renew) => renew());
}

const loginKey = () => {
  const login = storedLogin();
  return login ? `${login.address}:${login.hash}:${login.nonce}` : "";
};

/**
 * One client for the whole app: HTTP for queries and mutations through the API fetch (session
 * cookie, SPEC §7 headers, 30 s timeout, loading counter), graphql-ws on the same origin for subscriptions.
 */
export function createApolloClient(origin = window.location.origin, fetchImpl: typeof fetch = apiFetch) {
  const http = new HttpLink({ uri: `${origin}/graphql`, credentials: "include", fetch: fetchImpl });
  const reconnected = afterReconnect(() => client.refetchQueries({ include: "active" }));
  /** The login the open socket connected with; null before it first connects. */
  let connectedAs: string | null = null;
  const socket = createClient({
    url: `${origin.replace(/^http/, "ws")}/graphql`,
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    connectionParams: () => {
      connectedAs = loginKey();
      const login = storedLogin();
      const id = { "x-request-id": crypto.randomUUID() };
      return login ? { ...id, authorization: login.token, "x-address": login.address, "x-hash": login.hash, "x-nonce": login.nonce } : id;
    },
    on: { connected: () => (setSocketConnected(true), reconnected()), closed: () => setSocketConnected(false), error: () => setSocketConnected(false) },
  });
  renewals.add(() => {
    if (connectedAs !== null && connectedAs !== loginKey()) socket.terminate();
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
