/** Scoreboards ("roads") for baccarat and dragon tiger, computed from the hands oldest first. */
export * from "./placement.js";
export * from "./big-road.js";
export * from "./derived.js";
export * from "./table-roads.js";
