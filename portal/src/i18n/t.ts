import { en, type MessageKey } from './en';

export type { MessageKey };

/** The text for a key with `{name}` placeholders filled in. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A server's message: its text when it is a catalogue key, else the message as sent. */
export function messageOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message in en ? t(message as MessageKey) : message;
}
