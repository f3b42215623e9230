import type { RecordedEvent } from '../analytics/analyticsEvent';

/** One line per event: when, which browser (the _ga id), the event and its parameters. */
export function formatEventList(events: readonly RecordedEvent[], dataDir: string): string {
  if (events.length === 0) return `No analytics events in ${dataDir}\n`;
  const lines = events.map((event) => {
    const params = Object.entries(event.params)
      .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
      .join(' ');
    return `${event.receivedAt.replace('T', ' ').slice(0, 19)}  ${event.clientId}  ${event.name}  ${params}`;
  });
  const count = events.length === 1 ? '1 event' : `${events.length} events`;
  return `${count} in ${dataDir}\n${lines.join('\n')}\n`;
}
