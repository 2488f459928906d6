// No async boundary: the shell takes its shared packages eagerly (tools/webpack/create-config.cjs), so they are in
// this script and registered before anything runs.
import './bootstrap';
