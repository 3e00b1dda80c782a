import { getOperationAST, getVariableValues, Kind, type DocumentNode, type FieldNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { ErrorCode, refuseInput, requestError } from "../errors.js";
import { refuseNulStrings } from "./nul-strings.js";
import { checkQueryCost } from "./query-cost.js";
import type { RateLimits } from "./rate-limits.js";
import { checkSelections, type SelectionLimits } from "./selection-limits.js";
import type { SourceLimits } from "./source-limits.js";

export interface OperationLimits extends SourceLimits, SelectionLimits {
  maxDepth: number;
  maxCost: number;
}

/** What every transport (HTTP and WebSocket) admits operations with. */
export interface Admission {
  schema: GraphQLSchema;
  rateLimits: RateLimits;
  limits: OperationLimits;
}

export interface OperationRequest {
  /** Parsed and validated (depth included). */
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  ip: string;
  /** The signed-in address, if any: its operations are counted wherever they come from. */
  address?: string;
}

const SIGN_IN_FIELDS = new Set(["requestSignIn", "signIn"]);
const MAX_MESSAGE = 500;

const rootFieldNodes = (op: OperationDefinitionNode) => op.selectionSet.selections.filter((s): s is FieldNode => s.kind === Kind.FIELD);

function pickOperation(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (operation) return operation;
  throw requestError(ErrorCode.BAD_REQUEST, operationName != null ? "No operation in the document has that operationName" : "The document holds several operations: say which one to run with operationName");
}

function coerceVariables(schema: GraphQLSchema, operation: OperationDefinitionNode, variables: Record<string, unknown>): Record<string, unknown> {
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 5 });
  if (result.errors) throw refuseInput(result.errors.map((e) => e.message).join("; ").slice(0, MAX_MESSAGE));
  return result.coerced;
}

/**
 * The checks of one parsed, validated operation that depend only on it and its variables: an
 * operation to run (BAD_REQUEST), field and alias counts, variable coercion and NUL strings
 * (BAD_USER_INPUT, before anything reaches Postgres) and cost with the coerced variables. Returns
 * whether it signs in, for the rate limits. The same operation with the same variables always
 * gives the same answer, so a transport may keep it.
 */
export function checkOperation(admission: Admission, req: Omit<OperationRequest, "ip" | "address">): { signsIn: boolean } {
  const { schema, limits } = admission;
  const operation = pickOperation(req.document, req.operationName);
  checkSelections(req.document, operation, limits);
  const variables = req.variables ?? {};
  refuseNulStrings(req.document, coerceVariables(schema, operation, variables));
  const roots = rootFieldNodes(operation);
  const freeIntrospection = new Set(roots.filter((f) => f.name.value === "__schema").slice(0, 1));
  checkQueryCost(schema, req.document, variables, operation.name?.value, limits.maxCost, freeIntrospection);
  return { signsIn: roots.some((f) => SIGN_IN_FIELDS.has(f.name.value)) };
}

/** Counts an admitted operation: sign-in attempts per IP and operations per signed-in address (RATE_LIMITED). */
export async function countOperation(admission: Admission, req: Pick<OperationRequest, "ip" | "address">, signsIn: boolean): Promise<void> {
  if (signsIn) await admission.rateLimits.consumeSignIn(req.ip);
  if (req.address) await admission.rateLimits.consumeAddress(req.address);
}

/**
 * Admits one parsed, validated operation or throws a refusal with a stable code and HTTP status:
 * `checkOperation`, then `countOperation`. HTTP and WebSocket both call it per operation.
 */
export async function admitOperation(admission: Admission, req: OperationRequest): Promise<void> {
  const { signsIn } = checkOperation(admission, req);
  await countOperation(admission, req, signsIn);
}
