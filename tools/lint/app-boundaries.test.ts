/**
 * Dependencies point one way between the browser packages (STYLE §1): domain ← client ← web, admin. Each case is a
 * fixture linted with the repository's eslint.config.js at a path inside the slice it plays.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function importErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${repoRoot}/${path}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

type Case = [file: string, code: string];

describe('the client package and the two apps', () => {
  const refused: Case[] = [
    // The client package imports no app and no server code.
    ['packages/client/src/fixture.ts', "import { api } from '../../../apps/web/src/lib/api-client';"],
    ['packages/client/src/fixture.ts', "import { api } from '@shop/admin/src/lib/api';"],
    ['packages/client/src/fixture.ts', "import { buildApp } from '../../../apps/server/src/app';"],
    ['packages/client/src/fixture.ts', "import { readFileSync } from 'node:fs';"],
    // Neither app imports the other, from its shared code or from a feature.
    ['apps/web/src/lib/fixture.ts', "import { toQuery } from '../../../admin/src/lib/api';"],
    ['apps/web/src/features/checkout/fixture.ts', "import { unitsQuery } from '@shop/admin/src/features/content';"],
    ['apps/admin/src/lib/fixture.ts', "import { api } from '../../../web/src/lib/api-client';"],
    ['apps/admin/src/features/orders/fixture.tsx', "import { Price } from '@shop/web/src/components/ui/price';"],
  ];
  it.each(refused)('%s refuses %s', async (file, code) => {
    expect(await importErrors(file, code)).not.toEqual([]);
  });

  const allowed: Case[] = [
    ['apps/web/src/lib/fixture.ts', "import { configureApi } from '@shop/client/api-client';"],
    ['apps/admin/src/features/orders/fixture.tsx', "import { addressUnitsQuery } from '@shop/client/address-units';"],
    ['packages/client/src/fixture.ts', "import type { User } from '@shop/domain/auth.schemas';"],
  ];
  it.each(allowed)('%s allows %s', async (file, code) => {
    expect(await importErrors(file, code)).toEqual([]);
  });
});
