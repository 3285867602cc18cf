/**
 * The states every screen shows around its data: `Loaded` (a resource's wait, its failure with a
 * Retry, then its data), `Failure` (the §8 widget and a Retry, one per `ErrorGroup`) and
 * `SignInPrompt` (a wait until the session is known, then the feature's own "sign in" words).
 */
import type { ReactNode } from 'react';
import type { ApiError } from '../api/contract';
import type { Resource } from '../state/resource';
import { ErrorNotice } from './error-notice';
import { useGroupedFailure } from './error-group';
import { RetryText } from './retry-text';
import { Spinner } from './spinner';
import { useStyles } from './styles';
import css from './loaded.css?inline';

/** Loading and error states of a resource; `children` gets the data. */
export function Loaded<T>({
  resource,
  children,
  compact,
}: {
  resource: Resource<T> & { reload(): void };
  children: (data: T) => ReactNode;
  compact?: boolean;
}) {
  useStyles(css);
  if (resource.status === 'loading')
    return (
      <div className="loaded-wait" aria-busy="true">
        <Spinner size={compact ? 'md' : undefined} />
      </div>
    );
  if (resource.status === 'error') return <Failure error={resource.error} retry={resource.reload} />;
  return <>{children(resource.data)}</>;
}

/** A failure and its Retry; inside an `ErrorGroup` only the group's first shows, and retries every part. */
export function Failure({ error, retry }: { error: ApiError; retry(): void }) {
  useStyles(css);
  const grouped = useGroupedFailure(retry);
  if (!grouped.shown) return null;
  return (
    <div className="loaded-failure">
      <ErrorNotice code={error.Code} message={error.Message} trace={error.trace} />
      <button type="button" className="loaded-failure__retry" onClick={grouped.retry}>
        <RetryText />
      </button>
    </div>
  );
}

/**
 * What a player's own screen shows without a player: a wait while the session is being opened,
 * then the feature's words (`children`, from its own catalog) saying that signing in shows it.
 */
export function SignInPrompt({
  ready,
  className = 'sign-in-prompt',
  children,
}: {
  ready: boolean;
  className?: string;
  children: ReactNode;
}) {
  useStyles(css);
  if (!ready)
    return (
      <div className="loaded-wait" aria-busy="true">
        <Spinner />
      </div>
    );
  return (
    <p className={className} role="status">
      {children}
    </p>
  );
}
