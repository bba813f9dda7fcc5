import MagicString from 'magic-string';

/** The few ESTree shapes the stripper reads (what Vite's `this.parse` and rolldown's `parseAst` return). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface PropertyNode extends Node {
  type: 'Property';
  key: Node & { name?: string; value?: unknown };
  value: Node & { value?: unknown; expressions?: unknown[] };
  computed: boolean;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** A property's name when it is written plainly (`id`, `'id'`), not computed. */
function keyName(property: PropertyNode): string | undefined {
  if (property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  return typeof property.key.value === 'string' ? property.key.value : undefined;
}

/** A string written in the code: a string literal, or a template literal with nothing interpolated. */
function isPlainString(node: PropertyNode['value']): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  return node.type === 'TemplateLiteral' && (node.expressions?.length ?? 0) === 0;
}

/**
 * Removes `defaultMessage` and `description` from every message descriptor of `code` whose `id` is in `ids`:
 * `defineMessages` entries, `formatMessage` arguments and the props of `<FormattedMessage>` once JSX is compiled
 * (all of them object literals with a literal `id`). A descriptor whose id is not in `ids`, or whose default is
 * computed, is left whole, so nothing loses the text it would fall back to. Returns null when nothing changed.
 */
export function stripDefaultMessages(
  code: string,
  program: unknown,
  ids: ReadonlySet<string>,
): MagicString | null {
  const output = new MagicString(code);
  let changed = false;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'ObjectExpression') strip(node.properties as Node[]);
    for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value);
  };
  const strip = (properties: Node[]) => {
    const plain = properties.filter((p): p is PropertyNode => p.type === 'Property');
    const id = plain.find((p) => keyName(p) === 'id');
    if (!id || id.value.type !== 'Literal' || typeof id.value.value !== 'string' || !ids.has(id.value.value))
      return;
    for (const property of plain) {
      const name = keyName(property);
      if ((name !== 'defaultMessage' && name !== 'description') || !isPlainString(property.value)) continue;
      // The property and the comma after it, if any: `{ id: 'a', defaultMessage: 'b' }` becomes `{ id: 'a', }`.
      let end = property.end;
      while (end < code.length && /\s/.test(code[end] ?? '')) end += 1;
      output.remove(property.start, code[end] === ',' ? end + 1 : property.end);
      changed = true;
    }
  };
  visit(program);
  return changed ? output : null;
}
