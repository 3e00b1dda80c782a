import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Request } from "express";
import { ApolloServer } from "@apollo/server";
import { expressMiddleware } from "@as-integrations/express5";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { WebSocketServer } from "ws";
import { specifiedRules, validate } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { createOrm, type Orm } from "@sunrise/db";
import type { GatewayEnv } from "./env.js";
import type { Context } from "./context.js";
import { createServices, type Services } from "./services.js";
import { createSchema } from "./graphql/schema.js";
import { createLivePubSub, startLiveFeed } from "./graphql/live.js";
import { formatError } from "./graphql/format-error.js";
import { depthLimit } from "./protection/depth-limit.js";
import { credentialsFromConnection, credentialsFromHeaders, SESSION_COOKIE } from "./http/credentials.js";
import { rpcProxy } from "./http/rpc-proxy.js";
import { clientStatic } from "./http/static.js";
import { restRouter } from "./rest/router.js";
import { RateLimitedError, RateLimits } from "./protection/rate-limits.js";
import { limitByIp } from "./protection/rate-limit-middleware.js";
import { protectOperations } from "./protection/operation-plugin.js";

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

  const limits = new RateLimits({ perIp: env.RATE_LIMIT_IP_PER_MINUTE, perAddress: env.RATE_LIMIT_ADDRESS_PER_MINUTE, signIn: env.RATE_LIMIT_SIGN_IN_PER_MINUTE });
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
      validate: (s, document) => validate(s, document, [...specifiedRules, depthLimit(env.MAX_QUERY_DEPTH)]),
      onSubscribe: async (ctx) => {
        try {
          await limits.consumeIp(ctx.extra.request.socket.remoteAddress ?? "");
        } catch (e) {
          if (e instanceof RateLimitedError) return [e];
          throw e;
        }
      },
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
      protectOperations(schema, limits, env.MAX_QUERY_COST),
      { serverWillStart: async () => ({ drainServer: async () => void (await wsCleanup.dispose()) }) },
    ],
  });
  await apollo.start();

  app.use("/graphql", limitByIp(limits, "graphql"), express.json({ limit: "100kb" }), expressMiddleware(apollo, { context: async ({ req, res }) => httpContext(req, res) }));
  app.use("/api/v1", limitByIp(limits, "rest"), restRouter((req) => httpContext(req)));
  app.use("/rpc", limitByIp(limits, "rpc"), rpcProxy({ asset: env.ASSET_RPC_URL, game: env.GAME_RPC_URL }));
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
