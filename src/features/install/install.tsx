/** <ingame-install>: the install guide alone (ui/feature-scope brings its sheet and texts). */
import { FeatureScope } from '../../ui/feature-scope';
import { InstallGuideView, type InstallGuideProps } from './install-guide';
import css from './install.css?inline';
import { installCatalog } from './install.catalog';

export type InstallProps = Omit<InstallGuideProps, 'steps'>;

export function Install(props: InstallProps) {
  return (
    <FeatureScope css={css} catalog={installCatalog}>
      <InstallGuideView {...props} />
    </FeatureScope>
  );
}
