import { format } from "node:util";
import type { Logger } from "./logger.js";

/** Sends what modules and libraries print with console.* through the logger, so every line is JSON. */
export function routeConsole(logger: Logger): void {
  const log = logger.child({ source: "console" });
  console.log = (...args: unknown[]) => log.info(format(...args));
  console.info = console.log;
  console.warn = (...args: unknown[]) => log.warn(format(...args));
  console.error = (...args: unknown[]) => log.error(format(...args));
  console.debug = (...args: unknown[]) => log.debug(format(...args));
}
