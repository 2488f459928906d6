import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/** Reads the text of an image (PNG or JPEG bytes). */
export interface OcrEngine {
  recognize(image: Buffer): Promise<string>;
}

const require = createRequire(import.meta.url);

/**
 * The English model shipped inside the npm package: with langPath set tesseract.js reads it from disk;
 * without it, it would fetch it from a CDN and, offline, never settle.
 */
export const ENGLISH_DATA_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/**
 * One tesseract worker for the whole process, created on first use (it takes about a second and some
 * 100 MB) and shared by every app and test in it. Each holder takes a reference; the worker is terminated
 * when the last one is released, so nothing keeps the process alive after shutdown.
 */
let worker: Promise<Worker> | null = null;
let holders = 0;

function sharedWorker(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: ENGLISH_DATA_PATH, cacheMethod: 'none', gzip: true })
    .then(async (created) => {
      // Images are scaled to about 2000 px wide (a letter page at some 240 dpi); photos and renders carry no
      // trustworthy resolution of their own.
      await created.setParameters({ user_defined_dpi: '240' });
      return created;
    })
    .catch((error: unknown) => {
      worker = null;
      throw error;
    });
  return worker;
}

export interface OcrReference {
  engine: OcrEngine;
  release(): Promise<void>;
}

export function acquireOcrEngine(): OcrReference {
  holders += 1;
  let released = false;
  return {
    engine: {
      async recognize(image) {
        const { data } = await (await sharedWorker()).recognize(image);
        return data.text;
      },
    },
    async release() {
      if (released) return;
      released = true;
      holders -= 1;
      if (holders > 0 || !worker) return;
      const ending = worker;
      worker = null;
      await (await ending.catch(() => null))?.terminate();
    },
  };
}
