import { useT } from './i18n';
import { Icon } from './icons';

/** The bookmark icon of a workspace (000 §2): pressed when it is a favourite. */
export function FavouriteButton({
  name,
  liked,
  busy,
  onToggle,
  testId,
}: {
  name: string;
  liked: boolean;
  busy: boolean;
  onToggle: () => void;
  testId: string;
}) {
  const t = useT();
  const label = liked ? t('shell.favourite.remove', { name }) : t('shell.favourite.add', { name });
  return (
    <button
      type="button"
      className={liked ? 'bookmark liked' : 'bookmark'}
      aria-pressed={liked}
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      data-testid={testId}
      onClick={onToggle}
    >
      <Icon name="bookmark" filled={liked} />
    </button>
  );
}
