import { BridgeProcess, BridgeStatus, BridgeVote, type EntityManager } from "@sunrise/db";

/** Indexed withdrawals (source side known) that are not minted and that this validator has not voted on. */
export async function pendingFor(em: EntityManager, validator: string, limit = 50): Promise<BridgeProcess[]> {
  const voted = await em.find(BridgeVote, { validator: validator.toLowerCase() }, { fields: ["withdrawalId"] });
  const skip = voted.map((v) => v.withdrawalId);
  return em.find(
    BridgeProcess,
    { status: { $ne: BridgeStatus.DONE }, withdrawTxHash: { $ne: null }, ...(skip.length ? { id: { $nin: skip } } : {}) },
    { orderBy: { createdAt: "asc" }, limit },
  );
}
