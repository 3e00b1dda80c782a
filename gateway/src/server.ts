import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Request } from "express";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { createOrm, type EntityManager, type Orm } from "@sunrise/db";
import { startOpsServer } from "@sunrise/db/ops";
import type { GatewayEnv } from "./env.js";
import { OperationContext, type BannedSession, type Viewer } from "./context.js";
import { createServices, type Services } from "./services.js";
import { createSchema } from "./graphql/schema.js";
import { createLivePubSub, startLiveFeed } from "./graphql/live.js";
import { Topic } from "./graphql/topics.js";
import { startChatRetention } from "./modules/chat/chat-retention.js";
import { formatError } from "./graphql/format-error.js";
import { depthLimit } from "./protection/depth-limit.js";
import { clientAddress, credentialsFromConnection, credentialsFromHeaders, hasCredentials, SESSION_COOKIE } from "./http/credentials.js";
import { PublicAnswers } from "./http/public-answers.js";
import type { Credentials } from "./modules/auth/auth.service.js";
import { rpcProxy } from "./http/rpc-proxy.js";
import { clientStatic } from "./http/static.js";
import { restRouter } from "./rest/router.js";
import { gamesRoute } from "./rest/lobby.js";
import { RateLimits } from "./protection/rate-limits.js";
import { limitByIp } from "./protection/rate-limit-middleware.js";
import { protectOperations } from "./protection/operation-plugin.js";
import type { Admission, OperationLimits } from "./protection/admit-operation.js";
import { errorHandler, notFound } from "./http/error-handler.js";
import { graphqlHandler } from "./http/graphql-handler.js";
import { answerClientErrors } from "./http/client-errors.js";
import { BANNED_MESSAGE, bannedError } from "./modules/auth/banned.js";
import { serveGraphqlWs } from "./http/graphql-ws.js";
import { uploadFiles } from "./modules/uploads/uploads.routes.js";
import { createLogger, type Logger } from "./observability/logger.js";
import { GatewayMetrics } from "./observability/metrics.js";
import { requestLog } from "./observability/request-log.js";
import { bindResponse, observeOperations } from "./observability/graphql-plugin.js";
import { countWebSockets, SubscriptionCounter } from "./observability/sockets.js";
import { gatewayReadiness, serveGatewayOps } from "./observability/ops.js";
import { startHeartbeat } from "./modules/system/heartbeat.js";
import { followMaintenance, MAINTENANCE_HEADER } from "./modules/system/maintenance.service.js";

export interface Gateway {
  url: string;
  server: Server;
  orm: Orm;
  services: Services;
  logger: Logger;
  metrics: GatewayMetrics;
  /** Port of the metrics listener, when there is one. */
  metricsPort?: number;
  /** Writes this replica's heartbeat now (it also runs every few seconds). */
  heartbeat(): Promise<void>;
  stop(): Promise<void>;
}

/** The gateway's logger and metrics: by default from its env, or the caller's (tests). */
export interface GatewayObservability {
  logger?: Logger;
  metrics?: GatewayMetrics;
}

/** Bytes of guests' public answers kept in memory (a lobby answer is a few KB). */
const PUBLIC_CACHE_BYTES = 16 * 1024 * 1024;
/** A busy lobby changes with every block; its public answer is built at most ten times a second. */
const PUBLIC_BUILD_INTERVAL_MS = 100;
/** How soon a maintenance switch turned on another replica reaches this one's answers. */
const MAINTENANCE_REFRESH_MS = 2_000;

const operationLimits = (env: GatewayEnv): OperationLimits => ({
  maxDepth: env.MAX_QUERY_DEPTH,
  maxCost: env.MAX_QUERY_COST,
  maxTokens: env.MAX_QUERY_TOKENS,
  maxNesting: env.MAX_QUERY_NESTING,
  maxRootFields: env.MAX_ROOT_FIELDS,
  maxFields: env.MAX_QUERY_FIELDS,
});

