import type { Logger } from '../../ports';

/** A Logger that keeps every entry as one JSON line, so tests can search all that was logged. */
export function createRecordingLogger(): Logger & { lines: string[]; text: () => string } {
  const lines: string[] = [];
  const record = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    lines.push(JSON.stringify({ level, message, ...fields }));
  };
  return { lines, info: record('info'), error: record('error'), text: () => lines.join('\n') };
}
