import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

const INTEGER = /^(0|[1-9][0-9]{0,77})$/;

function parse(value: unknown): string {
  const text = typeof value === "bigint" ? value.toString() : value;
  if (typeof text !== "string" || !INTEGER.test(text)) {
    throw new GraphQLError("TokenAmount must be a non-negative integer string in token units", {
      extensions: { code: "BAD_USER_INPUT" },
    });
  }
  return text;
}

/** Exact token amounts (6 decimals) as decimal integer strings: never floats. */
export const TokenAmountScalar = new GraphQLScalarType({
  name: "TokenAmount",
  description: "Integer amount in token units (6 decimals), as a decimal string",
  serialize: (v) => parse(v),
  parseValue: (v) => parse(v),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError("TokenAmount must be a string", { extensions: { code: "BAD_USER_INPUT" } });
    return parse(ast.value);
  },
});

const SIGNED = /^-?(0|[1-9][0-9]{0,77})$/;

/** A token amount that may be negative (a house result), as a decimal integer string. */
export const SignedTokenAmountScalar = new GraphQLScalarType({
  name: "SignedTokenAmount",
  description: "Integer amount in token units (6 decimals) that may be negative, as a decimal string",
  serialize: (v) => {
    const text = typeof v === "bigint" ? v.toString() : v;
    if (typeof text !== "string" || !SIGNED.test(text)) throw new GraphQLError("SignedTokenAmount must be an integer string");
    return text;
  },
  parseValue: () => {
    throw new GraphQLError("SignedTokenAmount is output only", { extensions: { code: "BAD_USER_INPUT" } });
  },
});
