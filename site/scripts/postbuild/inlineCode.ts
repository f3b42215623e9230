import { Parser } from 'htmlparser2';

/** The code a page carries in its markup, as the browser reads it, which a hash-based policy must allow. */
export interface InlineCode {
  /** Bodies of the scripts that run: no src, and no data type such as JSON-LD. */
  scripts: string[];
  /** Style attribute values, entities decoded. */
  styleAttributes: string[];
  /** Text of the <style> elements. */
  styleElements: string[];
}

/** Data blocks (JSON-LD) never run, so they need no hash. */
const isExecutable = (attributes: Record<string, string>) => {
  if ('src' in attributes) return false;
  const type = attributes.type?.trim().toLowerCase();
  return type === undefined || type === '' || type === 'module' || type === 'text/javascript';
};

/**
 * One pass of htmlparser2 over the page: it tokenises as a browser does (quoted attributes that hold
 * `>`, entities in attribute values, script and style bodies as raw text), which the patterns this
 * replaced did not.
 */
export function inlineCode(html: string): InlineCode {
  const code: InlineCode = { scripts: [], styleAttributes: [], styleElements: [] };
  let open: { into: string[]; text: string } | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.style !== undefined) code.styleAttributes.push(attributes.style);
      if (name === 'script' && isExecutable(attributes)) open = { into: code.scripts, text: '' };
      if (name === 'style') open = { into: code.styleElements, text: '' };
    },
    ontext(text) {
      if (open) open.text += text;
    },
    onclosetag(name) {
      if ((name === 'script' || name === 'style') && open) {
        open.into.push(open.text);
        open = undefined;
      }
    },
  });
  parser.end(html);
  return code;
}
