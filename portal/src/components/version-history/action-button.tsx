// A version's action (Compare, View, Restore as draft): the short label shown, and for screen
// readers the label naming the version it acts on (a table has one such button per row).
export function VersionAction({
  label,
  fullLabel,
  testId,
  onClick,
}: {
  label: string;
  fullLabel: string;
  testId: string;
  onClick: () => void;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={fullLabel} data-testid={testId}>
      {label}
    </button>
  );
}
