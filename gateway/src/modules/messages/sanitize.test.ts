import { describe, expect, it } from "vitest";
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { ALLOWED_TAGS, sanitizeMessageHtml } from "./sanitize.js";
import { XSS_CORPUS } from "./xss-corpus.fixture.js";

type Node = DefaultTreeAdapterMap["childNode"];

const ATTRIBUTES: Record<string, string[]> = { a: ["href", "title", "target", "rel"], img: ["src", "alt", "title", "width", "height"], td: ["colspan", "rowspan"], th: ["colspan", "rowspan", "scope"], ol: ["start"] };

/** A URL a browser would follow without running anything: https, mailto (links) or a path on this site. */
function safeUrl(value: string, tag: string): boolean {
  // Browsers ignore these inside a scheme; so must we when judging one.
  const squeezed = [...value].filter((c) => c.charCodeAt(0) > 0x20 && (c.charCodeAt(0) < 0x7f || c.charCodeAt(0) > 0x9f)).join("").toLowerCase();
  if (squeezed.startsWith("//")) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(squeezed)?.[1];
  if (!scheme) return value.startsWith("/") || (tag === "a" && value.startsWith("#"));
  return tag === "img" ? scheme === "https" : scheme === "https" || scheme === "mailto";
}

/** What in the sanitised HTML a browser (parse5 parses as browsers do) could run or load: every element, attribute and URL checked. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.nodeName === "#comment") found.push("comment");
      if (!("tagName" in node)) continue;
      if (!(ALLOWED_TAGS as readonly string[]).includes(node.tagName)) found.push(`<${node.tagName}>`);
      for (const attr of node.attrs) {
        if (!(ATTRIBUTES[node.tagName] ?? []).includes(attr.name)) found.push(`${node.tagName}[${attr.name}]`);
        else if ((attr.name === "href" || attr.name === "src") && !safeUrl(attr.value, node.tagName)) found.push(`${node.tagName}[${attr.name}=${attr.value}]`);
      }
      walk(node.childNodes);
      if (node.tagName === "template" && "content" in node) walk((node as unknown as { content: { childNodes: Node[] } }).content.childNodes);
    }
  };
  walk(parseFragment(html).childNodes);
  return found;
}

describe("message HTML sanitiser", () => {
  it(`leaves nothing that runs or loads from any of the ${XSS_CORPUS.length} evasion payloads`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThan(120);
    const survivors = XSS_CORPUS.flatMap((payload) => {
      const clean = sanitizeMessageHtml(payload) ?? "";
      const found = dangers(clean);
      return found.length ? [{ payload, clean, found }] : [];
    });
    expect(survivors).toEqual([]);
  });

  it("checks what it is told to check: the same walk finds the payloads' dangers before sanitising", () => {
    const raw = XSS_CORPUS.filter((p) => dangers(p).length > 0);
    expect(raw.length).toBeGreaterThan(XSS_CORPUS.length * 0.8);
  });

  it("keeps a notice's formatting, links and pictures, opening other sites in a new tab without an opener", () => {
    const html = `<h2>Weekend bonus</h2><p>Play <strong>baccarat</strong> and <em>win</em>: <a href="/bonus">details</a>, <a href="https://help.example/faq">help</a>.</p><ul><li>one</li></ul><img src="/uploads/0b6c5c10-6a3e-4f57-9d35-3b1a2a9f0c11" alt="promo">`;
    expect(sanitizeMessageHtml(html)).toBe(
      `<h2>Weekend bonus</h2><p>Play <strong>baccarat</strong> and <em>win</em>: <a href="/bonus">details</a>, <a href="https://help.example/faq" target="_blank" rel="noopener noreferrer nofollow">help</a>.</p><ul><li>one</li></ul><img src="/uploads/0b6c5c10-6a3e-4f57-9d35-3b1a2a9f0c11" alt="promo" />`,
    );
  });

  it("returns null when nothing visible is left", () => {
    expect(sanitizeMessageHtml(`<script>alert(1)</script><style>p{}</style>  `)).toBeNull();
  });
});
