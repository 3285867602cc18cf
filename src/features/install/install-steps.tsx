/** The §2 install steps, named in the page's language from the keys the platform sends. */
import { useLingui } from '@lingui/react/macro';
import type { InstallStepKey } from '../../api/contract';

export function useStepNames(): { ios(key: InstallStepKey): string; android(key: InstallStepKey): string } {
  const { t } = useLingui();
  const ios: Partial<Record<InstallStepKey, string>> = {
    openSafari: t({ id: 'install.ios.openSafari', message: 'Open this page in Safari.' }),
    tapDownload: t({ id: 'install.ios.tapDownload', message: 'Tap the download button.' }),
    allowProfile: t({ id: 'install.ios.allowProfile', message: 'Tap Allow to download the configuration profile.' }),
    openSettings: t({ id: 'install.ios.openSettings', message: 'Open the Settings app.' }),
    profileDownloaded: t({ id: 'install.ios.profileDownloaded', message: 'Tap "Profile Downloaded".' }),
    installProfile: t({ id: 'install.ios.installProfile', message: 'Tap Install and enter your passcode.' }),
    deviceManagement: t({
      id: 'install.ios.deviceManagement',
      message: 'Go to General, then VPN & Device Management.',
    }),
    trustApp: t({ id: 'install.ios.trustApp', message: "Trust the app: tap the developer's name, then Trust." }),
    openApp: t({ id: 'install.ios.openApp', message: 'Return to the home screen and open the app.' }),
  };
  const android: Partial<Record<InstallStepKey, string>> = {
    tapDownload: t({ id: 'install.android.tapDownload', message: 'Tap "Download for Android".' }),
    allowUnknownApps: t({
      id: 'install.android.allowUnknownApps',
      message: 'If asked, allow your browser to install unknown apps.',
    }),
    openApk: t({ id: 'install.android.openApk', message: 'Open the downloaded file.' }),
    installApk: t({ id: 'install.android.installApk', message: 'Tap Install.' }),
    openApp: t({ id: 'install.android.openApp', message: 'Open the app from your home screen.' }),
  };
  return { ios: (key) => ios[key] ?? '', android: (key) => android[key] ?? '' };
}

export function StepList({
  steps,
  name,
  label,
}: {
  steps: readonly InstallStepKey[];
  name(key: InstallStepKey): string;
  label: string;
}) {
  return (
    <ol className="install__steps" part="steps" aria-label={label}>
      {steps.map((key) => (
        <li
          key={key}
          data-step={key}
          className={key === 'trustApp' ? 'install__step install__step--trust' : 'install__step'}
        >
          {name(key)}
        </li>
      ))}
    </ol>
  );
}
