export * from "./readiness.js";
export * from "./ops-server.js";
