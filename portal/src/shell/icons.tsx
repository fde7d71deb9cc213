/** Inline icons (no icon font: every glyph renders whatever fonts the machine has). */
const PATHS = {
  plus: 'M12 5v14M5 12h14',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16ZM10 20a2 2 0 0 0 4 0',
  search: 'M11 4a7 7 0 1 1 0 14a7 7 0 0 1 0-14ZM16 16l4.5 4.5',
  sun: 'M12 8a4 4 0 1 1 0 8a4 4 0 0 1 0-8ZM12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z',
  bookmark: 'M7 4h10v16l-5-4-5 4Z',
  chevron: 'M9 6l6 6-6 6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  // Smart-instruction types (manual list, PDF page, video), for cards without a poster.
  list: 'M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1',
  document: 'M6 3h8l4 4v14H6ZM14 3v4h4M9 12h6M9 16h6',
  video: 'M4 6h11v12H4ZM15 10l5-3v10l-5-3',
  // The unpublished-content screen (001 §2).
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5Z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, filled = false }: { name: IconName; filled?: boolean }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
