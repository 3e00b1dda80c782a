import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import "./graphiql-narrow.css";
import { createRoot } from "react-dom/client";
import { buildSchema } from "graphql";
import { GraphiQL } from "graphiql";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { apiFetch } from "../shared/apollo/api-fetch.js";
// The committed schema the gateway emits: docs and completion work without an introspection round trip.
import sdl from "../../../schema.graphql?raw";

const wsProtocol = location.protocol === "https:" ? "wss:" : "ws:";
// Same origin as the gateway: the session cookie authenticates queries and subscriptions.
const fetcher = createGraphiQLFetcher({
  url: "/graphql",
  subscriptionUrl: `${wsProtocol}//${location.host}/graphql`,
  headers: { "apollo-require-preflight": "true" },
  // The SPEC §7 headers and time-out, as on the player site.
  fetch: apiFetch,
});

const defaultQuery = `# Sunrise GraphQL. Sign in on the player site first: this page shares its session.
query Me {
  me { id address name userType isAdmin }
  chainConfig { assetChainId gameChainId minBridgeAmount maxBridgeAmount }
}
`;

createRoot(document.getElementById("graphiql")!).render(<GraphiQL fetcher={fetcher} schema={buildSchema(sdl)} defaultQuery={defaultQuery} />);
