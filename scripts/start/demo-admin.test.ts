import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { User, UserTypeCode } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { devAddress } from "./config.js";
import { DEMO_ADMIN_ACCOUNT_INDEX, seedDemoAdmin } from "./demo-admin.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const ADDRESS = devAddress(DEMO_ADMIN_ACCOUNT_INDEX).toLowerCase();
const row = () => db.orm.em.fork().findOneOrFail(User, { address: ADDRESS });

describe("the demo staff account", () => {
  it("is the Local wallet's account 5, made ADMIN with no IP list", async () => {
    expect(ADDRESS).toBe("0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc");
    expect(await seedDemoAdmin(db.orm, devAddress(DEMO_ADMIN_ACCOUNT_INDEX))).toBe("created");
    expect(await row()).toMatchObject({ userType: UserTypeCode.ADMIN, ips: [], banned: false, suncAddress: null });
    expect(await seedDemoAdmin(db.orm, ADDRESS)).toBe("unchanged");
  });

  it("gets its rights back on the next start if they were changed, keeping its player data", async () => {
    await db.orm.em.fork().nativeUpdate(User, { address: ADDRESS }, { userType: UserTypeCode.SUPPORT, ips: ["10.0.0.0/8"], banned: true, name: "Demo" });
    expect(await seedDemoAdmin(db.orm, ADDRESS)).toBe("updated");
    expect(await row()).toMatchObject({ userType: UserTypeCode.ADMIN, ips: [], banned: false, name: "Demo" });
  });
});
