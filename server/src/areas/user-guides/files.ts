import { fileURLToPath } from 'node:url';
import type { UserGuideKey } from 'shared-api/contract';

/** Where a guide's committed PDF lives. */
export const guideFile = (key: UserGuideKey) => fileURLToPath(new URL(`./pdf/${key}.pdf`, import.meta.url));
