import { useSearchParams } from 'react-router';
import { t } from '../../i18n/t';

/**
 * The skills lists' search box: Enter puts the trimmed keyword in the address (`?keyword=`), so
 * a reload or a shared link keeps it; an empty one clears it. Returns the current keyword too.
 */
export function useKeyword(): string {
  const [params] = useSearchParams();
  return params.get('keyword') ?? '';
}

export function KeywordSearch({ testId }: { testId: string }) {
  const [params, setParams] = useSearchParams();
  return (
    <search className="skill-search">
      <input
        type="search"
        aria-label={t('skills.search')}
        placeholder={t('skills.search')}
        defaultValue={params.get('keyword') ?? ''}
        data-testid={testId}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          const value = e.currentTarget.value.trim();
          setParams(value ? { keyword: value } : {}, { replace: true });
        }}
      />
    </search>
  );
}
