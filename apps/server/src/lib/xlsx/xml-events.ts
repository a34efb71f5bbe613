import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { XlsxError } from './xlsx-limits';

export type Attributes = Record<string, string>;

export interface XmlHandlers {
  open?(name: string, attributes: Attributes): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** `x:row` and `row` are the same element: some writers prefix SpreadsheetML's names. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function localAttributes(attributes: Record<string, string>): Attributes {
  const plain: Attributes = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (!name.startsWith('xmlns')) plain[localName(name)] = value;
  }
  return plain;
}

/**
 * Streams a part's XML through saxes (no DTD entities are expanded, so no entity bombs) into the handlers,
 * chunk by chunk: a part is never held whole. A handler may throw to stop reading.
 */
export async function parseXml(
  part: string,
  chunks: AsyncIterable<Buffer>,
  handlers: XmlHandlers,
): Promise<void> {
  const parser = new SaxesParser();
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag) =>
      open(localName(tag.name), localAttributes(tag.attributes as Record<string, string>)),
    );
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of chunks) parser.write(decoder.write(chunk));
    parser.write(decoder.end());
    parser.close();
  } catch (error) {
    if (error instanceof XlsxError) throw error;
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new XlsxError('corrupt', `corrupt xlsx: ${part} is not readable XML (${detail})`);
  }
}
