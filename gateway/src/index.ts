export { startGateway, type Gateway } from "./server.js";
export { loadEnv, type GatewayEnv } from "./env.js";
