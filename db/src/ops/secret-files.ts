import { readFileSync } from "node:fs";

/**
 * The environment with `NAME` read from the file `NAME_FILE` names (Docker and Kubernetes secrets),
 * for each of `names` (the settings a process reads), trailing newlines trimmed: keys and secrets can
 * come from mounted files instead of the process environment. Other `*_FILE` variables are not ours
 * and stay as they are. Setting both `NAME` and `NAME_FILE` is refused: which one wins would be a guess.
 */
export function withSecretFiles(source: NodeJS.ProcessEnv, names: readonly string[]): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...source };
  for (const name of names) {
    const fileVariable = `${name}_FILE`;
    const path = source[fileVariable];
    if (!path) continue;
    if (source[name] !== undefined && source[name] !== "") throw new Error(`Both ${name} and ${fileVariable} are set: set only one`);
    let value: string;
    try {
      value = readFileSync(path, "utf8");
    } catch (error) {
      throw new Error(`${fileVariable}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? "error"})`, { cause: error });
    }
    env[name] = value.replace(/\r?\n+$/, "");
    delete env[fileVariable];
  }
  return env;
}
