import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Request } from "express";
import { ApolloServer } from "@apollo/server";
import { expressMiddleware } from "@as-integrations/express5";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import { createOrm, type Orm } from "@sunrise/db";
import type { GatewayEnv } from "./env.js";
import type { Context } from "./context.js";
import { createServices, type Services } from "./services.js";
import { createSchema } from "./graphql/schema.js";
import { createLivePubSub, startLiveFeed } from "./graphql/live.js";
import { formatError } from "./graphql/format-error.js";
import { depthLimit } from "./graphql/depth-limit.js";
import { credentialsFromConnection, credentialsFromHeaders, SESSION_COOKIE } from "./http/credentials.js";
import { rpcProxy } from "./http/rpc-proxy.js";
import { clientStatic } from "./http/static.js";
import { restRouter } from "./rest/router.js";

export interface Gateway {
  url: string;
  server: Server;
  orm: Orm;
  services: Services;
  stop(): Promise<void>;
}

export async function startGateway(env: GatewayEnv): Promise<Gateway> {
  const orm = await createOrm(env.DATABASE_URL);
  const services = createServices(env);
  const pubSub = createLivePubSub();
  const schema = await createSchema(pubSub);
  const live = await startLiveFeed(env.DATABASE_URL, orm, services, pubSub);

  const app = express();
  app.set("trust proxy", "loopback");
  app.set("query parser", "extended");
  app.disable("x-powered-by");
  const httpServer = createServer(app);
  const secure = env.NODE_ENV === "production";

  const httpContext = async (req: Request, res?: express.Response): Promise<Context> => {
    const em = orm.em.fork();
    return {
      em,
      services,
      viewer: await services.auth.resolve(em, credentialsFromHeaders(req.headers)),
      ip: req.ip ?? "",
      host: req.headers.host ?? `${env.GATEWAY_HOST}:${env.GATEWAY_PORT}`,
      setSessionCookie: (token, expiresAt) =>
        res?.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: "lax", secure, expires: expiresAt, path: "/" }),
      clearSessionCookie: () => res?.clearCookie(SESSION_COOKIE, { path: "/" }),
    };
  };

  const wsServer = new WebSocketServer({ server: httpServer, path: "/graphql" });
  const wsCleanup = useServer(
    {
      schema,
      context: async (ctx) => {
        const em = orm.em.fork();
        const req = ctx.extra.request;
        return {
          em,
          services,
          viewer: await services.auth.resolve(em, credentialsFromConnection(ctx.connectionParams, req.headers)),
          ip: req.socket.remoteAddress ?? "",
          host: req.headers.host ?? "",
        } satisfies Context;
      },
    },
    wsServer,
  );

  const apollo = new ApolloServer<Context>({
    schema,
    introspection: true,
    // Internals are logged by formatError, never sent: not even in development.
    includeStacktraceInErrorResponses: false,
    formatError: formatError(env.NODE_ENV === "production"),
    validationRules: [depthLimit(env.MAX_QUERY_DEPTH)],
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      { serverWillStart: async () => ({ drainServer: async () => void (await wsCleanup.dispose()) }) },
    ],
  });
  await apollo.start();

  app.use("/graphql", express.json({ limit: "100kb" }), expressMiddleware(apollo, { context: async ({ req, res }) => httpContext(req, res) }));
  app.use("/api/v1", restRouter((req) => httpContext(req)));
  app.use("/rpc", rpcProxy({ asset: env.ASSET_RPC_URL, game: env.GAME_RPC_URL }));
  app.use(clientStatic(env.CLIENT_DIST));

  await new Promise<void>((resolve) => httpServer.listen(env.GATEWAY_PORT, env.GATEWAY_HOST, resolve));
  const { port } = httpServer.address() as AddressInfo;

  return {
    url: `http://${env.GATEWAY_HOST}:${port}`,
    server: httpServer,
    orm,
    services,
    stop: async () => {
      await apollo.stop();
      await live.close();
      services.chain.destroy();
      await orm.close();
    },
  };
}
