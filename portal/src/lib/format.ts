const pad2 = (n: number) => String(n).padStart(2, '0');

/** mm:ss for a card's or a step's length (minutes may pass 59); null reads as --:--. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) {
    return '--:--';
  }
  const whole = Math.round(seconds);
  return `${pad2(Math.floor(whole / 60))}:${pad2(whole % 60)}`;
}

/** The step title in a language, else in the workflow's language, else the first one given. */
export function stepTitle(title: Record<string, string>, ...languages: string[]): string {
  for (const lang of languages) {
    const text = title[lang]?.trim();
    if (text) return text;
  }
  return Object.values(title).find((text) => text.trim() !== '') ?? '';
}
