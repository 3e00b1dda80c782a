export * from "./constants.js";
export * from "./gas.js";
export * from "./deploy.js";
export { depositAtCashier, openHouse } from "./cashier.js";
export * from "./usdc.js";
export * from "./reserves.js";
export { readArtifact, type Artifact } from "./artifacts.js";
export * from "./provider.js";
export * from "./serial-signer.js";
