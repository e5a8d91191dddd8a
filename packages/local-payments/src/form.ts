/**
 * Stripe's request parameters: `application/x-www-form-urlencoded` with bracketed keys, as
 * stripe-node writes them (`line_items[0][price_data][unit_amount]=1000`, `expand[0]=latest_charge`,
 * and the `expand[]=…` form other clients use). Objects whose keys are all indexes become arrays.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const MAX_DEPTH = 8;

/** Splits `a[b][c]` into ['a', 'b', 'c']; undefined when the key is malformed. */
function keyPath(key: string): string[] | undefined {
  const open = key.indexOf('[');
  if (open === -1) return [key];
  const parts = [key.slice(0, open)];
  const rest = key.slice(open);
  const pattern = /\[([^[\]]*)\]/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(rest)) !== null) {
    parts.push(match[1]!);
    consumed = pattern.lastIndex;
  }
  if (consumed !== rest.length || parts[0] === '' || parts.length > MAX_DEPTH) return undefined;
  return parts;
}

type Tree = Map<string, Tree | string>;

function toValue(node: Tree | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = [...node.keys()];
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => toValue(node.get(String(index))!));
  }
  const out: FormObject = {};
  for (const key of keys)
    Object.defineProperty(out, key, { value: toValue(node.get(key)!), enumerable: true });
  return out;
}

/** Parses a form body or a query string; names the first key that is not well formed. */
export function parseForm(body: string): { params: FormObject } | { badKey: string } {
  const root: Tree = new Map();
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = keyPath(key);
    if (!parts) return { badKey: key };
    let node = root;
    for (let i = 0; i < parts.length; i++) {
      let part = parts[i]!;
      // `name[]` appends: the next free index.
      if (part === '') part = String(node.size);
      const last = i === parts.length - 1;
      if (last) {
        node.set(part, value);
        break;
      }
      let child = node.get(part);
      if (typeof child !== 'object') {
        child = new Map();
        node.set(part, child);
      }
      node = child;
    }
  }
  return { params: toValue(root) as FormObject };
}
