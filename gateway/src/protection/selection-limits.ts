import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from "graphql";
import { refuseInput } from "../errors.js";

export interface SelectionLimits {
  /** Fields (aliases included) directly under the operation's root. */
  maxRootFields: number;
  /** Fields of the whole operation once every fragment is spread in place. */
  maxFields: number;
}

/** Counts are saturated here: a fragment spread many times over can otherwise overflow. */
const CAP = 1e12;

/**
 * Counts an operation's fields with every fragment spread in place, remembering each fragment's count,
 * so a "fragment bomb" (each fragment spreading the next twice) is counted in linear time.
 */
export function countSelections(document: DocumentNode, operation: OperationDefinitionNode): { rootFields: number; fields: number } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const memo = new Map<string, number>();
  const inProgress = new Set<string>();

  const fragmentCount = (name: string, count: (set: SelectionSetNode) => number): number => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const frag = fragments.get(name);
    if (!frag || inProgress.has(name)) return 0;
    inProgress.add(name);
    const n = count(frag.selectionSet);
    inProgress.delete(name);
    memo.set(name, n);
    return n;
  };
  const all = (set: SelectionSetNode): number => {
    let n = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) n += 1 + (s.selectionSet ? all(s.selectionSet) : 0);
      else if (s.kind === Kind.INLINE_FRAGMENT) n += all(s.selectionSet);
      else n += fragmentCount(s.name.value, all);
      if (n > CAP) return CAP;
    }
    return n;
  };
  const rootMemo = new Map<string, number>();
  const roots = (set: SelectionSetNode, seen: Set<string>): number => {
    let n = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) n += 1;
      else if (s.kind === Kind.INLINE_FRAGMENT) n += roots(s.selectionSet, seen);
      else if (!seen.has(s.name.value)) {
        const name = s.name.value;
        const frag = fragments.get(name);
        if (!rootMemo.has(name)) rootMemo.set(name, frag ? roots(frag.selectionSet, new Set(seen).add(name)) : 0);
        n += rootMemo.get(name)!;
      }
      if (n > CAP) return CAP;
    }
    return n;
  };
  return { rootFields: roots(operation.selectionSet, new Set()), fields: all(operation.selectionSet) };
}

/** Refuses an operation selecting too many fields (aliases and spread fragments count) with BAD_USER_INPUT. */
export function checkSelections(document: DocumentNode, operation: OperationDefinitionNode, limits: SelectionLimits): void {
  const { rootFields, fields } = countSelections(document, operation);
  if (rootFields > limits.maxRootFields) throw refuseInput(`Operation selects ${rootFields} root fields; the limit is ${limits.maxRootFields}`);
  if (fields > limits.maxFields) throw refuseInput(`Operation selects ${fields >= CAP ? "too many" : fields} fields; the limit is ${limits.maxFields}`);
}
