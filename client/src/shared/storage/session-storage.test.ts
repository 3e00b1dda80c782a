import { beforeEach, describe, expect, it } from "vitest";
import { SECRET_KEY, StorageKey } from "./keys.js";
import { canRestore, captureRefCode, refCodeIn, clearIfNoLastLogin, readLogin, resetUser, saveLogin } from "./session-storage.js";
import { clearVisitorCookie, readVisitorCookie, VisitorCookie, writeVisitorCookie } from "./visitor-cookies.js";

const login = { address: "0xabc0000000000000000000000000000000000001", hash: "0xsig", nonce: "n1", token: "t" };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.values(VisitorCookie)) clearVisitorCookie(name);
});

describe("local storage rules", () => {
  it("reset clears the SPEC's keys and the secret but keeps unrelated ones", () => {
    saveLogin(login, "METAMASK", "io.metamask");
    for (const k of [StorageKey.internalBridgeType, StorageKey.windowId, StorageKey.lastClaim, StorageKey.userType]) localStorage.setItem(k, "x");
    writeVisitorCookie(VisitorCookie.refCode, "FRIEND7");
    sessionStorage.setItem(SECRET_KEY, "0xsecret");
    resetUser();
    expect(readLogin()).toBeNull();
    for (const k of [StorageKey.lastLogin, StorageKey.hashAndNonce, StorageKey.headers, StorageKey.loginType, StorageKey.windowId, StorageKey.lastClaim]) {
      expect(localStorage.getItem(k), k).toBeNull();
    }
    expect(sessionStorage.getItem(SECRET_KEY)).toBeNull();
    expect(readVisitorCookie(VisitorCookie.refCode)).toBe("FRIEND7");
  });

  it("clears everything at startup when no last-login entry exists", () => {
    localStorage.setItem("stale", "1");
    localStorage.setItem(StorageKey.hashAndNonce, "{}");
    clearIfNoLastLogin();
    expect(localStorage.getItem("stale")).toBeNull();
    expect(localStorage.getItem(StorageKey.hashAndNonce)).toBeNull();
  });

  it("clears all local storage at startup, while a guest's popup counts, language and referral code live on in cookies", () => {
    localStorage.setItem("popup-views", '{"p1":1}');
    localStorage.setItem("locale", "ja");
    writeVisitorCookie(VisitorCookie.popupViews, '{"p1":1}');
    writeVisitorCookie(VisitorCookie.locale, "ja");
    writeVisitorCookie(VisitorCookie.refCode, "FRIEND1");
    clearIfNoLastLogin();
    expect(localStorage.length).toBe(0);
    expect(Object.values(VisitorCookie).map(readVisitorCookie)).toEqual(["ja", "FRIEND1", '{"p1":1}']);
  });

  it("keeps storage at startup when a last-login entry exists", () => {
    saveLogin(login, "METAMASK", "io.metamask");
    clearIfNoLastLogin();
    expect(readLogin()?.login.address).toBe(login.address);
  });

  it("restores only for an injected wallet whose account matches", () => {
    expect(canRestore({ login, type: "METAMASK" }, login.address.toUpperCase().replace("0X", "0x"))).toBe(true);
    expect(canRestore({ login, type: "LOCAL" }, login.address)).toBe(true);
    expect(canRestore({ login, type: "METAMASK" }, "0xabc0000000000000000000000000000000000002")).toBe(false);
    expect(canRestore({ login, type: "METAMASK" }, undefined)).toBe(false);
    expect(canRestore({ login, type: "WALLET_CONNECT" }, login.address)).toBe(false);
  });

  it("captures a valid referral code from the URL only", () => {
    captureRefCode("?ref=FRIEND7");
    expect(readVisitorCookie(VisitorCookie.refCode)).toBe("FRIEND7");
    captureRefCode("?ref=x");
    expect(readVisitorCookie(VisitorCookie.refCode)).toBe("FRIEND7");
  });

  it("tells a valid referral code from one with the wrong length or characters", () => {
    expect(refCodeIn("")).toBe("none");
    expect(refCodeIn("?ref=ab_c-12")).toBe("ok");
    expect(refCodeIn("?ref=abcde")).toBe("invalid");
    expect(refCodeIn("?ref=abcdefghijklmnopqrstu")).toBe("invalid");
    expect(refCodeIn("?ref=friend%217")).toBe("invalid");
  });
});
