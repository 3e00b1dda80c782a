import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { getMainDefinition } from "@apollo/client/utilities";
import { OperationTypeNode } from "graphql";
import { createClient } from "graphql-ws";
import { requestHeaders, storedLogin } from "./credentials.js";
import { setSocketConnected } from "./socket-status.js";
import { loadingCounter } from "../ui/loading.js";
import { Observable } from "rxjs";

export const API_TIMEOUT_MS = 30_000;

/**
 * One client for the whole app: HTTP for queries and mutations (session cookie plus the SPEC
 * headers, 30 s timeout), graphql-ws on the same origin for subscriptions.
 */
export function createApolloClient(origin = window.location.origin) {
  const http = new HttpLink({
    uri: `${origin}/graphql`,
    credentials: "include",
    fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(API_TIMEOUT_MS) }),
  });
  // Every HTTP request moves the SPEC's loading counter.
  const loading = new ApolloLink((operation, forward) => {
    loadingCounter.begin();
    return new Observable((observer) => {
      let done = false;
      const release = () => !done && ((done = true), loadingCounter.end());
      const sub = forward(operation).subscribe({
        next: (v) => observer.next(v),
        error: (e) => (release(), observer.error(e)),
        complete: () => (release(), observer.complete()),
      });
      return () => (release(), sub.unsubscribe());
    });
  });
  const withHeaders = new SetContextLink(({ headers }) => ({ headers: { ...headers, ...requestHeaders() } }));
  const socket = createClient({
    url: `${origin.replace(/^http/, "ws")}/graphql`,
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    connectionParams: () => {
      const login = storedLogin();
      return login ? { authorization: login.token, "x-address": login.address, "x-hash": login.hash, "x-nonce": login.nonce } : {};
    },
    on: { connected: () => setSocketConnected(true), closed: () => setSocketConnected(false), error: () => setSocketConnected(false) },
  });
  const ws = new GraphQLWsLink(socket);
  const link = ApolloLink.split(
    ({ query }) => {
      const def = getMainDefinition(query);
      return def.kind === "OperationDefinition" && def.operation === OperationTypeNode.SUBSCRIPTION;
    },
    ws,
    ApolloLink.from([loading, withHeaders, http]),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, socket };
}
