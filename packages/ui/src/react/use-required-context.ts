import { useContext } from 'react';
import type { Context } from 'react';

/** Reads a compound component's context; a part used outside its container is a usage error. */
export function useRequiredContext<T>(
  context: Context<T | null>,
  part: string,
  container: string,
): T {
  const value = useContext(context);
  if (value === null) {
    throw new Error(
      `<${part}> must be used inside <${container}> (000 §5: ${part} items belong to a ${container} container).`,
    );
  }
  return value;
}
