import DataLoader from "dataloader";
import type { Context } from "../../context.js";
import { perRequest } from "../../graphql/request-cache.js";
import type { AreaType } from "./areas.type.js";

/** Per-request batching of the areas a list of tables stands in. */
export const areaLoader = (ctx: Context) =>
  perRequest(ctx, "areas", () =>
    new DataLoader<string, AreaType | null>(async (ids) => {
      const found = await ctx.services.areas.byIds(ctx.em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
  );
