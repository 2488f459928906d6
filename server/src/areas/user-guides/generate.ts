/**
 * Writes the three user guides into ./pdf, which is committed and served as it is (pdf-lib is a development
 * dependency). Run after changing content.ts: node --import tsx server/src/areas/user-guides/generate.ts
 */
import { writeFileSync } from 'node:fs';
import { USER_GUIDES } from 'shared-api/contract';
import { GUIDES } from './content';
import { renderGuide } from './render';
import { guideFile } from './files';

for (const { key } of USER_GUIDES) {
  writeFileSync(guideFile(key), await renderGuide(GUIDES[key]));
  process.stdout.write(`wrote ${guideFile(key)}\n`);
}
