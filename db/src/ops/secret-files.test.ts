import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withSecretFiles } from "./secret-files.js";

const NAMES = ["DEALER_KEY", "VALIDATOR_KEYS", "SESSION_SECRET", "DEPLOYER_KEY"];
const dir = mkdtempSync(join(tmpdir(), "sunrise-secrets-"));
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

describe("withSecretFiles", () => {
  it("reads NAME from the file NAME_FILE names, without its trailing newline", () => {
    const env = withSecretFiles({ DEALER_KEY_FILE: file("dealer", "0xabc\n"), OTHER: "x" }, NAMES);
    expect(env).toEqual({ DEALER_KEY: "0xabc", OTHER: "x" });
  });

  it("keeps the inner content of a multi-line secret", () => {
    expect(withSecretFiles({ VALIDATOR_KEYS_FILE: file("validators", "0x1,\n0x2\n\n") }, NAMES).VALIDATOR_KEYS).toBe("0x1,\n0x2");
  });

  it("refuses a variable set both ways", () => {
    expect(() => withSecretFiles({ SESSION_SECRET: "a", SESSION_SECRET_FILE: file("session", "b") }, NAMES)).toThrow(
      "Both SESSION_SECRET and SESSION_SECRET_FILE are set",
    );
  });

  it("names the variable and the path of a file it cannot read", () => {
    expect(() => withSecretFiles({ DEPLOYER_KEY_FILE: join(dir, "missing") }, NAMES)).toThrow(/DEPLOYER_KEY_FILE: cannot read .*missing \(ENOENT\)/);
  });

  it("reads only the settings it is given, leaving other *_FILE variables alone", () => {
    const other = { DEPLOYMENTS_FILE: "/srv/local.json", TF_CLI_CONFIG_FILE: join(dir, "missing") };
    expect(withSecretFiles(other, NAMES)).toEqual(other);
  });
});
