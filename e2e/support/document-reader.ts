// Reads a served HTML document without a browser, as a crawler or a link-preview bot
// would: parse5, the HTML parser jsdom uses.
import { parse } from 'parse5';

interface Node {
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
}

function* walk(node: Node): Generator<Node> {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* walk(child);
  }
}

const textOf = (node: Node): string => (node.childNodes ?? []).map((child) => child.value ?? textOf(child)).join('');

export interface DocumentElement {
  tag: string;
  attr(name: string): string | undefined;
  text: string;
  find(tag: string, where?: (element: DocumentElement) => boolean): DocumentElement[];
}

function wrap(node: Node): DocumentElement {
  return {
    tag: node.tagName!,
    attr: (name) => node.attrs?.find((item) => item.name === name)?.value,
    get text() {
      return textOf(node).replace(/\s+/g, ' ').trim();
    },
    find: (tag, where = () => true) => [...walk(node)].filter((child) => child.tagName === tag).map(wrap).filter(where),
  };
}

/** The document's root element, to query. */
export function readDocument(html: string): DocumentElement {
  return wrap({ tagName: '#document', childNodes: (parse(html) as unknown as Node).childNodes });
}
