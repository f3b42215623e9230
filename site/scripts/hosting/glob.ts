/**
 * Firebase Hosting matches `source` patterns with minimatch after giving them a leading slash
 * (superstatic: glob-slasher + minimatch). This is the subset firebase.json uses, to the same
 * rules: `*` and `?` stay inside one path segment, `**` spans segments (and `/a/**` matches `/a`
 * itself), `{a,b}` and `@(a|b)` are alternatives, `[...]` a character class.
 */
export function globToRegExp(glob: string): RegExp {
  const source = glob.startsWith('/') ? glob : `/${glob}`;
  let pattern = '';
  for (let i = 0; i < source.length; i++) {
    const c = source.charAt(i);
    if (source.startsWith('/**/', i)) {
      pattern += '(?:/.*)?/';
      i += 3;
    } else if (source.startsWith('/**', i) && i + 3 === source.length) {
      pattern += '(?:/.*)?';
      i += 2;
    } else if (source.startsWith('**', i)) {
      pattern += '.*';
      i += 1;
    } else if (c === '*') {
      pattern += '[^/]*';
    } else if (c === '?') {
      pattern += '[^/]';
    } else if (c === '{') {
      const end = source.indexOf('}', i);
      pattern += `(?:${source
        .slice(i + 1, end)
        .split(',')
        .map(escape)
        .join('|')})`;
      i = end;
    } else if (c === '@' && source.charAt(i + 1) === '(') {
      const end = source.indexOf(')', i);
      pattern += `(?:${source
        .slice(i + 2, end)
        .split('|')
        .map(escape)
        .join('|')})`;
      i = end;
    } else if (c === '[') {
      const end = source.indexOf(']', i);
      pattern += source.slice(i, end + 1);
      i = end;
    } else {
      pattern += escape(c);
    }
  }
  return new RegExp(`^${pattern}$`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
