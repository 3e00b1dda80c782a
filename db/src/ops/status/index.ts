// The figures the system page shows and the metrics expose, computed in one place.
export * from "./chain.js";
export * from "./queues.js";
export * from "./tables.js";
export * from "./validators.js";
export * from "./replicas.js";
