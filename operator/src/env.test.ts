import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.js";

const dir = mkdtempSync(join(tmpdir(), "sunrise-operator-env-"));
const KEY = `0x${"11".repeat(32)}`;
const VALIDATORS = [`0x${"22".repeat(32)}`, `0x${"33".repeat(32)}`];

describe("operator settings", () => {
  it("takes its keys and secrets from mounted files (NAME_FILE)", () => {
    writeFileSync(join(dir, "dealer"), `${KEY}\n`);
    writeFileSync(join(dir, "validators"), `${VALIDATORS.join(",")}\n`);
    writeFileSync(join(dir, "secret"), "a-production-dealer-secret\n");
    const env = loadEnv({
      DATABASE_URL: "postgres://db/sunrise",
      DEPLOYMENTS_FILE: "/srv/deployments.json",
      DEALER_KEY_FILE: join(dir, "dealer"),
      VALIDATOR_KEYS_FILE: join(dir, "validators"),
      DEALER_SECRET_FILE: join(dir, "secret"),
    });
    expect(env.DEALER_KEY).toBe(KEY);
    expect(env.VALIDATOR_KEYS).toEqual(VALIDATORS);
    expect(env.DEALER_SECRET).toBe("a-production-dealer-secret");
    expect(env.DEPLOYMENTS_FILE).toBe("/srv/deployments.json");
  });

  it("refuses a malformed key read from a file like one from the environment", () => {
    writeFileSync(join(dir, "bad"), "not-a-key\n");
    expect(() => loadEnv({ DATABASE_URL: "postgres://db/sunrise", VALIDATOR_KEYS_FILE: join(dir, "bad") })).toThrow();
  });
});
