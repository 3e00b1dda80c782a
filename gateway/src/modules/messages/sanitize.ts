import sanitizeHtml from "sanitize-html";

/** Tags a message's HTML may use: text structure, lists, tables, links and pictures. Everything else goes, with any script or style text. */
export const ALLOWED_TAGS = [
  "p", "br", "hr", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "del", "sub", "sup", "small", "mark",
  "blockquote", "code", "pre", "ul", "ol", "li", "a", "img", "span", "div",
  "table", "thead", "tbody", "tr", "th", "td", "figure", "figcaption",
] as const;

/** Where a link may go: another site over https, a mail address, a path or an anchor on this one. */
const LINK = /^(?:https:|mailto:|\/(?!\/)|#)/i;
/** Where a picture may come from: another site over https, or this one (uploads). */
const PICTURE = /^(?:https:|\/(?!\/))/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    ol: ["start"],
  },
  // Links: https, mail and paths on this site; pictures: https and this site's own (/uploads/…).
  allowedSchemes: ["https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "iframe", "object", "embed", "svg", "math", "template", "xmp", "noembed", "noframes", "plaintext"],
  enforceHtmlBoundary: false,
  transformTags: {
    // Links to other sites open in a new tab without handing it this window.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, href, ...rest } = attribs;
      const url = href?.trim();
      if (!url || !LINK.test(url)) return { tagName, attribs: rest };
      return { tagName, attribs: /^https:/i.test(url) ? { href: url, ...rest, target: "_blank", rel: "noopener noreferrer nofollow" } : { href: url, ...rest } };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      const url = src?.trim();
      return { tagName, attribs: url && PICTURE.test(url) ? { src: url, ...rest } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Limit of a message's HTML before sanitising (the overlay is for notices, not documents). */
export const MAX_HTML_LENGTH = 50_000;

/**
 * A message's HTML reduced to the allow-list (sanitize-html): no scripts, event handlers, styles,
 * frames or forms, and only https/mailto/relative URLs. Null when nothing visible remains.
 */
export function sanitizeMessageHtml(html: string): string | null {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === "" ? null : clean;
}
