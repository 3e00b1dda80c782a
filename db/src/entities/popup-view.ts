import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address } from "./columns.js";
import { Popup } from "./popup.js";

/** How many times a signed-in player has been shown a popup (never more than its displayTimes). */
export const PopupView = defineEntity({
  name: "PopupView",
  properties: {
    popupId: () => p.manyToOne(Popup).mapToPk().fieldName("popup_id").primary().deleteRule("cascade"),
    address: address().primary(),
    shown: p.integer().default(0),
    lastShownAt: p.datetime(),
  },
});
export type PopupView = InferEntity<typeof PopupView>;
