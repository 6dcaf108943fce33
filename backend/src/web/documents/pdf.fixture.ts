import { inflateSync } from 'node:zlib';

export interface ParsedPdf {
  version: string;
  /** The body of each object, by number. */
  objects: Map<number, string>;
  trailer: string;
  title: string;
  /** The text shown on each page, one line per text operator. */
  pages: string[][];
}

function unescapePdfString(body: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== '\\') {
      bytes.push(body.charCodeAt(i));
      continue;
    }
    const octal = /^[0-7]{3}/.exec(body.slice(i + 1));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      i += 3;
    } else bytes.push(body.charCodeAt(++i));
  }
  return Buffer.from(bytes).toString('latin1');
}

const STRING = /\(((?:\\.|[^\\)])*)\)/g;

/**
 * For specs: reads a PDF the way a viewer starts to, and throws on any structural fault: header,
 * startxref pointing at the xref table, 20-byte xref entries whose offsets land on `n 0 obj`, a
 * trailer whose /Size matches, a page tree whose /Count matches its kids, streams whose /Length is
 * right and which inflate.
 */
export function parsePdf(pdf: Buffer): ParsedPdf {
  const text = pdf.toString('latin1');
  const header = /^%PDF-(1\.\d)\n/.exec(text);
  if (!header) throw new Error('no PDF header');
  const tail = /startxref\n(\d+)\n%%EOF\n$/.exec(text);
  if (!tail) throw new Error('no startxref and %%EOF at the end');
  const xrefAt = Number(tail[1]);
  const xref = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  if (!xref) throw new Error(`startxref ${xrefAt} does not point at the xref table`);
  const size = Number(xref[1]);
  const entriesAt = xrefAt + xref[0].length;
  const objects = new Map<number, string>();
  for (let n = 0; n < size; n++) {
    const entry = text.slice(entriesAt + n * 20, entriesAt + (n + 1) * 20);
    if (!/^\d{10} \d{5} [nf] \n$/.test(entry))
      throw new Error(`xref entry ${n} is malformed: ${JSON.stringify(entry)}`);
    if (n === 0) continue;
    const offset = Number(entry.slice(0, 10));
    const opening = `${n} 0 obj\n`;
    if (!text.startsWith(opening, offset))
      throw new Error(`xref entry ${n} points at ${offset}, not at object ${n}`);
    const end = text.indexOf('\nendobj\n', offset);
    objects.set(n, text.slice(offset + opening.length, end));
  }
  const trailer = text.slice(entriesAt + size * 20, xrefAt + (text.length - xrefAt));
  if (!trailer.startsWith('trailer\n') || !trailer.includes(`/Size ${size} `))
    throw new Error('trailer /Size is wrong');

  const object = (ref: string) => {
    const found = objects.get(Number(ref));
    if (found === undefined) throw new Error(`object ${ref} is missing`);
    return found;
  };
  const root = object(/\/Root (\d+) 0 R/.exec(trailer)?.[1] ?? '');
  const tree = object(/\/Pages (\d+) 0 R/.exec(root)?.[1] ?? '');
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => m[1]);
  if (Number(/\/Count (\d+)/.exec(tree)?.[1]) !== kids.length) throw new Error('/Count does not match /Kids');

  const pages = kids.map((kid) => {
    const stream = object(/\/Contents (\d+) 0 R/.exec(object(kid))?.[1] ?? '');
    const head = /^<< \/Length (\d+) \/Filter \/FlateDecode >>\nstream\n/.exec(stream);
    if (!head) throw new Error('content stream without /Length');
    const data = Buffer.from(stream.slice(head[0].length), 'latin1');
    const length = Number(head[1]);
    if (data.subarray(length).toString('latin1') !== '\nendstream')
      throw new Error('stream /Length is wrong');
    const content = inflateSync(data.subarray(0, length)).toString('latin1');
    return [...content.matchAll(STRING)].map((m) => unescapePdfString(m[1]));
  });
  const info = object(/\/Info (\d+) 0 R/.exec(trailer)?.[1] ?? '');
  const title = unescapePdfString(/\/Title \(((?:\\.|[^\\)])*)\)/.exec(info)?.[1] ?? '');
  return { version: header[1], objects, trailer, title, pages };
}
