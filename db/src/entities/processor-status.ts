import { defineEntity, p, type InferEntity } from "@mikro-orm/core";

/** The indexer's processed head per chain, written in the same transaction as the batch. */
export const ProcessorStatus = defineEntity({
  name: "ProcessorStatus",
  properties: {
    id: p.string().length(32).primary(),
    chainId: p.integer(),
    height: p.integer(),
    hash: p.string().length(66),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type ProcessorStatus = InferEntity<typeof ProcessorStatus>;
