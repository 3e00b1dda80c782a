import { createLogger as createProcessLogger, type Logger, type LoggerOptions } from "@sunrise/db/ops";

export type { Logger };

/** The gateway's root logger (redaction and format shared by every process). */
export const createLogger = (options: Omit<LoggerOptions, "service">): Logger => createProcessLogger({ service: "gateway", ...options });
