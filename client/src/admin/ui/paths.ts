import { generatePath } from "react-router-dom";
import { paths } from "../../app/paths.js";

export const adminPaths = paths.admin;

/** A page's URL from its route pattern, e.g. `to(adminPaths.gameEdit, { id: "roulette" })`. */
export const to = (pattern: string, params: Record<string, string | number>) =>
  generatePath(pattern, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
