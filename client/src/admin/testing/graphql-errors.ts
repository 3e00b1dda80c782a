import { GraphQLError } from "graphql";

/** The gateway's refusal of one input, as `BAD_USER_INPUT` with the field it names. */
export const badInput = (field: string, message: string) => new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", field } });

export const gqlError = (code: string, message: string) => new GraphQLError(message, { extensions: { code } });

/** Mock data for a type read through a fragment: the cache matches fragments by `__typename`. */
export const typed = <T extends object>(typename: string, value: T): T => ({ __typename: typename, ...value }) as T;
