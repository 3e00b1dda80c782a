import { BlackjackAction, GameType, HoldemAction } from "@sunrise/games";

const NAMES: Record<number, Record<number, string>> = {
  [GameType.POKER]: { [HoldemAction.CALL]: "call", [HoldemAction.FOLD]: "fold" },
  [GameType.BLACKJACK]: {
    [BlackjackAction.HIT]: "hit", [BlackjackAction.STAND]: "stand", [BlackjackAction.DOUBLE]: "double", [BlackjackAction.SPLIT]: "split",
    [BlackjackAction.INSURANCE]: "insurance", [BlackjackAction.NO_INSURANCE]: "noInsurance",
  },
};

/** The message id naming a recorded action code of the game; null for a code the game does not have. */
export const actionMessage = (gameType: number, action: number) => (NAMES[gameType]?.[action] ? `verifyDecision.action.${NAMES[gameType][action]}` : null);
