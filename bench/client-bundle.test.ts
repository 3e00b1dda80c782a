import { describe, expect, it } from "vitest";
import { firstLoadScripts } from "./client-bundle.js";

describe("the lobby's first-load scripts", () => {
  it("are the module entry and every modulepreload of index.html, once each, and not lazy chunks or styles", () => {
    const html = `<script type="module" crossorigin src="/assets/main-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js"><link rel="modulepreload" crossorigin href="/assets/main-a.js">
      <link rel="stylesheet" crossorigin href="/assets/main-c.css"><script>window.x = 1</script>`;
    expect(firstLoadScripts(html)).toEqual(["/assets/main-a.js", "/assets/react-b.js"]);
  });
});
