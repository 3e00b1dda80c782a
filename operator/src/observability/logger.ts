import { createLogger, type Logger } from "@sunrise/db/ops";

let root: Logger = createLogger({ service: "operator", level: "silent", pretty: false });

/** The operator's logger: main.ts sets it from the env; until then (tests) nothing is written. */
export const operatorLogger = (): Logger => root;

export const setOperatorLogger = (logger: Logger): void => {
  root = logger;
};
