// No async boundary: the shell takes its shared packages eagerly (tools/webpack/create-config.cjs), so they are in
// this script and registered before anything runs. Their code is evaluated in stages, each in a task of its own,
// so no single task holds the page for the whole of it (issue 16: on a phone's CPU it was one task of 0.5 s).
import { nextTask } from './nextTask';

async function start() {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'shared-ui');
  await nextTask();
  await import(/* webpackMode: "eager" */ './i18n');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void start();
