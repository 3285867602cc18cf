/**
 * The §8 error widget as every element shows it. It was a chunk of its own, loaded on the first
 * error; but the first error is often the network going away, and then the widget's own chunk
 * could not load either and the element emptied (issue 27). It is in the shared runtime chunk
 * now, which every element already has; the name stays for its many users.
 */
import { ErrorNotice, type ErrorNoticeProps } from './error-notice';

export function LazyErrorNotice(props: ErrorNoticeProps) {
  return <ErrorNotice {...props} />;
}
