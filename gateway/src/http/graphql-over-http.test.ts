import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverAudits } from "graphql-http";
import { startTestGateway, type TestGateway } from "../_test/gateway.js";

/** The SHOULDs we promise besides every MUST: 200 + errors for application/json, 4xx for graphql-response+json. */
const REQUIRED_SHOULDS = new Set(["572B", "FDE2", "7B9B"]);

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_IP_PER_MINUTE: "100000" });
});
afterAll(async () => t?.close());

/** Every MUST and the promised SHOULDs; the remaining SHOULDs and MAYs are not promised, so not run. */
const audits = serverAudits({ url: () => `${t.url}/graphql` }).filter((a) => a.name.startsWith("MUST") || REQUIRED_SHOULDS.has(a.id));

describe("GraphQL over HTTP (graphql-http audit)", () => {
  it("audits every MUST and the three promised SHOULDs", () => {
    expect(audits.filter((a) => REQUIRED_SHOULDS.has(a.id)).length).toBe(REQUIRED_SHOULDS.size);
    expect(audits.length).toBeGreaterThan(REQUIRED_SHOULDS.size);
  });
  for (const audit of audits) {
    it(`${audit.id} ${audit.name}`, async () => {
      const result = await audit.fn();
      const reason = result.status === "ok" ? "" : `${result.reason}: ${result.response.status} ${await result.response.text().catch(() => "")}`;
      expect(reason).toBe("");
    });
  }
});
