export * from "./draw.js";
