import { GraphQLError, parse, type DocumentNode } from "graphql";

export interface SourceLimits {
  /** Lexer tokens one document may hold (graphql's own `maxTokens`). */
  maxTokens: number;
  /** Brackets (`{`, `(`, `[`) one document may nest; the parser recurses once per level. */
  maxNesting: number;
}

const parseFailed = (message: string) => new GraphQLError(message, { extensions: { code: "GRAPHQL_PARSE_FAILED", http: { status: 400 } } });

/**
 * How deeply brackets nest, skipping strings, block strings and comments. Runs in one pass without
 * recursion, so a document nested thousands of levels is refused before the parser can blow the stack.
 */
export function bracketNesting(source: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "#") {
      while (i < source.length && source[i] !== "\n" && source[i] !== "\r") i++;
    } else if (c === '"') {
      if (source.startsWith('"""', i)) {
        const end = source.indexOf('"""', i + 3);
        // Escaped \""" inside a block string is rare enough to count as the end: nesting is only over-counted.
        i = end === -1 ? source.length : end + 2;
      } else {
        for (i++; i < source.length && source[i] !== '"' && source[i] !== "\n"; i++) if (source[i] === "\\") i++;
      }
    } else if (c === "{" || c === "(" || c === "[") {
      if (++depth > max) max = depth;
    } else if (c === "}" || c === ")" || c === "]") {
      depth = Math.max(0, depth - 1);
    }
  }
  return max;
}

/** Refuses a source nested too deeply; GRAPHQL_PARSE_FAILED with HTTP 400 like any parse failure. */
export function checkSource(source: string, limits: SourceLimits): void {
  const nesting = bracketNesting(source);
  if (nesting > limits.maxNesting) throw parseFailed(`Document nests ${nesting} levels of brackets; the limit is ${limits.maxNesting}`);
}

/** Parses a document within the limits (WebSocket operations; Apollo parses HTTP ones with the same options). */
export function parseWithinLimits(source: string, limits: SourceLimits): DocumentNode {
  checkSource(source, limits);
  try {
    return parse(source, { maxTokens: limits.maxTokens });
  } catch (e) {
    throw parseFailed(e instanceof GraphQLError ? e.message : "Syntax Error");
  }
}
