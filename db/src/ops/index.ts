export * from "./readiness.js";
export * from "./ops-server.js";
export * from "./logger.js";
export * from "./status/index.js";
export * from "./secret-files.js";
