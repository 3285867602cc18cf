/** §2 spinner: sizes sm–2xl, default 50 px. */
import { useLingui } from '@lingui/react/macro';
import { useStyles } from './styles';
import css from './spinner.css?inline';

export type SpinnerSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl';
export const SPINNER_PX: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 32, xl: 40, '2xl': 64 };

export function Spinner({ size }: { size?: SpinnerSize }) {
  const { t } = useLingui();
  useStyles(css);
  const px = size ? SPINNER_PX[size] : 50;
  return (
    <span className="spinner" role="status" style={{ width: px, height: px }}>
      <span className="visually-hidden">{t({ id: 'common.loading', message: 'Loading…' })}</span>
    </span>
  );
}