export async function startGateway(env: GatewayEnv, observability: GatewayObservability = {}): Promise<Gateway> {
  const logger = observability.logger ?? createLogger({ level: env.LOG_LEVEL, pretty: env.LOG_PRETTY });
  const metrics = observability.metrics ?? new GatewayMetrics();
  let draining = false;
  const orm = await createOrm(env.DATABASE_URL);
  const services = createServices(env);
  const pubSub = createLivePubSub();
  const schema = await createSchema(pubSub);
  const publicAnswers = new PublicAnswers({ maxAgeMs: env.PUBLIC_CACHE_MS, maxBytes: PUBLIC_CACHE_BYTES, minBuildIntervalMs: PUBLIC_BUILD_INTERVAL_MS });
  const live = await startLiveFeed(env.DATABASE_URL, orm, services, pubSub, () => publicAnswers.changed());
  services.chainHealth.start((health) => {
    const unreachable = health.filter((h) => !h.reachable).map((h) => h.id);
    if (unreachable.length) logger.warn({ unreachable }, "a chain's RPC does not answer");
    else logger.info("both chains' RPC answer again");
    pubSub.publish(Topic.chainHealth, health);
  });
  const chatRetention = startChatRetention(orm, env.CHAT_RETENTION_DAYS, env.CHAT_PRUNE_EVERY_MINUTES, (e) => logger.warn({ err: e }, "chat pruning failed"));

  const rateLimits = new RateLimits({ perIp: env.RATE_LIMIT_IP_PER_MINUTE, perAddress: env.RATE_LIMIT_ADDRESS_PER_MINUTE, signIn: env.RATE_LIMIT_SIGN_IN_PER_MINUTE });
  const admission: Admission = { schema, rateLimits, limits: operationLimits(env) };
  const app = express();
  app.set("trust proxy", "loopback");
  app.set("query parser", "extended");
  app.disable("x-powered-by");
  app.use(requestLog(logger, metrics));
  const maintenance = await followMaintenance(orm, services.maintenance, MAINTENANCE_REFRESH_MS, (e) => logger.warn({ err: e }, "reading the maintenance switch failed"));
  // Every answer says whether the maintenance notice is on; the client shows it to players (SPEC §2).
  app.use((_req, res, next) => {
    if (services.maintenance.isOn()) res.setHeader(MAINTENANCE_HEADER, "on");
    next();
  });
  const ops = serveGatewayOps({ ready: gatewayReadiness(orm, env), metrics, draining: () => draining });
  app.get(["/healthz", "/ready"], (req, res, next) => void (ops(req, res) || next()));
  const httpServer = createServer(app);
  // Idle keep-alive connections outlive a load balancer's idle timeout (60 s on the common ones): with
  // Node's 5 s the gateway closed sockets a client was about to reuse, and those requests failed with
  // ECONNRESET (12 of 360,041 reads in the 10-minute soak).
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  answerClientErrors(httpServer);
  const secure = env.NODE_ENV === "production";
  const format = formatError(env.NODE_ENV === "production");

  /** A guest's context touches no database until a resolver needs it; a session is looked up once. */
  const viewerOf = async (credentials: Credentials): Promise<{ viewer: Viewer | null; banned: BannedSession | null; em?: EntityManager }> => {
    if (!hasCredentials(credentials)) return { viewer: null, banned: null };
    const em = orm.em.fork();
    return { ...(await services.auth.resolve(em, credentials)), em };
  };

  const httpContext = async (req: Request, res?: express.Response): Promise<OperationContext> => {
    const { viewer, banned, em } = await viewerOf(credentialsFromHeaders(req.headers));
    const ctx = new OperationContext(orm, viewer, {
      services,
      ip: req.ip ?? "",
      host: req.headers.host ?? `${env.GATEWAY_HOST}:${env.GATEWAY_PORT}`,
      origin: req.headers.origin,
      setSessionCookie: (token, expiresAt) =>
        res?.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: "lax", secure, expires: expiresAt, path: "/" }),
      clearSessionCookie: () => res?.clearCookie(SESSION_COOKIE, { path: "/" }),
    }, em, banned);
    bindResponse(ctx, res);
    return ctx;
  };

  /** REST calls of a banned account's session are refused outright, like its GraphQL operations. */
  const restContext = async (req: Request): Promise<OperationContext> => {
    const ctx = await httpContext(req);
    if (ctx.bannedSession) throw bannedError(true);
    return ctx;
  };

  const wsCleanup = serveGraphqlWs(httpServer, {
    schema,
    admission,
    formatError: format,
    maxPayloadBytes: env.MAX_REQUEST_BYTES,
    maxResponseBytes: env.MAX_RESPONSE_BYTES,
    operations: new SubscriptionCounter(metrics),
    logger,
    context: async (params, req) => {
      const { viewer, banned, em } = await viewerOf(credentialsFromConnection(params, req.headers));
      return new OperationContext(orm, viewer, { services, ip: clientAddress(req), host: req.headers.host ?? "", origin: req.headers.origin }, em, banned);
    },
    connectionRefusal: async (params, req) => {
      const { banned, em } = await viewerOf(credentialsFromConnection(params, req.headers));
      em?.clear();
      return banned ? BANNED_MESSAGE : undefined;
    },
  });

  const apollo = new ApolloServer<OperationContext>({
    schema,
    introspection: true,
    // Internals are logged by formatError, never sent: not even in development.
    includeStacktraceInErrorResponses: false,
    // main.ts stops the gateway on SIGTERM/SIGINT itself (Apollo's own handler re-raises the signal mid-shutdown).
    stopOnTerminationSignals: false,
    // No client sends hashes: every persisted-query request answers PERSISTED_QUERY_NOT_SUPPORTED, and no stored queries to hold.
    persistedQueries: false,
    formatError: format,
    parseOptions: { maxTokens: env.MAX_QUERY_TOKENS },
    validationRules: [depthLimit(env.MAX_QUERY_DEPTH)],
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      observeOperations(metrics, logger),
      protectOperations(admission),
      { serverWillStart: async () => ({ drainServer: async () => void (await wsCleanup.dispose()) }) },
    ],
  });
  await apollo.start();

  const json = express.json({ limit: env.MAX_REQUEST_BYTES });
  app.use("/graphql", limitByIp(rateLimits, "graphql"), json, graphqlHandler(apollo, httpContext, { sourceLimits: admission.limits, maxResponseBytes: env.MAX_RESPONSE_BYTES, publicAnswers }), errorHandler("graphql"));
  app.get("/api/games", limitByIp(rateLimits, "rest"), gamesRoute(restContext));
  app.use("/api/v1", limitByIp(rateLimits, "rest"), restRouter(restContext));
  app.use("/rpc", limitByIp(rateLimits, "rpc"), rpcProxy({ asset: env.ASSET_RPC_URL, game: env.GAME_RPC_URL }, rateLimits));
  app.use("/uploads", limitByIp(rateLimits, "rest"), uploadFiles(orm));
  app.use(clientStatic(env.CLIENT_DIST));
  app.use(notFound("rest"), errorHandler("rest"));

  await new Promise<void>((resolve) => httpServer.listen(env.GATEWAY_PORT, env.GATEWAY_HOST, resolve));
  const { port } = httpServer.address() as AddressInfo;
  countWebSockets(httpServer, metrics);
  const metricsServer = env.GATEWAY_METRICS_PORT > 0 ? await startOpsServer(env.GATEWAY_METRICS_PORT, env.METRICS_HOST, ops.endpoints) : undefined;
  services.auth.listeningOn(port);
  const url = `http://${env.GATEWAY_HOST}:${port}`;
  const heartbeat = startHeartbeat({ orm, id: services.system.replicaId, url, metrics, logger });
  await heartbeat.beat();

  return {
    url,
    server: httpServer,
    orm,
    services,
    logger,
    metrics,
    metricsPort: metricsServer?.port,
    heartbeat: heartbeat.beat,
    stop: async () => {
      draining = true;
      await heartbeat.stop();
      maintenance.stop();
      await apollo.stop();
      await metricsServer?.close();
      await live.close();
      services.chainHealth.stop();
      chatRetention.stop();
      services.chain.destroy();
      await orm.close();
    },
  };
}
