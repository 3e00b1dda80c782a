/**
 * Every kind of target an operation-log line names: `recordOperation` accepts only these, and the
 * back office's filter lists them from `operationLogTargetTypes`, so neither can miss one.
 */
export const OPERATION_TARGET_TYPES = ["affiliate", "area", "banner", "category", "chat_message", "chat_report", "chat_settings", "game", "jackpot", "message", "popup", "round", "site", "staff", "staking", "table", "task", "ticket", "user", "withdrawal"] as const;
export type OperationTargetType = (typeof OPERATION_TARGET_TYPES)[number];
