export * from "./entities/index.js";
export * from "./channels.js";
export * from "./orm.js";
export * from "./hot-changes.js";
export * from "./notify.js";
export * from "./listen.js";
export * from "./embedded.js";
export { EntityManager } from "@mikro-orm/postgresql";
export * from "./wagering.js";
