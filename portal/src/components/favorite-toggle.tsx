/**
 * The favourite toggle of a published workflow or smart instruction (001 §3 "Only a published
 * item shows favourite and share buttons"; 002 §3 likes). A pressed toggle button; the list of
 * favourites is /home/favorites.
 */
import { t } from '../i18n/t';
import { toggleLike, useLike, type LikeKind } from '../lib/use-likes';
import './favorite-toggle.css';

export function FavoriteToggle({ kind, id, title }: { kind: LikeKind; id: string; title: string }) {
  const { liked, busy } = useLike(kind, id);
  const label = t(liked ? 'home.favorite.remove' : 'home.favorite.add', { name: title });
  return (
    <button
      type="button"
      className={liked ? 'icon-button favorite-toggle liked' : 'icon-button favorite-toggle'}
      aria-pressed={liked}
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      data-testid="favorite-toggle"
      onClick={() => void toggleLike(kind, id)}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
    </button>
  );
}
