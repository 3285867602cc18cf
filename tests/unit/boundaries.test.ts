import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers of docs/architecture.md, as ESLint enforces them on real paths of this repository.
const eslint = new ESLint();
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId?.includes('restricted')).map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'a feature importing another feature by ../../features/…',
      'src/features/marquee/x.ts',
      "import { History } from '../../features/history/history';\nexport { History };",
    ],
    [
      'a feature importing another feature by ../',
      'src/features/marquee/x.ts',
      "import { Account } from '../account/account';\nexport { Account };",
    ],
    [
      'a feature importing the app',
      'src/features/history/x.ts',
      "import { ROUTES } from '../../app/app-routes';\nexport { ROUTES };",
    ],
    [
      'ui importing a feature',
      'src/ui/x.ts',
      "import { Marquee } from '../features/marquee/marquee';\nexport { Marquee };",
    ],
    [
      'core importing state',
      'src/core/x.ts',
      "import { sessionStore } from '../state/store';\nexport { sessionStore };",
    ],
    [
      "core importing the contract's runtime",
      'src/core/x.ts',
      "import { CODES } from '../api/contract';\nexport { CODES };",
    ],
    [
      'the platform importing the UI',
      'platform/server/x.ts',
      "import { Spinner } from '../../src/ui/spinner.tsx';\nexport { Spinner };",
    ],
    [
      "the platform importing a feature's UI",
      'platform/server/x.ts',
      "import { Fairness } from '../../src/features/fairness/fairness.tsx';\nexport { Fairness };",
    ],
    ['a second ofetch instance', 'src/features/marquee/x.ts', "import { ofetch } from 'ofetch';\nexport { ofetch };"],
    [
      'a component formatting with core/format (one formatting path: usePlayerFormat)',
      'src/features/history/x.tsx',
      "import { formatDate } from '../../core/format';\nexport const X = () => <p>{formatDate(0, 480)}</p>;",
    ],
    [
      'an app page formatting with core/format',
      'src/app/pages/x.tsx',
      "import { formatNumber } from '../../core/format';\nexport const X = () => <p>{formatNumber(1)}</p>;",
    ],
    [
      'a component formatting with core/format, still refusing a second ofetch',
      'src/features/news/x.tsx',
      "import { ofetch } from 'ofetch';\nexport { ofetch };",
    ],
  ])('refuses %s', async (_what, file, code) => {
    expect(await problems(file, code)).not.toEqual([]);
  });

  it.each([
    [
      'a feature importing ui, state and the contract',
      'src/features/marquee/x.ts',
      "import { Spinner } from '../../ui/spinner';\nimport { sessionStore } from '../../state/store';\nimport { CODES } from '../../api/contract';\nexport { Spinner, sessionStore, CODES };",
    ],
    [
      "core naming the contract's types",
      'src/core/x.ts',
      "import type { GameInfo } from '../api/contract';\nexport type { GameInfo };",
    ],
    [
      'the app importing features',
      'src/app/x.ts',
      "import { History } from '../features/history/history';\nexport { History };",
    ],
    [
      'the platform importing the published verifier and core',
      'platform/server/x.ts',
      "import { verify } from '../../src/features/fairness/verify.ts';\nimport { nicknameProblem } from '../../src/core/nickname.ts';\nexport { verify, nicknameProblem };",
    ],
    [
      "a feature's pure rules formatting with core/format",
      'src/features/rankings/x.ts',
      "import { formatNumber } from '../../core/format';\nexport const score = (n: number) => formatNumber(n);",
    ],
    [
      'a component formatting through usePlayerFormat, and the exact format of the verifier',
      'src/features/fairness/x.tsx',
      "import { usePlayerFormat } from '../../ui/use-player-format';\nimport { formatExact } from '../../core/format-exact';\nexport { usePlayerFormat, formatExact };",
    ],
  ])('allows %s', async (_what, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
